import { randomInt } from 'node:crypto';
import {
  type PageResult,
  type ResetPasswordResult,
  type SysUser,
  type UserAddResult,
  type UserInput,
  type UserPageInput,
  type UserUpdateInput,
  verifyAccount,
  verifyEmail,
  verifyIdCard,
  verifyPasswordPowerful,
  verifyPhone,
} from '@meiyu/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../core/app-context';
import { createdBy, softDeletedBy, updatedBy } from '../../core/audit';
import { type AuthUser, SUPER_ADMIN } from '../../core/auth/auth-user';
import { LOGIN_LOCK } from '../../core/counters';
import { hashPassword } from '../../core/crypto/password';
import { decryptSm2Password } from '../../core/crypto/sm2';
import { type DataScope, scopeHasOrg } from '../../core/data-scope';
import { AppError } from '../../core/errors';
import { FieldErrors } from '../../core/field-errors';
import { recordOperation } from '../../core/operation-log';
import { offsetOf, pageResult } from '../../core/paging';
import { RoleAuthority } from '../../core/role-authority';
import { contains } from '../../core/sql-helpers';
import { DEFAULT_TENANT_ID } from '../../db/seed/bootstrap';
import type { DB } from '../../db/types';
import { toSysUser, type UserRow, type UsersRepository } from './users.repository';

const OP = { module: 'users', entity: 'sys_user' } as const;
const NORMAL_USER = 777;
const DISABLED = 2;

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const SPECIALS = '@#$%&*';
const pick = (chars: string) => chars[randomInt(chars.length)]!;

/** A password verifyPasswordPowerful accepts: 12 characters with letters, digits and a special, shuffled. */
export function generatePassword(): string {
  const chars = [pick(LETTERS), pick(LETTERS), pick(DIGITS), pick(DIGITS), pick(SPECIALS)];
  while (chars.length < 12) chars.push(pick(LETTERS + DIGITS));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/**
 * Accounts inside the caller's data scope. A user outside it answers as one that does not exist (D0009); a user
 * inside it changes only when the caller may manage every role it holds (D1008), and only into an organisation of
 * the scope, with roles the caller may grant.
 */
export class UsersService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: UsersRepository,
  ) {}

  private visible(scope: DataScope, caller: AuthUser, row: UserRow): boolean {
    if (row.account_type === SUPER_ADMIN && caller.accountType !== SUPER_ADMIN) return false;
    if (scope.kind === 'all') return true;
    if (scope.kind === 'orgs') return scope.orgIds.includes(row.org_id);
    return row.id === caller.userId;
  }

  private async visibleUser(authority: RoleAuthority, caller: AuthUser, id: number): Promise<UserRow> {
    const row = await this.repo.byId(id);
    if (!row || !this.visible(authority.scope, caller, row)) throw new AppError('D0009');
    return row;
  }

  /** A visible user whose every role the caller may manage (the super administrator's account: nobody). */
  private async manageableUser(authority: RoleAuthority, caller: AuthUser, id: number): Promise<UserRow> {
    const row = await this.visibleUser(authority, caller, id);
    if (row.account_type === SUPER_ADMIN) throw new AppError('D1008');
    const roles = (await this.repo.rolesOf([id])).get(id) ?? [];
    if ((await authority.manageable(roles)).length !== roles.length) throw new AppError('D1008');
    return row;
  }

  async page(caller: AuthUser, input: UserPageInput): Promise<PageResult<SysUser>> {
    const authority = await RoleAuthority.of(this.ctx, caller);
    const { scope } = authority;
    let q = this.repo.detailed();
    if (caller.accountType !== SUPER_ADMIN) q = q.where('u.account_type', '!=', SUPER_ADMIN);
    if (scope.kind === 'orgs') q = q.where('u.org_id', 'in', scope.orgIds);
    if (scope.kind === 'self') q = q.where('u.id', '=', caller.userId);
    if (input.orgId) {
      const subtree = scopeHasOrg(scope, input.orgId) ? await this.ctx.orgs.subtree(input.orgId) : [];
      const ids = subtree.filter((id) => scopeHasOrg(scope, id));
      if (!ids.length) return pageResult(input, 0, []);
      q = q.where('u.org_id', 'in', ids);
    }
    if (input.account?.trim()) q = q.where(contains('u.account', input.account.trim()));
    if (input.realName?.trim()) q = q.where(contains('u.real_name', input.realName.trim()));
    if (input.phone?.trim()) q = q.where(contains('u.phone', input.phone.trim()));
    if (input.status) q = q.where('u.status', '=', input.status);
    if (input.roleId) {
      const roleId = input.roleId;
      q = q.where('u.id', 'in', (sub) =>
        sub.selectFrom('sys_user_role').select('user_id').where('role_id', '=', roleId),
      );
    }
    const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await q
      .selectAll('u')
      .select(['o.name as org_name', 'p.name as pos_name'])
      .orderBy('u.id', 'desc')
      .limit(input.pageSize)
      .offset(offsetOf(input))
      .execute();
    const roles = await this.repo.rolesOf(rows.map((r) => r.id));
    const locked = await this.repo.lockedAccounts(rows.map((r) => r.account));
    return pageResult(
      input,
      total,
      rows.map((r) => toSysUser(r, roles.get(r.id) ?? [], locked.has(r.account))),
    );
  }

  async detail(caller: AuthUser, id: number): Promise<SysUser | null> {
    const authority = await RoleAuthority.of(this.ctx, caller);
    const row = await this.repo.byId(id);
    if (!row || !this.visible(authority.scope, caller, row)) return null;
    const full = await this.repo
      .detailed()
      .selectAll('u')
      .select(['o.name as org_name', 'p.name as pos_name'])
      .where('u.id', '=', id)
      .executeTakeFirstOrThrow();
    const roles = (await this.repo.rolesOf([id])).get(id) ?? [];
    const locked = await this.repo.lockedAccounts([row.account]);
    return toSysUser(full, roles, locked.has(row.account));
  }

  async ownRoleList(caller: AuthUser, userId: number): Promise<number[]> {
    const authority = await RoleAuthority.of(this.ctx, caller);
    await this.visibleUser(authority, caller, userId);
    return ((await this.repo.rolesOf([userId])).get(userId) ?? []).map((r) => r.id);
  }

  /** The contract's validators on what the schema cannot check; the account only when it is new or changes. */
  private checkFields(input: UserInput | UserUpdateInput, accountChanged: boolean): void {
    new FieldErrors()
      .check(
        !accountChanged || verifyAccount(input.account),
        'Account',
        '账号须以字母开头，由5-16位字母、数字或下划线组成',
      )
      .check(!input.phone || verifyPhone(input.phone), 'Phone', '手机号码不正确')
      .check(!input.idCardNum || verifyIdCard(input.idCardNum), 'IdCardNum', '身份证号码不正确')
      .check(!input.email || verifyEmail(input.email), 'Email', '邮箱格式不正确')
      .throwIfAny();
  }

  /** An organisation of the scope and an enabled position. */
  private async checkPlacement(
    authority: RoleAuthority,
    orgId: number,
    posId: number | null | undefined,
  ): Promise<void> {
    if (!scopeHasOrg(authority.scope, orgId) || !(await this.repo.orgOf(orgId))) throw new AppError('D2000');
    if (posId && !(await this.repo.enabledPosition(posId))) throw new AppError('D6000');
  }

  /** Roles the caller may grant (another role answers as one that does not exist); returns the ids to write. */
  private async checkRoles(authority: RoleAuthority, roleIdList: number[]): Promise<number[]> {
    const ids = [...new Set(roleIdList)];
    const roles = await this.repo.rolesByIds(ids);
    if (roles.length !== ids.length || (await authority.manageable(roles)).length !== ids.length) {
      throw new AppError('D5000');
    }
    return ids;
  }

  private async checkUnique(input: UserInput | UserUpdateInput, exceptId?: number): Promise<void> {
    if (await this.repo.accountTaken(input.account, exceptId)) throw new AppError('D1003');
    if (input.phone && (await this.repo.phoneTaken(input.phone, exceptId))) throw new AppError('D1006');
  }

  private columns(input: UserInput | UserUpdateInput) {
    return {
      account: input.account,
      real_name: input.realName,
      phone: input.phone || null,
      id_card_num: input.idCardNum ? input.idCardNum.toUpperCase() : null,
      email: input.email || null,
      gender: input.gender ?? null,
      address: input.address || null,
      signature: input.signature || null,
      org_id: input.orgId,
      pos_id: input.posId || null,
      status: input.status,
      authorize: input.authorize ? 1 : 0,
      wxexaminable: input.wxexaminable ? 1 : 0,
      remark: input.remark || null,
    };
  }

  /** The configured default password (sys_password), or a generated strong one. */
  private async initialPassword(): Promise<string> {
    return (await this.ctx.settings.string('sys_password'))?.trim() || generatePassword();
  }

  private async writeRoles(trx: Transaction<DB>, userId: number, roleIds: number[]): Promise<void> {
    await trx.deleteFrom('sys_user_role').where('user_id', '=', userId).execute();
    if (roleIds.length) {
      await trx
        .insertInto('sys_user_role')
        .values(roleIds.map((role_id) => ({ user_id: userId, role_id })))
        .execute();
    }
  }

  async add(caller: AuthUser, input: UserInput): Promise<UserAddResult> {
    this.checkFields(input, true);
    const authority = await RoleAuthority.of(this.ctx, caller);
    await this.checkPlacement(authority, input.orgId, input.posId);
    const roleIds = await this.checkRoles(authority, input.roleIdList);
    await this.checkUnique(input);
    let typed: string | null = null;
    if (input.password) {
      typed = decryptSm2Password(input.password, this.ctx.config.sm2PrivateKey);
      if (typed === null || !verifyPasswordPowerful(typed)) throw new AppError('D1005');
    }
    const password = typed ?? (await this.initialPassword());
    const row = {
      ...createdBy(caller),
      ...this.columns(input),
      tenant_id: caller.tenantId || DEFAULT_TENANT_ID,
      password_hash: await hashPassword(password),
      account_type: NORMAL_USER,
      avatar: null,
      // Whoever set the first password, the user chooses its own at the first sign-in.
      must_change_password: 1,
      last_login_time: null,
      last_login_ip: null,
    };
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('sys_user').values(row).execute();
      await this.writeRoles(trx, row.id, roleIds);
      await recordOperation(trx, { ...OP, action: 'add', entityId: row.id, after: { ...row, roleIds } });
    });
    return { id: row.id, password: typed === null ? password : null };
  }

  async update(caller: AuthUser, input: UserUpdateInput): Promise<void> {
    const authority = await RoleAuthority.of(this.ctx, caller);
    const before = await this.manageableUser(authority, caller, input.id);
    this.checkFields(input, input.account !== before.account);
    await this.checkPlacement(authority, input.orgId, input.posId);
    const roleIds = await this.checkRoles(authority, input.roleIdList);
    await this.checkUnique(input, input.id);
    if (input.status === DISABLED && input.id === caller.userId) throw new AppError('D1001');
    const changes = { ...updatedBy(caller), ...this.columns(input) };
    const beforeRoles = ((await this.repo.rolesOf([input.id])).get(input.id) ?? []).map((r) => r.id);
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('sys_user').set(changes).where('id', '=', input.id).execute();
      await this.writeRoles(trx, input.id, roleIds);
      await recordOperation(trx, {
        ...OP,
        action: 'update',
        entityId: input.id,
        before: { ...before, roleIds: beforeRoles },
        after: { ...before, ...changes, roleIds },
      });
    });
    this.ctx.permissions.invalidate();
    if (input.status === DISABLED || input.account !== before.account) await this.ctx.tokens.revokeUser(input.id);
  }

  async delete(caller: AuthUser, id: number): Promise<void> {
    if (id === caller.userId) throw new AppError('D1001');
    const authority = await RoleAuthority.of(this.ctx, caller);
    const before = await this.manageableUser(authority, caller, id);
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('sys_user').set(softDeletedBy(caller)).where('id', '=', id).execute();
      await recordOperation(trx, { ...OP, action: 'delete', entityId: id, before });
    });
    await this.ctx.tokens.revokeUser(id);
  }

  async setStatus(caller: AuthUser, id: number, status: number): Promise<void> {
    if (id === caller.userId && status === DISABLED) throw new AppError('D1001');
    const authority = await RoleAuthority.of(this.ctx, caller);
    const before = await this.manageableUser(authority, caller, id);
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sys_user')
        .set({ ...updatedBy(caller), status })
        .where('id', '=', id)
        .execute();
      await recordOperation(trx, {
        ...OP,
        action: 'setStatus',
        entityId: id,
        before: { status: before.status },
        after: { status },
      });
    });
    if (status === DISABLED) await this.ctx.tokens.revokeUser(id);
  }

  /** A new password (sys_password, or generated), shown once to the administrator; the user must change it. */
  async resetPwd(caller: AuthUser, id: number): Promise<ResetPasswordResult> {
    const authority = await RoleAuthority.of(this.ctx, caller);
    const before = await this.manageableUser(authority, caller, id);
    const password = await this.initialPassword();
    const hash = await hashPassword(password);
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sys_user')
        .set({ ...updatedBy(caller), password_hash: hash, must_change_password: 1 })
        .where('id', '=', id)
        .execute();
      await trx.deleteFrom('auth_counter').where('key', '=', LOGIN_LOCK.key(before.account)).execute();
      await recordOperation(trx, { ...OP, action: 'resetPwd', entityId: id });
    });
    await this.ctx.tokens.revokeUser(id);
    return { password };
  }

  /** Clears the wrong-password lockout before its 30 minutes are up. */
  async unlockLogin(caller: AuthUser, id: number): Promise<void> {
    const authority = await RoleAuthority.of(this.ctx, caller);
    const before = await this.manageableUser(authority, caller, id);
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('auth_counter').where('key', '=', LOGIN_LOCK.key(before.account)).execute();
      await recordOperation(trx, { ...OP, action: 'unlockLogin', entityId: id });
    });
  }

  async grantRole(caller: AuthUser, userId: number, roleIdList: number[]): Promise<void> {
    const authority = await RoleAuthority.of(this.ctx, caller);
    await this.manageableUser(authority, caller, userId);
    const roleIds = await this.checkRoles(authority, roleIdList);
    const before = ((await this.repo.rolesOf([userId])).get(userId) ?? []).map((r) => r.id);
    await this.ctx.db.transaction().execute(async (trx) => {
      await this.writeRoles(trx, userId, roleIds);
      await recordOperation(trx, {
        module: 'users',
        entity: 'sys_user_role',
        action: 'grantRole',
        entityId: userId,
        before: { roleIds: before },
        after: { roleIds },
      });
    });
    this.ctx.permissions.invalidate();
  }
}
