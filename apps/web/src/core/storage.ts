/** Prefix of every key this app writes to localStorage and sessionStorage. */
export const STORAGE_PREFIX = 'meiyu';

/** localStorage keys (without the prefix), as the seed's section 9 lists them. */
export const LOCAL_KEYS = {
  accessToken: 'access-token',
  refreshToken: 'x-access-token',
  userInfos: 'userInfos',
  userRole: 'userRole',
  constList: 'constList',
  dictList: 'dictList',
  themeConfig: 'themeConfig',
} as const;

/** sessionStorage keys (without the prefix). */
export const SESSION_KEYS = {
  tagsViewList: 'tagsViewList',
  isTagsViewCurrenFull: 'isTagsViewCurrenFull',
} as const;

export const prefixed = (key: string): string => `${STORAGE_PREFIX}:${key}`;

function read<T>(store: Storage | undefined, key: string): T | null {
  if (!store) return null;
  const raw = store.getItem(prefixed(key));
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function write(store: Storage | undefined, key: string, value: unknown): void {
  if (!store) return;
  try {
    store.setItem(prefixed(key), JSON.stringify(value));
  } catch {
    // quota exceeded or storage disabled: the app keeps working from memory
  }
}

const local = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);
const session = (): Storage | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

/** localStorage under the app prefix; values are JSON. */
export const Local = {
  get: <T>(key: string): T | null => read<T>(local(), key),
  set: (key: string, value: unknown): void => write(local(), key, value),
  remove: (key: string): void => local()?.removeItem(prefixed(key)),
  /** Removes every key of this app except those listed in `keep`. */
  clear: (keep: readonly string[] = []): void => {
    const store = local();
    if (!store) return;
    const kept = new Set(keep.map(prefixed));
    const doomed: string[] = [];
    for (let i = 0; i < store.length; i += 1) {
      const k = store.key(i);
      if (k?.startsWith(`${STORAGE_PREFIX}:`) && !kept.has(k)) doomed.push(k);
    }
    for (const k of doomed) store.removeItem(k);
  },
};

/** sessionStorage under the app prefix; values are JSON. */
export const Session = {
  get: <T>(key: string): T | null => read<T>(session(), key),
  set: (key: string, value: unknown): void => write(session(), key, value),
  remove: (key: string): void => session()?.removeItem(prefixed(key)),
  clear: (): void => session()?.clear(),
};

/** The access token is also kept in the cookie `token` (WIRE-CONTRACT §2.6). */
export const TokenCookie = {
  set: (token: string): void => {
    if (typeof document === 'undefined') return;
    // biome-ignore lint/suspicious/noDocumentCookie: the wire contract keeps the access token in a plain cookie
    document.cookie = `token=${encodeURIComponent(token)}; path=/; SameSite=Lax`;
  },
  remove: (): void => {
    if (typeof document === 'undefined') return;
    // biome-ignore lint/suspicious/noDocumentCookie: the wire contract keeps the access token in a plain cookie
    document.cookie = 'token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax';
  },
};
