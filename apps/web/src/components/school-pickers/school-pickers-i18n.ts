import { registerLocales } from '@/core/i18n';
import en from './locales/en.json';
import zhCn from './locales/zh-cn.json';
import zhTw from './locales/zh-tw.json';

export const SCHOOL_PICKERS_NS = 'schoolPickers';

registerLocales(SCHOOL_PICKERS_NS, { en, 'zh-cn': zhCn, 'zh-tw': zhTw });
