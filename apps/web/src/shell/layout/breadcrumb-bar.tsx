import { Breadcrumb } from 'antd';
import { useNavigate } from 'react-router';
import { MenuIcon } from '../menu/menu-icon';
import { useCurrentMenuRoute } from '../menu/use-menu-routes';
import { useMenuTitle } from '../menu/use-menu-title';
import { useThemeConfig } from '../theme/theme-store';

/** Breadcrumb of the current menu route (with icons when isBreadcrumbIcon). */
export function BreadcrumbBar() {
  const route = useCurrentMenuRoute();
  const menuTitle = useMenuTitle();
  const navigate = useNavigate();
  const { isBreadcrumbIcon } = useThemeConfig();
  if (!route) return null;
  const chain = [...route.parents, route.menu];
  return (
    <Breadcrumb
      className="layout-breadcrumb"
      items={chain.map((m, i) => {
        const last = i === chain.length - 1;
        const title = (
          <span key={m.id} className="layout-breadcrumb-item">
            {isBreadcrumbIcon && <MenuIcon name={m.meta?.icon} />}
            <span>{menuTitle(m.meta?.title ?? m.title)}</span>
          </span>
        );
        const target = m.redirect ?? (m.type === 2 ? m.path : null);
        return {
          key: m.id,
          title:
            last || !target ? (
              title
            ) : (
              <button type="button" className="link-button" onClick={() => navigate(target)}>
                {title}
              </button>
            ),
        };
      })}
    />
  );
}
