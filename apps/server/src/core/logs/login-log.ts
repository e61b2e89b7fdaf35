import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { newId } from '../ids';
import { currentRequest } from '../request-context';
import { nowText } from '../time';
import { parseUserAgent } from './user-agent';

/** How the user signed in. */
export type LoginMethod = 'password' | 'phone' | 'swagger' | 'scan';

export const LOGIN_STATUS = { success: 1, failure: 2 } as const;

export interface LoginEvent {
  method: LoginMethod;
  success: boolean;
  /** The account typed (or the phone number for SMS login) when no user was found. */
  account: string | null;
  user?: { id: number; tenantId: number | null; account: string; realName: string; orgId: number | null } | null;
  /** Why it failed: the coded error as the user saw it in zh-cn, e.g. "[D1000] 密码不正确". */
  reason?: string | null;
  ip: string | null;
  userAgent: string | null;
}

/**
 * Writes one row of the login log. A failure to write is logged and swallowed: the log must never be the
 * reason a sign-in fails or succeeds.
 */
export async function recordLogin(db: Kysely<DB>, event: LoginEvent): Promise<void> {
  const req = currentRequest();
  const ua = event.userAgent?.slice(0, 512) ?? null;
  const { browser, os } = parseUserAgent(ua);
  try {
    await db
      .insertInto('sys_log_vis')
      .values({
        id: newId(),
        create_time: nowText(),
        tenant_id: event.user?.tenantId ?? null,
        user_id: event.user?.id ?? null,
        account: (event.user?.account ?? event.account)?.slice(0, 64) ?? null,
        real_name: event.user?.realName ?? null,
        org_id: event.user?.orgId ?? null,
        method: event.method,
        status: event.success ? LOGIN_STATUS.success : LOGIN_STATUS.failure,
        reason: event.reason?.slice(0, 256) ?? null,
        ip: event.ip?.slice(0, 64) ?? null,
        user_agent: ua,
        browser,
        os,
        request_id: req ? String(req.id) : null,
      })
      .execute();
  } catch (err) {
    req?.log.error({ err }, 'login log write failed');
  }
}
