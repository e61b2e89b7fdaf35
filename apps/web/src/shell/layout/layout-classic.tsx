import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { NavMenu } from '../menu/nav-menu';
import { useMenuRoutes } from '../menu/use-menu-routes';
import { useTagsViewStore } from '../tags-view/tags-view-store';
import type { TagItem } from '../tags-view/tags-view-store';
import { useThemeConfig } from '../theme/theme-store';
import { LayoutAside } from './layout-aside';
import { LayoutBody } from './layout-body';
import { LayoutHeader } from './layout-header';
import { Logo } from './logo';

/**
 * Classic layout: a full-width top bar with the logo; side bar below it. With the classic split
 * menu, the top bar holds the first level and the side bar the children of the current one.
 */
export function LayoutClassic({ tag }: { tag: TagItem | null }) {
  const { tree } = useMenuRoutes();
  const cfg = useThemeConfig();
  const isFull = useTagsViewStore((s) => s.isFull);
  const { pathname } = useLocation();
  const split = cfg.isClassicSplitMenu;
  const sideTree = useMemo(() => {
    if (!split) return tree;
    const top = tree.find((m) => m.path && (pathname === m.path || pathname.startsWith(`${m.path}/`)));
    return top?.children?.length ? top.children : top ? [top] : [];
  }, [split, tree, pathname]);
  const logoColor = cfg.topBarColor;
  return (
    <div className="layout layout-classic">
      {!isFull && (
        <LayoutHeader
          left={
            cfg.isShowLogo ? (
              <div className="layout-header-logo">
                <Logo color={logoColor} />
              </div>
            ) : null
          }
          center={
            split ? (
              <div className="layout-header-menu">
                <NavMenu
                  tree={tree}
                  mode="horizontal"
                  topLevelOnly
                  background={cfg.topBar}
                  textColor={cfg.topBarColor}
                  activeColor={cfg.primary}
                />
              </div>
            ) : undefined
          }
        />
      )}
      <div className="layout-row">
        {!isFull && <LayoutAside tree={sideTree} showLogo={false} />}
        <div className={cfg.isFixedHeader ? 'layout-column fixed-header' : 'layout-column'}>
          <LayoutBody tag={tag} />
        </div>
      </div>
    </div>
  );
}
