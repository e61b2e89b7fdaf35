import {
  type ClassRef,
  maskIdCard,
  type SchoolAdmin,
  type SchoolClass,
  type SchoolClassFilter,
  type SchoolOption,
  type SchoolStudent,
  type SchoolStudentFilter,
  type SchoolTeacher,
  type SchoolTeacherFilter,
  STUDENT_STATUS,
} from '@meiyu/contract';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { auditFields } from '../../core/audit';
import { contains } from '../../core/sql-helpers';
import type { DB, SchoolClassTable, SysOrgTable } from '../../db/types';
import { type SchoolScope, scopeWhere } from './school-scope';

type ClassQuery = SelectQueryBuilder<DB & { c: SchoolClassTable }, 'c', object>;

/** Rows of the school tables as the contract shows them; every query takes the caller's scope. */
export class SchoolRepository {
  constructor(readonly db: Kysely<DB>) {}

  // ---- schools

  /** A live school (an organisation of a school type). */
  school(id: number): Promise<SysOrgTable | undefined> {
    return this.db
      .selectFrom('sys_org')
      .selectAll()
      .where('id', '=', id)
      .where('is_delete', '=', 0)
      .where('type', 'like', '2%')
      .executeTakeFirst();
  }

  async schools(scope: SchoolScope): Promise<SchoolOption[]> {
    const rows = await this.db
      .selectFrom('sys_org')
      .select(['id', 'name', 'code', 'type'])
      .where('is_delete', '=', 0)
      .where('type', 'like', '2%')
      // A teacher's class scope still reaches its school's name.
      .where(scopeWhere(scope.kind === 'classes' ? { kind: 'orgs', orgIds: scope.orgIds } : scope, 'id', null))
      .orderBy('order_no')
      .orderBy('id')
      .limit(5000)
      .execute();
    return rows.map((r) => ({ id: Number(r.id), name: r.name, code: r.code, type: r.type }));
  }

  // ---- classes

  classes(scope: SchoolScope): ClassQuery {
    return this.db
      .selectFrom('school_class as c')
      .where('c.is_delete', '=', 0)
      .where(scopeWhere(scope, 'c.org_id', 'c.id')) as unknown as ClassQuery;
  }

  filterClasses(q: ClassQuery, f: SchoolClassFilter): ClassQuery {
    let out = q.where('c.archived', '=', f.archived ?? 0);
    if (f.orgId) out = out.where('c.org_id', '=', f.orgId);
    if (f.schoolYear) out = out.where('c.school_year', '=', f.schoolYear);
    if (f.grade) out = out.where('c.grade', '=', f.grade);
    if (f.classNo) out = out.where('c.class_no', '=', f.classNo);
    if (f.headTeacherName) {
      const name = f.headTeacherName;
      out = out.where('c.head_teacher_id', 'in', (eb) =>
        eb.selectFrom('sys_user').select('id').where(contains('real_name', name)),
      );
    }
    return out;
  }

  async classRows(q: ClassQuery, limit: number, offset: number): Promise<SchoolClass[]> {
    const rows = await q
      .leftJoin('sys_org as o', 'o.id', 'c.org_id')
      .leftJoin('sys_user as h', (j) => j.onRef('h.id', '=', 'c.head_teacher_id').on('h.is_delete', '=', 0))
      .selectAll('c')
      .select(['o.name as org_name', 'h.real_name as head_name'])
      .select((eb) =>
        eb
          .selectFrom('student_profile as sp')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('sp.class_id', '=', 'c.id')
          .where('sp.is_delete', '=', 0)
          .as('student_count'),
      )
      .orderBy('c.org_id')
      .orderBy('c.school_year', 'desc')
      .orderBy('c.grade')
      .orderBy('c.class_no')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((r) => ({
      ...auditFields(r),
      orgId: Number(r.org_id),
      orgName: r.org_name ?? null,
      schoolYear: r.school_year,
      grade: r.grade,
      classNo: r.class_no,
      name: r.name,
      headTeacherId: r.head_teacher_id === null ? null : Number(r.head_teacher_id),
      headTeacherName: r.head_name ?? null,
      status: r.status,
      archived: r.archived === 1,
      studentCount: Number(r.student_count ?? 0),
      remark: r.remark,
    }));
  }

  classById(scope: SchoolScope, id: number): Promise<SchoolClassTable | undefined> {
    return this.classes(scope).selectAll('c').where('c.id', '=', id).executeTakeFirst() as Promise<
      SchoolClassTable | undefined
    >;
  }

  async classNoTaken(orgId: number, year: string, grade: number, classNo: number, exceptId?: number) {
    let q = this.db
      .selectFrom('school_class')
      .select('id')
      .where('is_delete', '=', 0)
      .where('org_id', '=', orgId)
      .where('school_year', '=', year)
      .where('grade', '=', grade)
      .where('class_no', '=', classNo);
    if (exceptId) q = q.where('id', '!=', exceptId);
    return !!(await q.executeTakeFirst());
  }

  /** The current (not archived) classes of a school, for lookups by grade and number. */
  liveClassesOf(orgId: number) {
    return this.db
      .selectFrom('school_class')
      .selectAll()
      .where('is_delete', '=', 0)
      .where('archived', '=', 0)
      .where('org_id', '=', orgId)
      .orderBy('school_year', 'desc')
      .orderBy('grade')
      .orderBy('class_no')
      .execute();
  }

  async classRefs(userIds: number[]): Promise<Map<number, ClassRef[]>> {
    const out = new Map<number, ClassRef[]>();
    if (!userIds.length) return out;
    const rows = await this.db
      .selectFrom('teacher_class as tc')
      .innerJoin('school_class as c', 'c.id', 'tc.class_id')
      .select(['tc.user_id', 'c.id', 'c.school_year', 'c.grade', 'c.class_no', 'c.name'])
      .where('tc.user_id', 'in', userIds)
      .where('c.is_delete', '=', 0)
      .where('c.archived', '=', 0)
      .orderBy('c.grade')
      .orderBy('c.class_no')
      .execute();
    for (const r of rows) {
      const list = out.get(Number(r.user_id)) ?? [];
      list.push({ id: Number(r.id), schoolYear: r.school_year, grade: r.grade, classNo: r.class_no, name: r.name });
      out.set(Number(r.user_id), list);
    }
    return out;
  }

  // ---- teachers

  teachers(scope: SchoolScope) {
    return this.db
      .selectFrom('teacher_profile as tp')
      .innerJoin('sys_user as u', 'u.id', 'tp.user_id')
      .where('tp.is_delete', '=', 0)
      .where('u.is_delete', '=', 0)
      .where(scopeWhere(scope, 'tp.org_id', null));
  }

  filterTeachers(scope: SchoolScope, f: SchoolTeacherFilter) {
    let q = this.teachers(scope);
    if (f.orgId) q = q.where('tp.org_id', '=', f.orgId);
    if (f.realName) q = q.where(contains('u.real_name', f.realName));
    if (f.account) q = q.where(contains('u.account', f.account));
    if (f.phone) q = q.where(contains('u.phone', f.phone));
    if (f.subject) q = q.where('tp.subject', '=', f.subject);
    if (f.title) q = q.where('tp.title', '=', f.title);
    if (f.classId) {
      const classId = f.classId;
      q = q.where((eb) =>
        eb.or([
          eb('tp.user_id', 'in', eb.selectFrom('teacher_class').select('user_id').where('class_id', '=', classId)),
          eb('tp.user_id', 'in', eb.selectFrom('school_class').select('head_teacher_id').where('id', '=', classId)),
        ]),
      );
    }
    return q;
  }

  async teacherRows(q: ReturnType<SchoolRepository['teachers']>, limit: number, offset: number) {
    const rows = await q
      .leftJoin('sys_org as o', 'o.id', 'tp.org_id')
      .selectAll('tp')
      .select([
        'u.id',
        'u.account',
        'u.real_name',
        'u.phone',
        'u.id_card_num',
        'u.gender',
        'u.status',
        'u.must_change_password',
        'u.last_login_time',
        'o.name as org_name',
      ])
      .orderBy('tp.org_id')
      .orderBy('u.id')
      .limit(limit)
      .offset(offset)
      .execute();
    const classes = await this.classRefs(rows.map((r) => Number(r.user_id)));
    return rows.map(
      (r): SchoolTeacher => ({
        ...auditFields({ ...r, id: Number(r.user_id) }),
        account: r.account,
        realName: r.real_name,
        phone: r.phone,
        idCardNum: r.id_card_num,
        orgId: Number(r.org_id),
        orgName: r.org_name ?? null,
        gender: r.gender,
        educationLevel: r.education_level,
        degree: r.degree,
        title: r.title,
        administrativeLevel: r.administrative_level,
        mentorType: r.mentor_type,
        subject: r.subject,
        status: r.status,
        mustChangePassword: r.must_change_password === 1,
        lastLoginTime: r.last_login_time,
        classes: classes.get(Number(r.user_id)) ?? [],
        remark: r.remark,
      }),
    );
  }

  // ---- students

  students(scope: SchoolScope) {
    return this.db
      .selectFrom('student_profile as sp')
      .innerJoin('sys_user as u', 'u.id', 'sp.user_id')
      .where('sp.is_delete', '=', 0)
      .where('u.is_delete', '=', 0)
      .where(scopeWhere(scope, 'sp.org_id', 'sp.class_id'));
  }

  filterStudents(scope: SchoolScope, f: SchoolStudentFilter) {
    let q = this.students(scope).where('sp.status', '=', f.status ?? STUDENT_STATUS.inSchool);
    if (f.orgId) q = q.where('sp.org_id', '=', f.orgId);
    if (f.classId) q = q.where('sp.class_id', '=', f.classId);
    if (f.schoolYear || f.grade) {
      const { schoolYear, grade } = f;
      q = q.where('sp.class_id', 'in', (eb) => {
        let sub = eb.selectFrom('school_class').select('id').where('is_delete', '=', 0);
        if (schoolYear) sub = sub.where('school_year', '=', schoolYear);
        if (grade) sub = sub.where('grade', '=', grade);
        return sub;
      });
    }
    if (f.studentNo) q = q.where(contains('sp.student_no', f.studentNo));
    if (f.realName) q = q.where(contains('u.real_name', f.realName));
    if (f.idCard) q = q.where('sp.id_card', '=', f.idCard.toUpperCase());
    if (f.gender) q = q.where('u.gender', '=', f.gender);
    return q;
  }

  async studentRows(
    q: ReturnType<SchoolRepository['students']>,
    limit: number,
    offset: number,
    opts: { maskIdCard: boolean; orderById?: boolean } = { maskIdCard: true },
  ): Promise<SchoolStudent[]> {
    let query = q
      .leftJoin('school_class as c', 'c.id', 'sp.class_id')
      .leftJoin('sys_org as o', 'o.id', 'sp.org_id')
      .selectAll('sp')
      .select([
        'u.account',
        'u.real_name',
        'u.gender',
        'u.status as account_status',
        'u.must_change_password',
        'c.school_year',
        'c.grade',
        'c.class_no',
        'c.name as class_name',
        'o.name as org_name',
      ]);
    query = opts.orderById
      ? query.orderBy('sp.user_id')
      : query.orderBy('sp.org_id').orderBy('c.grade').orderBy('c.class_no').orderBy('sp.student_no');
    const rows = await query.limit(limit).offset(offset).execute();
    return rows.map((r) => ({
      ...auditFields({ ...r, id: Number(r.user_id) }),
      account: r.account,
      realName: r.real_name,
      orgId: Number(r.org_id),
      orgName: r.org_name ?? null,
      classId: Number(r.class_id),
      schoolYear: r.school_year ?? null,
      grade: r.grade ?? null,
      classNo: r.class_no ?? null,
      className: r.class_name ?? null,
      studentNo: r.student_no,
      gender: r.gender,
      nation: r.nation,
      idCard: opts.maskIdCard ? maskIdCard(r.id_card) : r.id_card,
      guardianPhone: r.guardian_phone,
      status: r.status,
      accountStatus: r.account_status,
      mustChangePassword: r.must_change_password === 1,
      remark: r.remark,
    }));
  }

  // ---- school admins

  admins(scope: SchoolScope) {
    return this.db
      .selectFrom('sys_user as u')
      .where('u.is_delete', '=', 0)
      .where('u.id', 'in', (eb) =>
        eb
          .selectFrom('sys_user_role as ur')
          .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
          .select('ur.user_id')
          .where('r.code', '=', 'school_admin')
          .where('r.is_delete', '=', 0),
      )
      .where(scopeWhere(scope, 'u.org_id', null));
  }

  filterAdmins(scope: SchoolScope, f: { orgId?: number | null; realName?: string | null; account?: string | null }) {
    let q = this.admins(scope);
    if (f.orgId) q = q.where('u.org_id', '=', f.orgId);
    if (f.realName) q = q.where(contains('u.real_name', f.realName));
    if (f.account) q = q.where(contains('u.account', f.account));
    return q;
  }

  async adminRows(q: ReturnType<SchoolRepository['admins']>, limit: number, offset: number): Promise<SchoolAdmin[]> {
    const rows = await q
      .leftJoin('sys_org as o', 'o.id', 'u.org_id')
      .select([
        'u.id',
        'u.account',
        'u.real_name',
        'u.phone',
        'u.org_id',
        'u.status',
        'u.last_login_time',
        'u.create_time',
        'o.name as org_name',
      ])
      .orderBy('u.org_id')
      .orderBy('u.id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((r) => ({
      id: Number(r.id),
      account: r.account,
      realName: r.real_name,
      phone: r.phone,
      orgId: Number(r.org_id),
      orgName: r.org_name ?? null,
      status: r.status,
      lastLoginTime: r.last_login_time,
      createTime: r.create_time,
    }));
  }
}
