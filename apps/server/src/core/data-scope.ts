import { DATA_SCOPE } from '@meiyu/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { type AuthUser, SUPER_ADMIN } from './auth/auth-user';

/** sys_role.data_scope values (defined by the contract, which the role screens share). */
export { DATA_SCOPE };

export type DataScope =
  | { kind: 'all' }
  | { kind: 'orgs'; orgIds: number[]; userId: number }
  | { kind: 'self'; userId: number };

/** Children of each organisation, from one read of the tree; reloaded when the tree changes. */
export class OrgTree {
  private children: Map<number, number[]> | null = null;
  private parents: Map<number, number> | null = null;

  constructor(private readonly db: Kysely<DB>) {}

  invalidate(): void {
    this.children = null;
    this.parents = null;
  }

  private async load(): Promise<Map<number, number[]>> {
    if (this.children) return this.children;
    const rows = await this.db.selectFrom('sys_org').select(['id', 'pid']).where('is_delete', '=', 0).execute();
    const map = new Map<number, number[]>();
    const parents = new Map<number, number>();
    for (const r of rows) {
      parents.set(Number(r.id), Number(r.pid));
      const list = map.get(Number(r.pid)) ?? [];
      list.push(Number(r.id));
      map.set(Number(r.pid), list);
    }
    this.children = map;
    this.parents = parents;
    return map;
  }

  /** The organisation and every organisation above it, nearest first. */
  async ancestors(orgId: number): Promise<number[]> {
    await this.load();
    const out: number[] = [];
    let id: number | undefined = orgId;
    while (id && !out.includes(id)) {
      out.push(id);
      id = this.parents?.get(id);
    }
    return out;
  }

  /** The organisations directly below one (0: the tops of the tree). */
  async childrenOf(orgId: number): Promise<number[]> {
    return [...((await this.load()).get(orgId) ?? [])];
  }

  /** The organisation and every organisation below it. */
  async subtree(orgId: number): Promise<number[]> {
    const map = await this.load();
    const out: number[] = [];
    const stack = [orgId];
    const seen = new Set<number>();
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      out.push(id);
      stack.push(...(map.get(id) ?? []));
    }
    return out;
  }
}

/**
 * The caller's data scope: the widest of its roles' scopes. Every module's query goes through it, so an id
 * outside the scope behaves exactly like an id that does not exist.
 */
export async function dataScopeOf(db: Kysely<DB>, orgs: OrgTree, user: AuthUser): Promise<DataScope> {
  if (user.accountType === SUPER_ADMIN) return { kind: 'all' };
  const roles = await db
    .selectFrom('sys_role as r')
    .innerJoin('sys_user_role as ur', 'ur.role_id', 'r.id')
    .select(['r.id', 'r.data_scope'])
    .where('ur.user_id', '=', user.userId)
    .where('r.status', '=', 1)
    .where('r.is_delete', '=', 0)
    .execute();
  if (roles.some((r) => r.data_scope === DATA_SCOPE.all)) return { kind: 'all' };
  const ids = new Set<number>();
  for (const role of roles) {
    if (role.data_scope === DATA_SCOPE.orgAndBelow && user.orgId) {
      for (const id of await orgs.subtree(user.orgId)) ids.add(id);
    } else if (role.data_scope === DATA_SCOPE.org && user.orgId) {
      ids.add(user.orgId);
    } else if (role.data_scope === DATA_SCOPE.custom) {
      const custom = await db.selectFrom('sys_role_org').select('org_id').where('role_id', '=', role.id).execute();
      for (const c of custom) ids.add(Number(c.org_id));
    }
  }
  if (ids.size === 0) return { kind: 'self', userId: user.userId };
  return { kind: 'orgs', orgIds: [...ids], userId: user.userId };
}

/** Whether an organisation id lies inside the scope. */
export function scopeHasOrg(scope: DataScope, orgId: number): boolean {
  return scope.kind === 'all' || (scope.kind === 'orgs' && scope.orgIds.includes(orgId));
}
