import type { SysUser } from '@meiyu/contract';
import type { Kysely } from 'kysely';
import { auditFields } from '../../core/audit';
import { LOGIN_LOCK } from '../../core/counters';
import type { DB, SysUserTable } from '../../db/types';

export type UserRow = SysUserTable;

type Detailed = UserRow & { org_name: string | null; pos_name: string | null };

export function toSysUser(row: Detailed, roles: { id: number; name: string }[], locked: boolean): SysUser {
  return {
    ...auditFields(row),
    account: row.account,
    realName: row.real_name,
    phone: row.phone,
    idCardNum: row.id_card_num,
    email: row.email,
    gender: row.gender,
    accountType: row.account_type,
    avatar: row.avatar,
    address: row.address,
    signature: row.signature,
    orgId: row.org_id,
    orgName: row.org_name,
    posId: row.pos_id,
    posName: row.pos_name,
    status: row.status,
    authorize: row.authorize === 1,
    wxexaminable: row.wxexaminable === 1,
    mustChangePassword: row.must_change_password === 1,
    lastLoginTime: row.last_login_time,
    lastLoginIp: row.last_login_ip,
    remark: row.remark,
    roleIds: roles.map((r) => r.id),
    roleNames: roles.map((r) => r.name),
    locked,
  };
}

export class UsersRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Live users with their organisation's and position's names. */
  detailed() {
    return this.db
      .selectFrom('sys_user as u')
      .leftJoin('sys_org as o', 'o.id', 'u.org_id')
      .leftJoin('sys_pos as p', 'p.id', 'u.pos_id')
      .where('u.is_delete', '=', 0);
  }

  byId(id: number): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('sys_user')
      .selectAll()
      .where('id', '=', id)
      .where('is_delete', '=', 0)
      .executeTakeFirst();
  }

  /** The users' enabled and disabled roles, in rank order. */
  async rolesOf(
    userIds: number[],
  ): Promise<Map<number, { id: number; name: string; code: string; data_scope: number }[]>> {
    const out = new Map<number, { id: number; name: string; code: string; data_scope: number }[]>();
    if (!userIds.length) return out;
    const rows = await this.db
      .selectFrom('sys_user_role as ur')
      .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
      .select(['ur.user_id', 'r.id', 'r.name', 'r.code', 'r.data_scope'])
      .where('ur.user_id', 'in', userIds)
      .where('r.is_delete', '=', 0)
      .orderBy('r.order_no')
      .orderBy('r.id')
      .execute();
    for (const r of rows) {
      const list = out.get(Number(r.user_id)) ?? [];
      list.push({ id: Number(r.id), name: r.name, code: r.code, data_scope: r.data_scope });
      out.set(Number(r.user_id), list);
    }
    return out;
  }

  /** Accounts locked by the login lockout right now. */
  async lockedAccounts(accounts: string[]): Promise<Set<string>> {
    if (!accounts.length) return new Set();
    const keys = accounts.map(LOGIN_LOCK.key);
    const rows = await this.db
      .selectFrom('auth_counter')
      .select('key')
      .where('key', 'in', keys)
      .where('count', '>=', LOGIN_LOCK.after)
      .where('expires_at', '>=', Date.now())
      .execute();
    const locked = new Set(rows.map((r) => r.key));
    return new Set(accounts.filter((a) => locked.has(LOGIN_LOCK.key(a))));
  }

  /** Accounts are unique across deleted rows too (the column is unique). */
  async accountTaken(account: string, exceptId?: number): Promise<boolean> {
    let q = this.db.selectFrom('sys_user').select('id').where('account', '=', account);
    if (exceptId) q = q.where('id', '!=', exceptId);
    return !!(await q.executeTakeFirst());
  }

  /** Phone numbers sign in (loginPhone), so a live user's number belongs to it alone. */
  async phoneTaken(phone: string, exceptId?: number): Promise<boolean> {
    let q = this.db.selectFrom('sys_user').select('id').where('phone', '=', phone).where('is_delete', '=', 0);
    if (exceptId) q = q.where('id', '!=', exceptId);
    return !!(await q.executeTakeFirst());
  }

  async orgOf(id: number) {
    return this.db
      .selectFrom('sys_org')
      .select(['id', 'status'])
      .where('id', '=', id)
      .where('is_delete', '=', 0)
      .executeTakeFirst();
  }

  async enabledPosition(id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('sys_pos')
      .select('id')
      .where('id', '=', id)
      .where('is_delete', '=', 0)
      .where('status', '=', 1)
      .executeTakeFirst();
    return !!row;
  }

  async rolesByIds(ids: number[]) {
    if (!ids.length) return [];
    return this.db
      .selectFrom('sys_role')
      .select(['id', 'code', 'data_scope', 'status'])
      .where('id', 'in', ids)
      .where('is_delete', '=', 0)
      .execute();
  }
}
