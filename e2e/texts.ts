import commonEn from '../apps/web/src/core/locales/en.json' with { type: 'json' };
import commonZhCn from '../apps/web/src/core/locales/zh-cn.json' with { type: 'json' };
import commonZhTw from '../apps/web/src/core/locales/zh-tw.json' with { type: 'json' };
import dictEn from '../apps/web/src/features/dictionaries/locales/en.json' with { type: 'json' };
import dictZhCn from '../apps/web/src/features/dictionaries/locales/zh-cn.json' with { type: 'json' };
import dictZhTw from '../apps/web/src/features/dictionaries/locales/zh-tw.json' with { type: 'json' };
import homeEn from '../apps/web/src/features/home/locales/en.json' with { type: 'json' };
import homeZhCn from '../apps/web/src/features/home/locales/zh-cn.json' with { type: 'json' };
import homeZhTw from '../apps/web/src/features/home/locales/zh-tw.json' with { type: 'json' };
import loginEn from '../apps/web/src/features/login/locales/en.json' with { type: 'json' };
import loginZhCn from '../apps/web/src/features/login/locales/zh-cn.json' with { type: 'json' };
import loginZhTw from '../apps/web/src/features/login/locales/zh-tw.json' with { type: 'json' };
import menuEn from '../apps/web/src/features/menus/locales/en.json' with { type: 'json' };
import menuZhCn from '../apps/web/src/features/menus/locales/zh-cn.json' with { type: 'json' };
import menuZhTw from '../apps/web/src/features/menus/locales/zh-tw.json' with { type: 'json' };
import shellEn from '../apps/web/src/shell/locales/en.json' with { type: 'json' };
import shellZhCn from '../apps/web/src/shell/locales/zh-cn.json' with { type: 'json' };
import shellZhTw from '../apps/web/src/shell/locales/zh-tw.json' with { type: 'json' };

/** The UI languages of the web app, as its language menu names them. */
export type Lang = 'zh-cn' | 'en' | 'zh-tw';
export const LANGS: readonly Lang[] = ['zh-cn', 'en', 'zh-tw'];
export const LANGUAGE_NAMES: Record<Lang, string> = { 'zh-cn': '简体中文', en: 'English', 'zh-tw': '繁體中文' };

/**
 * The web app's own locale files: the tests look for exactly the texts users read, so a wording change
 * in a locale file never breaks a journey, while a missing or untranslated text does.
 */
export const TEXTS = {
  'zh-cn': {
    common: commonZhCn,
    shell: shellZhCn,
    login: loginZhCn,
    dict: dictZhCn,
    menu: menuZhCn,
    home: homeZhCn,
  },
  en: {
    common: commonEn,
    shell: shellEn,
    login: loginEn,
    dict: dictEn,
    menu: menuEn,
    home: homeEn,
  },
  'zh-tw': {
    common: commonZhTw,
    shell: shellZhTw,
    login: loginZhTw,
    dict: dictZhTw,
    menu: menuZhTw,
    home: homeZhTw,
  },
} as const;

export type Texts = (typeof TEXTS)['zh-cn'];

/** The texts of one language (default zh-cn, the app's default). */
export function texts(lang: Lang = 'zh-cn'): Texts {
  return TEXTS[lang] as Texts;
}

/** Escapes a text for use inside a RegExp. */
export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Fills `{{name}}` placeholders the way i18next does. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));
}

/** A menu title (server data, Chinese) as the shell shows it in a language. */
export function menuTitle(title: string, lang: Lang = 'zh-cn'): string {
  const map = TEXTS[lang].shell.menuTitles as Record<string, string>;
  return map[title] ?? title;
}

/** The server's coded errors as the envelope carries them (apps/server/src/core/messages.ts). */
export const SERVER_ERRORS = {
  wrongPassword: { 'zh-cn': '[D1000] 密码不正确', en: '[D1000] Wrong password', 'zh-tw': '[D1000] 密碼不正確' },
  wrongCaptcha: { 'zh-cn': '[D0008] 验证码错误', en: '[D0008] Wrong verification code', 'zh-tw': '[D0008] 驗證碼錯誤' },
} as const satisfies Record<string, Record<Lang, string>>;
