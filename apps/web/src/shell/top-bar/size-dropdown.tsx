import { FontSizeOutlined } from '@ant-design/icons';
import { Dropdown, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ComponentSize } from '../theme/theme-config';
import { useThemeStore } from '../theme/theme-store';

const SIZES: ComponentSize[] = ['large', 'default', 'small'];

/** Component size switch (large, default, small). */
export function SizeDropdown() {
  const { t } = useTranslation('shell');
  const size = useThemeStore((s) => s.themeConfig.globalComponentSize);
  const setTheme = useThemeStore((s) => s.setTheme);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZES.map((s) => ({ key: s, label: t(`topBar.size.${s}`) })),
        onClick: ({ key }) => setTheme({ globalComponentSize: key as ComponentSize }),
      }}
    >
      <Tooltip title={t('topBar.componentSize')} placement="bottom">
        <button type="button" className="top-bar-icon" aria-label={t('topBar.componentSize')}>
          <FontSizeOutlined />
        </button>
      </Tooltip>
    </Dropdown>
  );
}
