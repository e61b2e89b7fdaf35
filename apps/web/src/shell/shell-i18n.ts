import { registerLocales } from '@/core/i18n';
import en from './locales/en.json';
import zhCn from './locales/zh-cn.json';
import zhTw from './locales/zh-tw.json';

/** The shell's strings (namespace `shell`). */
export const SHELL_NS = 'shell';

registerLocales(SHELL_NS, { en, 'zh-cn': zhCn, 'zh-tw': zhTw });
