import {
  isSchoolType,
  type OrgInput,
  type OrgListInput,
  type OrgTreeNode,
  type OrgUpdateInput,
  type PageResult,
  regionWithin,
  type SysOrg,
  verifyPhone,
  verifyTelPhone,
} from '@meiyu/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../core/app-context';
import { createdBy, softDeletedBy, updatedBy } from '../../core/audit';
import type { AuthUser } from '../../core/auth/auth-user';
import { type DataScope, dataScopeOf, scopeHasOrg } from '../../core/data-scope';
import { AppError } from '../../core/errors';
import { FieldErrors } from '../../core/field-errors';
import { recordOperation } from '../../core/operation-log';
import { offsetOf, pageResult } from '../../core/paging';
import { contains } from '../../core/sql-helpers';
import type { DB } from '../../db/types';
import { type OrganisationsRepository, type OrgRow, toSysOrg, toTreeNode } from './organisations.repository';

const OP = { module: 'organisations', entity: 'sys_org' } as const;
const ENABLED = 1;
const DISABLED = 2;

/** The ids a scope reaches (null: every organisation). A scope of oneself reaches no organisation to manage. */
const reachable = (scope: DataScope): number[] | null =>
  scope.kind === 'all' ? null : scope.kind === 'orgs' ? scope.orgIds : [];

/**
 * The organisation tree (commissions and schools) inside the caller's data scope: every read filters by it, and an
 * organisation outside it answers exactly as one that does not exist (D2000, or D2001 as a parent).
 */
export class OrganisationsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: OrganisationsRepository,
  ) {}

  private scopeOf(user: AuthUser): Promise<DataScope> {
    return dataScopeOf(this.ctx.db, this.ctx.orgs, user);
  }

  /** The organisation, if it exists and lies in the scope; otherwise D2000. */
  private async inScope(scope: DataScope, id: number): Promise<OrgRow> {
    const row = scopeHasOrg(scope, id) ? await this.repo.byId(id) : undefined;
    if (!row) throw new AppError('D2000');
    return row;
  }

  private async childrenInScope(scope: DataScope, id: number): Promise<number[]> {
    const children = await this.ctx.orgs.childrenOf(id);
    return children.filter((c) => scopeHasOrg(scope, c));
  }

  /** One level of the tree: the children of `pid`, or the tops of the caller's scope. */
  async tree(user: AuthUser, pid: number | null | undefined): Promise<OrgTreeNode[]> {
    const scope = await this.scopeOf(user);
    let ids: number[];
    if (pid) {
      if (!scopeHasOrg(scope, pid)) return [];
      ids = await this.childrenInScope(scope, pid);
    } else if (scope.kind === 'all') {
      ids = await this.ctx.orgs.childrenOf(0);
    } else {
      // The tops of a scope: its organisations whose parent lies outside it.
      const set = new Set(reachable(scope));
      const tops: number[] = [];
      for (const id of set) {
        const [, parent] = await this.ctx.orgs.ancestors(id);
        if (!parent || !set.has(parent)) tops.push(id);
      }
      ids = tops;
    }
    const rows = await this.repo.byIds(ids);
    const nodes: OrgTreeNode[] = [];
    for (const row of rows) nodes.push(toTreeNode(row, (await this.childrenInScope(scope, row.id)).length === 0));
    return nodes;
  }

  /** A page of the organisations in scope, optionally only the subtree of `pid` (itself included). */
  async list(user: AuthUser, input: OrgListInput): Promise<PageResult<SysOrg>> {
    const scope = await this.scopeOf(user);
    let ids = reachable(scope);
    if (input.pid) {
      const subtree = scopeHasOrg(scope, input.pid) ? await this.ctx.orgs.subtree(input.pid) : [];
      ids = subtree.filter((id) => scopeHasOrg(scope, id));
    }
    if (ids !== null && ids.length === 0) return pageResult(input, 0, []);
    let q = this.repo.detailed();
    if (ids !== null) q = q.where('o.id', 'in', ids);
    if (input.name?.trim()) q = q.where(contains('o.name', input.name.trim()));
    if (input.code?.trim()) q = q.where(contains('o.code', input.code.trim()));
    if (input.type?.trim()) q = q.where('o.type', '=', input.type.trim());
    if (input.status) q = q.where('o.status', '=', input.status);
    const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await q
      .selectAll('o')
      .select(['p.name as parent_name', 'r.path_name as region_name'])
      .orderBy('o.type')
      .orderBy('o.order_no')
      .orderBy('o.id')
      .limit(input.pageSize)
      .offset(offsetOf(input))
      .execute();
    return pageResult(input, total, rows.map(toSysOrg));
  }

  async detail(user: AuthUser, id: number): Promise<SysOrg | null> {
    const scope = await this.scopeOf(user);
    return scopeHasOrg(scope, id) ? this.repo.detail(id) : null;
  }

  /**
   * Where an organisation may sit: a parent inside the scope (the root only for a scope of everything), never a
   * school, never itself or its own descendant, and a region inside the parent's region.
   */
  private async checkPlace(
    scope: DataScope,
    place: { id?: number; pid: number; regionCode: string; type: string },
  ): Promise<OrgRow | null> {
    let parent: OrgRow | null = null;
    if (place.pid === 0) {
      if (scope.kind !== 'all') throw new AppError('D2001');
    } else {
      parent = (scopeHasOrg(scope, place.pid) ? await this.repo.byId(place.pid) : undefined) ?? null;
      if (!parent) throw new AppError('D2001');
    }
    if (place.id !== undefined && place.pid !== 0) {
      if ((await this.ctx.orgs.subtree(place.id)).includes(place.pid)) throw new AppError('D2006');
    }
    if (parent && isSchoolType(parent.type)) throw new AppError('D2007');
    if (!(await this.repo.regionExists(place.regionCode))) throw new AppError('D2003');
    if (parent?.region_code && !regionWithin(place.regionCode, parent.region_code)) throw new AppError('D2008');
    return parent;
  }

  /**
   * An organisation that stays where it is: its parent need not lie in the caller's scope (the caller's own
   * organisation, or one of a custom scope), but its region still belongs inside the parent's.
   */
  private async checkRegionInPlace(org: OrgRow, regionCode: string): Promise<void> {
    if (!(await this.repo.regionExists(regionCode))) throw new AppError('D2003');
    const parent = org.pid ? await this.repo.byId(org.pid) : undefined;
    if (parent?.region_code && !regionWithin(regionCode, parent.region_code)) throw new AppError('D2008');
  }

  private checkFields(input: OrgInput): void {
    const phone = input.contactPhone?.trim();
    new FieldErrors()
      .check(
        !phone || verifyPhone(phone) || verifyTelPhone(phone),
        'ContactPhone',
        '电话号码不正确（手机号或 区号-号码）',
      )
      .throwIfAny();
  }

  private columns(input: OrgInput) {
    const school = isSchoolType(input.type);
    return {
      pid: input.pid,
      name: input.name,
      code: input.code,
      type: input.type,
      region_code: input.regionCode,
      order_no: input.orderNo,
      remark: input.remark || null,
      address: input.address?.trim() || null,
      contact_person: input.contactPerson?.trim() || null,
      contact_phone: input.contactPhone?.trim() || null,
      // Urban or rural describes a school; a commission has none.
      geographical_type: school ? (input.geographicalType ?? null) : null,
    };
  }

  async add(user: AuthUser, input: OrgInput): Promise<number> {
    this.checkFields(input);
    const scope = await this.scopeOf(user);
    const parent = await this.checkPlace(scope, input);
    if (parent && parent.status !== ENABLED && input.status === ENABLED) throw new AppError('D2010');
    if ((await this.repo.codeTaken(input.code)) || (await this.repo.nameTakenUnder(input.pid, input.name))) {
      throw new AppError('D2002');
    }
    const row = { ...createdBy(user), ...this.columns(input), status: input.status };
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('sys_org').values(row).execute();
      await recordOperation(trx, { ...OP, action: 'add', entityId: row.id, after: row });
    });
    this.ctx.orgs.invalidate();
    return row.id;
  }

  async update(user: AuthUser, input: OrgUpdateInput): Promise<void> {
    this.checkFields(input);
    const scope = await this.scopeOf(user);
    const before = await this.inScope(scope, input.id);
    const moving = before.pid !== input.pid;
    if (moving && input.id === user.orgId) throw new AppError('D2009');
    // Only a move needs the new parent inside the scope; a profile change leaves the organisation where it is.
    if (moving) {
      const parent = await this.checkPlace(scope, input);
      if (parent && parent.status !== ENABLED && input.status === ENABLED) throw new AppError('D2010');
    } else await this.checkRegionInPlace(before, input.regionCode);
    if (isSchoolType(input.type) && (await this.ctx.orgs.childrenOf(input.id)).length) throw new AppError('D2007');
    if (
      (await this.repo.codeTaken(input.code, input.id)) ||
      (await this.repo.nameTakenUnder(input.pid, input.name, input.id))
    ) {
      throw new AppError('D2002');
    }
    const changes = { ...updatedBy(user), ...this.columns(input) };
    const subtree = await this.ctx.orgs.subtree(input.id);
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('sys_org').set(changes).where('id', '=', input.id).execute();
      await recordOperation(trx, {
        ...OP,
        action: 'update',
        entityId: input.id,
        before,
        after: { ...before, ...changes },
      });
      if (input.status !== before.status) await this.applyStatus(trx, user, before, input.status, subtree);
    });
    this.ctx.orgs.invalidate();
  }

  async move(user: AuthUser, id: number, pid: number): Promise<void> {
    const scope = await this.scopeOf(user);
    const before = await this.inScope(scope, id);
    if (id === user.orgId) throw new AppError('D2009');
    if (id === pid) throw new AppError('D2006');
    if (before.pid === pid) return;
    const parent = await this.checkPlace(scope, {
      id,
      pid,
      regionCode: before.region_code ?? '',
      type: before.type ?? '',
    });
    if (parent && parent.status !== ENABLED && before.status === ENABLED) throw new AppError('D2010');
    if (await this.repo.nameTakenUnder(pid, before.name, id)) throw new AppError('D2002');
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sys_org')
        .set({ ...updatedBy(user), pid })
        .where('id', '=', id)
        .execute();
      await recordOperation(trx, { ...OP, action: 'move', entityId: id, before: { pid: before.pid }, after: { pid } });
    });
    this.ctx.orgs.invalidate();
  }

  async delete(user: AuthUser, id: number): Promise<void> {
    const scope = await this.scopeOf(user);
    const before = await this.inScope(scope, id);
    if (id === user.orgId) throw new AppError('D2009');
    if ((await this.ctx.orgs.childrenOf(id)).length) throw new AppError('D2005');
    if (await this.repo.userCount([id])) throw new AppError('D2004');
    if (await this.repo.classCount(id)) throw new AppError('D2012');
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sys_role_org').where('org_id', '=', id).execute();
      await trx.updateTable('sys_org').set(softDeletedBy(user)).where('id', '=', id).execute();
      await recordOperation(trx, { ...OP, action: 'delete', entityId: id, before });
    });
    this.ctx.orgs.invalidate();
  }

  async setStatus(user: AuthUser, id: number, status: number): Promise<void> {
    const scope = await this.scopeOf(user);
    const before = await this.inScope(scope, id);
    if (before.status === status) return;
    const subtree = await this.ctx.orgs.subtree(id);
    await this.ctx.db.transaction().execute((trx) => this.applyStatus(trx, user, before, status, subtree));
    this.ctx.orgs.invalidate();
  }

  /**
   * Disabling reaches the whole subtree (`ids`, read before the transaction: SQLite has one connection) and signs
   * its users out (they cannot sign in while it is disabled); enabling wakes only the organisation itself, and
   * only under an enabled parent.
   */
  private async applyStatus(
    trx: Transaction<DB>,
    user: AuthUser,
    org: OrgRow,
    status: number,
    ids: number[],
  ): Promise<void> {
    if (status === DISABLED) {
      if (org.id === user.orgId) throw new AppError('D2009');
      await trx
        .updateTable('sys_org')
        .set({ ...updatedBy(user), status: DISABLED })
        .where('id', 'in', ids)
        .execute();
      await trx
        .updateTable('auth_session')
        .set({ revoked_at: Date.now() })
        .where('revoked_at', 'is', null)
        .where('user_id', 'in', (sub) => sub.selectFrom('sys_user as u').select('u.id').where('u.org_id', 'in', ids))
        .execute();
      this.ctx.tokens.forgetSessions();
      await recordOperation(trx, {
        ...OP,
        action: 'setStatus',
        entityId: org.id,
        before: { status: org.status },
        after: { status, orgIds: ids },
      });
      return;
    }
    const parent = org.pid ? await this.repo.byId(org.pid, trx) : undefined;
    if (parent && parent.status !== ENABLED) throw new AppError('D2010');
    await trx
      .updateTable('sys_org')
      .set({ ...updatedBy(user), status: ENABLED })
      .where('id', '=', org.id)
      .execute();
    await recordOperation(trx, {
      ...OP,
      action: 'setStatus',
      entityId: org.id,
      before: { status: org.status },
      after: { status },
    });
  }
}
