import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useThemeConfig } from '../theme/theme-store';

/** Logo and product name; only the mark when collapsed. */
export function Logo({ collapsed, color }: { collapsed?: boolean; color?: string }) {
  const { t } = useTranslation();
  const { globalTitle } = useThemeConfig();
  const navigate = useNavigate();
  return (
    <button type="button" className={collapsed ? 'layout-logo collapsed' : 'layout-logo'} onClick={() => navigate('/')}>
      <img src="/logo.svg" alt="" />
      {!collapsed && (
        <span className="layout-logo-text" style={{ color }}>
          {globalTitle || t('app.logoTitle')}
        </span>
      )}
    </button>
  );
}
