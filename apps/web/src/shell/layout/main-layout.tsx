import { LockScreen } from '../lock-screen/lock-screen';
import { lockScreenRule } from '../lock-screen/lock-rule';
import { useAutoLock } from '../lock-screen/use-auto-lock';
import { SettingsDrawer } from '../settings/settings-drawer';
import { useThemeConfig } from '../theme/theme-store';
import { Watermark } from '../watermark/watermark';
import { LayoutClassic } from './layout-classic';
import { LayoutColumns } from './layout-columns';
import { LayoutDefaults } from './layout-defaults';
import { LayoutTransverse } from './layout-transverse';
import { useCurrentTag } from './use-current-tag';

/**
 * The main layout ("/"): one of the four layouts around the routed page, plus the settings
 * drawer, lock screen and watermark. While the lock screen has taken over (lock rule), the main
 * content is hidden (kept mounted, so unsaved work survives) and the settings drawer is not rendered.
 */
export default function MainLayout() {
  const cfg = useThemeConfig();
  const tag = useCurrentTag();
  useAutoLock();
  const contentVisible = lockScreenRule(cfg.isLockScreen, cfg.lockScreenTime);
  const Layout =
    cfg.layout === 'defaults'
      ? LayoutDefaults
      : cfg.layout === 'transverse'
        ? LayoutTransverse
        : cfg.layout === 'columns'
          ? LayoutColumns
          : LayoutClassic;
  return (
    <>
      <div className="layout-root" style={contentVisible ? undefined : { display: 'none' }}>
        <Layout tag={tag} />
      </div>
      {contentVisible && <SettingsDrawer />}
      {!contentVisible && <LockScreen />}
      <Watermark />
    </>
  );
}
