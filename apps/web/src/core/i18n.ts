import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import zhCn from './locales/zh-cn.json';
import zhTw from './locales/zh-tw.json';
import { LOCAL_KEYS, Local } from './storage';

/** The UI languages, in the order the language menu lists them. */
export const LANGUAGES = ['zh-cn', 'en', 'zh-tw'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-cn';
export const FALLBACK_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Per-language resources of one namespace. */
export interface LocaleResources {
  en: object;
  'zh-cn': object;
  'zh-tw': object;
}

function initialLanguage(): Language {
  const saved = Local.get<{ globalI18n?: string }>(LOCAL_KEYS.themeConfig)?.globalI18n;
  return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
}

void i18n.use(initReactI18next).init({
  lng: initialLanguage(),
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  lowerCaseLng: true,
  load: 'currentOnly',
  ns: ['common'],
  defaultNS: 'common',
  resources: { en: { common: en }, 'zh-cn': { common: zhCn }, 'zh-tw': { common: zhTw } },
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

/**
 * Registers a namespace (a feature's or the shell's `locales/{en,zh-cn,zh-tw}.json`).
 * Call it at module level of the feature's entry file; use `useTranslation(ns)` in its components.
 */
export function registerLocales(ns: string, resources: LocaleResources): void {
  for (const lng of LANGUAGES) i18n.addResourceBundle(lng, ns, resources[lng], true, true);
}

/** The current UI language, always one of LANGUAGES (sent as Accept-Language). */
export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

/** Picks the current language's text from per-locale names, e.g. a tags-view name. */
export function pickLocalized(names: Partial<Record<Language, string>>, lng: Language = currentLanguage()): string {
  return names[lng] ?? names[FALLBACK_LANGUAGE] ?? names[DEFAULT_LANGUAGE] ?? Object.values(names)[0] ?? '';
}

export { i18n };
export default i18n;
