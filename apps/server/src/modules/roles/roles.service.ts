import {
  DATA_SCOPE,
  isBuiltInRole,
  type PageResult,
  type RoleGrantDataScopeInput,
  type RoleInput,
  type RolePageInput,
  type RoleUpdateInput,
  type SysRole,
} from '@meiyu/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../core/app-context';
import { auditFields, createdBy, softDeletedBy, updatedBy } from '../../core/audit';
import type { AuthUser } from '../../core/auth/auth-user';
import { scopeHasOrg } from '../../core/data-scope';
import { AppError } from '../../core/errors';
import { recordOperation } from '../../core/operation-log';
import { pageResult } from '../../core/paging';
import { RoleAuthority } from '../../core/role-authority';
import type { DB, SysRoleTable } from '../../db/types';

const OP = { module: 'roles', entity: 'sys_role' } as const;
const SYS_ADMIN = 'sys_admin';

const toSysRole = (row: SysRoleTable, userCount: number): SysRole => ({
  ...auditFields(row),
  name: row.name,
  code: row.code,
  dataScope: row.data_scope,
  orderNo: row.order_no,
  status: row.status,
  remark: row.remark,
  builtIn: isBuiltInRole(row.code),
  userCount,
});

/**
 * Roles: menus and buttons, plus a data scope. The caller sees and changes only the roles it may manage
 * (RoleAuthority); another role answers as one that does not exist (D5000). A role never gets menus its granter
 * does not hold, nor a data scope wider than the granter's.
 */
export class RolesService {
  constructor(private readonly ctx: AppContext) {}

  private changed(): void {
    this.ctx.permissions.invalidate();
    this.ctx.cacheVersion.menus++;
  }

  private async liveRoles(): Promise<SysRoleTable[]> {
    return this.ctx.db
      .selectFrom('sys_role')
      .selectAll()
      .where('is_delete', '=', 0)
      .orderBy('order_no')
      .orderBy('id')
      .execute();
  }

  /** The role, if it exists and the caller may manage it; otherwise D5000. */
  private async manageableRole(authority: RoleAuthority, id: number): Promise<SysRoleTable> {
    const row = await this.ctx.db
      .selectFrom('sys_role')
      .selectAll()
      .where('id', '=', id)
      .where('is_delete', '=', 0)
      .executeTakeFirst();
    if (!row || !(await authority.manageable([row])).length) throw new AppError('D5000');
    return row;
  }

  /** Built-in roles change only by a system administrator; sys_admin's own grants never change. */
  private checkEditable(authority: RoleAuthority, role: SysRoleTable): void {
    if (isBuiltInRole(role.code) && !authority.admin) throw new AppError('D5005');
  }

  private async userCounts(roleIds: number[]): Promise<Map<number, number>> {
    if (!roleIds.length) return new Map();
    const rows = await this.ctx.db
      .selectFrom('sys_user_role as ur')
      .innerJoin('sys_user as u', 'u.id', 'ur.user_id')
      .select(['ur.role_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('ur.role_id', 'in', roleIds)
      .where('u.is_delete', '=', 0)
      .groupBy('ur.role_id')
      .execute();
    return new Map(rows.map((r) => [Number(r.role_id), Number(r.n)]));
  }

  /** Roles are few (dozens): filtered and paged after the manageability check, which needs each role. */
  async page(user: AuthUser, input: RolePageInput): Promise<PageResult<SysRole>> {
    const authority = await RoleAuthority.of(this.ctx, user);
    const name = input.name?.trim().toLowerCase();
    const code = input.code?.trim().toLowerCase();
    const rows = (await authority.manageable(await this.liveRoles())).filter(
      (r) =>
        (!name || r.name.toLowerCase().includes(name)) &&
        (!code || r.code.toLowerCase().includes(code)) &&
        (!input.status || r.status === input.status),
    );
    const start = (input.page - 1) * input.pageSize;
    const items = rows.slice(start, start + input.pageSize);
    const counts = await this.userCounts(items.map((r) => r.id));
    return pageResult(
      input,
      rows.length,
      items.map((r) => toSysRole(r, counts.get(r.id) ?? 0)),
    );
  }

  /** The enabled roles the caller may grant, for the user form. */
  async list(user: AuthUser): Promise<SysRole[]> {
    const authority = await RoleAuthority.of(this.ctx, user);
    const rows = (await authority.manageable(await this.liveRoles())).filter((r) => r.status === 1);
    return rows.map((r) => toSysRole(r, 0));
  }

  /** Every menu id with its ancestors (a page granted without its directory would hang in the air). */
  private async withAncestors(menuIds: readonly number[]): Promise<number[]> {
    if (!menuIds.length) return [];
    const menus = await this.ctx.db.selectFrom('sys_menu').select(['id', 'pid']).where('is_delete', '=', 0).execute();
    const parent = new Map(menus.map((m) => [Number(m.id), Number(m.pid)]));
    const out = new Set<number>();
    for (const id of menuIds) {
      if (!parent.has(id)) throw new AppError('D4001');
      let cursor: number | undefined = id;
      while (cursor && !out.has(cursor)) {
        out.add(cursor);
        cursor = parent.get(cursor);
      }
    }
    return [...out];
  }

  private async checkMenus(authority: RoleAuthority, menuIds: readonly number[]): Promise<number[]> {
    const all = await this.withAncestors(menuIds);
    if (!authority.holdsMenus(all)) throw new AppError('D5003');
    return all;
  }

  private async checkScope(authority: RoleAuthority, dataScope: number, orgIds: readonly number[]): Promise<number[]> {
    const ids = dataScope === DATA_SCOPE.custom ? [...new Set(orgIds)] : [];
    if (ids.length) {
      const found = await this.ctx.db
        .selectFrom('sys_org')
        .select('id')
        .where('id', 'in', ids)
        .where('is_delete', '=', 0)
        .execute();
      // An organisation outside the caller's scope answers as one that does not exist.
      if (found.length !== ids.length || !ids.every((id) => scopeHasOrg(authority.scope, id) || authority.admin)) {
        throw new AppError('D2000');
      }
    }
    if (!authority.mayGrantScope(dataScope, ids)) throw new AppError('D5004');
    return ids;
  }

  private async writeMenus(trx: Transaction<DB>, roleId: number, menuIds: number[]): Promise<void> {
    await trx.deleteFrom('sys_role_menu').where('role_id', '=', roleId).execute();
    for (let i = 0; i < menuIds.length; i += 500) {
      const values = menuIds.slice(i, i + 500).map((menu_id) => ({ role_id: roleId, menu_id }));
      await trx.insertInto('sys_role_menu').values(values).execute();
    }
  }

  private async writeOrgs(trx: Transaction<DB>, roleId: number, orgIds: number[]): Promise<void> {
    await trx.deleteFrom('sys_role_org').where('role_id', '=', roleId).execute();
    if (orgIds.length) {
      await trx
        .insertInto('sys_role_org')
        .values(orgIds.map((org_id) => ({ role_id: roleId, org_id })))
        .execute();
    }
  }

  private async codeTaken(code: string, exceptId?: number): Promise<boolean> {
    let q = this.ctx.db.selectFrom('sys_role').select('id').where('code', '=', code);
    if (exceptId) q = q.where('id', '!=', exceptId);
    return !!(await q.executeTakeFirst());
  }

  async add(user: AuthUser, input: RoleInput): Promise<number> {
    const authority = await RoleAuthority.of(this.ctx, user);
    if (await this.codeTaken(input.code)) throw new AppError('D5001');
    const menuIds = await this.checkMenus(authority, input.menuIdList ?? []);
    const orgIds = await this.checkScope(authority, input.dataScope, input.orgIdList ?? []);
    const row = {
      ...createdBy(user),
      name: input.name,
      code: input.code,
      data_scope: input.dataScope,
      order_no: input.orderNo,
      status: input.status,
      remark: input.remark || null,
    };
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('sys_role').values(row).execute();
      await this.writeMenus(trx, row.id, menuIds);
      await this.writeOrgs(trx, row.id, orgIds);
      await recordOperation(trx, { ...OP, action: 'add', entityId: row.id, after: { ...row, menuIds, orgIds } });
    });
    this.changed();
    return row.id;
  }

  async update(user: AuthUser, input: RoleUpdateInput): Promise<void> {
    const authority = await RoleAuthority.of(this.ctx, user);
    const before = await this.manageableRole(authority, input.id);
    this.checkEditable(authority, before);
    if (isBuiltInRole(before.code) && input.code !== before.code) throw new AppError('D5006');
    if (await this.codeTaken(input.code, input.id)) throw new AppError('D5001');
    const isSysAdmin = before.code === SYS_ADMIN;
    if (isSysAdmin && (input.dataScope !== before.data_scope || input.menuIdList || input.status !== 1)) {
      throw new AppError('D5007');
    }
    const menuIds = input.menuIdList ? await this.checkMenus(authority, input.menuIdList) : null;
    const orgIds = await this.checkScope(authority, input.dataScope, input.orgIdList ?? []);
    const changes = {
      ...updatedBy(user),
      name: input.name,
      code: input.code,
      data_scope: input.dataScope,
      order_no: input.orderNo,
      status: input.status,
      remark: input.remark || null,
    };
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('sys_role').set(changes).where('id', '=', input.id).execute();
      if (menuIds) await this.writeMenus(trx, input.id, menuIds);
      if (!isSysAdmin) await this.writeOrgs(trx, input.id, orgIds);
      await recordOperation(trx, {
        ...OP,
        action: 'update',
        entityId: input.id,
        before,
        after: { ...before, ...changes, ...(menuIds ? { menuIds } : {}), orgIds },
      });
    });
    this.changed();
  }

  async delete(user: AuthUser, id: number): Promise<void> {
    const authority = await RoleAuthority.of(this.ctx, user);
    const before = await this.manageableRole(authority, id);
    this.checkEditable(authority, before);
    if (isBuiltInRole(before.code)) throw new AppError('D5006');
    if ((await this.userCounts([id])).get(id)) throw new AppError('D5002');
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sys_role_menu').where('role_id', '=', id).execute();
      await trx.deleteFrom('sys_role_org').where('role_id', '=', id).execute();
      await trx.deleteFrom('sys_user_role').where('role_id', '=', id).execute();
      await trx.updateTable('sys_role').set(softDeletedBy(user)).where('id', '=', id).execute();
      await recordOperation(trx, { ...OP, action: 'delete', entityId: id, before });
    });
    this.changed();
  }

  async setStatus(user: AuthUser, id: number, status: number): Promise<void> {
    const authority = await RoleAuthority.of(this.ctx, user);
    const before = await this.manageableRole(authority, id);
    this.checkEditable(authority, before);
    if (before.code === SYS_ADMIN && status !== 1) throw new AppError('D5007');
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sys_role')
        .set({ ...updatedBy(user), status })
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
    this.changed();
  }

  async grantMenu(user: AuthUser, id: number, menuIdList: number[]): Promise<void> {
    const authority = await RoleAuthority.of(this.ctx, user);
    const role = await this.manageableRole(authority, id);
    this.checkEditable(authority, role);
    if (role.code === SYS_ADMIN) throw new AppError('D5007');
    const menuIds = await this.checkMenus(authority, menuIdList);
    const before = await this.ownMenuIds(id);
    await this.ctx.db.transaction().execute(async (trx) => {
      await this.writeMenus(trx, id, menuIds);
      await recordOperation(trx, {
        module: 'roles',
        entity: 'sys_role_menu',
        action: 'grantMenu',
        entityId: id,
        before: { menuIds: before },
        after: { menuIds },
      });
    });
    this.changed();
  }

  private async ownMenuIds(id: number): Promise<number[]> {
    const rows = await this.ctx.db
      .selectFrom('sys_role_menu as rm')
      .innerJoin('sys_menu as m', 'm.id', 'rm.menu_id')
      .select('rm.menu_id')
      .where('rm.role_id', '=', id)
      .where('m.is_delete', '=', 0)
      .execute();
    return rows.map((r) => Number(r.menu_id));
  }

  async ownMenuList(user: AuthUser, id: number): Promise<number[]> {
    const authority = await RoleAuthority.of(this.ctx, user);
    await this.manageableRole(authority, id);
    return this.ownMenuIds(id);
  }

  async grantDataScope(user: AuthUser, input: RoleGrantDataScopeInput): Promise<void> {
    const authority = await RoleAuthority.of(this.ctx, user);
    const role = await this.manageableRole(authority, input.id);
    this.checkEditable(authority, role);
    if (role.code === SYS_ADMIN) throw new AppError('D5007');
    const orgIds = await this.checkScope(authority, input.dataScope, input.orgIdList);
    const before = { dataScope: role.data_scope, orgIds: await this.ownOrgIds(input.id) };
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sys_role')
        .set({ ...updatedBy(user), data_scope: input.dataScope })
        .where('id', '=', input.id)
        .execute();
      await this.writeOrgs(trx, input.id, orgIds);
      await recordOperation(trx, {
        ...OP,
        action: 'grantDataScope',
        entityId: input.id,
        before,
        after: { dataScope: input.dataScope, orgIds },
      });
    });
    this.changed();
  }

  private async ownOrgIds(id: number): Promise<number[]> {
    const rows = await this.ctx.db.selectFrom('sys_role_org').select('org_id').where('role_id', '=', id).execute();
    return rows.map((r) => Number(r.org_id));
  }

  /** The custom-scope organisations of a role, as far as the caller's own scope reaches. */
  async ownOrgList(user: AuthUser, id: number): Promise<number[]> {
    const authority = await RoleAuthority.of(this.ctx, user);
    await this.manageableRole(authority, id);
    return (await this.ownOrgIds(id)).filter((orgId) => scopeHasOrg(authority.scope, orgId));
  }
}
