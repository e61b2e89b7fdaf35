import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/types';
import { newId } from './ids';
import { currentRequest } from './request-context';
import { nowText } from './time';

export interface Operation {
  /** Feature module, e.g. 'dictionaries'. */
  module: string;
  /** What happened: add, update, delete, setStatus, import, … */
  action: string;
  /** The table or entity changed, e.g. 'sys_dict_type'. */
  entity: string;
  entityId?: number | string | null;
  before?: unknown;
  after?: unknown;
}

const MAX_JSON = 60_000;
const SECRET_KEYS = /password|secret|token/i;

function toJson(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = JSON.stringify(value, (key, v) => (SECRET_KEYS.test(key) ? '***' : v));
  return text.length > MAX_JSON ? `${text.slice(0, MAX_JSON)}…` : text;
}

/**
 * Records who changed what, with the values before and after, in the transaction of the change itself:
 * the change and its record commit or roll back together. Every write of every module calls it.
 */
export async function recordOperation(trx: Transaction<DB> | Kysely<DB>, op: Operation): Promise<void> {
  const req = currentRequest();
  // The sys_oplog parameter switches the log off; read from the cache, never from the database inside the change.
  if (req && !req.server.ctx.settings.peekBool('sys_oplog', true)) return;
  const user = req?.user ?? null;
  await trx
    .insertInto('sys_log_op')
    .values({
      id: newId(),
      create_time: nowText(),
      tenant_id: user?.tenantId ?? null,
      user_id: user?.userId ?? null,
      account: user?.account ?? null,
      real_name: user?.realName ?? null,
      org_id: user?.orgId ?? null,
      module: op.module,
      action: op.action,
      entity: op.entity,
      entity_id: op.entityId === undefined || op.entityId === null ? null : String(op.entityId),
      before_json: toJson(op.before),
      after_json: toJson(op.after),
      ip: req?.ip ?? null,
      user_agent: (req?.headers['user-agent'] as string | undefined)?.slice(0, 512) ?? null,
      request_id: req ? String(req.id) : null,
    })
    .execute();
}
