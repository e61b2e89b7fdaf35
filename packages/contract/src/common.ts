import { z } from 'zod';

/** A number that also binds from a numeric string, as the wire contract's lenient binding requires. */
/** A message for a missing value only; other issues of the field keep their own messages. */
export const required = (message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? message : undefined),
});

export const zNum = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v),
    z.number(),
  );

export const zId = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  );

/** Optional nullable string with a maximum length. */
export const zText = (max: number) => z.string().max(max).nullish();

export const zBool = () => z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

export interface Envelope<T> {
  code: number;
  type: 'success' | 'error';
  message: string;
  result: T | null;
  extras: null;
  time: string;
}

export const MAX_PAGE_SIZE = 200;

export const pageInput = z.object({
  page: zNum().pipe(z.number().int().min(1)).default(1),
  pageSize: zNum().pipe(z.number().int().min(0).max(MAX_PAGE_SIZE)).default(20),
  field: z.string().max(64).nullish(),
  order: z.string().max(32).nullish(),
  descStr: z.string().max(32).nullish(),
});
export type PageInput = z.infer<typeof pageInput>;

export interface PageResult<T> {
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  items: T[];
  hasPrevPage: boolean;
  hasNextPage: boolean;
}

export const idInput = z.object({ id: zId() });
export type IdInput = z.infer<typeof idInput>;

/** Audit fields every entity carries (WIRE-CONTRACT §5.8). */
export interface AuditFields {
  id: number;
  createTime: string | null;
  updateTime: string | null;
  createUserId: number | null;
  createUserName: string | null;
  updateUserId: number | null;
  updateUserName: string | null;
  isDelete: boolean;
}

export const STATUS = { enabled: 1, disabled: 2 } as const;
export const zStatus = () => zNum().pipe(z.union([z.literal(1), z.literal(2)]));

export const PAGE_SIZES = [10, 20, 30, 50, 100, 200] as const;
