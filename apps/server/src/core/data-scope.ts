import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { type AuthUser, SUPER_ADMIN } from './auth/auth-user';

/** sys_role.data_scope values. */
export const DATA_SCOPE = { all: 1, orgAndBelow: 2, org: 3, self: 4, custom: 5 } as const;

export type DataScope =
  | { kind: 'all' }
  | { kind: 'orgs'; orgIds: number[]; userId: number }
  | { kind: 'self'; userId: number };

/** Children of each organisation, from one read of the tree; reloaded when the tree changes. */
export class OrgTree {
  private children: Map<number, number[]> | null = null;

  constructor(private readonly db: Kysely<DB>) {}

  invalidate(): void {
    this.children = null;
  }

  private async load(): Promise<Map<number, number[]>> {
    if (this.children) return this.children;
    const rows = await this.db.selectFrom('sys_org').select(['id', 'pid']).where('is_delete', '=', 0).execute();
    const map = new Map<number, number[]>();
    for (const r of rows) {
      const list = map.get(Number(r.pid)) ?? [];
      list.push(Number(r.id));
      map.set(Number(r.pid), list);
    }
    this.children = map;
    return map;
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
