import type { JobRunPageInput, JobUpdateInput, PageInput, PageResult, SysJob, SysJobRun } from '@meiyu/contract';
import type { AppContext } from '../../core/app-context';
import { auditFields, updatedBy } from '../../core/audit';
import type { AuthUser } from '../../core/auth/auth-user';
import { AppError } from '../../core/errors';
import { CronError, parseCron } from '../../core/jobs/cron';
import { JOB_STATUS } from '../../core/jobs/scheduler';
import { recordOperation } from '../../core/operation-log';
import { offsetOf, pageResult } from '../../core/paging';
import { formatDateTime } from '../../core/time';
import type { SysJobRunTable, SysJobTable } from '../../db/types';

const OP = { module: 'jobs', entity: 'sys_job' } as const;

export const toJobRun = (r: SysJobRunTable): SysJobRun => ({
  id: r.id,
  jobName: r.job_name,
  triggerType: r.trigger_type as 'schedule' | 'manual',
  instance: r.instance,
  startTime: r.start_time,
  endTime: r.end_time,
  durationMs: r.duration_ms,
  status: r.status,
  message: r.message,
  userName: r.user_name,
});

/** The scheduled jobs screen: list, edit the schedule, pause, resume, run now, run history. */
export class JobsService {
  constructor(private readonly ctx: AppContext) {}

  private async byId(id: number): Promise<SysJobTable> {
    const row = await this.ctx.db
      .selectFrom('sys_job')
      .selectAll()
      .where('id', '=', id)
      .where('is_delete', '=', 0)
      .executeTakeFirst();
    if (!row) throw new AppError('D1701');
    return row;
  }

  private async toSysJob(row: SysJobTable): Promise<SysJob> {
    const [last, next] = await Promise.all([
      this.ctx.db
        .selectFrom('sys_job_run')
        .selectAll()
        .where('job_name', '=', row.name)
        .orderBy('start_time', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),
      this.ctx.scheduler.nextFireAt(row.name),
    ]);
    return {
      ...auditFields(row),
      name: row.name,
      title: row.title,
      cron: row.cron,
      status: row.status,
      remark: row.remark,
      nextFireTime: row.status === JOB_STATUS.active && next ? formatDateTime(new Date(next)) : null,
      lastRun: last ? toJobRun(last) : null,
      runnable: this.ctx.scheduler.has(row.name),
    };
  }

  async page(input: PageInput): Promise<PageResult<SysJob>> {
    const q = this.ctx.db.selectFrom('sys_job').where('is_delete', '=', 0);
    const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await q.selectAll().orderBy('name').limit(input.pageSize).offset(offsetOf(input)).execute();
    return pageResult(input, total, await Promise.all(rows.map((r) => this.toSysJob(r))));
  }

  async detail(id: number): Promise<SysJob> {
    return this.toSysJob(await this.byId(id));
  }

  async update(input: JobUpdateInput, user: AuthUser): Promise<void> {
    const before = await this.byId(input.id);
    const cron = input.cron.trim().replace(/\s+/g, ' ');
    try {
      parseCron(cron);
    } catch (err) {
      if (err instanceof CronError) throw new AppError('D1700');
      throw err;
    }
    const changes = { ...updatedBy(user), cron, remark: input.remark ?? null };
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('sys_job').set(changes).where('id', '=', input.id).execute();
      await recordOperation(trx, {
        ...OP,
        action: 'update',
        entityId: input.id,
        before,
        after: { ...before, ...changes },
      });
    });
    await this.ctx.scheduler.reschedule(before.name, cron);
  }

  async setStatus(id: number, status: 1 | 2, user: AuthUser): Promise<void> {
    const before = await this.byId(id);
    if (before.status === status) return;
    const changes = { ...updatedBy(user), status };
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('sys_job').set(changes).where('id', '=', id).execute();
      await recordOperation(trx, {
        ...OP,
        action: status === JOB_STATUS.paused ? 'pause' : 'resume',
        entityId: id,
        before,
        after: { ...before, ...changes },
      });
    });
    // A resumed job fires at its next time from now; the times it missed while paused are not made up.
    if (status === JOB_STATUS.active) await this.ctx.scheduler.reschedule(before.name, before.cron);
  }

  async runNow(id: number, user: AuthUser): Promise<SysJobRun> {
    const job = await this.byId(id);
    await recordOperation(this.ctx.db, { ...OP, action: 'run', entityId: id, after: { name: job.name } });
    return this.ctx.scheduler.runNow(job.name, user.realName);
  }

  async runs(input: JobRunPageInput): Promise<PageResult<SysJobRun>> {
    let q = this.ctx.db.selectFrom('sys_job_run');
    if (input.jobName?.trim()) q = q.where('job_name', '=', input.jobName.trim());
    if (input.status !== null && input.status !== undefined) q = q.where('status', '=', input.status);
    const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await q
      .selectAll()
      .orderBy('start_time', 'desc')
      .orderBy('id', 'desc')
      .limit(input.pageSize)
      .offset(offsetOf(input))
      .execute();
    return pageResult(input, total, rows.map(toJobRun));
  }
}
