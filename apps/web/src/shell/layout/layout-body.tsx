import { useTagsViewStore } from '../tags-view/tags-view-store';
import { TagsView } from '../tags-view/tags-view';
import { useThemeConfig } from '../theme/theme-store';
import { MainContent } from './main-content';
import type { TagItem } from '../tags-view/tags-view-store';

/** Tags view and page area, shared by the four layouts. */
export function LayoutBody({ tag }: { tag: TagItem | null }) {
  const cfg = useThemeConfig();
  const isFull = useTagsViewStore((s) => s.isFull);
  return (
    <>
      {cfg.isTagsview && !isFull && <TagsView currentKey={tag?.key ?? null} />}
      <MainContent tag={tag} />
    </>
  );
}
