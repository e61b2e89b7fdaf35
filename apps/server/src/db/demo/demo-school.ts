import { gradesOfSchoolType, schoolYearOf } from '@meiyu/contract';
import type { Kysely } from 'kysely';
import { createdBy } from '../../core/audit';
import { nowText } from '../../core/time';
import type { DB, SchoolClassTable, StudentProfileTable } from '../types';

/** Classes per grade of every demo school. */
const CLASSES_PER_GRADE = 2;
/** Mostly Han, with the Miao and Buyi of Guizhou (nation_1006, nation_1009). */
const NATIONS = ['nation_1001', 'nation_1001', 'nation_1001', 'nation_1006', 'nation_1001', 'nation_1009'];

const profileAudit = () => ({
  create_time: nowText(),
  update_time: null,
  create_user_id: null,
  create_user_name: null,
  update_user_id: null,
  update_user_name: null,
  is_delete: 0,
});

/**
 * The school part of the demo: this school year's classes in every demo school, a profile and a class for every
 * student account without one (the demo's generated students, student01 in 三年级(1)班 of 南明区实验小学), and
 * teacher01 teaching 三年级(1)班 (as head teacher) and 三年级(2)班. Only adds what is missing.
 */
export async function seedSchoolDemo(db: Kysely<DB>): Promise<void> {
  const year = schoolYearOf();
  const schools = await db
    .selectFrom('sys_org')
    .select(['id', 'code', 'type'])
    .where('type', 'like', '2%')
    .where('is_delete', '=', 0)
    .orderBy('order_no')
    .orderBy('id')
    .execute();
  const classesOf = new Map<number, SchoolClassTable[]>();
  for (const school of schools) {
    const orgId = Number(school.id);
    let classes = await db
      .selectFrom('school_class')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('is_delete', '=', 0)
      .where('archived', '=', 0)
      .orderBy('grade')
      .orderBy('class_no')
      .execute();
    if (!classes.length) {
      const { first, last } = gradesOfSchoolType(school.type);
      classes = [];
      for (let grade = first; grade <= last; grade++) {
        for (let no = 1; no <= CLASSES_PER_GRADE; no++) {
          classes.push({
            ...createdBy(null),
            org_id: orgId,
            school_year: year,
            grade,
            class_no: no,
            name: null,
            head_teacher_id: null,
            status: 1,
            archived: 0,
            remark: null,
          });
        }
      }
      await db.insertInto('school_class').values(classes).execute();
    }
    classesOf.set(orgId, classes);
  }

  // Student accounts without a profile get one, spread over their school's classes.
  const role = await db.selectFrom('sys_role').select('id').where('code', '=', 'student').executeTakeFirst();
  if (!role) return;
  const orphans = await db
    .selectFrom('sys_user as u')
    .innerJoin('sys_user_role as ur', 'ur.user_id', 'u.id')
    .leftJoin('student_profile as sp', 'sp.user_id', 'u.id')
    .select(['u.id', 'u.account', 'u.org_id'])
    .where('ur.role_id', '=', role.id)
    .where('u.is_delete', '=', 0)
    .where('sp.user_id', 'is', null)
    .orderBy('u.id')
    .execute();
  const seqOf = new Map<number, number>();
  const existingNos = await db
    .selectFrom('student_profile')
    .select(['org_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('org_id')
    .execute();
  for (const r of existingNos) seqOf.set(Number(r.org_id), Number(r.n));
  const profiles: StudentProfileTable[] = [];
  const genders: { id: number; gender: string }[] = [];
  for (const u of orphans) {
    const orgId = Number(u.org_id);
    const classes = classesOf.get(orgId);
    if (!classes?.length) continue;
    const seq = (seqOf.get(orgId) ?? 0) + 1;
    seqOf.set(orgId, seq);
    const cls =
      u.account === 'student01'
        ? (classes.find((c) => c.grade === 3 && c.class_no === 1) ?? classes[0]!)
        : classes[(seq - 1) % classes.length]!;
    // Spread over the classes round-robin, so mix gender and nation by another step than the class count.
    const gender = (seq + Math.floor(seq / 12)) % 2 === 0 ? '1' : '0';
    genders.push({ id: Number(u.id), gender });
    profiles.push({
      user_id: Number(u.id),
      org_id: orgId,
      class_id: Number(cls.id),
      student_no: `${year.slice(0, 4)}${String(seq).padStart(5, '0')}`,
      nation: NATIONS[Math.floor(seq / 5) % NATIONS.length]!,
      id_card: null,
      guardian_phone: null,
      status: 1,
      init_pwd_rule: 'fixed',
      remark: null,
      ...profileAudit(),
    });
  }
  for (let i = 0; i < profiles.length; i += 500) {
    await db
      .insertInto('student_profile')
      .values(profiles.slice(i, i + 500))
      .execute();
  }
  for (const gender of ['0', '1']) {
    const ids = genders.filter((g) => g.gender === gender).map((g) => g.id);
    for (let i = 0; i < ids.length; i += 500) {
      await db
        .updateTable('sys_user')
        .set({ gender })
        .where('id', 'in', ids.slice(i, i + 500))
        .where('gender', 'is', null)
        .execute();
    }
  }

  // teacher01: an art teacher of 南明区实验小学 teaching two third-grade classes.
  const teacher = await db
    .selectFrom('sys_user')
    .select(['id', 'org_id'])
    .where('account', '=', 'teacher01')
    .where('is_delete', '=', 0)
    .executeTakeFirst();
  if (!teacher) return;
  const has = await db
    .selectFrom('teacher_profile')
    .select('user_id')
    .where('user_id', '=', teacher.id)
    .executeTakeFirst();
  if (has) return;
  await db
    .insertInto('teacher_profile')
    .values({
      user_id: teacher.id,
      org_id: teacher.org_id,
      education_level: '3',
      degree: '1',
      title: '3',
      administrative_level: '0',
      mentor_type: '0',
      subject: 'art',
      init_pwd_rule: 'fixed',
      remark: null,
      ...profileAudit(),
    })
    .execute();
  const third = (classesOf.get(Number(teacher.org_id)) ?? []).filter((c) => c.grade === 3).slice(0, 2);
  await db
    .updateTable('sys_user')
    .set({ gender: '0' })
    .where('id', '=', teacher.id)
    .where('gender', 'is', null)
    .execute();
  if (third.length) {
    await db
      .insertInto('teacher_class')
      .values(third.map((c) => ({ user_id: teacher.id, class_id: c.id })))
      .execute();
    await db.updateTable('school_class').set({ head_teacher_id: teacher.id }).where('id', '=', third[0]!.id).execute();
  }
}
