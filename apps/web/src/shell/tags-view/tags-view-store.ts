import { create } from 'zustand';
import { SESSION_KEYS, Session } from '@/core/storage';

/** One open tag. */
export interface TagItem {
  /** Identity: the route path when tags are shared, otherwise the full URL. */
  key: string;
  /** Route pattern of the menu entry (e.g. /system/dict or /detail/:id). */
  routePath: string;
  /** Full URL (pathname + search) to return to. */
  fullPath: string;
  /** Menu title (untranslated data). */
  title: string;
  /** Custom tagsViewName from the query or params (may be per-locale JSON). */
  customName: string | null;
  icon: string | null;
  isAffix: boolean;
  isKeepAlive: boolean;
}

interface TagsViewState {
  tags: TagItem[];
  /** Bumped by "refresh" to remount a page. */
  refreshSeq: Record<string, number>;
  /** The current page fills the screen (restored from sessionStorage at start). */
  isFull: boolean;
  /** Persist the list in sessionStorage (theme option "tags view cache"). */
  persist: boolean;
  setPersist: (on: boolean) => void;
  /** Adds or updates a tag (affix tags stay in front). */
  upsert: (tag: TagItem) => void;
  /** Ensures the affix tags exist, in front, in the given order. */
  setAffix: (affix: TagItem[]) => void;
  close: (key: string) => void;
  closeOthers: (key: string) => void;
  closeAll: () => void;
  move: (fromKey: string, toKey: string) => void;
  refresh: (key: string) => void;
  setFull: (full: boolean) => void;
}

function save(tags: TagItem[], persist: boolean): void {
  if (persist) Session.set(SESSION_KEYS.tagsViewList, tags);
  else Session.remove(SESSION_KEYS.tagsViewList);
}

export const useTagsViewStore = create<TagsViewState>()((set, get) => {
  const commit = (tags: TagItem[]) => {
    save(tags, get().persist);
    set({ tags });
  };
  return {
    tags: Session.get<TagItem[]>(SESSION_KEYS.tagsViewList) ?? [],
    refreshSeq: {},
    isFull: Session.get<boolean>(SESSION_KEYS.isTagsViewCurrenFull) === true,
    persist: true,
    setPersist: (on) => {
      set({ persist: on });
      save(get().tags, on);
    },
    upsert: (tag) => {
      const tags = get().tags;
      const i = tags.findIndex((t) => t.key === tag.key);
      if (i >= 0) {
        const next = [...tags];
        next[i] = { ...tag, isAffix: tags[i].isAffix || tag.isAffix };
        commit(next);
      } else commit([...tags, tag]);
    },
    setAffix: (affix) => {
      const keys = new Set(affix.map((a) => a.key));
      const rest = get().tags.filter((t) => !keys.has(t.key));
      commit([...affix, ...rest]);
    },
    close: (key) => commit(get().tags.filter((t) => t.key !== key || t.isAffix)),
    closeOthers: (key) => commit(get().tags.filter((t) => t.key === key || t.isAffix)),
    closeAll: () => commit(get().tags.filter((t) => t.isAffix)),
    move: (fromKey, toKey) => {
      const tags = [...get().tags];
      const from = tags.findIndex((t) => t.key === fromKey);
      const to = tags.findIndex((t) => t.key === toKey);
      if (from < 0 || to < 0 || from === to) return;
      const [moved] = tags.splice(from, 1);
      tags.splice(to, 0, moved);
      commit(tags);
    },
    refresh: (key) => set({ refreshSeq: { ...get().refreshSeq, [key]: (get().refreshSeq[key] ?? 0) + 1 } }),
    setFull: (full) => {
      Session.set(SESSION_KEYS.isTagsViewCurrenFull, full);
      set({ isFull: full });
    },
  };
});

/** The tag key of a location: shared tags use the route path, otherwise the full URL. */
export function tagKeyOf(routePath: string, fullPath: string, share: boolean): string {
  return share ? routePath : fullPath;
}
