import { SettingOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useThemeStore } from '../theme/theme-store';
import { FullscreenButton } from './fullscreen-button';
import { LanguageDropdown } from './language-dropdown';
import { MenuSearch } from './menu-search';
import { NoticesDropdown } from './notices-dropdown';
import { SizeDropdown } from './size-dropdown';
import { UserDropdown } from './user-dropdown';

/** Right side of the top bar. */
export function TopBarTools() {
  const { t } = useTranslation('shell');
  const setTheme = useThemeStore((s) => s.setTheme);
  return (
    <div className="top-bar-tools">
      <SizeDropdown />
      <LanguageDropdown />
      <MenuSearch />
      <Tooltip title={t('topBar.layoutConfig')} placement="bottom">
        <button
          type="button"
          className="top-bar-icon"
          onClick={() => setTheme({ isDrawer: true })}
          aria-label={t('topBar.layoutConfig')}
        >
          <SettingOutlined />
        </button>
      </Tooltip>
      <NoticesDropdown />
      <FullscreenButton />
      <UserDropdown />
    </div>
  );
}
