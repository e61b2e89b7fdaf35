import {
  type LoginSlips,
  type PageResult,
  type PasswordRule,
  STUDENT_PASSWORD_RULES,
  type SchoolResetPasswordInput,
  type SchoolStudent,
  type SchoolStudentFilter,
  type SchoolStudentInput,
  type SchoolStudentPageInput,
  verifyIdCard,
  verifyPhone,
} from '@meiyu/contract';
import type { AppContext } from '../../core/app-context';
import { updatedBy } from '../../core/audit';
import type { AuthUser } from '../../core/auth/auth-user';
import { AppError } from '../../core/errors';
import type { Locale } from '../../core/locale';
import { recordOperation } from '../../core/operation-log';
import { offsetOf, pageResult } from '../../core/paging';
import {
  freedAccount,
  hashInitialPassword,
  isValidAccount,
  newUserRow,
  resolveInitialPassword,
  roleIdOf,
  studentAccountOf,
} from './school-accounts';
import { blank, FieldErrors } from './school-base';
import { loadSchoolDicts } from './school-dicts';
import type { SchoolRepository } from './school.repository';
import { canWriteOrg, type SchoolScope, schoolScopeOf } from './school-scope';
import { PASSWORD_HINTS } from './school-texts';

const OP = { module: 'school', entity: 'student_profile' } as const;

export class SchoolStudentsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: SchoolRepository,
  ) {}

  async page(input: SchoolStudentPageInput, user: AuthUser): Promise<PageResult<SchoolStudent>> {
    const scope = await schoolScopeOf(this.ctx, user);
    const q = this.repo.filterStudents(scope, input);
    const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    return pageResult(input, total, await this.repo.studentRows(q, input.pageSize, offsetOf(input)));
  }

  async detail(id: number, user: AuthUser): Promise<SchoolStudent | null> {
    const scope = await schoolScopeOf(this.ctx, user);
    const q = this.repo.students(scope).where('sp.user_id', '=', id);
    return (await this.repo.studentRows(q, 1, 0, { maskIdCard: false }))[0] ?? null;
  }

  /** A current class the caller may write to; a class elsewhere is refused as one that does not exist. */
  private async writableClass(scope: SchoolScope, classId: number) {
    const cls = await this.repo.classById(scope, classId);
    if (!cls || !canWriteOrg(scope, Number(cls.org_id))) throw new AppError('S1000');
    if (cls.archived === 1) throw new AppError('S1014');
    return cls;
  }

  private async validate(input: SchoolStudentInput, locale: Locale, adding: boolean): Promise<void> {
    const dicts = await loadSchoolDicts(this.ctx.db);
    const errors = new FieldErrors(locale);
    const idCard = blank(input.idCard);
    if (idCard && !verifyIdCard(idCard)) errors.add('idCard', 'idCard', 'idCard');
    const phone = blank(input.guardianPhone);
    if (phone && !verifyPhone(phone)) errors.add('guardianPhone', 'guardianPhone', 'phone');
    if (adding && blank(input.account) && !isValidAccount(input.account!.trim())) {
      errors.add('account', 'account', 'account');
    }
    errors.dict('gender', 'gender', dicts.gender, blank(input.gender));
    errors.dict('nation', 'nation', dicts.nation, blank(input.nation));
    errors.throwIfAny();
  }

  private async checkUnique(orgId: number, studentNo: string, idCard: string | null, exceptId?: number) {
    let no = this.ctx.db
      .selectFrom('student_profile')
      .select('user_id')
      .where('org_id', '=', orgId)
      .where('student_no', '=', studentNo)
      .where('is_delete', '=', 0);
    if (exceptId) no = no.where('user_id', '!=', exceptId);
    if (await no.executeTakeFirst()) throw new AppError('S1006');
    if (idCard) {
      let card = this.ctx.db
        .selectFrom('student_profile')
        .select('user_id')
        .where('id_card', '=', idCard)
        .where('is_delete', '=', 0);
      if (exceptId) card = card.where('user_id', '!=', exceptId);
      if (await card.executeTakeFirst()) throw new AppError('S1007');
    }
  }

  async add(input: SchoolStudentInput, user: AuthUser, locale: Locale): Promise<number> {
    const scope = await schoolScopeOf(this.ctx, user);
    const cls = await this.writableClass(scope, input.classId);
    await this.validate(input, locale, true);
    const orgId = Number(cls.org_id);
    const school = await this.repo.school(orgId);
    if (!school) throw new AppError('S1000');
    const idCard = blank(input.idCard)?.toUpperCase() ?? null;
    await this.checkUnique(orgId, input.studentNo, idCard);
    const account = blank(input.account) ?? studentAccountOf(school.code, input.studentNo);
    const taken = await this.ctx.db
      .selectFrom('sys_user')
      .select('id')
      .where('account', '=', account)
      .executeTakeFirst();
    if (taken) throw new AppError('D1003');
    const initial = await resolveInitialPassword(this.ctx, input.passwordRule, input.password, STUDENT_PASSWORD_RULES);
    const hash = await hashInitialPassword(initial, { idCard, studentNo: input.studentNo });
    const row = newUserRow(user, {
      account,
      password_hash: hash,
      real_name: input.realName,
      org_id: orgId,
      id_card_num: idCard,
      gender: blank(input.gender),
    });
    const profile = {
      user_id: row.id,
      org_id: orgId,
      class_id: Number(cls.id),
      student_no: input.studentNo,
      nation: blank(input.nation),
      id_card: idCard,
      guardian_phone: blank(input.guardianPhone),
      status: input.status,
      init_pwd_rule: initial.rule,
      remark: blank(input.remark),
      create_time: row.create_time,
      update_time: null,
      create_user_id: user.userId,
      create_user_name: user.realName,
      update_user_id: null,
      update_user_name: null,
      is_delete: 0,
    };
    const roleId = await roleIdOf(this.ctx.db, 'student');
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('sys_user').values(row).execute();
      await trx.insertInto('sys_user_role').values({ user_id: row.id, role_id: roleId }).execute();
      await trx.insertInto('student_profile').values(profile).execute();
      await recordOperation(trx, { ...OP, action: 'add', entityId: row.id, after: { ...row, ...profile } });
    });
    return row.id;
  }

  private async writable(scope: SchoolScope, id: number) {
    const row = await this.repo
      .students(scope)
      .selectAll('sp')
      .select(['u.account', 'u.real_name', 'u.gender', 'u.status as account_status'])
      .where('sp.user_id', '=', id)
      .executeTakeFirst();
    if (!row || !canWriteOrg(scope, Number(row.org_id))) throw new AppError('S1005');
    return row;
  }

  async update(input: SchoolStudentInput & { id: number }, user: AuthUser, locale: Locale): Promise<void> {
    const scope = await schoolScopeOf(this.ctx, user);
    const before = await this.writable(scope, input.id);
    const orgId = Number(before.org_id);
    if (input.classId !== Number(before.class_id)) {
      const cls = await this.writableClass(scope, input.classId);
      // Moving to another school is a transfer, not an edit.
      if (Number(cls.org_id) !== orgId) throw new AppError('S1011');
    }
    await this.validate(input, locale, false);
    const idCard = blank(input.idCard)?.toUpperCase() ?? null;
    await this.checkUnique(orgId, input.studentNo, idCard, input.id);
    const userChanges = {
      ...updatedBy(user),
      real_name: input.realName,
      id_card_num: idCard,
      gender: blank(input.gender),
    };
    const profileChanges = {
      ...updatedBy(user),
      class_id: input.classId,
      student_no: input.studentNo,
      nation: blank(input.nation),
      id_card: idCard,
      guardian_phone: blank(input.guardianPhone),
      status: input.status,
      remark: blank(input.remark),
    };
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('sys_user').set(userChanges).where('id', '=', input.id).execute();
      await trx.updateTable('student_profile').set(profileChanges).where('user_id', '=', input.id).execute();
      await recordOperation(trx, {
        ...OP,
        action: 'update',
        entityId: input.id,
        before,
        after: { ...before, ...userChanges, ...profileChanges },
      });
    });
  }

  async delete(id: number, user: AuthUser): Promise<void> {
    const scope = await schoolScopeOf(this.ctx, user);
    const before = await this.writable(scope, id);
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sys_user')
        .set({ ...updatedBy(user), is_delete: 1, account: freedAccount(before.account, id) })
        .where('id', '=', id)
        .execute();
      await trx
        .updateTable('student_profile')
        .set({ ...updatedBy(user), is_delete: 1 })
        .where('user_id', '=', id)
        .execute();
      await recordOperation(trx, { ...OP, action: 'delete', entityId: id, before });
    });
    await this.ctx.tokens.revokeUser(id);
  }

  async resetPassword(input: SchoolResetPasswordInput, user: AuthUser): Promise<void> {
    const scope = await schoolScopeOf(this.ctx, user);
    const before = await this.writable(scope, input.id);
    const initial = await resolveInitialPassword(this.ctx, input.passwordRule, input.password, STUDENT_PASSWORD_RULES);
    const hash = await hashInitialPassword(initial, { idCard: before.id_card, studentNo: before.student_no });
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sys_user')
        .set({ ...updatedBy(user), password_hash: hash, must_change_password: 1 })
        .where('id', '=', input.id)
        .execute();
      await trx
        .updateTable('student_profile')
        .set({ init_pwd_rule: initial.rule })
        .where('user_id', '=', input.id)
        .execute();
      await recordOperation(trx, { ...OP, action: 'resetPwd', entityId: input.id, after: { rule: initial.rule } });
    });
    await this.ctx.tokens.revokeUser(input.id);
  }

  /** What a class's login slips print: accounts and a hint at each initial password, never a password. */
  async loginSlips(classId: number, user: AuthUser, locale: Locale, loginUrl: string): Promise<LoginSlips> {
    const scope = await schoolScopeOf(this.ctx, user);
    const cls = await this.repo.classById(scope, classId);
    if (!cls || !canWriteOrg(scope, Number(cls.org_id))) throw new AppError('S1000');
    const school = await this.repo.school(Number(cls.org_id));
    const rows = await this.repo
      .students(scope)
      .select(['sp.user_id', 'sp.student_no', 'sp.init_pwd_rule', 'u.real_name', 'u.account', 'u.must_change_password'])
      .where('sp.class_id', '=', classId)
      .where('sp.status', '=', 1)
      .orderBy('sp.student_no')
      .limit(500)
      .execute();
    return {
      schoolName: school?.name ?? '',
      classId,
      schoolYear: cls.school_year,
      grade: cls.grade,
      classNo: cls.class_no,
      className: cls.name,
      loginUrl,
      items: rows.map((r) => {
        const changed = r.must_change_password !== 1;
        const rule = (r.init_pwd_rule ?? 'default') as PasswordRule;
        return {
          id: Number(r.user_id),
          studentNo: r.student_no,
          realName: r.real_name,
          account: r.account,
          passwordHint: changed ? null : (PASSWORD_HINTS[rule] ?? PASSWORD_HINTS.default)[locale],
          changed,
        };
      }),
    };
  }

  /** Lists for exports: the same filter as the page, read in chunks by the export. */
  filtered(scope: SchoolScope, filter: SchoolStudentFilter) {
    return this.repo.filterStudents(scope, filter);
  }
}
