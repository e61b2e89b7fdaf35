import { z } from 'zod';
import { type AuditFields, pageInput, required, zId, zText } from './common';

/** 1 active, 2 paused. */
export const JOB_STATUS_CODES = { active: 1, paused: 2 } as const;
/** Runs: 0 running, 1 succeeded, 2 failed. */
export const JOB_RUN_STATUS = { running: 0, success: 1, failure: 2 } as const;

export interface SysJob extends AuditFields {
  name: string;
  title: string;
  cron: string;
  status: number;
  remark: string | null;
  /** When it next fires (server local time), null when paused. */
  nextFireTime: string | null;
  /** The latest run, if any. */
  lastRun: SysJobRun | null;
  /** Whether this server has code for the job (a job left by an older version has none). */
  runnable: boolean;
}

export interface SysJobRun {
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

export const jobUpdateInput = z.object({
  id: zId(),
  cron: z.string(required('Cron表达式不能为空')).trim().min(1, 'Cron表达式不能为空').max(128),
  remark: zText(256),
});
export type JobUpdateInput = z.infer<typeof jobUpdateInput>;

export const jobRunPageInput = pageInput.extend({
  jobName: z.string().max(64).nullish(),
  status: z.preprocess((v) => (v === '' ? null : v), z.coerce.number().int().nullish()).catch(null),
});
export type JobRunPageInput = z.infer<typeof jobRunPageInput>;
