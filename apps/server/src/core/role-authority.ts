import { DATA_SCOPE, isBuiltInRole, ROLE_RANK } from '@meiyu/contract';
import type { AppContext } from './app-context';
import { type AuthUser, SUPER_ADMIN } from './auth/auth-user';
import { type DataScope, dataScopeOf, scopeHasOrg } from './data-scope';

/** How far a data scope reaches: all > organisation and below > one or custom organisations > self. */
const WIDTH: Record<number, number> = {
  [DATA_SCOPE.all]: 4,
  [DATA_SCOPE.orgAndBelow]: 3,
  [DATA_SCOPE.org]: 2,
  [DATA_SCOPE.custom]: 2,
  [DATA_SCOPE.self]: 1,
};

export interface RoleLike {
  id: number;
  code: string;
  data_scope: number;
}

/**
 * What a caller may do with roles, so that no one hands out more than it holds:
 * - the super administrator and holders of sys_admin manage every role;
 * - anyone else never sys_admin nor a role reaching all data; a product role (ROLE_RANK) only when it ranks below
 *   the caller's best one; any other role only when the caller holds every menu and button of it, its data scope
 *   is no wider than the caller's and its custom organisations lie inside the caller's scope.
 * The same rule decides which roles the role screens list and which roles the user screens grant.
 */
export class RoleAuthority {
  private constructor(
    private readonly ctx: AppContext,
    readonly admin: boolean,
    readonly scope: DataScope,
    private readonly rank: number,
    private readonly width: number,
    /** The caller's menu ids; null: every menu (super administrator). */
    private readonly menuIds: Set<number> | null,
  ) {}

  static async of(ctx: AppContext, user: AuthUser): Promise<RoleAuthority> {
    const scope = await dataScopeOf(ctx.db, ctx.orgs, user);
    const menuIds = await ctx.permissions.menuIdsOf(user);
    if (user.accountType === SUPER_ADMIN) return new RoleAuthority(ctx, true, scope, -1, WIDTH[DATA_SCOPE.all]!, null);
    const roles = await ctx.db
      .selectFrom('sys_role as r')
      .innerJoin('sys_user_role as ur', 'ur.role_id', 'r.id')
      .select(['r.code', 'r.data_scope'])
      .where('ur.user_id', '=', user.userId)
      .where('r.status', '=', 1)
      .where('r.is_delete', '=', 0)
      .execute();
    const admin = roles.some((r) => r.code === 'sys_admin');
    const ranks = roles.filter((r) => isBuiltInRole(r.code)).map((r) => ROLE_RANK[r.code as keyof typeof ROLE_RANK]);
    const rank = ranks.length ? Math.min(...ranks) : Number.POSITIVE_INFINITY;
    const width = Math.max(0, ...roles.map((r) => WIDTH[r.data_scope] ?? 0));
    return new RoleAuthority(ctx, admin, scope, rank, width, menuIds);
  }

  /** The caller holds every one of these menus (buttons included). */
  holdsMenus(menuIds: Iterable<number>): boolean {
    const own = this.menuIds;
    return own === null || [...menuIds].every((id) => own.has(id));
  }

  /** The caller may give a role this data scope (with these custom organisations). */
  mayGrantScope(dataScope: number, orgIds: readonly number[]): boolean {
    if (this.admin) return true;
    if ((WIDTH[dataScope] ?? 0) > this.width) return false;
    return dataScope !== DATA_SCOPE.custom || orgIds.every((id) => scopeHasOrg(this.scope, id));
  }

  /** The roles of `roles` the caller may manage and grant. */
  async manageable<R extends RoleLike>(roles: R[]): Promise<R[]> {
    if (this.admin) return roles;
    const candidates = roles.filter((r) => r.code !== 'sys_admin' && r.data_scope !== DATA_SCOPE.all);
    const others = candidates.filter((r) => !isBuiltInRole(r.code)).map((r) => r.id);
    const menusOf = new Map<number, number[]>();
    const orgsOf = new Map<number, number[]>();
    if (others.length) {
      const menus = await this.ctx.db
        .selectFrom('sys_role_menu')
        .select(['role_id', 'menu_id'])
        .where('role_id', 'in', others)
        .execute();
      for (const m of menus) menusOf.set(m.role_id, [...(menusOf.get(m.role_id) ?? []), Number(m.menu_id)]);
      const orgs = await this.ctx.db
        .selectFrom('sys_role_org')
        .select(['role_id', 'org_id'])
        .where('role_id', 'in', others)
        .execute();
      for (const o of orgs) orgsOf.set(o.role_id, [...(orgsOf.get(o.role_id) ?? []), Number(o.org_id)]);
    }
    return candidates.filter((r) => {
      if (isBuiltInRole(r.code)) return ROLE_RANK[r.code] > this.rank;
      return this.holdsMenus(menusOf.get(r.id) ?? []) && this.mayGrantScope(r.data_scope, orgsOf.get(r.id) ?? []);
    });
  }
}
