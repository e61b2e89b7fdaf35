import { TAG_TYPES } from '@meiyu/contract';

/** The contract's tag types in the order the select offers them ('' = none, plain text). */
export const TAG_TYPE_OPTIONS = TAG_TYPES;
export type TagType = (typeof TAG_TYPES)[number];
