import { useEffect } from 'react';
import { LOCK_SCREEN_TIME } from '../theme/theme-config';
import { useThemeStore } from '../theme/theme-store';
import { isScreenLocked } from './lock-rule';

const ACTIVITY = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart'] as const;

let configuredLockTime = LOCK_SCREEN_TIME;

/** The configured auto-lock seconds, restored after unlocking (default 300). */
export function configuredLockScreenTime(): number {
  return configuredLockTime;
}

/**
 * Auto lock: while isLockScreen is on, a countdown from lockScreenTime runs once a second and
 * starts over on user activity; when it reaches 1 the screen locks: lockScreenTime is stored as 1,
 * which the lock rule reads as "locked" (also after a reload).
 */
export function useAutoLock(): void {
  const isLockScreen = useThemeStore((s) => s.themeConfig.isLockScreen);
  const lockScreenTime = useThemeStore((s) => s.themeConfig.lockScreenTime);

  useEffect(() => {
    if (lockScreenTime > 1) configuredLockTime = lockScreenTime;
  }, [lockScreenTime]);

  useEffect(() => {
    if (!isLockScreen) return;
    let remaining = configuredLockTime;
    const tick = window.setInterval(() => {
      const { themeConfig: cfg, setTheme } = useThemeStore.getState();
      if (isScreenLocked(cfg.isLockScreen, cfg.lockScreenTime)) {
        remaining = configuredLockTime;
        return;
      }
      remaining -= 1;
      if (remaining <= 1) setTheme({ lockScreenTime: 1, isDrawer: false });
    }, 1000);
    const reset = () => {
      remaining = configuredLockTime;
    };
    for (const e of ACTIVITY) window.addEventListener(e, reset, { passive: true });
    return () => {
      window.clearInterval(tick);
      for (const e of ACTIVITY) window.removeEventListener(e, reset);
    };
  }, [isLockScreen]);
}
