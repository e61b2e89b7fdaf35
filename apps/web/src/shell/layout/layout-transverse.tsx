import { NavMenu } from '../menu/nav-menu';
import { useMenuRoutes } from '../menu/use-menu-routes';
import { useTagsViewStore } from '../tags-view/tags-view-store';
import type { TagItem } from '../tags-view/tags-view-store';
import { useThemeConfig } from '../theme/theme-store';
import { LayoutBody } from './layout-body';
import { LayoutHeader } from './layout-header';
import { Logo } from './logo';

/** Transverse layout: logo and a horizontal menu in the top bar; no side bar. */
export function LayoutTransverse({ tag }: { tag: TagItem | null }) {
  const { tree } = useMenuRoutes();
  const cfg = useThemeConfig();
  const isFull = useTagsViewStore((s) => s.isFull);
  return (
    <div className="layout layout-transverse">
      {!isFull && (
        <LayoutHeader
          showCollapse={false}
          left={
            cfg.isShowLogo ? (
              <div className="layout-header-logo">
                <Logo color={cfg.topBarColor} />
              </div>
            ) : null
          }
          center={
            <div className="layout-header-menu">
              <NavMenu
                tree={tree}
                mode="horizontal"
                background={cfg.topBar}
                textColor={cfg.topBarColor}
                activeColor={cfg.primary}
              />
            </div>
          }
        />
      )}
      <div className={cfg.isFixedHeader ? 'layout-column fixed-header' : 'layout-column'}>
        <LayoutBody tag={tag} />
      </div>
    </div>
  );
}
