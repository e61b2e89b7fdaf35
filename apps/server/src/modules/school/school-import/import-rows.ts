import { gradesOfSchoolType, type ImportKind, isSchoolYear, verifyIdCard, verifyPhone } from '@meiyu/contract';
import type { Kysely } from 'kysely';
import type { DB, SchoolClassTable, SysOrgTable } from '../../../db/types';
import {
  type InitialPassword,
  isValidAccount,
  studentAccountOf,
  takenAccounts,
  teacherAccountOf,
} from '../school-accounts';
import type { SchoolDicts } from '../school-base';
import { classLabel, type ColumnKey, type RowReason } from '../school-texts';
import type { ColumnSpec } from './import-columns';
import { addIssue, type ImportJob } from './import-jobs';
import type { SheetRow } from './xlsx-reader';

export interface ImportEnv {
  kind: ImportKind;
  school: SysOrgTable;
  /** The school year class references of the file are looked up in. */
  schoolYear: string;
  /** Every row goes to this class unless the row names another (which is then an error). */
  targetClass: SchoolClassTable | null;
  initial: InitialPassword | null;
  dicts: SchoolDicts;
  liveClasses: SchoolClassTable[];
  /** Where each template column is in the file. */
  columns: { spec: ColumnSpec; index: number }[];
}

export interface StudentRecord {
  row: number;
  realName: string;
  studentNo: string;
  gender: string;
  nation: string | null;
  idCard: string | null;
  classId: number;
  guardianPhone: string | null;
  account: string;
  /** Made from the student number (a problem of the number is then not repeated for the account). */
  accountGenerated: boolean;
}

export interface TeacherRecord {
  row: number;
  realName: string;
  phone: string;
  gender: string | null;
  idCard: string | null;
  educationLevel: string | null;
  degree: string | null;
  title: string | null;
  administrativeLevel: string | null;
  mentorType: string | null;
  subject: string | null;
  classIds: number[];
  account: string;
  /** Made from the mobile number. */
  accountGenerated: boolean;
}

export interface ClassRecord {
  row: number;
  schoolYear: string;
  grade: number;
  classNo: number;
  name: string | null;
  headTeacherId: number | null;
  /** The head teacher as the file names it (account or phone), resolved against the database. */
  headTeacherRef: string | null;
  remark: string | null;
}

export type Prepared =
  | { kind: 'students'; records: StudentRecord[] }
  | { kind: 'teachers'; records: TeacherRecord[] }
  | { kind: 'classes'; records: ClassRecord[] };

const classKey = (year: string, grade: number, classNo: number) => `${year}|${grade}|${classNo}`;
const normToken = (s: string) => s.replace(/[（]/g, '(').replace(/[）]/g, ')').replace(/\s+/g, '').toLowerCase();

/** What a row check reads: where each column is, and the dictionaries. */
export type RowEnv = Pick<ImportEnv, 'columns' | 'dicts'>;

/** One data row being checked: reads its cells by column and records every problem it finds. */
export class RowCheck {
  ok = true;
  private readonly raw: (string | null)[];

  constructor(
    private readonly job: ImportJob,
    private readonly env: RowEnv,
    readonly row: SheetRow,
  ) {
    this.raw = row.cells.map((c) => (c && 'text' in c ? c.text : c && 'formula' in c ? '=…' : null));
  }

  private column(key: ColumnKey) {
    return this.env.columns.find((c) => c.spec.key === key);
  }

  fail(key: ColumnKey | null, reason: RowReason, args: (string | number)[] = []): void {
    this.ok = false;
    const col = key ? (this.column(key)?.index ?? null) : null;
    addIssue(this.job, { row: this.row.number, col, key, reason, args }, this.raw);
  }

  /** The trimmed text of a column; null when empty. Formulas, unreadable cells and over-long text are problems. */
  text(key: ColumnKey, required: boolean): string | null {
    const column = this.column(key);
    const cell = column ? this.row.cells[column.index] : null;
    if (cell && 'formula' in cell) {
      this.fail(key, 'formula');
      return null;
    }
    if (cell && 'bad' in cell) {
      this.fail(key, 'badCell');
      return null;
    }
    const value = cell && 'text' in cell ? cell.text.trim() : '';
    if (!value) {
      if (required) this.fail(key, 'required');
      return null;
    }
    if (column && value.length > column.spec.max) {
      this.fail(key, 'tooLong', [column.spec.max]);
      return null;
    }
    return value;
  }

  /** A dictionary column: its label (or code) becomes the code. */
  dict(key: ColumnKey, required: boolean): string | null {
    const spec = this.column(key)?.spec;
    const value = this.text(key, required);
    if (value === null || !spec?.dict) return null;
    const dict = this.env.dicts[spec.dict];
    const code = dict.codeOf(value);
    if (code === undefined) {
      const labels = dict.items.map((i) => i.label);
      if (labels.length <= 12) this.fail(key, 'notOption', [value, labels.join('、')]);
      else this.fail(key, 'notOptionLong', [value]);
      return null;
    }
    return code;
  }

  integer(key: ColumnKey, required: boolean, min: number, max: number): number | null {
    const value = this.text(key, required);
    if (value === null) return null;
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < min || n > max) {
      this.fail(key, 'integer', [min, max]);
      return null;
    }
    return n;
  }
}

/** Remembers the first row of each value of a column that must be unique within the file. */
export class Unique {
  private readonly first = new Map<string, number>();
  /** Whether the value repeats an earlier row's (reported on this row). */
  check(check: RowCheck, key: ColumnKey, value: string | null): boolean {
    if (value === null) return false;
    const seen = this.first.get(value);
    if (seen !== undefined) {
      check.fail(key, 'duplicate', [seen]);
      return true;
    }
    this.first.set(value, check.row.number);
    return false;
  }
}

export function isEmptyRow(row: SheetRow): boolean {
  return row.cells.every((c) => c === null || ('text' in c && c.text.trim() === ''));
}

/** Checks every row of the file against the rules of its kind; rows without a problem become records. */
export function checkRows(job: ImportJob, env: ImportEnv, rows: SheetRow[]): Prepared {
  const data = rows.filter((r) => !isEmptyRow(r));
  let done = 0;
  const tick = () => {
    done++;
    if (done % 1000 === 0) job.processed = done;
  };
  const grades = gradesOfSchoolType(env.school.type);
  const classes = new Map(env.liveClasses.map((c) => [classKey(c.school_year, c.grade, c.class_no), c]));
  const gradeLabel = (g: number) => env.dicts.grade.labelOf(String(g));

  if (env.kind === 'students') {
    const records: StudentRecord[] = [];
    const nos = new Unique();
    const cards = new Unique();
    const accounts = new Unique();
    for (const row of data) {
      tick();
      const c = new RowCheck(job, env, row);
      const realName = c.text('realName', true);
      const studentNo = c.text('studentNo', true);
      if (studentNo !== null && !/^[A-Za-z0-9_-]+$/.test(studentNo)) c.fail('studentNo', 'studentNoChars');
      const repeatedNo = nos.check(c, 'studentNo', studentNo);
      const gender = c.dict('gender', true);
      const nation = c.dict('nation', false);
      const idCard = c.text('idCard', false)?.toUpperCase() ?? null;
      if (idCard !== null && !verifyIdCard(idCard)) c.fail('idCard', 'idCard');
      else cards.check(c, 'idCard', idCard);
      if (env.initial?.kind === 'derived' && env.initial.rule === 'idCardLast6' && idCard === null) {
        c.fail('idCard', 'needsIdCard');
      }
      const target = env.targetClass;
      const grade = c.dict('grade', !target);
      const classNo = c.integer('classNo', !target, 1, 99);
      let classId: number | null = null;
      if (target && grade === null && classNo === null) {
        classId = Number(target.id);
      } else if (grade !== null && classNo !== null) {
        const g = Number(grade);
        const cls = classes.get(classKey(env.schoolYear, g, classNo));
        const label = classLabel(g, classNo, gradeLabel(g), 'zh-cn');
        if (target && Number(cls?.id) !== Number(target.id)) {
          c.fail('classNo', 'classMismatch', [
            classLabel(target.grade, target.class_no, gradeLabel(target.grade), 'zh-cn'),
          ]);
        } else if (g < grades.first || g > grades.last) {
          c.fail('grade', 'gradeRange', [
            gradeLabel(grades.first) ?? grades.first,
            gradeLabel(grades.last) ?? grades.last,
          ]);
        } else if (!cls) c.fail('classNo', 'classNotFound', [env.schoolYear, label]);
        else classId = Number(cls.id);
      } else if (target) {
        // One of grade and class number given: the row must name the class completely or not at all.
        c.fail(grade === null ? 'grade' : 'classNo', 'required');
      }
      const guardianPhone = c.text('guardianPhone', false);
      if (guardianPhone !== null && !verifyPhone(guardianPhone)) c.fail('guardianPhone', 'phone');
      let account = c.text('account', false);
      if (account !== null && !isValidAccount(account)) c.fail('account', 'account');
      const accountGenerated = account === null;
      if (account === null && studentNo !== null) account = studentAccountOf(env.school.code, studentNo);
      // A made account repeats exactly when the number does, which is reported already.
      if (!(accountGenerated && repeatedNo)) accounts.check(c, 'account', account);
      if (c.ok && realName && studentNo && gender !== null && classId !== null && account) {
        records.push({
          row: row.number,
          realName,
          studentNo,
          gender,
          nation,
          idCard,
          classId,
          guardianPhone,
          account,
          accountGenerated,
        });
      }
    }
    return { kind: 'students', records };
  }

  if (env.kind === 'teachers') {
    const records: TeacherRecord[] = [];
    const phones = new Unique();
    const accounts = new Unique();
    const byLabel = new Map<string, number>();
    for (const cls of env.liveClasses.filter((c) => c.school_year === env.schoolYear)) {
      const id = Number(cls.id);
      const label = gradeLabel(cls.grade);
      for (const text of [
        `${cls.grade}-${cls.class_no}`,
        classLabel(cls.grade, cls.class_no, label, 'zh-cn'),
        classLabel(cls.grade, cls.class_no, label, 'en'),
        `${label ?? cls.grade}${cls.class_no}班`,
      ]) {
        byLabel.set(normToken(text), id);
      }
    }
    for (const row of data) {
      tick();
      const c = new RowCheck(job, env, row);
      const realName = c.text('realName', true);
      const phone = c.text('phone', true);
      let repeatedPhone = false;
      if (phone !== null && !verifyPhone(phone)) c.fail('phone', 'phone');
      else repeatedPhone = phones.check(c, 'phone', phone);
      const gender = c.dict('gender', false);
      const idCard = c.text('idCard', false)?.toUpperCase() ?? null;
      if (idCard !== null && !verifyIdCard(idCard)) c.fail('idCard', 'idCard');
      if (env.initial?.kind === 'derived' && env.initial.rule === 'idCardLast6' && idCard === null) {
        c.fail('idCard', 'needsIdCard');
      }
      const profile = {
        educationLevel: c.dict('educationLevel', false),
        degree: c.dict('degree', false),
        title: c.dict('title', false),
        administrativeLevel: c.dict('administrativeLevel', false),
        mentorType: c.dict('mentorType', false),
        subject: c.dict('subject', false),
      };
      const classIds: number[] = [];
      for (const token of (c.text('classes', false) ?? '').split(/[;；,，、\n]+/)) {
        if (!token.trim()) continue;
        const id = byLabel.get(normToken(token));
        if (id === undefined) c.fail('classes', 'classUnknown', [env.schoolYear, token.trim()]);
        else if (!classIds.includes(id)) classIds.push(id);
      }
      let account = c.text('account', false);
      if (account !== null && !isValidAccount(account)) c.fail('account', 'account');
      const accountGenerated = account === null;
      if (account === null && phone !== null) account = teacherAccountOf(phone);
      if (!(accountGenerated && repeatedPhone)) accounts.check(c, 'account', account);
      if (c.ok && realName && phone && account) {
        records.push({
          row: row.number,
          realName,
          phone,
          gender,
          idCard,
          ...profile,
          classIds,
          account,
          accountGenerated,
        });
      }
    }
    return { kind: 'teachers', records };
  }

  const records: ClassRecord[] = [];
  const keys = new Unique();
  for (const row of data) {
    tick();
    const c = new RowCheck(job, env, row);
    const schoolYear = c.text('schoolYear', true);
    if (schoolYear !== null && !isSchoolYear(schoolYear)) c.fail('schoolYear', 'schoolYear');
    const gradeCode = c.dict('grade', true);
    const grade = gradeCode === null ? null : Number(gradeCode);
    if (grade !== null && (grade < grades.first || grade > grades.last)) {
      c.fail('grade', 'gradeRange', [gradeLabel(grades.first) ?? grades.first, gradeLabel(grades.last) ?? grades.last]);
    }
    const classNo = c.integer('classNo', true, 1, 99);
    if (c.ok && schoolYear && grade !== null && classNo !== null) {
      const key = classKey(schoolYear, grade, classNo);
      keys.check(c, 'classNo', key);
      if (classes.has(key)) c.fail('classNo', 'classExists');
    }
    const name = c.text('className', false);
    const headTeacher = c.text('headTeacher', false);
    const remark = c.text('remark', false);
    if (c.ok && schoolYear && grade !== null && classNo !== null) {
      records.push({
        row: row.number,
        schoolYear,
        grade,
        classNo,
        name,
        headTeacherId: null,
        headTeacherRef: headTeacher,
        remark,
      });
    }
  }
  return { kind: 'classes', records };
}

/**
 * The checks that need the database, in bulk: numbers, ID cards, accounts and phones already taken, head teachers.
 * Found problems are added to the job; the records that fail are dropped.
 */
export async function checkAgainstDatabase(
  db: Kysely<DB>,
  job: ImportJob,
  env: ImportEnv,
  prepared: Prepared,
  rowsByNumber: Map<number, SheetRow>,
): Promise<void> {
  const orgId = Number(env.school.id);
  const fail = (rowNo: number, key: ColumnKey, reason: RowReason, args: (string | number)[] = []) => {
    const row = rowsByNumber.get(rowNo);
    const check = new RowCheck(job, env, row ?? { number: rowNo, cells: [] });
    check.fail(key, reason, args);
  };
  const bad = new Set<number>();
  const chunks = <T>(list: T[], size = 500): T[][] =>
    Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

  if (prepared.kind === 'students') {
    const nos = new Set(
      (
        await db
          .selectFrom('student_profile')
          .select('student_no')
          .where('org_id', '=', orgId)
          .where('is_delete', '=', 0)
          .execute()
      ).map((r) => r.student_no),
    );
    const cards = new Set<string>();
    for (const chunk of chunks(prepared.records.map((r) => r.idCard).filter((c): c is string => !!c))) {
      const rows = await db
        .selectFrom('student_profile')
        .select('id_card')
        .where('id_card', 'in', chunk)
        .where('is_delete', '=', 0)
        .execute();
      for (const r of rows) if (r.id_card) cards.add(r.id_card);
    }
    const accounts = await takenAccounts(
      db,
      prepared.records.map((r) => r.account),
    );
    for (const r of prepared.records) {
      const noTaken = nos.has(r.studentNo);
      if (noTaken) fail(r.row, 'studentNo', 'studentNoTaken', [r.studentNo]);
      if (r.idCard && cards.has(r.idCard)) fail(r.row, 'idCard', 'idCardTaken');
      // An account made from a taken student number is taken for the same reason, reported above.
      if (accounts.has(r.account) && !(r.accountGenerated && noTaken)) {
        fail(r.row, 'account', 'accountTaken', [r.account]);
      }
      if (noTaken || (r.idCard && cards.has(r.idCard)) || accounts.has(r.account)) bad.add(r.row);
    }
    prepared.records = prepared.records.filter((r) => !bad.has(r.row));
    return;
  }

  if (prepared.kind === 'teachers') {
    const phones = new Set<string>();
    for (const chunk of chunks(prepared.records.map((r) => r.phone))) {
      const rows = await db
        .selectFrom('sys_user')
        .select('phone')
        .where('phone', 'in', chunk)
        .where('is_delete', '=', 0)
        .execute();
      for (const r of rows) if (r.phone) phones.add(r.phone);
    }
    const accounts = await takenAccounts(
      db,
      prepared.records.map((r) => r.account),
    );
    for (const r of prepared.records) {
      if (phones.has(r.phone)) fail(r.row, 'phone', 'phoneTaken');
      if (accounts.has(r.account) && !(r.accountGenerated && phones.has(r.phone))) {
        fail(r.row, 'account', 'accountTaken', [r.account]);
      }
      if (phones.has(r.phone) || accounts.has(r.account)) bad.add(r.row);
    }
    prepared.records = prepared.records.filter((r) => !bad.has(r.row));
    return;
  }

  const teachers = await db
    .selectFrom('teacher_profile as tp')
    .innerJoin('sys_user as u', 'u.id', 'tp.user_id')
    .select(['u.id', 'u.account', 'u.phone'])
    .where('tp.org_id', '=', orgId)
    .where('tp.is_delete', '=', 0)
    .where('u.is_delete', '=', 0)
    .execute();
  const byRef = new Map<string, number>();
  for (const t of teachers) {
    byRef.set(t.account.toLowerCase(), Number(t.id));
    if (t.phone) byRef.set(t.phone, Number(t.id));
  }
  for (const r of prepared.records) {
    const ref = r.headTeacherRef;
    if (!ref) continue;
    const id = byRef.get(ref.toLowerCase());
    if (id === undefined) {
      fail(r.row, 'headTeacher', 'teacherNotFound', [ref]);
      bad.add(r.row);
    } else r.headTeacherId = id;
  }
  prepared.records = prepared.records.filter((r) => !bad.has(r.row));
}
