import type { MenuOutput } from '@meiyu/contract';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MenuIcon } from '../menu/menu-icon';
import { firstPagePath } from '../menu/menu-routes';
import { useMenuRoutes } from '../menu/use-menu-routes';
import { useMenuTitle } from '../menu/use-menu-title';
import { background } from '../theme/color';
import { useTagsViewStore } from '../tags-view/tags-view-store';
import type { TagItem } from '../tags-view/tags-view-store';
import { useThemeConfig } from '../theme/theme-store';
import { LayoutAside } from './layout-aside';
import { LayoutBody } from './layout-body';
import { LayoutHeader } from './layout-header';

const owns = (m: MenuOutput, pathname: string): boolean =>
  (m.path !== null && (pathname === m.path || pathname.startsWith(`${m.path}/`))) ||
  (m.children ?? []).some((c) => owns(c, pathname));

/**
 * Columns layout: a narrow column of first-level entries; the side bar shows the children of the
 * chosen column (hover preloads them when isColumnsMenuHoverPreload).
 */
export function LayoutColumns({ tag }: { tag: TagItem | null }) {
  const { tree } = useMenuRoutes();
  const cfg = useThemeConfig();
  const isFull = useTagsViewStore((s) => s.isFull);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const menuTitle = useMenuTitle();
  const current = useMemo(() => tree.find((m) => owns(m, pathname)) ?? tree[0] ?? null, [tree, pathname]);
  // a hover preview lasts until the route changes
  const [hover, setHover] = useState<{ path: string; menu: MenuOutput } | null>(null);
  const preview = hover?.path === pathname ? hover.menu : null;
  const setPreview = (menu: MenuOutput | null) => setHover(menu ? { path: pathname, menu } : null);
  const shown = preview ?? current;
  const sideTree = shown?.children?.length ? shown.children : [];
  const round = cfg.columnsAsideStyle === 'columns-round';
  const vertical = cfg.columnsAsideLayout === 'columns-vertical';
  return (
    <div className="layout layout-columns" onMouseLeave={() => setPreview(null)}>
      {!isFull && (
        <nav
          className="layout-columns-bar"
          style={{ background: background(cfg.columnsMenuBar, cfg.isColumnsMenuBarColorGradual, 'to bottom') }}
        >
          <img className="layout-columns-logo" src="/logo.svg" alt="" />
          {tree.map((m) => {
            const active = m.id === current?.id;
            return (
              <button
                type="button"
                key={m.id}
                className={`layout-columns-item ${round ? 'round' : 'card'} ${vertical ? 'vertical' : 'horizontal'}${active ? ' active' : ''}`}
                style={{ color: active ? '#ffffff' : cfg.columnsMenuBarColor }}
                onMouseEnter={() => cfg.isColumnsMenuHoverPreload && setPreview(m)}
                onClick={() => {
                  if (m.meta?.isLink && !m.meta.isIframe) window.open(m.meta.isLink, '_blank', 'noopener');
                  else {
                    const target = firstPagePath(m);
                    if (target) navigate(target);
                  }
                }}
              >
                <MenuIcon name={m.meta?.icon} className="layout-columns-icon" />
                <span className="layout-columns-text">{menuTitle(m.meta?.title ?? m.title)}</span>
              </button>
            );
          })}
        </nav>
      )}
      {!isFull && sideTree.length > 0 && <LayoutAside tree={sideTree} showLogo={false} />}
      <div className={cfg.isFixedHeader ? 'layout-column fixed-header' : 'layout-column'}>
        {!isFull && <LayoutHeader />}
        <LayoutBody tag={tag} />
      </div>
    </div>
  );
}
