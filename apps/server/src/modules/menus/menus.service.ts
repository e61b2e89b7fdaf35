import type { MenuInput, MenuOutput, SysMenu } from '@meiyu/contract';
import type { AppContext } from '../../core/app-context';
import { createdBy, softDeletedBy, updatedBy } from '../../core/audit';
import type { AuthUser } from '../../core/auth/auth-user';
import { PreparedJson } from '../../core/envelope';
import { AppError } from '../../core/errors';
import { recordOperation } from '../../core/operation-log';
import type { SysMenuTable } from '../../db/types';
import { buildTree, type MenusRepository, toMenuOutput, toSysMenu } from './menus.repository';

const BUTTON = 3;
const OP = { module: 'menus', entity: 'sys_menu' } as const;

export class MenusService {
  private treeCache = new Map<number, { version: number; perms: number; prepared: PreparedJson }>();

  constructor(
    private readonly ctx: AppContext,
    private readonly repo: MenusRepository,
  ) {}

  private changed(): void {
    this.ctx.cacheVersion.menus++;
    this.treeCache.clear();
    this.ctx.permissions.invalidate();
  }

  /** The rows a user may see: every menu for the super admin, its roles' menus for anyone else. */
  private async visibleRows(user: AuthUser): Promise<SysMenuTable[]> {
    const rows = await this.repo.all();
    const own = await this.ctx.permissions.menuIdsOf(user);
    return own ? rows.filter((r) => own.has(r.id)) : rows;
  }

  /** loginMenuTree, serialised once per user and menu version (it is read on every sign-in and reload). */
  async loginMenuTree(user: AuthUser): Promise<PreparedJson> {
    const version = this.ctx.cacheVersion.menus;
    const perms = this.ctx.permissions.currentVersion;
    const hit = this.treeCache.get(user.userId);
    if (hit && hit.version === version && hit.perms === perms) return hit.prepared;
    const rows = (await this.visibleRows(user)).filter((r) => r.type !== BUTTON && r.status === 1);
    const prepared = new PreparedJson(JSON.stringify(buildTree<MenuOutput>(rows.map(toMenuOutput))));
    if (this.treeCache.size > 10_000) this.treeCache.clear();
    this.treeCache.set(user.userId, { version, perms, prepared });
    return prepared;
  }

  ownBtnPermList(user: AuthUser): Promise<string[]> {
    return this.ctx.permissions.buttonsOf(user);
  }

  async list(user: AuthUser, title?: string | null, type?: number | null): Promise<SysMenu[]> {
    const rows = await this.visibleRows(user);
    if (title?.trim() || (type && type > 0)) {
      return rows
        .filter((r) => (!title?.trim() || r.title.includes(title.trim())) && (!type || type <= 0 || r.type === type))
        .sort((a, b) => a.order_no - b.order_no || a.id - b.id)
        .map(toSysMenu);
    }
    return buildTree(rows.map(toSysMenu));
  }

  private normalise(input: MenuInput) {
    if (input.type === BUTTON) {
      if (!input.permission?.trim()) throw new AppError('D4003');
      if (!input.permission.includes(':')) throw new AppError('D4004');
      return {
        ...input,
        permission: input.permission.trim(),
        name: null,
        path: null,
        component: null,
        icon: null,
        redirect: null,
        outLink: null,
        isKeepAlive: true,
        isIframe: false,
        isHide: false,
        isAffix: false,
      };
    }
    return { ...input, permission: null };
  }

  private async checkRules(input: ReturnType<MenusService['normalise']>, exceptId?: number): Promise<void> {
    const rows = await this.repo.all();
    const others = rows.filter((r) => r.id !== exceptId);
    if (input.type === BUTTON) {
      if (others.some((r) => r.type === BUTTON && r.permission?.toLowerCase() === input.permission?.toLowerCase()))
        throw new AppError('D4000');
    } else {
      if (others.some((r) => r.type !== BUTTON && r.title === input.title && r.pid === input.pid))
        throw new AppError('D4000');
      if (input.name && others.some((r) => r.name && r.name.toLowerCase() === input.name!.toLowerCase()))
        throw new AppError('D4009');
    }
    if (input.pid) {
      const parent = rows.find((r) => r.id === input.pid);
      if (!parent) throw new AppError('D4011');
      if (parent.type === BUTTON) throw new AppError('D4010');
      if (exceptId) {
        // Moving a node under its own descendant would cut the branch off the tree.
        let cursor: SysMenuTable | undefined = parent;
        while (cursor) {
          if (cursor.id === exceptId) throw new AppError('D4012');
          cursor = cursor.pid ? rows.find((r) => r.id === cursor!.pid) : undefined;
        }
      }
    }
  }

  private columns(m: ReturnType<MenusService['normalise']>) {
    return {
      pid: m.pid,
      type: m.type,
      name: m.name ?? null,
      path: m.path ?? null,
      component: m.component ?? null,
      redirect: m.redirect ?? null,
      permission: m.permission ?? null,
      title: m.title,
      icon: m.icon ?? null,
      is_iframe: m.isIframe ? 1 : 0,
      out_link: m.outLink ?? null,
      is_hide: m.isHide ? 1 : 0,
      is_keep_alive: m.isKeepAlive ? 1 : 0,
      is_affix: m.isAffix ? 1 : 0,
      is_open: m.isOpen ? 1 : 0,
      order_no: m.orderNo,
      status: m.status,
      remark: m.remark ?? null,
    };
  }

  async add(input: MenuInput, user: AuthUser): Promise<void> {
    const m = this.normalise(input);
    await this.checkRules(m);
    const row = { ...createdBy(user), ...this.columns(m) };
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('sys_menu').values(row).execute();
      // The platform administrators' role holds every menu, so a new entry is visible where it was made.
      const admin = await trx.selectFrom('sys_role').select('id').where('code', '=', 'sys_admin').executeTakeFirst();
      if (admin) await trx.insertInto('sys_role_menu').values({ role_id: admin.id, menu_id: row.id }).execute();
      await recordOperation(trx, { ...OP, action: 'add', entityId: row.id, after: row });
    });
    this.changed();
  }

  async update(input: MenuInput & { id: number }, user: AuthUser): Promise<void> {
    if (input.id === input.pid) throw new AppError('D4008');
    const before = await this.repo.byId(input.id);
    if (!before) throw new AppError('D4001');
    const m = this.normalise(input);
    await this.checkRules(m, input.id);
    const changes = { ...updatedBy(user), ...this.columns(m) };
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('sys_menu').set(changes).where('id', '=', input.id).execute();
      await recordOperation(trx, {
        ...OP,
        action: 'update',
        entityId: input.id,
        before,
        after: { ...before, ...changes },
      });
    });
    this.changed();
  }

  /** Deletes the node, all its descendants and their role links, in one transaction. */
  async delete(id: number, user: AuthUser): Promise<void> {
    const rows = await this.repo.all();
    if (!rows.some((r) => r.id === id)) throw new AppError('D4001');
    const ids = [id];
    for (let i = 0; i < ids.length; i++) {
      for (const r of rows) if (r.pid === ids[i]) ids.push(r.id);
    }
    await this.ctx.db.transaction().execute(async (trx) => {
      const grants = await trx.selectFrom('sys_role_menu').selectAll().where('menu_id', 'in', ids).execute();
      await trx.deleteFrom('sys_role_menu').where('menu_id', 'in', ids).execute();
      await trx.updateTable('sys_menu').set(softDeletedBy(user)).where('id', 'in', ids).execute();
      await recordOperation(trx, {
        ...OP,
        action: 'delete',
        entityId: id,
        before: { menus: rows.filter((r) => ids.includes(r.id)), grants },
      });
    });
    this.changed();
  }
}
