import type { ImportKind, ImportPhase, ImportProgress, ImportRowError } from '@meiyu/contract';
import { AppError } from '../../../core/errors';
import { randomToken } from '../../../core/ids';
import type { Locale } from '../../../core/locale';
import type { ErrorCode } from '../../../core/messages';
import { nowText } from '../../../core/time';
import { COLUMN_LABELS, type ColumnKey, reasonText, type RowReason, sheetText } from '../school-texts';
import { columnLetter } from './xlsx-reader';

/** Why a row was rejected, kept as codes and localised when read (the reader's language may differ). */
export interface RowIssue {
  row: number;
  /** 0-based column index in the file; null for a whole-row reason. */
  col: number | null;
  key: ColumnKey | null;
  reason: RowReason;
  args: (string | number)[];
}

export interface ImportJob {
  id: string;
  kind: ImportKind;
  ownerId: number;
  orgId: number;
  phase: ImportPhase;
  processed: number;
  total: number;
  issues: RowIssue[];
  issueCount: number;
  failure: ErrorCode | null;
  inserted: number;
  startedAt: string;
  finishedAt: string | null;
  finishedMs: number | null;
  /** The file's header texts by column index, and the raw cells of every rejected row, for the rejected-rows file. */
  headers: string[];
  rejected: Map<number, string[]>;
  /** When each phase began (Date.now()), in order. */
  phaseStarts: { phase: ImportPhase; at: number }[];
}

/** Issues kept per job; a file with more still reports its count. */
const MAX_ISSUES = 100_000;
/** Rejected rows shown by progress; the downloadable file has them all. */
const PROGRESS_ISSUES = 200;
/** A finished job stays readable this long. */
const KEEP_MS = 60 * 60 * 1000;

/**
 * Import jobs of this server instance. An import runs in the background while the screen polls its progress;
 * only the user who started one reads it, and a school runs one import at a time.
 */
export class ImportJobs {
  private readonly jobs = new Map<string, ImportJob>();

  create(kind: ImportKind, ownerId: number, orgId: number, headers: string[]): ImportJob {
    this.sweep();
    for (const job of this.jobs.values()) {
      if (job.orgId === orgId && job.finishedAt === null) throw new AppError('S1105');
    }
    const job: ImportJob = {
      id: randomToken(12),
      kind,
      ownerId,
      orgId,
      phase: 'reading',
      processed: 0,
      total: 0,
      issues: [],
      issueCount: 0,
      failure: null,
      inserted: 0,
      startedAt: nowText(),
      finishedAt: null,
      finishedMs: null,
      headers,
      rejected: new Map(),
      phaseStarts: [{ phase: 'reading', at: Date.now() }],
    };
    this.jobs.set(job.id, job);
    return job;
  }

  /** The caller's own job; anybody else's is answered as a job that does not exist. */
  get(id: string, ownerId: number): ImportJob {
    const job = this.jobs.get(id);
    if (!job || job.ownerId !== ownerId) throw new AppError('S1104');
    return job;
  }

  finish(job: ImportJob, phase: 'done' | 'failed', failure: ErrorCode | null = null): void {
    job.phase = phase;
    job.phaseStarts.push({ phase, at: Date.now() });
    job.failure = failure;
    job.finishedAt = nowText();
    job.finishedMs = Date.now();
  }

  private sweep(): void {
    const now = Date.now();
    for (const [id, job] of this.jobs)
      if (job.finishedMs !== null && now - job.finishedMs > KEEP_MS) this.jobs.delete(id);
  }
}

/** Moves a job to its next phase, counting from zero again, and notes when the phase began. */
export function enterPhase(job: ImportJob, phase: ImportPhase): void {
  job.phase = phase;
  job.processed = 0;
  job.phaseStarts.push({ phase, at: Date.now() });
}

function timingsOf(job: ImportJob): { phase: ImportPhase; ms: number }[] {
  const starts = job.phaseStarts;
  return starts
    .map((s, i) => ({ phase: s.phase, ms: (starts[i + 1]?.at ?? Date.now()) - s.at }))
    .filter((s) => s.phase !== 'done' && s.phase !== 'failed');
}

export function addIssue(job: ImportJob, issue: RowIssue, cells: (string | null)[]): void {
  job.issueCount++;
  if (job.issues.length < MAX_ISSUES) job.issues.push(issue);
  if (!job.rejected.has(issue.row))
    job.rejected.set(
      issue.row,
      cells.map((c) => c ?? ''),
    );
}

/** Puts the issues in the file's order (database checks come after the row checks). */
export function sortIssues(job: ImportJob): void {
  job.issues.sort((a, b) => a.row - b.row || (a.col ?? -1) - (b.col ?? -1));
}

export function issueText(issue: RowIssue, locale: Locale): ImportRowError {
  return {
    row: issue.row,
    column:
      issue.key === null
        ? null
        : `${COLUMN_LABELS[issue.key][locale]}${issue.col === null ? '' : ` (${columnLetter(issue.col)})`}`,
    reason: reasonText(issue.reason, locale, issue.args),
  };
}

export function progressOf(job: ImportJob, locale: Locale): ImportProgress {
  let message: string | null = null;
  if (job.failure) message = new AppError(job.failure).text(locale);
  else if (job.phase === 'failed' && job.issueCount) {
    message = sheetText('rowsRejected', locale, job.rejected.size, job.issueCount);
  }
  return {
    jobId: job.id,
    kind: job.kind,
    phase: job.phase,
    processed: job.processed,
    total: job.total,
    errorCount: job.issueCount,
    errors: job.issues.slice(0, PROGRESS_ISSUES).map((i) => issueText(i, locale)),
    message,
    inserted: job.inserted,
    timings: timingsOf(job),
    startedAt: job.startedAt,
    finishedAt: job.finishedAt,
  };
}
