export { DictTag, type DictTagProps, useDictItem } from './dict-tag';
export { parseStyleSetting, tagColorOf } from './tag-style';
