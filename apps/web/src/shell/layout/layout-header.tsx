import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { background } from '../theme/color';
import { useThemeConfig, useThemeStore } from '../theme/theme-store';
import { TopBarTools } from '../top-bar/top-bar-tools';
import { BreadcrumbBar } from './breadcrumb-bar';

/** The top bar: optional left part (logo, menu), collapse button, breadcrumb, tools. */
export function LayoutHeader({
  left,
  center,
  showCollapse = true,
}: {
  left?: ReactNode;
  center?: ReactNode;
  showCollapse?: boolean;
}) {
  const { t } = useTranslation('shell');
  const cfg = useThemeConfig();
  const setTheme = useThemeStore((s) => s.setTheme);
  return (
    <header
      className="layout-header"
      style={
        cfg.isIsDark
          ? { background: 'var(--panel-bg)', color: 'var(--text)' }
          : { background: background(cfg.topBar, cfg.isTopBarColorGradual), color: cfg.topBarColor }
      }
    >
      {left}
      {showCollapse && (
        <button
          type="button"
          className="top-bar-icon layout-collapse"
          onClick={() => setTheme({ isCollapse: !cfg.isCollapse })}
          aria-label={cfg.isCollapse ? t('topBar.expandMenu') : t('topBar.collapseMenu')}
        >
          {cfg.isCollapse ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        </button>
      )}
      {center ?? (cfg.isBreadcrumb ? <BreadcrumbBar /> : <span />)}
      <div className="layout-header-spacer" />
      <TopBarTools />
    </header>
  );
}
