import {
  IMPORT_MAX_ROWS,
  type ImportKind,
  type ImportProgress,
  isSchoolYear,
  type PasswordRule,
  STUDENT_PASSWORD_RULES,
  schoolYearOf,
  TEACHER_PASSWORD_RULES,
} from '@meiyu/contract';
import type { AppContext } from '../../../core/app-context';
import type { AuthUser } from '../../../core/auth/auth-user';
import { dataScopeOf } from '../../../core/data-scope';
import { AppError } from '../../../core/errors';
import type { Locale } from '../../../core/locale';
import { currentRequest } from '../../../core/request-context';
import { resolveInitialPassword } from '../school-accounts';
import { writableSchool } from '../school-base';
import { loadSchoolDicts } from '../school-dicts';
import type { SchoolRepository } from '../school.repository';
import { canWriteOrg, schoolScopeOf } from '../school-scope';
import { COLUMN_LABELS, sheetText } from '../school-texts';
import { type ColumnSpec, columnsOf, specOfHeader } from './import-columns';
import { enterPhase, type ImportJob, ImportJobs, progressOf, sortIssues } from './import-jobs';
import { checkAgainstDatabase, checkRows, type ImportEnv } from './import-rows';
import { checkSchoolRows, checkSchoolsAgainstDatabase, writeSchools } from './import-schools';
import { writeImport } from './import-write';
import { rejectedRowsWorkbook, templateWorkbook } from './workbooks';
import { isXlsx, readFirstSheet, type SheetRow } from './xlsx-reader';

export interface UploadOptions {
  orgId?: number | null;
  schoolYear?: string | null;
  classId?: number | null;
  passwordRule?: PasswordRule;
  password?: string | null;
}

/** The header row does not match the template: says which columns are missing, unknown or repeated. */
export class HeaderError extends AppError {
  constructor(private readonly details: (locale: Locale) => string) {
    super('S1101');
  }
  override text(locale: Locale): string {
    return `${super.text(locale)}：${this.details(locale)}`;
  }
}

const cellText = (row: SheetRow, i: number) => {
  const c = row.cells[i];
  return c && 'text' in c ? c.text.trim() : '';
};

/** The file's rows and its header row; an unreadable or empty file is refused at once. */
async function openSheet(bytes: Buffer): Promise<{ rows: AsyncGenerator<SheetRow>; header: SheetRow }> {
  const rows = readFirstSheet(bytes);
  let first: IteratorResult<SheetRow>;
  try {
    first = await rows.next();
  } catch {
    throw new AppError('S1100');
  }
  if (first.done) throw new AppError('S1103');
  return { rows, header: first.value };
}

/** Maps the file's header to the template's columns, or says precisely what is wrong with it. */
function mapHeader(kind: ImportKind, header: SheetRow, byClass: boolean): { spec: ColumnSpec; index: number }[] {
  const columns: { spec: ColumnSpec; index: number }[] = [];
  const unknown: string[] = [];
  const repeated: string[] = [];
  header.cells.forEach((_, i) => {
    const text = cellText(header, i);
    if (!text) return;
    const spec = specOfHeader(kind, text);
    if (!spec) unknown.push(text);
    else if (columns.some((c) => c.spec.key === spec.key)) repeated.push(text);
    else columns.push({ spec, index: i });
  });
  const missing = columnsOf(kind).filter(
    (spec) =>
      (spec.required === true || (spec.required === 'unlessClass' && !byClass)) &&
      !columns.some((c) => c.spec.key === spec.key),
  );
  if (unknown.length || repeated.length || missing.length) {
    throw new HeaderError((locale) => {
      const parts: string[] = [];
      if (missing.length) {
        parts.push(sheetText('missingColumns', locale, missing.map((m) => COLUMN_LABELS[m.key][locale]).join('、')));
      }
      if (unknown.length) parts.push(sheetText('unknownColumns', locale, unknown.join('、')));
      if (repeated.length) parts.push(sheetText('duplicateColumns', locale, repeated.join('、')));
      return parts.join('；');
    });
  }
  return columns;
}

/**
 * Excel import of classes, teachers and students, and of schools into the organisation tree. The upload is checked at once (an xlsx by content, the header
 * row, the school, the password rule); the rows are then read, checked and written by a background job whose
 * progress the screen polls. Every problem of every row is collected; a file with any problem writes nothing,
 * and a file without writes everything in one transaction.
 */
export class SchoolImportService {
  readonly jobs = new ImportJobs();

  constructor(
    private readonly ctx: AppContext,
    private readonly repo: SchoolRepository,
  ) {}

  async template(kind: ImportKind, locale: Locale): Promise<Buffer> {
    return templateWorkbook(kind, locale, await loadSchoolDicts(this.ctx.db));
  }

  async start(
    kind: ImportKind,
    bytes: Buffer,
    options: UploadOptions,
    user: AuthUser,
  ): Promise<{ jobId: string; total: number }> {
    if (!isXlsx(bytes)) throw new AppError('S1100');
    if (kind === 'schools') return this.startSchools(bytes, user);
    const scope = await schoolScopeOf(this.ctx, user);
    const school = await writableSchool(this.repo, scope, user, options.orgId);
    const orgId = Number(school.id);
    let targetClass = null;
    if (kind === 'students' && options.classId) {
      const cls = await this.repo.classById(scope, options.classId);
      if (!cls || !canWriteOrg(scope, Number(cls.org_id)) || Number(cls.org_id) !== orgId) throw new AppError('S1000');
      if (cls.archived === 1) throw new AppError('S1014');
      targetClass = cls;
    }
    const initial =
      kind === 'classes'
        ? null
        : await resolveInitialPassword(
            this.ctx,
            options.passwordRule,
            options.password,
            kind === 'students' ? STUDENT_PASSWORD_RULES : TEACHER_PASSWORD_RULES,
          );
    const liveClasses = await this.repo.liveClassesOf(orgId);
    const schoolYear =
      targetClass?.school_year ??
      (options.schoolYear && isSchoolYear(options.schoolYear) ? options.schoolYear : null) ??
      // This school year when the school has classes in it, else its latest classes' year.
      (liveClasses.some((c) => c.school_year === schoolYearOf()) ? schoolYearOf() : liveClasses[0]?.school_year) ??
      schoolYearOf();

    const { rows, header } = await openSheet(bytes);
    const columns = mapHeader(kind, header, !!targetClass);
    const env: ImportEnv = {
      kind,
      school,
      schoolYear,
      targetClass,
      initial,
      dicts: await loadSchoolDicts(this.ctx.db),
      liveClasses,
      columns,
    };
    const job = this.jobs.create(
      kind,
      user.userId,
      orgId,
      header.cells.map((_, i) => cellText(header, i)),
    );
    const log = currentRequest()?.log;
    // Runs on after the response: the screen polls GET /api/schoolImport/progress.
    void this.run(job, rows, env, user).catch((err: unknown) => {
      log?.error({ err }, 'school import failed');
      this.jobs.finish(job, 'failed', 'S1110');
    });
    return { jobId: job.id, total: 0 };
  }

  /**
   * Schools go into the organisation tree under bureaus of the caller's scope, with the rules of the organisations
   * module; the job is keyed by the caller's own organisation (one import at a time per bureau).
   */
  private async startSchools(bytes: Buffer, user: AuthUser): Promise<{ jobId: string; total: number }> {
    const scope = await dataScopeOf(this.ctx.db, this.ctx.orgs, user);
    const { rows, header } = await openSheet(bytes);
    const env = { columns: mapHeader('schools', header, false), dicts: await loadSchoolDicts(this.ctx.db) };
    const job = this.jobs.create(
      'schools',
      user.userId,
      user.orgId ?? 0,
      header.cells.map((_, i) => cellText(header, i)),
    );
    const log = currentRequest()?.log;
    const run = async () => {
      const all = await this.readAll(job, rows);
      if (!all) return;
      enterPhase(job, 'validating');
      const checked = checkSchoolRows(job, env, all);
      const records = await checkSchoolsAgainstDatabase(
        this.ctx,
        job,
        env,
        scope,
        checked,
        new Map(all.map((r) => [r.number, r])),
      );
      job.processed = job.total;
      if (job.issueCount) {
        sortIssues(job);
        this.jobs.finish(job, 'failed');
        return;
      }
      job.inserted = await writeSchools(this.ctx, job, records, user);
      this.jobs.finish(job, 'done');
    };
    void run().catch((err: unknown) => {
      log?.error({ err }, 'school import failed');
      this.jobs.finish(job, 'failed', err instanceof AppError ? err.errorCode : 'S1110');
    });
    return { jobId: job.id, total: 0 };
  }

  /** Every non-empty row of the file, or null when the job has failed (unreadable, empty or too many rows). */
  private async readAll(job: ImportJob, rows: AsyncGenerator<SheetRow>): Promise<SheetRow[] | null> {
    const all: SheetRow[] = [];
    try {
      for await (const row of rows) {
        if (row.cells.every((c) => c === null || ('text' in c && !c.text.trim()))) continue;
        all.push(row);
        if (all.length % 500 === 0) job.processed = all.length;
        if (all.length > IMPORT_MAX_ROWS) {
          this.jobs.finish(job, 'failed', 'S1102');
          return null;
        }
      }
    } catch {
      this.jobs.finish(job, 'failed', 'S1100');
      return null;
    }
    if (!all.length) {
      this.jobs.finish(job, 'failed', 'S1103');
      return null;
    }
    job.total = all.length;
    return all;
  }

  private async run(job: ImportJob, rows: AsyncGenerator<SheetRow>, env: ImportEnv, user: AuthUser): Promise<void> {
    const all = await this.readAll(job, rows);
    if (!all) return;
    enterPhase(job, 'validating');
    try {
      const prepared = checkRows(job, env, all);
      await checkAgainstDatabase(this.ctx.db, job, env, prepared, new Map(all.map((r) => [r.number, r])));
      job.processed = job.total;
      if (job.issueCount) {
        sortIssues(job);
        this.jobs.finish(job, 'failed');
        return;
      }
      job.inserted = await writeImport(this.ctx.db, job, prepared, user, Number(env.school.id), env.initial);
      this.jobs.finish(job, 'done');
    } catch (err) {
      if (err instanceof AppError) {
        this.jobs.finish(job, 'failed', err.errorCode);
        return;
      }
      throw err;
    }
  }

  progress(jobId: string, user: AuthUser, locale: Locale): ImportProgress {
    return progressOf(this.jobs.get(jobId, user.userId), locale);
  }

  async rejectedRows(jobId: string, user: AuthUser, locale: Locale): Promise<Buffer> {
    return rejectedRowsWorkbook(this.jobs.get(jobId, user.userId), locale);
  }
}
