export { DictTag, type DictTagProps, useDictItem } from './dict-tag';
export { parseStyleSetting, tagColorOf } from './tag-style';
export { type DictOption, useDictOptions } from './use-dict-options';
