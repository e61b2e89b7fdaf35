import { registerLocales } from '@/core/i18n';
import en from './locales/en.json';
import zhCn from './locales/zh-cn.json';
import zhTw from './locales/zh-tw.json';

export const USER_NS = 'users';

registerLocales(USER_NS, { en, 'zh-cn': zhCn, 'zh-tw': zhTw });
