import {
  type PageResult,
  type SchoolResetPasswordInput,
  type SchoolTeacher,
  type SchoolTeacherFilter,
  type SchoolTeacherInput,
  type SchoolTeacherPageInput,
  TEACHER_PASSWORD_RULES,
  verifyIdCard,
  verifyPhone,
} from '@meiyu/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../core/app-context';
import { updatedBy } from '../../core/audit';
import type { AuthUser } from '../../core/auth/auth-user';
import { AppError } from '../../core/errors';
import type { Locale } from '../../core/locale';
import { recordOperation } from '../../core/operation-log';
import { offsetOf, pageResult } from '../../core/paging';
import { nowText } from '../../core/time';
import type { DB } from '../../db/types';
import {
  freedAccount,
  hashInitialPassword,
  isValidAccount,
  newUserRow,
  resolveInitialPassword,
  roleIdOf,
  teacherAccountOf,
} from './school-accounts';
import { blank, FieldErrors, writableSchool } from './school-base';
import { loadSchoolDicts } from './school-dicts';
import type { SchoolRepository } from './school.repository';
import { canWriteOrg, type SchoolScope, schoolScopeOf } from './school-scope';

const OP = { module: 'school', entity: 'teacher_profile' } as const;

export class SchoolTeachersService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: SchoolRepository,
  ) {}

  async page(input: SchoolTeacherPageInput, user: AuthUser): Promise<PageResult<SchoolTeacher>> {
    const scope = await schoolScopeOf(this.ctx, user);
    const q = this.repo.filterTeachers(scope, input);
    const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    return pageResult(input, total, await this.repo.teacherRows(q, input.pageSize, offsetOf(input)));
  }

  async list(filter: SchoolTeacherFilter, user: AuthUser, limit = 1000): Promise<SchoolTeacher[]> {
    const scope = await schoolScopeOf(this.ctx, user);
    return this.repo.teacherRows(this.repo.filterTeachers(scope, filter), limit, 0);
  }

  async detail(id: number, user: AuthUser): Promise<SchoolTeacher | null> {
    const scope = await schoolScopeOf(this.ctx, user);
    return (await this.repo.teacherRows(this.repo.teachers(scope).where('tp.user_id', '=', id), 1, 0))[0] ?? null;
  }

  private async validate(input: SchoolTeacherInput, locale: Locale, adding: boolean): Promise<void> {
    const dicts = await loadSchoolDicts(this.ctx.db);
    const errors = new FieldErrors(locale);
    if (!verifyPhone(input.phone)) errors.add('phone', 'phone', 'phone');
    const idCard = blank(input.idCardNum);
    if (idCard && !verifyIdCard(idCard)) errors.add('idCardNum', 'idCard', 'idCard');
    if (adding && blank(input.account) && !isValidAccount(input.account!.trim())) {
      errors.add('account', 'account', 'account');
    }
    errors.dict('gender', 'gender', dicts.gender, blank(input.gender));
    errors.dict('educationLevel', 'educationLevel', dicts.educationLevel, blank(input.educationLevel));
    errors.dict('degree', 'degree', dicts.degree, blank(input.degree));
    errors.dict('title', 'title', dicts.title, blank(input.title));
    errors.dict(
      'administrativeLevel',
      'administrativeLevel',
      dicts.administrativeLevel,
      blank(input.administrativeLevel),
    );
    errors.dict('mentorType', 'mentorType', dicts.mentorType, blank(input.mentorType));
    errors.dict('subject', 'subject', dicts.subject, blank(input.subject));
    errors.throwIfAny();
  }

  /** Phone numbers sign people in (SMS login): one live account per number. */
  private async phoneTaken(phone: string, exceptId?: number): Promise<boolean> {
    let q = this.ctx.db.selectFrom('sys_user').select('id').where('phone', '=', phone).where('is_delete', '=', 0);
    if (exceptId) q = q.where('id', '!=', exceptId);
    return !!(await q.executeTakeFirst());
  }

  /** The classes must be current classes of the teacher's school. */
  private async checkClasses(orgId: number, classIds: number[]): Promise<number[]> {
    const ids = [...new Set(classIds)];
    if (!ids.length) return ids;
    const rows = await this.ctx.db
      .selectFrom('school_class')
      .select('id')
      .where('id', 'in', ids)
      .where('org_id', '=', orgId)
      .where('is_delete', '=', 0)
      .where('archived', '=', 0)
      .execute();
    if (rows.length !== ids.length) throw new AppError('S1000');
    return ids;
  }

  private profileColumns(input: SchoolTeacherInput) {
    return {
      education_level: blank(input.educationLevel),
      degree: blank(input.degree),
      title: blank(input.title),
      administrative_level: blank(input.administrativeLevel),
      mentor_type: blank(input.mentorType),
      subject: blank(input.subject),
      remark: blank(input.remark),
    };
  }

  private async setClasses(trx: Transaction<DB>, userId: number, classIds: number[]): Promise<void> {
    await trx.deleteFrom('teacher_class').where('user_id', '=', userId).execute();
    if (classIds.length) {
      await trx
        .insertInto('teacher_class')
        .values(classIds.map((classId) => ({ user_id: userId, class_id: classId })))
        .execute();
    }
  }

  async add(input: SchoolTeacherInput, user: AuthUser, locale: Locale): Promise<number> {
    const scope = await schoolScopeOf(this.ctx, user);
    const school = await writableSchool(this.repo, scope, user, input.orgId);
    await this.validate(input, locale, true);
    const orgId = Number(school.id);
    const account = blank(input.account) ?? teacherAccountOf(input.phone);
    const taken = await this.ctx.db
      .selectFrom('sys_user')
      .select('id')
      .where('account', '=', account)
      .executeTakeFirst();
    if (taken) throw new AppError('D1003');
    if (await this.phoneTaken(input.phone)) throw new AppError('D1006');
    const classIds = await this.checkClasses(orgId, input.classIds);
    const idCard = blank(input.idCardNum)?.toUpperCase() ?? null;
    const initial = await resolveInitialPassword(this.ctx, input.passwordRule, input.password, TEACHER_PASSWORD_RULES);
    const hash = await hashInitialPassword(initial, { idCard, phone: input.phone });
    const row = newUserRow(user, {
      account,
      password_hash: hash,
      real_name: input.realName,
      org_id: orgId,
      phone: input.phone,
      id_card_num: idCard,
      gender: blank(input.gender),
      status: input.status,
    });
    const profile = {
      user_id: row.id,
      org_id: orgId,
      ...this.profileColumns(input),
      init_pwd_rule: initial.rule,
      create_time: row.create_time,
      update_time: null,
      create_user_id: user.userId,
      create_user_name: user.realName,
      update_user_id: null,
      update_user_name: null,
      is_delete: 0,
    };
    const roleId = await roleIdOf(this.ctx.db, 'teacher');
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('sys_user').values(row).execute();
      await trx.insertInto('sys_user_role').values({ user_id: row.id, role_id: roleId }).execute();
      await trx.insertInto('teacher_profile').values(profile).execute();
      await this.setClasses(trx, row.id, classIds);
      await recordOperation(trx, { ...OP, action: 'add', entityId: row.id, after: { ...row, ...profile, classIds } });
    });
    return row.id;
  }

  /** The live teacher the caller may change; otherwise the same answer as a teacher that does not exist. */
  private async writable(scope: SchoolScope, id: number) {
    const row = await this.repo
      .teachers(scope)
      .selectAll('tp')
      .select(['u.account', 'u.real_name', 'u.phone', 'u.id_card_num', 'u.gender', 'u.status'])
      .where('tp.user_id', '=', id)
      .executeTakeFirst();
    if (!row || !canWriteOrg(scope, Number(row.org_id))) throw new AppError('S1004');
    return row;
  }

  async update(input: SchoolTeacherInput & { id: number }, user: AuthUser, locale: Locale): Promise<void> {
    const scope = await schoolScopeOf(this.ctx, user);
    const before = await this.writable(scope, input.id);
    await this.validate(input, locale, false);
    if (await this.phoneTaken(input.phone, input.id)) throw new AppError('D1006');
    const orgId = Number(before.org_id);
    const classIds = await this.checkClasses(orgId, input.classIds);
    const userChanges = {
      ...updatedBy(user),
      real_name: input.realName,
      phone: input.phone,
      id_card_num: blank(input.idCardNum)?.toUpperCase() ?? null,
      gender: blank(input.gender),
      status: input.status,
    };
    const profileChanges = { ...updatedBy(user), ...this.profileColumns(input) };
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('sys_user').set(userChanges).where('id', '=', input.id).execute();
      await trx.updateTable('teacher_profile').set(profileChanges).where('user_id', '=', input.id).execute();
      await this.setClasses(trx, input.id, classIds);
      await recordOperation(trx, {
        ...OP,
        action: 'update',
        entityId: input.id,
        before,
        after: { ...before, ...userChanges, ...profileChanges, classIds },
      });
    });
    if (input.status === 2 && before.status !== 2) await this.ctx.tokens.revokeUser(input.id);
  }

  /** Deletes the teacher's account too; its classes lose it as teacher and head teacher. */
  async delete(id: number, user: AuthUser): Promise<void> {
    const scope = await schoolScopeOf(this.ctx, user);
    const before = await this.writable(scope, id);
    if (id === user.userId) throw new AppError('D1001');
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sys_user')
        .set({ ...updatedBy(user), is_delete: 1, account: freedAccount(before.account, id) })
        .where('id', '=', id)
        .execute();
      await trx
        .updateTable('teacher_profile')
        .set({ ...updatedBy(user), is_delete: 1 })
        .where('user_id', '=', id)
        .execute();
      await trx.deleteFrom('teacher_class').where('user_id', '=', id).execute();
      await trx
        .updateTable('school_class')
        .set({ head_teacher_id: null, update_time: nowText() })
        .where('head_teacher_id', '=', id)
        .execute();
      await recordOperation(trx, { ...OP, action: 'delete', entityId: id, before });
    });
    await this.ctx.tokens.revokeUser(id);
  }

  async resetPassword(input: SchoolResetPasswordInput, user: AuthUser): Promise<void> {
    const scope = await schoolScopeOf(this.ctx, user);
    const before = await this.writable(scope, input.id);
    const initial = await resolveInitialPassword(this.ctx, input.passwordRule, input.password, TEACHER_PASSWORD_RULES);
    const hash = await hashInitialPassword(initial, { idCard: before.id_card_num, phone: before.phone });
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sys_user')
        .set({ ...updatedBy(user), password_hash: hash, must_change_password: 1 })
        .where('id', '=', input.id)
        .execute();
      await trx
        .updateTable('teacher_profile')
        .set({ init_pwd_rule: initial.rule })
        .where('user_id', '=', input.id)
        .execute();
      await recordOperation(trx, { ...OP, action: 'resetPwd', entityId: input.id, after: { rule: initial.rule } });
    });
    await this.ctx.tokens.revokeUser(input.id);
  }
}
