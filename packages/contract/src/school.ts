import { z } from 'zod';
import { type AuditFields, pageInput, required, zId, zNum, zStatus, zText } from './common';

// ---------------------------------------------------------------------------------------------------------------
// School management: classes, teachers, students, school admins, Excel import/export, promotion, login slips.
// ---------------------------------------------------------------------------------------------------------------

/** student_profile.status: in school, or graduated (archived by a promotion). */
export const STUDENT_STATUS = { inSchool: 1, graduated: 2 } as const;

/**
 * How an imported or added account's initial password is made. `default` is the sys_password parameter and
 * `fixed` a password the admin types: one password for everybody. The others derive it per person.
 */
export const PASSWORD_RULES = ['default', 'fixed', 'idCardLast6', 'studentNo', 'phoneLast6'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];
export const STUDENT_PASSWORD_RULES: readonly PasswordRule[] = ['default', 'fixed', 'idCardLast6', 'studentNo'];
export const TEACHER_PASSWORD_RULES: readonly PasswordRule[] = ['default', 'fixed', 'idCardLast6', 'phoneLast6'];

/** 'schools' is the bureaus' import of schools into the organisation tree; the others are a school's own data. */
export const IMPORT_KINDS = ['students', 'teachers', 'classes', 'schools'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_PHASES = ['reading', 'validating', 'hashing', 'writing', 'done', 'failed'] as const;
export type ImportPhase = (typeof IMPORT_PHASES)[number];
/** Data rows one file may hold; a larger file is refused as a whole. */
export const IMPORT_MAX_ROWS = 60_000;
/** Upload size limit of an import file (a 60 000-row student file is about 4 MB). */
export const IMPORT_MAX_BYTES = 30 * 1024 * 1024;

/** The school year a date falls in: a year starts in August ('2026-2027' from 2026-08-01 to 2027-07-31). */
export function schoolYearOf(date: Date = new Date()): string {
  const y = date.getFullYear();
  return date.getMonth() >= 7 ? `${y}-${y + 1}` : `${y - 1}-${y}`;
}

/** The school year after `year` ('2026-2027' → '2027-2028'). */
export function nextSchoolYear(year: string): string {
  const first = Number(year.slice(0, 4));
  return `${first + 1}-${first + 2}`;
}

export function isSchoolYear(value: string): boolean {
  const m = /^(\d{4})-(\d{4})$/.exec(value);
  return !!m && Number(m[2]) === Number(m[1]) + 1 && Number(m[1]) >= 2000 && Number(m[1]) <= 2099;
}

/** An ID card number with its middle hidden, for lists: 520102********1234. */
export function maskIdCard(value: string | null): string | null {
  if (!value) return value;
  return value.length <= 10
    ? '*'.repeat(value.length)
    : `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}`;
}

export const zSchoolYear = () =>
  z.string(required('学年不能为空')).trim().refine(isSchoolYear, { message: '学年格式应为 2026-2027' });

const zCode = () => z.string().trim().max(16).nullish();
const zGrade = () => zNum().pipe(z.number().int().min(1).max(12));
const zClassNo = () => zNum().pipe(z.number().int().min(1).max(99));
const zName = () => z.string(required('姓名不能为空')).trim().min(1, '姓名不能为空').max(32);

/** A reference to a class: what a teacher teaches, what a student belongs to. */
export interface ClassRef {
  id: number;
  schoolYear: string;
  grade: number;
  classNo: number;
  name: string | null;
}

/** A school the caller reaches (the school select of the screens). */
export interface SchoolOption {
  id: number;
  name: string;
  code: string;
  type: string | null;
}

// ---- classes

export const schoolClassInput = z.object({
  id: zId().optional(),
  orgId: zId().nullish(),
  schoolYear: zSchoolYear(),
  grade: zGrade(),
  classNo: zClassNo(),
  name: zText(64),
  headTeacherId: zId().nullish(),
  status: zStatus().default(1),
  remark: zText(256),
});
export type SchoolClassInput = z.infer<typeof schoolClassInput>;
export const schoolClassUpdateInput = schoolClassInput.extend({ id: zId() });

export const schoolClassFilter = z.object({
  orgId: zId().nullish(),
  schoolYear: z.string().trim().max(9).nullish(),
  grade: zNum().pipe(z.number().int()).nullish(),
  classNo: zNum().pipe(z.number().int()).nullish(),
  /** 0 (default): current classes; 1: graduated, archived classes. */
  archived: zNum().pipe(z.number().int().min(0).max(1)).nullish(),
  headTeacherName: z.string().trim().max(32).nullish(),
});
export const schoolClassPageInput = pageInput.extend(schoolClassFilter.shape);
export type SchoolClassPageInput = z.infer<typeof schoolClassPageInput>;
export type SchoolClassFilter = z.infer<typeof schoolClassFilter>;

export interface SchoolClass extends AuditFields {
  orgId: number;
  orgName: string | null;
  schoolYear: string;
  grade: number;
  classNo: number;
  name: string | null;
  headTeacherId: number | null;
  headTeacherName: string | null;
  status: number;
  archived: boolean;
  studentCount: number;
  remark: string | null;
}

// ---- teachers

const passwordChoice = {
  /** The initial password's rule; default `default` (the sys_password parameter). */
  passwordRule: z.enum(PASSWORD_RULES).optional(),
  /** With the `fixed` rule: the password, SM2-encrypted like every password on the wire. */
  password: z.string().max(1024).nullish(),
};

export const schoolTeacherInput = z.object({
  id: zId().optional(),
  orgId: zId().nullish(),
  /** Only when adding; empty: `t` followed by the phone number. */
  account: z.string().trim().max(32).nullish(),
  realName: zName(),
  phone: z.string(required('手机号码不能为空')).trim().min(1, '手机号码不能为空').max(16),
  idCardNum: z.string().trim().max(18).nullish(),
  gender: zCode(),
  educationLevel: zCode(),
  degree: zCode(),
  title: zCode(),
  administrativeLevel: zCode(),
  mentorType: zCode(),
  subject: zCode(),
  classIds: z.array(zId()).max(60).default([]),
  status: zStatus().default(1),
  remark: zText(256),
  ...passwordChoice,
});
export type SchoolTeacherInput = z.infer<typeof schoolTeacherInput>;
export const schoolTeacherUpdateInput = schoolTeacherInput.extend({ id: zId() });

export const schoolTeacherFilter = z.object({
  orgId: zId().nullish(),
  realName: z.string().trim().max(32).nullish(),
  account: z.string().trim().max(32).nullish(),
  phone: z.string().trim().max(16).nullish(),
  subject: z.string().trim().max(16).nullish(),
  title: z.string().trim().max(16).nullish(),
  classId: zId().nullish(),
});
export const schoolTeacherPageInput = pageInput.extend(schoolTeacherFilter.shape);
export type SchoolTeacherPageInput = z.infer<typeof schoolTeacherPageInput>;
export type SchoolTeacherFilter = z.infer<typeof schoolTeacherFilter>;

export interface SchoolTeacher extends AuditFields {
  account: string;
  realName: string;
  phone: string | null;
  idCardNum: string | null;
  orgId: number;
  orgName: string | null;
  gender: string | null;
  educationLevel: string | null;
  degree: string | null;
  title: string | null;
  administrativeLevel: string | null;
  mentorType: string | null;
  subject: string | null;
  /** The account's status: 1 enabled, 2 disabled. */
  status: number;
  mustChangePassword: boolean;
  lastLoginTime: string | null;
  classes: ClassRef[];
  remark: string | null;
}

// ---- students

export const schoolStudentInput = z.object({
  id: zId().optional(),
  /** The class decides the school. */
  classId: zId(),
  studentNo: z
    .string(required('学号不能为空'))
    .trim()
    .min(1, '学号不能为空')
    .max(32)
    .regex(/^[A-Za-z0-9_-]+$/, '学号只能包含字母、数字、下划线和短横线'),
  /** Only when adding; empty: `s` followed by the student number. */
  account: z.string().trim().max(32).nullish(),
  realName: zName(),
  gender: zCode(),
  nation: zCode(),
  idCard: z.string().trim().max(18).nullish(),
  guardianPhone: z.string().trim().max(16).nullish(),
  status: zNum()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .default(1),
  remark: zText(256),
  ...passwordChoice,
});
export type SchoolStudentInput = z.infer<typeof schoolStudentInput>;
export const schoolStudentUpdateInput = schoolStudentInput.extend({ id: zId() });

export const schoolStudentFilter = z.object({
  orgId: zId().nullish(),
  classId: zId().nullish(),
  schoolYear: z.string().trim().max(9).nullish(),
  grade: zNum().pipe(z.number().int()).nullish(),
  studentNo: z.string().trim().max(32).nullish(),
  realName: z.string().trim().max(32).nullish(),
  idCard: z.string().trim().max(18).nullish(),
  gender: z.string().trim().max(8).nullish(),
  /** 1 (default): in school; 2: graduated. */
  status: zNum().pipe(z.number().int().min(1).max(2)).nullish(),
});
export const schoolStudentPageInput = pageInput.extend(schoolStudentFilter.shape);
export type SchoolStudentPageInput = z.infer<typeof schoolStudentPageInput>;
export type SchoolStudentFilter = z.infer<typeof schoolStudentFilter>;

export interface SchoolStudent extends AuditFields {
  account: string;
  realName: string;
  orgId: number;
  orgName: string | null;
  classId: number;
  schoolYear: string | null;
  grade: number | null;
  classNo: number | null;
  className: string | null;
  studentNo: string;
  gender: string | null;
  nation: string | null;
  /** Masked in lists (520102********1234); whole in the detail. */
  idCard: string | null;
  guardianPhone: string | null;
  status: number;
  /** The account's status: 1 enabled, 2 disabled. */
  accountStatus: number;
  mustChangePassword: boolean;
  remark: string | null;
}

export const schoolResetPasswordInput = z.object({ id: zId(), ...passwordChoice });
export type SchoolResetPasswordInput = z.infer<typeof schoolResetPasswordInput>;

export interface LoginSlip {
  id: number;
  studentNo: string;
  realName: string;
  account: string;
  /** How the initial password is made, in the caller's language; null once the student changed it. */
  passwordHint: string | null;
  changed: boolean;
}

export interface LoginSlips {
  schoolName: string;
  classId: number;
  schoolYear: string;
  grade: number;
  classNo: number;
  className: string | null;
  loginUrl: string;
  items: LoginSlip[];
}

// ---- school admins

export const schoolAdminPageInput = pageInput.extend({
  orgId: zId().nullish(),
  realName: z.string().trim().max(32).nullish(),
  account: z.string().trim().max(32).nullish(),
});
export type SchoolAdminPageInput = z.infer<typeof schoolAdminPageInput>;

export interface SchoolAdmin {
  id: number;
  account: string;
  realName: string;
  phone: string | null;
  orgId: number;
  orgName: string | null;
  status: number;
  lastLoginTime: string | null;
  createTime: string | null;
}

// ---- import

export interface ImportRowError {
  /** The spreadsheet's row number (the header is row 1). */
  row: number;
  /** The column's header text and letter, e.g. '学号 (B)'; null for a whole-row reason. */
  column: string | null;
  reason: string;
}

export interface ImportProgress {
  jobId: string;
  kind: ImportKind;
  phase: ImportPhase;
  /** Rows handled in the current phase. */
  processed: number;
  /** Rows of the file (known once it has been read). */
  total: number;
  errorCount: number;
  /** The first rejected rows (all of them: GET /api/schoolImport/errors). */
  errors: ImportRowError[];
  /** Why the import failed as a whole, in the caller's language. */
  message: string | null;
  /** Rows written (0 unless phase is done). */
  inserted: number;
  /** Milliseconds spent in each phase so far, in order (the last one still running unless finished). */
  timings: { phase: ImportPhase; ms: number }[];
  startedAt: string;
  finishedAt: string | null;
}

export const importUploadQuery = z.object({ kind: z.enum(IMPORT_KINDS) });

// ---- promotion

export const promotionInput = z.object({
  orgId: zId().nullish(),
  /** The school year to leave; default: the latest year of the school's current classes. */
  fromYear: z.string().trim().max(9).nullish(),
});
export type PromotionInput = z.infer<typeof promotionInput>;

export interface PromotionClass {
  classId: number;
  grade: number;
  classNo: number;
  name: string | null;
  /** The grade next year; null for a graduating class. */
  toGrade: number | null;
  students: number;
}

export interface PromotionConflict {
  classId: number;
  grade: number;
  classNo: number;
  reason: string;
}

export interface PromotionPreview {
  orgId: number;
  orgName: string;
  fromYear: string | null;
  toYear: string | null;
  /** The school type's last grade: classes there graduate. */
  lastGrade: number;
  promote: PromotionClass[];
  graduate: PromotionClass[];
  conflicts: PromotionConflict[];
  promotedStudents: number;
  graduatedStudents: number;
}

export interface PromotionResult {
  fromYear: string;
  toYear: string;
  promotedClasses: number;
  graduatedClasses: number;
  graduatedStudents: number;
}

/** The grades a school of each organisation type teaches (classes outside are refused; the last one graduates). */
export const SCHOOL_GRADES: Record<string, { first: number; last: number }> = {
  '201': { first: 1, last: 6 },
  '202': { first: 1, last: 9 },
  '203': { first: 1, last: 12 },
  '204': { first: 7, last: 9 },
  '205': { first: 7, last: 12 },
  '206': { first: 10, last: 12 },
  '207': { first: 10, last: 12 },
};

export function gradesOfSchoolType(type: string | null): { first: number; last: number } {
  return (type && SCHOOL_GRADES[type]) || { first: 1, last: 12 };
}
