import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { newId } from '../ids';
import { nowText } from '../time';

const MAX_STACK = 16_000;

/**
 * Writes an unhandled exception (message, stack, route, request id, user) to the exception log. Never throws:
 * the caller's response must go out whatever happens here.
 */
export async function recordException(db: Kysely<DB>, req: FastifyRequest, err: Error): Promise<void> {
  try {
    const user = req.user;
    await db
      .insertInto('sys_log_ex')
      .values({
        id: newId(),
        create_time: nowText(),
        tenant_id: user?.tenantId ?? null,
        user_id: user?.userId ?? null,
        account: user?.account ?? null,
        real_name: user?.realName ?? null,
        org_id: user?.orgId ?? null,
        http_method: req.method.slice(0, 8),
        url: req.url.split('?')[0]!.slice(0, 512),
        route: req.routeOptions?.url?.slice(0, 256) ?? null,
        error_name: (err.name || 'Error').slice(0, 128),
        message: String(err.message ?? '').slice(0, 1024),
        stack: err.stack ? err.stack.slice(0, MAX_STACK) : null,
        ip: req.ip?.slice(0, 64) ?? null,
        user_agent: (req.headers['user-agent'] as string | undefined)?.slice(0, 512) ?? null,
        request_id: String(req.id),
      })
      .execute();
  } catch (writeErr) {
    req.log.error({ err: writeErr }, 'exception log write failed');
  }
}
