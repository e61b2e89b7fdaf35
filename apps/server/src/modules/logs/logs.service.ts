import {
  type LogExPageInput,
  type LogOpPageInput,
  type LogVisPageInput,
  MAX_EXPORT_ROWS,
  type PageResult,
  type SysLogEx,
  type SysLogExDetail,
  type SysLogOp,
  type SysLogOpDetail,
  type SysLogVis,
} from '@meiyu/contract';
import type { AppContext } from '../../core/app-context';
import type { AuthUser } from '../../core/auth/auth-user';
import { type DataScope, dataScopeOf } from '../../core/data-scope';
import { AppError } from '../../core/errors';
import { offsetOf, pageResult } from '../../core/paging';
import { contains } from '../../core/sql-helpers';
import { formatDateTime } from '../../core/time';
import type { SysLogExTable, SysLogOpTable, SysLogVisTable } from '../../db/types';

/** Logs are kept at least this long, whatever sys_log_retention_days says. */
export const MIN_RETENTION_DAYS = 180;

export const toLogVis = (r: SysLogVisTable): SysLogVis => ({
  id: r.id,
  createTime: r.create_time,
  userId: r.user_id,
  account: r.account,
  realName: r.real_name,
  orgId: r.org_id,
  method: r.method,
  status: r.status,
  reason: r.reason,
  ip: r.ip,
  userAgent: r.user_agent,
  browser: r.browser,
  os: r.os,
});

export const toLogOp = (r: SysLogOpTable): SysLogOp => ({
  id: r.id,
  createTime: r.create_time,
  userId: r.user_id,
  account: r.account,
  realName: r.real_name,
  orgId: r.org_id,
  module: r.module,
  action: r.action,
  entity: r.entity,
  entityId: r.entity_id,
  ip: r.ip,
  userAgent: r.user_agent,
  requestId: r.request_id,
});

export const toLogEx = (r: SysLogExTable): SysLogEx => ({
  id: r.id,
  createTime: r.create_time,
  userId: r.user_id,
  account: r.account,
  realName: r.real_name,
  httpMethod: r.http_method,
  url: r.url,
  route: r.route,
  errorName: r.error_name,
  message: r.message,
  ip: r.ip,
  requestId: r.request_id,
});

const endOfDay = (t: string) => (/^\d{4}-\d{2}-\d{2}$/.test(t) ? `${t} 23:59:59` : t);

/** Login, operation and exception logs: search, paging, export, clean-up; every read in the caller's scope. */
export class LogsService {
  constructor(private readonly ctx: AppContext) {}

  // The scope filter is written once per table: the three tables share these columns, Kysely's types do not.
  private visBase(scope: DataScope) {
    let q = this.ctx.db.selectFrom('sys_log_vis');
    if (scope.kind === 'orgs') q = q.where('org_id', 'in', scope.orgIds);
    else if (scope.kind === 'self') q = q.where('user_id', '=', scope.userId);
    return q;
  }

  private opBase(scope: DataScope) {
    let q = this.ctx.db.selectFrom('sys_log_op');
    if (scope.kind === 'orgs') q = q.where('org_id', 'in', scope.orgIds);
    else if (scope.kind === 'self') q = q.where('user_id', '=', scope.userId);
    return q;
  }

  private exBase(scope: DataScope) {
    let q = this.ctx.db.selectFrom('sys_log_ex');
    if (scope.kind === 'orgs') q = q.where('org_id', 'in', scope.orgIds);
    else if (scope.kind === 'self') q = q.where('user_id', '=', scope.userId);
    return q;
  }

  private async scope(user: AuthUser): Promise<DataScope> {
    return dataScopeOf(this.ctx.db, this.ctx.orgs, user);
  }

  private visQuery(scope: DataScope, input: LogVisPageInput) {
    let q = this.visBase(scope);
    if (input.account?.trim()) q = q.where(contains('account', input.account.trim()));
    if (input.ip?.trim()) q = q.where(contains('ip', input.ip.trim()));
    if (input.status) q = q.where('status', '=', input.status);
    if (input.method?.trim()) q = q.where('method', '=', input.method.trim());
    if (input.startTime) q = q.where('create_time', '>=', input.startTime);
    if (input.endTime) q = q.where('create_time', '<=', endOfDay(input.endTime));
    return q;
  }

  private opQuery(scope: DataScope, input: LogOpPageInput) {
    let q = this.opBase(scope);
    if (input.account?.trim()) q = q.where(contains('account', input.account.trim()));
    if (input.module?.trim()) q = q.where('module', '=', input.module.trim());
    if (input.action?.trim()) q = q.where('action', '=', input.action.trim());
    if (input.entity?.trim()) q = q.where('entity', '=', input.entity.trim());
    if (input.entityId?.trim()) q = q.where('entity_id', '=', input.entityId.trim());
    if (input.startTime) q = q.where('create_time', '>=', input.startTime);
    if (input.endTime) q = q.where('create_time', '<=', endOfDay(input.endTime));
    return q;
  }

  private exQuery(scope: DataScope, input: LogExPageInput) {
    let q = this.exBase(scope);
    if (input.account?.trim()) q = q.where(contains('account', input.account.trim()));
    if (input.message?.trim()) q = q.where(contains('message', input.message.trim()));
    if (input.url?.trim()) q = q.where(contains('url', input.url.trim()));
    if (input.startTime) q = q.where('create_time', '>=', input.startTime);
    if (input.endTime) q = q.where('create_time', '<=', endOfDay(input.endTime));
    return q;
  }

  async visPage(user: AuthUser, input: LogVisPageInput): Promise<PageResult<SysLogVis>> {
    const q = this.visQuery(await this.scope(user), input);
    const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await q
      .selectAll()
      .orderBy('create_time', 'desc')
      .orderBy('id', 'desc')
      .limit(input.pageSize)
      .offset(offsetOf(input))
      .execute();
    return pageResult(input, total, rows.map(toLogVis));
  }

  async opPage(user: AuthUser, input: LogOpPageInput): Promise<PageResult<SysLogOp>> {
    const q = this.opQuery(await this.scope(user), input);
    const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await q
      .select([
        'id',
        'create_time',
        'tenant_id',
        'user_id',
        'account',
        'real_name',
        'org_id',
        'module',
        'action',
        'entity',
        'entity_id',
        'ip',
        'user_agent',
        'request_id',
      ])
      .orderBy('create_time', 'desc')
      .orderBy('id', 'desc')
      .limit(input.pageSize)
      .offset(offsetOf(input))
      .execute();
    return pageResult(
      input,
      total,
      rows.map((r) => toLogOp({ ...r, before_json: null, after_json: null })),
    );
  }

  async opDetail(user: AuthUser, id: number): Promise<SysLogOpDetail | null> {
    const row = await this.opBase(await this.scope(user))
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { ...toLogOp(row), before: row.before_json, after: row.after_json } : null;
  }

  async exPage(user: AuthUser, input: LogExPageInput): Promise<PageResult<SysLogEx>> {
    const q = this.exQuery(await this.scope(user), input);
    const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await q
      .selectAll()
      .orderBy('create_time', 'desc')
      .orderBy('id', 'desc')
      .limit(input.pageSize)
      .offset(offsetOf(input))
      .execute();
    return pageResult(input, total, rows.map(toLogEx));
  }

  async exDetail(user: AuthUser, id: number): Promise<SysLogExDetail | null> {
    const row = await this.exBase(await this.scope(user))
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { ...toLogEx(row), stack: row.stack, userAgent: row.user_agent } : null;
  }

  /** Refuses an export that would exceed MAX_EXPORT_ROWS (the search must be narrowed). */
  private checkExportSize(total: number): void {
    if (total > MAX_EXPORT_ROWS) throw new AppError('D1710');
  }

  async visRows(user: AuthUser, input: LogVisPageInput): Promise<SysLogVisTable[]> {
    const q = this.visQuery(await this.scope(user), input);
    this.checkExportSize(Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0));
    return q.selectAll().orderBy('create_time', 'desc').orderBy('id', 'desc').execute();
  }

  async opRows(user: AuthUser, input: LogOpPageInput): Promise<SysLogOpTable[]> {
    const q = this.opQuery(await this.scope(user), input);
    this.checkExportSize(Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0));
    return q.selectAll().orderBy('create_time', 'desc').orderBy('id', 'desc').execute();
  }

  async exRows(user: AuthUser, input: LogExPageInput): Promise<SysLogExTable[]> {
    const q = this.exQuery(await this.scope(user), input);
    this.checkExportSize(Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0));
    return q.selectAll().orderBy('create_time', 'desc').orderBy('id', 'desc').execute();
  }

  /** The scheduled clean-up: deletes log rows older than the retention (at least six months). */
  async cleanUp(now = new Date()): Promise<string> {
    const days = Math.max(MIN_RETENTION_DAYS, await this.ctx.settings.int('sys_log_retention_days', 180));
    const cutoff = formatDateTime(new Date(now.getTime() - days * 24 * 3600_000));
    const counts: string[] = [];
    for (const table of ['sys_log_vis', 'sys_log_op', 'sys_log_ex'] as const) {
      const res = await this.ctx.db.deleteFrom(table).where('create_time', '<', cutoff).executeTakeFirst();
      counts.push(`${table}=${Number(res.numDeletedRows)}`);
    }
    const runs = await this.ctx.db.deleteFrom('sys_job_run').where('start_time', '<', cutoff).executeTakeFirst();
    counts.push(`sys_job_run=${Number(runs.numDeletedRows)}`);
    return `before ${cutoff}: ${counts.join(', ')}`;
  }
}
