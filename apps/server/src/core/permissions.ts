import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { type AuthUser, SUPER_ADMIN } from './auth/auth-user';

interface Cached {
  version: number;
  at: number;
  buttons: string[];
  lower: Set<string>;
}

const TTL_MS = 30_000;

/**
 * Button permissions double as API permissions (WIRE-CONTRACT §6). Cached per user; any menu or role
 * change bumps the version, and a short TTL bounds staleness when several instances run.
 */
export class Permissions {
  private version = 0;
  private cache = new Map<number, Cached>();

  constructor(private readonly db: Kysely<DB>) {}

  invalidate(): void {
    this.version++;
    this.cache.clear();
  }

  get currentVersion(): number {
    return this.version;
  }

  private async load(user: AuthUser): Promise<Cached> {
    const hit = this.cache.get(user.userId);
    if (hit && hit.version === this.version && Date.now() - hit.at < TTL_MS) return hit;
    let q = this.db
      .selectFrom('sys_menu as m')
      .select('m.permission')
      .distinct()
      .where('m.type', '=', 3)
      .where('m.is_delete', '=', 0)
      .where('m.status', '=', 1)
      .where('m.permission', 'is not', null);
    if (user.accountType !== SUPER_ADMIN) {
      q = q.where('m.id', 'in', (sub) =>
        sub
          .selectFrom('sys_role_menu as rm')
          .innerJoin('sys_user_role as ur', 'ur.role_id', 'rm.role_id')
          .innerJoin('sys_role as r', 'r.id', 'rm.role_id')
          .select('rm.menu_id')
          .where('ur.user_id', '=', user.userId)
          .where('r.status', '=', 1)
          .where('r.is_delete', '=', 0),
      );
    }
    const rows = await q.orderBy('m.permission').execute();
    const buttons = rows.map((r) => r.permission!).filter(Boolean);
    const entry = {
      version: this.version,
      at: Date.now(),
      buttons,
      lower: new Set(buttons.map((b) => b.toLowerCase())),
    };
    this.cache.set(user.userId, entry);
    return entry;
  }

  async buttonsOf(user: AuthUser): Promise<string[]> {
    return (await this.load(user)).buttons;
  }

  /** The super admin (999) bypasses every check; everyone else needs a button that declares the route. */
  async can(user: AuthUser, permission: string): Promise<boolean> {
    if (user.accountType === SUPER_ADMIN) return true;
    return (await this.load(user)).lower.has(permission.toLowerCase());
  }

  /** Ids of the enabled menus the user's roles hold (every menu for the super admin: null). */
  async menuIdsOf(user: AuthUser): Promise<Set<number> | null> {
    if (user.accountType === SUPER_ADMIN) return null;
    const rows = await this.db
      .selectFrom('sys_role_menu as rm')
      .innerJoin('sys_user_role as ur', 'ur.role_id', 'rm.role_id')
      .innerJoin('sys_role as r', 'r.id', 'rm.role_id')
      .select('rm.menu_id')
      .where('ur.user_id', '=', user.userId)
      .where('r.status', '=', 1)
      .where('r.is_delete', '=', 0)
      .execute();
    return new Set(rows.map((r) => Number(r.menu_id)));
  }
}
