import type { Kysely } from 'kysely';
import type { DB, SysUserTable } from '../../db/types';

export type UserRow = SysUserTable;

export class AuthRepository {
  constructor(private readonly db: Kysely<DB>) {}

  findByAccount(account: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('sys_user')
      .selectAll()
      .where('account', '=', account)
      .where('is_delete', '=', 0)
      .executeTakeFirst();
  }

  findByPhone(phone: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('sys_user')
      .selectAll()
      .where('phone', '=', phone)
      .where('is_delete', '=', 0)
      .orderBy('id')
      .executeTakeFirst();
  }

  findById(id: number): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('sys_user')
      .selectAll()
      .where('id', '=', id)
      .where('is_delete', '=', 0)
      .executeTakeFirst();
  }

  async tenantEnabled(tenantId: number): Promise<boolean> {
    const t = await this.db.selectFrom('sys_tenant').select('status').where('id', '=', tenantId).executeTakeFirst();
    return !t || t.status === 1;
  }

  /** A disabled organisation (or one below a disabled one: disabling covers the subtree) signs nobody in. */
  async orgEnabled(orgId: number): Promise<boolean> {
    if (!orgId) return true;
    const org = await this.db.selectFrom('sys_org').select('status').where('id', '=', orgId).executeTakeFirst();
    return !org || org.status === 1;
  }

  async orgOf(orgId: number): Promise<{ name: string; type: string | null } | undefined> {
    if (!orgId) return undefined;
    return this.db
      .selectFrom('sys_org')
      .select(['name', 'type'])
      .where('id', '=', orgId)
      .where('is_delete', '=', 0)
      .executeTakeFirst();
  }

  async posName(posId: number | null): Promise<string | null> {
    if (!posId) return null;
    const p = await this.db.selectFrom('sys_pos').select('name').where('id', '=', posId).executeTakeFirst();
    return p?.name ?? null;
  }

  /** The user's enabled roles, in the order they were seeded (the first one decides the home screen). */
  roles(userId: number): Promise<{ id: number; code: string }[]> {
    return this.db
      .selectFrom('sys_role as r')
      .innerJoin('sys_user_role as ur', 'ur.role_id', 'r.id')
      .select(['r.id', 'r.code'])
      .where('ur.user_id', '=', userId)
      .where('r.status', '=', 1)
      .where('r.is_delete', '=', 0)
      .orderBy('r.order_no')
      .orderBy('r.id')
      .execute();
  }

  async recordLogin(userId: number, ip: string | null, time: string): Promise<void> {
    await this.db
      .updateTable('sys_user')
      .set({ last_login_time: time, last_login_ip: ip })
      .where('id', '=', userId)
      .execute();
  }
}
