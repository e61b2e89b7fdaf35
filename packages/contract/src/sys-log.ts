import { z } from 'zod';
import { pageInput } from './common';

/** Login log row (sys_log_vis). status: 1 success, 2 failure. */
export interface SysLogVis {
  id: number;
  createTime: string;
  userId: number | null;
  account: string | null;
  realName: string | null;
  orgId: number | null;
  method: string;
  status: number;
  reason: string | null;
  ip: string | null;
  userAgent: string | null;
  browser: string | null;
  os: string | null;
}

/** Operation log row (sys_log_op): who changed what, the values before and after. */
export interface SysLogOp {
  id: number;
  createTime: string;
  userId: number | null;
  account: string | null;
  realName: string | null;
  orgId: number | null;
  module: string;
  action: string;
  entity: string;
  entityId: string | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

export interface SysLogOpDetail extends SysLogOp {
  /** The JSON text of the values before and after (null for an add / a delete). */
  before: string | null;
  after: string | null;
}

/** Exception log row (sys_log_ex). */
export interface SysLogEx {
  id: number;
  createTime: string;
  userId: number | null;
  account: string | null;
  realName: string | null;
  httpMethod: string | null;
  url: string | null;
  route: string | null;
  errorName: string | null;
  message: string | null;
  ip: string | null;
  requestId: string | null;
}

export interface SysLogExDetail extends SysLogEx {
  stack: string | null;
  userAgent: string | null;
}

const time = z.string().max(19).nullish();

export const logVisPageInput = pageInput.extend({
  account: z.string().max(64).nullish(),
  ip: z.string().max(64).nullish(),
  status: z.preprocess((v) => (v === '' ? null : v), z.coerce.number().int().nullish()).catch(null),
  method: z.string().max(16).nullish(),
  startTime: time,
  endTime: time,
});
export type LogVisPageInput = z.infer<typeof logVisPageInput>;

export const logOpPageInput = pageInput.extend({
  account: z.string().max(64).nullish(),
  module: z.string().max(64).nullish(),
  action: z.string().max(64).nullish(),
  entity: z.string().max(64).nullish(),
  entityId: z.string().max(64).nullish(),
  startTime: time,
  endTime: time,
});
export type LogOpPageInput = z.infer<typeof logOpPageInput>;

export const logExPageInput = pageInput.extend({
  account: z.string().max(64).nullish(),
  message: z.string().max(256).nullish(),
  url: z.string().max(256).nullish(),
  startTime: time,
  endTime: time,
});
export type LogExPageInput = z.infer<typeof logExPageInput>;

/** Rows one export may hold; a wider search is refused with a hint to narrow it. */
export const MAX_EXPORT_ROWS = 50_000;
