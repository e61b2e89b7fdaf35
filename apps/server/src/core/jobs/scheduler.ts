import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { AppError } from '../errors';
import { newId, randomToken } from '../ids';
import { formatDateTime, nowText } from '../time';
import { nextFire, parseCron } from './cron';

/** A job the code knows how to run; its schedule and state live in sys_job, editable by an administrator. */
export interface JobDefinition {
  /** Stable code, the key of sys_job and of its lease row. */
  name: string;
  /** zh-cn title stored in sys_job (the screen translates known names). */
  title: string;
  /** Default cron expression, used when the row is first created. */
  cron: string;
  remark?: string;
  /** Does the work; the text it returns is kept in the run history. */
  run: () => Promise<string | undefined>;
}

export const JOB_STATUS = { active: 1, paused: 2 } as const;
export const RUN_STATUS = { running: 0, success: 1, failure: 2 } as const;

export interface JobRunRow {
  id: number;
  jobName: string;
  triggerType: 'schedule' | 'manual';
  instance: string;
  startTime: string;
  endTime: string | null;
  durationMs: number | null;
  status: number;
  message: string | null;
  userName: string | null;
}

interface Logger {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

export interface SchedulerOptions {
  enabled: boolean;
  /** How often the due jobs are looked for. */
  tickMs: number;
  /** How long a claim holds before another instance may take the job over (renewed while the job runs). */
  leaseMs: number;
  log: Logger;
}

/**
 * In-process scheduler. Every instance ticks, but a job runs in one instance only: the instance that wins the
 * conditional UPDATE of the job's lease row (due, and not held by a live lease) runs it and moves the next
 * fire time forward in that same statement, so a tick can never run twice, whichever instance sees it first.
 */
export class Scheduler {
  readonly instanceId = `${hostname().slice(0, 30)}-${process.pid}-${randomToken(4)}`;
  private readonly jobs = new Map<string, JobDefinition>();
  private timer: NodeJS.Timeout | null = null;
  private ticking = false;
  private stopped = false;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly options: SchedulerOptions,
  ) {}

  register(def: JobDefinition): void {
    parseCron(def.cron);
    if (this.jobs.has(def.name)) throw new Error(`job ${def.name} registered twice`);
    this.jobs.set(def.name, def);
  }

  has(name: string): boolean {
    return this.jobs.has(name);
  }

  /** Creates the sys_job and lease rows of registered jobs that have none (existing rows keep their edits). */
  async sync(now = Date.now()): Promise<void> {
    const rows = await this.db.selectFrom('sys_job').select(['name', 'cron']).where('is_delete', '=', 0).execute();
    const leases = await this.db.selectFrom('sys_job_lease').select('job_name').execute();
    const haveJob = new Map(rows.map((r) => [r.name, r.cron]));
    const haveLease = new Set(leases.map((l) => l.job_name));
    for (const def of this.jobs.values()) {
      if (!haveJob.has(def.name)) {
        await this.db
          .insertInto('sys_job')
          .values({
            id: newId(),
            create_time: nowText(),
            update_time: null,
            create_user_id: null,
            create_user_name: null,
            update_user_id: null,
            update_user_name: null,
            is_delete: 0,
            name: def.name,
            title: def.title,
            cron: def.cron,
            status: JOB_STATUS.active,
            remark: def.remark ?? null,
          })
          .onConflict((oc) => oc.column('name').doNothing())
          .execute();
      }
      if (!haveLease.has(def.name)) {
        const cron = haveJob.get(def.name) ?? def.cron;
        await this.db
          .insertInto('sys_job_lease')
          .values({ job_name: def.name, owner: null, lease_until: 0, next_fire_at: this.fireAfter(cron, now) })
          .onConflict((oc) => oc.column('job_name').doNothing())
          .execute();
      }
    }
  }

  private fireAfter(cron: string, now: number): number {
    return nextFire(parseCron(cron), new Date(now))?.getTime() ?? Number.MAX_SAFE_INTEGER;
  }

  start(): void {
    if (!this.options.enabled || this.timer) return;
    this.stopped = false;
    this.timer = setInterval(() => void this.tick(), this.options.tickMs);
    this.timer.unref();
  }

  /** Stops ticking and waits for the runs in flight, so a shutdown never cuts a job off half-way. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.allSettled([...this.inFlight]);
  }

  /** Runs every due, active job this instance manages to claim. */
  async tick(now = Date.now()): Promise<void> {
    if (this.ticking || this.stopped) return;
    this.ticking = true;
    try {
      const due = await this.db
        .selectFrom('sys_job as j')
        .innerJoin('sys_job_lease as l', 'l.job_name', 'j.name')
        .select(['j.name', 'j.cron'])
        .where('j.is_delete', '=', 0)
        .where('j.status', '=', JOB_STATUS.active)
        .where('l.next_fire_at', '<=', now)
        .where('l.lease_until', '<', now)
        .execute();
      for (const job of due) {
        if (this.stopped) break;
        if (!this.jobs.has(job.name)) continue;
        const next = this.fireAfter(job.cron, now);
        const res = await this.db
          .updateTable('sys_job_lease')
          .set({ owner: this.instanceId, lease_until: now + this.options.leaseMs, next_fire_at: next })
          .where('job_name', '=', job.name)
          .where('next_fire_at', '<=', now)
          .where('lease_until', '<', now)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) continue;
        await this.track(this.execute(job.name, 'schedule', null));
      }
    } catch (err) {
      this.options.log.error({ err }, 'scheduler tick failed');
    } finally {
      this.ticking = false;
    }
  }

  /** Runs a job at once in this instance, unless another run holds its lease. */
  async runNow(name: string, userName: string | null): Promise<JobRunRow> {
    if (!this.jobs.has(name)) throw new AppError('D1701');
    const now = Date.now();
    const res = await this.db
      .updateTable('sys_job_lease')
      .set({ owner: this.instanceId, lease_until: now + this.options.leaseMs })
      .where('job_name', '=', name)
      .where('lease_until', '<', now)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new AppError('D1702');
    return this.track(this.execute(name, 'manual', userName));
  }

  /** After a change of cron or a resume: the next fire time counts from now, missed times are not made up. */
  async reschedule(name: string, cron: string, now = Date.now()): Promise<void> {
    const next = this.fireAfter(cron, now);
    const res = await this.db
      .updateTable('sys_job_lease')
      .set({ next_fire_at: next })
      .where('job_name', '=', name)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) {
      await this.db
        .insertInto('sys_job_lease')
        .values({ job_name: name, owner: null, lease_until: 0, next_fire_at: next })
        .execute();
    }
  }

  async nextFireAt(name: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('sys_job_lease')
      .select('next_fire_at')
      .where('job_name', '=', name)
      .executeTakeFirst();
    return row && Number(row.next_fire_at) < Number.MAX_SAFE_INTEGER ? Number(row.next_fire_at) : null;
  }

  private track<T>(p: Promise<T>): Promise<T> {
    this.inFlight.add(p);
    return p.finally(() => this.inFlight.delete(p));
  }

  /** One run: history row first, the work with its lease renewed, then the outcome; the lease is released. */
  private async execute(name: string, trigger: 'schedule' | 'manual', userName: string | null): Promise<JobRunRow> {
    const def = this.jobs.get(name)!;
    const started = Date.now();
    const run: JobRunRow = {
      id: newId(),
      jobName: name,
      triggerType: trigger,
      instance: this.instanceId,
      startTime: formatDateTime(new Date(started)),
      endTime: null,
      durationMs: null,
      status: RUN_STATUS.running,
      message: null,
      userName,
    };
    const renew = setInterval(
      () =>
        void this.db
          .updateTable('sys_job_lease')
          .set({ lease_until: Date.now() + this.options.leaseMs })
          .where('job_name', '=', name)
          .where('owner', '=', this.instanceId)
          .execute()
          .catch(() => undefined),
      Math.max(1000, Math.floor(this.options.leaseMs / 3)),
    );
    renew.unref();
    try {
      await this.db
        .insertInto('sys_job_run')
        .values({
          id: run.id,
          job_name: name,
          trigger_type: trigger,
          instance: this.instanceId,
          start_time: run.startTime,
          end_time: null,
          duration_ms: null,
          status: RUN_STATUS.running,
          message: null,
          user_name: userName,
        })
        .execute();
      try {
        run.message = (await def.run())?.slice(0, 1024) ?? null;
        run.status = RUN_STATUS.success;
      } catch (err) {
        run.status = RUN_STATUS.failure;
        run.message = String((err as Error)?.message ?? err).slice(0, 1024);
        this.options.log.error({ err, job: name }, 'job failed');
      }
      run.endTime = nowText();
      run.durationMs = Date.now() - started;
      await this.db
        .updateTable('sys_job_run')
        .set({ end_time: run.endTime, duration_ms: run.durationMs, status: run.status, message: run.message })
        .where('id', '=', run.id)
        .execute();
      if (run.status === RUN_STATUS.success) this.options.log.info({ job: name, ms: run.durationMs }, 'job done');
    } finally {
      clearInterval(renew);
      await this.db
        .updateTable('sys_job_lease')
        .set({ owner: null, lease_until: 0 })
        .where('job_name', '=', name)
        .where('owner', '=', this.instanceId)
        .execute()
        .catch(() => undefined);
    }
    return run;
  }
}
