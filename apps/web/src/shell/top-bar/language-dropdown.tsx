import { TranslationOutlined } from '@ant-design/icons';
import { Dropdown, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@/core/i18n';
import { useThemeStore } from '../theme/theme-store';

/** Names of the languages, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = { 'zh-cn': '简体中文', en: 'English', 'zh-tw': '繁體中文' };

/** Language switch (zh-cn, en, zh-tw); persisted as globalI18n. */
export function LanguageDropdown({ className = 'top-bar-icon' }: { className?: string }) {
  const { t } = useTranslation('shell');
  const lang = useThemeStore((s) => s.themeConfig.globalI18n);
  const setTheme = useThemeStore((s) => s.setTheme);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [lang],
        items: LANGUAGES.map((l) => ({ key: l, label: LANGUAGE_NAMES[l] })),
        onClick: ({ key }) => setTheme({ globalI18n: key as Language }),
      }}
    >
      <Tooltip title={t('topBar.language')} placement="bottom">
        <button type="button" className={className} aria-label={t('topBar.language')}>
          <TranslationOutlined />
        </button>
      </Tooltip>
    </Dropdown>
  );
}
