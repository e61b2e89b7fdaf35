import { z } from 'zod';
import { type AuditFields, pageInput, required, zBool, zId, zNum } from './common';

/** 1 notice (通知), 2 announcement (公告). */
export const NOTICE_TYPES = [1, 2] as const;
/** 0 draft, 1 published, 2 withdrawn. */
export const NOTICE_STATUS = { draft: 0, published: 1, withdrawn: 2 } as const;

export interface SysNotice extends AuditFields {
  title: string;
  content: string;
  type: number;
  status: number;
  includeChildren: boolean;
  orgId: number;
  orgName: string | null;
  publicUserId: number | null;
  publicUserName: string | null;
  publicTime: string | null;
  cancelTime: string | null;
  targetOrgIds: number[];
  targetOrgNames: string[];
  targetRoleIds: number[];
  /** Recipients who have read it (published notices). */
  readCount: number;
}

/** A notice as its recipient sees it. */
export interface ReceivedNotice {
  id: number;
  title: string;
  content: string;
  type: number;
  publicTime: string | null;
  publicUserName: string | null;
  publicOrgName: string | null;
  read: boolean;
  readTime: string | null;
}

export const noticeInput = z.object({
  id: zId().optional(),
  title: z.string(required('标题不能为空')).trim().min(1, '标题不能为空').max(128),
  content: z.string(required('内容不能为空')).trim().min(1, '内容不能为空').max(20000),
  type: zNum()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .default(1),
  includeChildren: zBool().default(true),
  targetOrgIds: z.array(zId()).max(500).default([]),
  targetRoleIds: z.array(zId()).max(50).default([]),
  /** Publish at once instead of saving a draft. */
  publish: zBool().default(false),
});
export type NoticeInput = z.infer<typeof noticeInput>;
export const noticeUpdateInput = noticeInput.extend({ id: zId() });

export const noticePageInput = pageInput.extend({
  title: z.string().max(128).nullish(),
  type: zNum().nullish().catch(null),
  status: zNum().nullish().catch(null),
});
export type NoticePageInput = z.infer<typeof noticePageInput>;

export const receivedPageInput = pageInput.extend({
  title: z.string().max(128).nullish(),
  type: zNum().nullish().catch(null),
  /** 0 unread, 1 read; empty for both. */
  read: zNum().nullish().catch(null),
});
export type ReceivedPageInput = z.infer<typeof receivedPageInput>;

/** What the notice stream pushes (Server-Sent Events, event `unread`). */
export interface UnreadEvent {
  count: number;
  /** The newest unread notice, shown as a toast when it arrives. */
  latest: { id: number; title: string } | null;
}

/** An organisation a sender may address, with the organisations below it. */
export interface NoticeOrgOption {
  id: number;
  name: string;
  type: string | null;
  children: NoticeOrgOption[];
}

/** What the publish form offers: the organisations in the sender's scope and the roles. */
export interface NoticeTargetOptions {
  orgs: NoticeOrgOption[];
  roles: { id: number; code: string; name: string }[];
}
