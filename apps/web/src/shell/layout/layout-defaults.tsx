import { useMenuRoutes } from '../menu/use-menu-routes';
import { useTagsViewStore } from '../tags-view/tags-view-store';
import type { TagItem } from '../tags-view/tags-view-store';
import { useThemeConfig } from '../theme/theme-store';
import { LayoutAside } from './layout-aside';
import { LayoutBody } from './layout-body';
import { LayoutHeader } from './layout-header';

/** Default layout: full-height side bar with logo; top bar and page to its right. */
export function LayoutDefaults({ tag }: { tag: TagItem | null }) {
  const { tree } = useMenuRoutes();
  const isFull = useTagsViewStore((s) => s.isFull);
  const { isFixedHeader } = useThemeConfig();
  return (
    <div className="layout layout-defaults">
      {!isFull && <LayoutAside tree={tree} showLogo />}
      <div className={isFixedHeader ? 'layout-column fixed-header' : 'layout-column'}>
        {!isFull && <LayoutHeader />}
        <LayoutBody tag={tag} />
      </div>
    </div>
  );
}
