import { create } from 'zustand';
import { i18n, type Language } from '@/core/i18n';
import { LOCAL_KEYS, Local } from '@/core/storage';
import { currentRegion } from './region';
import { DEFAULT_THEME, mergeThemeConfig, REGION_THEME, type ThemeConfig } from './theme-config';

/** The defaults of this host: the region switches the colours to blue. */
export function defaultThemeConfig(): ThemeConfig {
  return currentRegion() ? { ...DEFAULT_THEME, ...REGION_THEME } : { ...DEFAULT_THEME };
}

interface ThemeState {
  themeConfig: ThemeConfig;
  /** Updates and persists (the drawer flag is never persisted as open). */
  setTheme: (patch: Partial<ThemeConfig>) => void;
  /** Updates without writing localStorage (lock-screen countdown ticks). */
  setThemeTransient: (patch: Partial<ThemeConfig>) => void;
  /** Restores the defaults of this host (keeps the language). */
  resetTheme: () => void;
}

function persist(config: ThemeConfig): void {
  Local.set(LOCAL_KEYS.themeConfig, { ...config, isDrawer: false });
}

/** Theme config store, restored from localStorage at start. */
export const useThemeStore = create<ThemeState>()((set, get) => ({
  themeConfig: mergeThemeConfig(defaultThemeConfig(), Local.get(LOCAL_KEYS.themeConfig)),
  setTheme: (patch) => {
    const next = { ...get().themeConfig, ...patch };
    persist(next);
    set({ themeConfig: next });
    if (patch.globalI18n && patch.globalI18n !== i18n.language) void i18n.changeLanguage(patch.globalI18n);
  },
  setThemeTransient: (patch) => set({ themeConfig: { ...get().themeConfig, ...patch } }),
  resetTheme: () => {
    const lang: Language = get().themeConfig.globalI18n;
    const next = { ...defaultThemeConfig(), globalI18n: lang };
    persist(next);
    set({ themeConfig: next });
  },
}));

export const useThemeConfig = (): ThemeConfig => useThemeStore((s) => s.themeConfig);
