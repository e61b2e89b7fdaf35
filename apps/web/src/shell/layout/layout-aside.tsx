import type { MenuOutput } from '@meiyu/contract';
import { NavMenu } from '../menu/nav-menu';
import { background } from '../theme/color';
import { useThemeConfig } from '../theme/theme-store';
import { Logo } from './logo';

/** The side bar: optional logo and the inline menu, in the menu-bar colours. */
export function LayoutAside({ tree, showLogo }: { tree: MenuOutput[]; showLogo: boolean }) {
  const cfg = useThemeConfig();
  return (
    <aside
      className={cfg.isCollapse ? 'layout-aside collapsed' : 'layout-aside'}
      style={{ background: background(cfg.menuBar, cfg.isMenuBarColorGradual, 'to bottom') }}
    >
      {showLogo && cfg.isShowLogo && <Logo collapsed={cfg.isCollapse} color={cfg.menuBarColor} />}
      <div className="layout-aside-menu">
        <NavMenu
          tree={tree}
          mode="inline"
          collapsed={cfg.isCollapse}
          background={cfg.menuBar}
          textColor={cfg.menuBarColor}
          activeColor={cfg.menuBarActiveColor}
        />
      </div>
    </aside>
  );
}
