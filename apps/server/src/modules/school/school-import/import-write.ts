import type { Kysely, Transaction } from 'kysely';
import type { AuthUser } from '../../../core/auth/auth-user';
import { createdBy } from '../../../core/audit';
import { recordOperation } from '../../../core/operation-log';
import type { DB, SchoolClassTable, StudentProfileTable, SysUserTable, TeacherProfileTable } from '../../../db/types';
import { hashInitialPasswords, type InitialPassword, newUserRow, roleIdOf } from '../school-accounts';
import { enterPhase, type ImportJob } from './import-jobs';
import type { Prepared } from './import-rows';

/** Rows per INSERT: about 15 000 bound values for sys_user, below SQLite's limit of 32 766. */
const BATCH = 500;

function profileAudit(user: AuthUser, createTime: string | null) {
  return {
    create_time: createTime,
    update_time: null,
    create_user_id: user.userId,
    create_user_name: user.realName,
    update_user_id: null,
    update_user_name: null,
    is_delete: 0,
  };
}

async function insertBatches(
  job: ImportJob,
  total: number,
  build: (from: number, to: number) => Promise<void>,
): Promise<void> {
  for (let from = 0; from < total; from += BATCH) {
    const to = Math.min(total, from + BATCH);
    await build(from, to);
    job.processed = to;
  }
}

/**
 * Writes every record of a checked file in one transaction: the accounts (sys_user, their role, must change the
 * password at first sign-in), the profiles and class links, and one operation-log entry for the import. A failure
 * anywhere rolls all of it back.
 */
export async function writeImport(
  db: Kysely<DB>,
  job: ImportJob,
  prepared: Prepared,
  user: AuthUser,
  orgId: number,
  initial: InitialPassword | null,
): Promise<number> {
  const log = (trx: Transaction<DB>, count: number) =>
    recordOperation(trx, {
      module: 'school',
      action: 'import',
      entity:
        prepared.kind === 'classes'
          ? 'school_class'
          : prepared.kind === 'teachers'
            ? 'teacher_profile'
            : 'student_profile',
      entityId: orgId,
      after: { kind: prepared.kind, orgId, count, passwordRule: initial?.rule ?? null, jobId: job.id },
    });

  if (prepared.kind === 'classes') {
    const rows: SchoolClassTable[] = prepared.records.map((r) => ({
      ...createdBy(user),
      org_id: orgId,
      school_year: r.schoolYear,
      grade: r.grade,
      class_no: r.classNo,
      name: r.name,
      head_teacher_id: r.headTeacherId,
      status: 1,
      archived: 0,
      remark: r.remark,
    }));
    enterPhase(job, 'writing');
    await db.transaction().execute(async (trx) => {
      await insertBatches(job, rows.length, async (from, to) => {
        await trx.insertInto('school_class').values(rows.slice(from, to)).execute();
      });
      await log(trx, rows.length);
    });
    return rows.length;
  }

  if (!initial) throw new Error('an account import needs an initial password rule');
  const records = prepared.records;
  enterPhase(job, 'hashing');
  const hashes = await hashInitialPasswords(
    initial,
    records.map((r) =>
      'studentNo' in r ? { idCard: r.idCard, studentNo: r.studentNo } : { idCard: r.idCard, phone: r.phone },
    ),
    (done) => {
      job.processed = done;
    },
  );
  const roleId = await roleIdOf(db, prepared.kind === 'students' ? 'student' : 'teacher');
  enterPhase(job, 'writing');

  await db.transaction().execute(async (trx) => {
    await insertBatches(job, records.length, async (from, to) => {
      const users: SysUserTable[] = [];
      const students: StudentProfileTable[] = [];
      const teachers: TeacherProfileTable[] = [];
      const links: { user_id: number; class_id: number }[] = [];
      for (let i = from; i < to; i++) {
        const r = prepared.records[i]!;
        const u = newUserRow(user, {
          account: r.account,
          password_hash: hashes[i]!,
          real_name: r.realName,
          org_id: orgId,
          id_card_num: r.idCard,
          gender: r.gender,
          phone: 'phone' in r ? r.phone : null,
        });
        users.push(u);
        if (prepared.kind === 'students') {
          const s = prepared.records[i]!;
          students.push({
            user_id: u.id,
            org_id: orgId,
            class_id: s.classId,
            student_no: s.studentNo,
            nation: s.nation,
            id_card: s.idCard,
            guardian_phone: s.guardianPhone,
            status: 1,
            init_pwd_rule: initial.rule,
            remark: null,
            ...profileAudit(user, u.create_time),
          });
        } else {
          const t = prepared.records[i]!;
          teachers.push({
            user_id: u.id,
            org_id: orgId,
            education_level: t.educationLevel,
            degree: t.degree,
            title: t.title,
            administrative_level: t.administrativeLevel,
            mentor_type: t.mentorType,
            subject: t.subject,
            init_pwd_rule: initial.rule,
            remark: null,
            ...profileAudit(user, u.create_time),
          });
          for (const classId of t.classIds) links.push({ user_id: u.id, class_id: classId });
        }
      }
      await trx.insertInto('sys_user').values(users).execute();
      await trx
        .insertInto('sys_user_role')
        .values(users.map((u) => ({ user_id: u.id, role_id: roleId })))
        .execute();
      if (students.length) await trx.insertInto('student_profile').values(students).execute();
      if (teachers.length) await trx.insertInto('teacher_profile').values(teachers).execute();
      if (links.length) await trx.insertInto('teacher_class').values(links).execute();
    });
    await log(trx, records.length);
  });
  return records.length;
}
