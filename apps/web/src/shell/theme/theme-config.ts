import type { Language } from '@/core/i18n';

export type LayoutName = 'defaults' | 'classic' | 'transverse' | 'columns';
export type ComponentSize = 'large' | 'default' | 'small';
export type TagsStyle = 'tags-style-one' | 'tags-style-four' | 'tags-style-five';
export type PageAnimation = 'slide-right' | 'slide-left' | 'opacitys';

/** The theme configuration (seed section 3), persisted in localStorage `meiyu:themeConfig`. */
export interface ThemeConfig {
  /** Settings drawer open (never persisted as true). */
  isDrawer: boolean;
  primary: string;
  topBar: string;
  topBarColor: string;
  isTopBarColorGradual: boolean;
  menuBar: string;
  menuBarColor: string;
  menuBarActiveColor: string;
  isMenuBarColorGradual: boolean;
  columnsMenuBar: string;
  columnsMenuBarColor: string;
  isColumnsMenuBarColorGradual: boolean;
  isColumnsMenuHoverPreload: boolean;
  isCollapse: boolean;
  isUniqueOpened: boolean;
  isFixedHeader: boolean;
  isClassicSplitMenu: boolean;
  /** Auto lock enabled (counting down). */
  isLockScreen: boolean;
  /** Seconds until the screen locks (default 300); ≤ 1 while locked. */
  lockScreenTime: number;
  isShowLogo: boolean;
  isBreadcrumb: boolean;
  isBreadcrumbIcon: boolean;
  isTagsview: boolean;
  isTagsviewIcon: boolean;
  isCacheTagsView: boolean;
  isSortableTagsView: boolean;
  isShareTagsView: boolean;
  isFooter: boolean;
  isGrayscale: boolean;
  isInvert: boolean;
  isIsDark: boolean;
  isWartermark: boolean;
  /** Watermark text; empty means the default label (super administrator). */
  wartermarkText: string;
  tagsStyle: TagsStyle;
  animation: PageAnimation;
  columnsAsideStyle: 'columns-round' | 'columns-card';
  columnsAsideLayout: 'columns-horizontal' | 'columns-vertical';
  layout: LayoutName;
  /** Menu from the server (true) or from the front-end route table (false). */
  isRequestRoutes: boolean;
  /** Global title; empty means the product name of the current language. */
  globalTitle: string;
  globalViceTitle: string;
  globalViceTitleMsg: string;
  globalI18n: Language;
  globalComponentSize: ComponentSize;
}

/** Default lock-screen time of the seed (seconds). */
export const LOCK_SCREEN_TIME = 300;

export const DEFAULT_THEME: ThemeConfig = {
  isDrawer: false,
  primary: '#722ed1',
  topBar: '#ffffff',
  topBarColor: '#1f1f1f',
  isTopBarColorGradual: false,
  menuBar: '#1d1733',
  menuBarColor: '#c9c3dc',
  menuBarActiveColor: '#722ed1',
  isMenuBarColorGradual: false,
  columnsMenuBar: '#140f26',
  columnsMenuBarColor: '#e8e4f5',
  isColumnsMenuBarColorGradual: false,
  isColumnsMenuHoverPreload: false,
  isCollapse: false,
  isUniqueOpened: true,
  isFixedHeader: true,
  isClassicSplitMenu: false,
  isLockScreen: false,
  lockScreenTime: LOCK_SCREEN_TIME,
  isShowLogo: true,
  isBreadcrumb: true,
  isBreadcrumbIcon: true,
  isTagsview: true,
  isTagsviewIcon: true,
  isCacheTagsView: true,
  isSortableTagsView: true,
  isShareTagsView: false,
  isFooter: true,
  isGrayscale: false,
  isInvert: false,
  isIsDark: false,
  isWartermark: false,
  wartermarkText: '',
  tagsStyle: 'tags-style-five',
  animation: 'slide-right',
  columnsAsideStyle: 'columns-round',
  columnsAsideLayout: 'columns-vertical',
  layout: 'classic',
  isRequestRoutes: true,
  globalTitle: '',
  globalViceTitle: '',
  globalViceTitleMsg: '',
  globalI18n: 'zh-cn',
  globalComponentSize: 'default',
};

/** Blue colours a regional host switches to (seed section 6). */
export const REGION_THEME: Partial<ThemeConfig> = {
  primary: '#1677ff',
  menuBar: '#0f1f3d',
  menuBarColor: '#c3cee3',
  menuBarActiveColor: '#1677ff',
  columnsMenuBar: '#0a1630',
  columnsMenuBarColor: '#e3eaf7',
};

/** Merges a saved configuration over the defaults, dropping unknown keys and wrong types. */
export function mergeThemeConfig(base: ThemeConfig, saved: unknown): ThemeConfig {
  if (!saved || typeof saved !== 'object') return { ...base };
  const out: ThemeConfig = { ...base };
  const target = out as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(saved as Record<string, unknown>)) {
    if (key in base && typeof value === typeof (base as unknown as Record<string, unknown>)[key]) target[key] = value;
  }
  out.isDrawer = false;
  return out;
}
