import { CopyOutlined, RedoOutlined } from '@ant-design/icons';
import { App, Button, ColorPicker, Divider, Drawer, Input, InputNumber, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayoutName, ThemeConfig } from '../theme/theme-config';
import { useThemeConfig, useThemeStore } from '../theme/theme-store';
import { LayoutThumb } from './layout-thumbs';

const LAYOUTS: LayoutName[] = ['defaults', 'classic', 'transverse', 'columns'];

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="settings-row">
      <span className="settings-label">{label}</span>
      <span className="settings-control">{children}</span>
    </div>
  );
}

type BoolKey = { [K in keyof ThemeConfig]: ThemeConfig[K] extends boolean ? K : never }[keyof ThemeConfig];
type ColorKey =
  | 'primary'
  | 'topBar'
  | 'topBarColor'
  | 'menuBar'
  | 'menuBarColor'
  | 'menuBarActiveColor'
  | 'columnsMenuBar'
  | 'columnsMenuBarColor';

/** The layout settings drawer: every option of the seed, the four layouts, copy and restore. */
export function SettingsDrawer() {
  const { t } = useTranslation('shell');
  const { message } = App.useApp();
  const cfg = useThemeConfig();
  const setTheme = useThemeStore((s) => s.setTheme);
  const resetTheme = useThemeStore((s) => s.resetTheme);

  const sw = (key: BoolKey, disabled?: boolean) => (
    <Switch size="small" checked={cfg[key]} disabled={disabled} onChange={(v) => setTheme({ [key]: v })} />
  );
  const color = (key: ColorKey) => (
    <ColorPicker
      size="small"
      value={cfg[key]}
      disabledAlpha
      presets={[
        {
          label: t('settings.presets'),
          colors: [
            '#722ed1',
            '#1677ff',
            '#13c2c2',
            '#52c41a',
            '#fa8c16',
            '#eb2f96',
            '#f5222d',
            '#2f54eb',
            '#1d1733',
            '#ffffff',
          ],
        },
      ]}
      onChangeComplete={(c) => setTheme({ [key]: c.toHexString() })}
    />
  );

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(JSON.stringify({ ...cfg, isDrawer: false }, null, 2));
      message.success(t('settings.copySucceeded'));
    } catch {
      message.error(t('settings.copyFailed'));
    }
  };

  return (
    <Drawer
      title={t('settings.title')}
      open={cfg.isDrawer}
      onClose={() => setTheme({ isDrawer: false })}
      size={340}
      className="settings-drawer"
      footer={
        <div className="settings-footer">
          <Button type="primary" icon={<CopyOutlined />} block onClick={copy}>
            {t('settings.copy')}
          </Button>
          <Button icon={<RedoOutlined />} block onClick={resetTheme}>
            {t('settings.restore')}
          </Button>
        </div>
      }
    >
      <Divider plain>{t('settings.layoutSwitch')}</Divider>
      <div className="settings-layouts">
        {LAYOUTS.map((l) => (
          <button
            type="button"
            key={l}
            className={cfg.layout === l ? 'settings-layout active' : 'settings-layout'}
            onClick={() => setTheme({ layout: l })}
          >
            <LayoutThumb layout={l} />
            <span>{t(`settings.layouts.${l}`)}</span>
          </button>
        ))}
      </div>

      <Divider plain>{t('settings.globalTheme')}</Divider>
      <Row label={t('settings.primary')}>{color('primary')}</Row>
      <Row label={t('settings.darkMode')}>{sw('isIsDark')}</Row>

      <Divider plain>{t('settings.topBarSection')}</Divider>
      <Row label={t('settings.topBar')}>{color('topBar')}</Row>
      <Row label={t('settings.topBarColor')}>{color('topBarColor')}</Row>
      <Row label={t('settings.topBarGradual')}>{sw('isTopBarColorGradual')}</Row>

      <Divider plain>{t('settings.menuSection')}</Divider>
      <Row label={t('settings.menuBar')}>{color('menuBar')}</Row>
      <Row label={t('settings.menuBarColor')}>{color('menuBarColor')}</Row>
      <Row label={t('settings.menuBarActiveColor')}>{color('menuBarActiveColor')}</Row>
      <Row label={t('settings.menuBarGradual')}>{sw('isMenuBarColorGradual')}</Row>

      <Divider plain>{t('settings.columnsSection')}</Divider>
      <Row label={t('settings.columnsMenuBar')}>{color('columnsMenuBar')}</Row>
      <Row label={t('settings.columnsMenuBarColor')}>{color('columnsMenuBarColor')}</Row>
      <Row label={t('settings.columnsGradual')}>{sw('isColumnsMenuBarColorGradual')}</Row>
      <Row label={t('settings.columnsHoverPreload')}>{sw('isColumnsMenuHoverPreload')}</Row>

      <Divider plain>{t('settings.interface')}</Divider>
      <Row label={t('settings.collapse')}>{sw('isCollapse', cfg.layout === 'transverse')}</Row>
      <Row label={t('settings.uniqueOpened')}>{sw('isUniqueOpened', cfg.layout === 'transverse')}</Row>
      <Row label={t('settings.fixedHeader')}>{sw('isFixedHeader')}</Row>
      <Row label={t('settings.classicSplitMenu')}>{sw('isClassicSplitMenu', cfg.layout !== 'classic')}</Row>
      <Row label={t('settings.lockScreen')}>{sw('isLockScreen')}</Row>
      <Row label={t('settings.lockScreenTime')}>
        <InputNumber
          size="small"
          min={2}
          max={86400}
          value={cfg.lockScreenTime > 1 ? cfg.lockScreenTime : 300}
          style={{ width: 96 }}
          onChange={(v) => typeof v === 'number' && v > 1 && setTheme({ lockScreenTime: v })}
        />
      </Row>

      <Divider plain>{t('settings.display')}</Divider>
      <Row label={t('settings.showLogo')}>{sw('isShowLogo')}</Row>
      <Row label={t('settings.breadcrumb')}>{sw('isBreadcrumb', cfg.layout === 'transverse')}</Row>
      <Row label={t('settings.breadcrumbIcon')}>{sw('isBreadcrumbIcon', !cfg.isBreadcrumb)}</Row>
      <Row label={t('settings.tagsView')}>{sw('isTagsview')}</Row>
      <Row label={t('settings.tagsViewIcon')}>{sw('isTagsviewIcon', !cfg.isTagsview)}</Row>
      <Row label={t('settings.tagsViewCache')}>{sw('isCacheTagsView', !cfg.isTagsview)}</Row>
      <Row label={t('settings.tagsViewSortable')}>{sw('isSortableTagsView', !cfg.isTagsview)}</Row>
      <Row label={t('settings.tagsViewShare')}>{sw('isShareTagsView', !cfg.isTagsview)}</Row>
      <Row label={t('settings.footer')}>{sw('isFooter')}</Row>
      <Row label={t('settings.grayscale')}>{sw('isGrayscale')}</Row>
      <Row label={t('settings.colorWeak')}>{sw('isInvert')}</Row>
      <Row label={t('settings.watermark')}>{sw('isWartermark')}</Row>
      <Row label={t('settings.watermarkText')}>
        <Input
          size="small"
          style={{ width: 150 }}
          value={cfg.wartermarkText}
          placeholder={t('watermark.defaultText')}
          onChange={(e) => setTheme({ wartermarkText: e.target.value })}
        />
      </Row>

      <Divider plain>{t('settings.other')}</Divider>
      <Row label={t('settings.tagsStyle')}>
        <Select
          size="small"
          style={{ width: 150 }}
          value={cfg.tagsStyle}
          onChange={(v) => setTheme({ tagsStyle: v })}
          options={(['tags-style-one', 'tags-style-four', 'tags-style-five'] as const).map((v) => ({
            value: v,
            label: t(`settings.tagsStyles.${v}`),
          }))}
        />
      </Row>
      <Row label={t('settings.animation')}>
        <Select
          size="small"
          style={{ width: 150 }}
          value={cfg.animation}
          onChange={(v) => setTheme({ animation: v })}
          options={(['slide-right', 'slide-left', 'opacitys'] as const).map((v) => ({
            value: v,
            label: t(`settings.animations.${v}`),
          }))}
        />
      </Row>
      <Row label={t('settings.columnsStyle')}>
        <Select
          size="small"
          style={{ width: 150 }}
          value={cfg.columnsAsideStyle}
          onChange={(v) => setTheme({ columnsAsideStyle: v })}
          options={(['columns-round', 'columns-card'] as const).map((v) => ({
            value: v,
            label: t(`settings.columnsStyles.${v}`),
          }))}
        />
      </Row>
      <Row label={t('settings.columnsLayout')}>
        <Select
          size="small"
          style={{ width: 150 }}
          value={cfg.columnsAsideLayout}
          onChange={(v) => setTheme({ columnsAsideLayout: v })}
          options={(['columns-horizontal', 'columns-vertical'] as const).map((v) => ({
            value: v,
            label: t(`settings.columnsLayouts.${v}`),
          }))}
        />
      </Row>
    </Drawer>
  );
}
