import {
  NOTICE_STATUS,
  type NoticeInput,
  type NoticeOrgOption,
  type NoticePageInput,
  type PageResult,
  type ReceivedNotice,
  type ReceivedPageInput,
  type NoticeTargetOptions,
  type SysNotice,
  type UnreadEvent,
} from '@meiyu/contract';
import type { Expression, SqlBool } from 'kysely';
import type { AppContext } from '../../core/app-context';
import { auditFields, createdBy, softDeletedBy, updatedBy } from '../../core/audit';
import type { AuthUser } from '../../core/auth/auth-user';
import { type DataScope, dataScopeOf } from '../../core/data-scope';
import { AppError } from '../../core/errors';
import { recordOperation } from '../../core/operation-log';
import { offsetOf, pageResult } from '../../core/paging';
import { contains } from '../../core/sql-helpers';
import { nowText } from '../../core/time';
import type { SysNoticeTable } from '../../db/types';
import type { NoticeHub } from './notice-hub';

const OP = { module: 'notices', entity: 'sys_notice' } as const;
export const TARGET = { org: 1, role: 2 } as const;

/** Who a recipient is, for matching notices' targets: its organisation and those above, and its roles. */
export interface Recipient {
  userId: number;
  orgId: number;
  ancestors: number[];
  roleIds: number[];
}

export class NoticesService {
  constructor(
    private readonly ctx: AppContext,
    private readonly hub: NoticeHub,
  ) {}

  // ---- publishing side -------------------------------------------------------------------------------

  private managed(scope: DataScope) {
    let q = this.ctx.db.selectFrom('sys_notice as n').where('n.is_delete', '=', 0);
    if (scope.kind === 'orgs') q = q.where('n.org_id', 'in', scope.orgIds);
    else if (scope.kind === 'self') q = q.where('n.create_user_id', '=', scope.userId);
    return q;
  }

  private async toSysNotices(rows: SysNoticeTable[]): Promise<SysNotice[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [targets, reads] = await Promise.all([
      this.ctx.db
        .selectFrom('sys_notice_target as t')
        .leftJoin('sys_org as o', (j) => j.onRef('o.id', '=', 't.target_id').on('t.target_type', '=', TARGET.org))
        .select(['t.notice_id', 't.target_type', 't.target_id', 'o.name'])
        .where('t.notice_id', 'in', ids)
        .orderBy('t.target_id')
        .execute(),
      this.ctx.db
        .selectFrom('sys_notice_read')
        .select(['notice_id', (eb) => eb.fn.countAll().as('n')])
        .where('notice_id', 'in', ids)
        .groupBy('notice_id')
        .execute(),
    ]);
    const readCount = new Map(reads.map((r) => [Number(r.notice_id), Number(r.n)]));
    return rows.map((r) => {
      const own = targets.filter((t) => Number(t.notice_id) === r.id);
      const orgs = own.filter((t) => t.target_type === TARGET.org);
      return {
        ...auditFields(r),
        title: r.title,
        content: r.content,
        type: r.type,
        status: r.status,
        includeChildren: r.include_children === 1,
        orgId: r.org_id,
        orgName: r.org_name,
        publicUserId: r.public_user_id,
        publicUserName: r.public_user_name,
        publicTime: r.public_time,
        cancelTime: r.cancel_time,
        targetOrgIds: orgs.map((t) => Number(t.target_id)),
        targetOrgNames: orgs.map((t) => t.name ?? String(t.target_id)),
        targetRoleIds: own.filter((t) => t.target_type === TARGET.role).map((t) => Number(t.target_id)),
        readCount: readCount.get(r.id) ?? 0,
      };
    });
  }

  async page(user: AuthUser, input: NoticePageInput): Promise<PageResult<SysNotice>> {
    let q = this.managed(await dataScopeOf(this.ctx.db, this.ctx.orgs, user));
    if (input.title?.trim()) q = q.where(contains('n.title', input.title.trim()));
    if (input.type) q = q.where('n.type', '=', input.type);
    if (input.status !== null && input.status !== undefined) q = q.where('n.status', '=', input.status);
    const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await q
      .selectAll('n')
      .orderBy('n.create_time', 'desc')
      .orderBy('n.id', 'desc')
      .limit(input.pageSize)
      .offset(offsetOf(input))
      .execute();
    return pageResult(input, total, await this.toSysNotices(rows));
  }

  /** A notice the caller manages; outside its scope exactly as if it did not exist. */
  private async managedById(user: AuthUser, id: number): Promise<SysNoticeTable> {
    const scope = await dataScopeOf(this.ctx.db, this.ctx.orgs, user);
    const row = await this.managed(scope).selectAll('n').where('n.id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('D7000');
    return row;
  }

  async detail(user: AuthUser, id: number): Promise<SysNotice> {
    return (await this.toSysNotices([await this.managedById(user, id)]))[0]!;
  }

  /** The organisations the caller may address (its data scope, as a tree) and the enabled roles. */
  async targetOptions(user: AuthUser): Promise<NoticeTargetOptions> {
    const scope = await dataScopeOf(this.ctx.db, this.ctx.orgs, user);
    const [orgs, roles] = await Promise.all([
      scope.kind === 'self'
        ? Promise.resolve([])
        : this.ctx.db
            .selectFrom('sys_org')
            .select(['id', 'pid', 'name', 'type', 'order_no'])
            .where('is_delete', '=', 0)
            .where('status', '=', 1)
            .$if(scope.kind === 'orgs', (q) => q.where('id', 'in', scope.kind === 'orgs' ? scope.orgIds : []))
            .orderBy('order_no')
            .orderBy('id')
            .execute(),
      this.ctx.db
        .selectFrom('sys_role')
        .select(['id', 'code', 'name'])
        .where('is_delete', '=', 0)
        .where('status', '=', 1)
        .orderBy('order_no')
        .execute(),
    ]);
    const nodes = new Map<number, NoticeOrgOption & { pid: number }>();
    for (const o of orgs) nodes.set(o.id, { id: o.id, pid: Number(o.pid), name: o.name, type: o.type, children: [] });
    const roots: NoticeOrgOption[] = [];
    for (const node of nodes.values()) {
      const parent = nodes.get(node.pid);
      if (parent) parent.children.push(node);
      else roots.push(node);
    }
    const strip = (n: NoticeOrgOption & { pid?: number }): NoticeOrgOption => ({
      id: n.id,
      name: n.name,
      type: n.type,
      children: n.children.map(strip),
    });
    return { orgs: roots.map(strip), roles: roles.map((r) => ({ id: r.id, code: r.code, name: r.name })) };
  }

  /** Every recipient organisation must lie in the sender's data scope; every role must exist. */
  private async checkTargets(user: AuthUser, input: NoticeInput): Promise<{ orgIds: number[]; roleIds: number[] }> {
    const orgIds = [...new Set(input.targetOrgIds)];
    const roleIds = [...new Set(input.targetRoleIds)];
    if (orgIds.length === 0) throw new AppError('D7003');
    const scope = await dataScopeOf(this.ctx.db, this.ctx.orgs, user);
    if (scope.kind === 'self') throw new AppError('D7002');
    if (scope.kind === 'orgs') {
      const allowed = new Set(scope.orgIds);
      if (orgIds.some((id) => !allowed.has(id))) throw new AppError('D7002');
    }
    const orgs = await this.ctx.db
      .selectFrom('sys_org')
      .select('id')
      .where('id', 'in', orgIds)
      .where('is_delete', '=', 0)
      .execute();
    if (orgs.length !== orgIds.length) throw new AppError('D7002');
    if (roleIds.length) {
      const roles = await this.ctx.db
        .selectFrom('sys_role')
        .select('id')
        .where('id', 'in', roleIds)
        .where('is_delete', '=', 0)
        .execute();
      if (roles.length !== roleIds.length) throw new AppError('D7004');
    }
    return { orgIds, roleIds };
  }

  private targetRows(noticeId: number, orgIds: number[], roleIds: number[]) {
    return [
      ...orgIds.map((id) => ({ notice_id: noticeId, target_type: TARGET.org, target_id: id })),
      ...roleIds.map((id) => ({ notice_id: noticeId, target_type: TARGET.role, target_id: id })),
    ];
  }

  private published(user: AuthUser) {
    return {
      status: NOTICE_STATUS.published,
      public_time: nowText(),
      public_user_id: user.userId,
      public_user_name: user.realName,
    };
  }

  async add(user: AuthUser, input: NoticeInput): Promise<number> {
    const { orgIds, roleIds } = await this.checkTargets(user, input);
    const row: SysNoticeTable = {
      ...createdBy(user),
      tenant_id: user.tenantId,
      title: input.title,
      content: input.content,
      type: input.type,
      status: NOTICE_STATUS.draft,
      include_children: input.includeChildren ? 1 : 0,
      org_id: user.orgId,
      org_name: user.orgName,
      public_user_id: null,
      public_user_name: null,
      public_time: null,
      cancel_time: null,
      ...(input.publish ? this.published(user) : {}),
    };
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('sys_notice').values(row).execute();
      await trx
        .insertInto('sys_notice_target')
        .values(this.targetRows(row.id, orgIds, roleIds))
        .execute();
      await recordOperation(trx, {
        ...OP,
        action: input.publish ? 'publish' : 'add',
        entityId: row.id,
        after: { ...row, targetOrgIds: orgIds, targetRoleIds: roleIds },
      });
    });
    if (input.publish) this.hub.noticesChanged();
    return row.id;
  }

  async update(user: AuthUser, input: NoticeInput & { id: number }): Promise<void> {
    const before = await this.managedById(user, input.id);
    if (before.status !== NOTICE_STATUS.draft) throw new AppError('D7001');
    const { orgIds, roleIds } = await this.checkTargets(user, input);
    const changes = {
      ...updatedBy(user),
      title: input.title,
      content: input.content,
      type: input.type,
      include_children: input.includeChildren ? 1 : 0,
      ...(input.publish ? this.published(user) : {}),
    };
    await this.ctx.db.transaction().execute(async (trx) => {
      const oldTargets = await trx
        .selectFrom('sys_notice_target')
        .selectAll()
        .where('notice_id', '=', input.id)
        .execute();
      await trx.updateTable('sys_notice').set(changes).where('id', '=', input.id).execute();
      await trx.deleteFrom('sys_notice_target').where('notice_id', '=', input.id).execute();
      await trx
        .insertInto('sys_notice_target')
        .values(this.targetRows(input.id, orgIds, roleIds))
        .execute();
      await recordOperation(trx, {
        ...OP,
        action: input.publish ? 'publish' : 'update',
        entityId: input.id,
        before: { ...before, targets: oldTargets },
        after: { ...before, ...changes, targetOrgIds: orgIds, targetRoleIds: roleIds },
      });
    });
    if (input.publish) this.hub.noticesChanged();
  }

  async publish(user: AuthUser, id: number): Promise<void> {
    const before = await this.managedById(user, id);
    if (before.status !== NOTICE_STATUS.draft) throw new AppError('D7001');
    const changes = { ...updatedBy(user), ...this.published(user) };
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('sys_notice').set(changes).where('id', '=', id).execute();
      await recordOperation(trx, { ...OP, action: 'publish', entityId: id, before, after: { ...before, ...changes } });
    });
    this.hub.noticesChanged();
  }

  async cancel(user: AuthUser, id: number): Promise<void> {
    const before = await this.managedById(user, id);
    if (before.status !== NOTICE_STATUS.published) throw new AppError('D7005');
    const changes = { ...updatedBy(user), status: NOTICE_STATUS.withdrawn, cancel_time: nowText() };
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('sys_notice').set(changes).where('id', '=', id).execute();
      await recordOperation(trx, { ...OP, action: 'cancel', entityId: id, before, after: { ...before, ...changes } });
    });
    this.hub.noticesChanged();
  }

  async delete(user: AuthUser, id: number): Promise<void> {
    const before = await this.managedById(user, id);
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('sys_notice').set(softDeletedBy(user)).where('id', '=', id).execute();
      await recordOperation(trx, { ...OP, action: 'delete', entityId: id, before });
    });
    if (before.status === NOTICE_STATUS.published) this.hub.noticesChanged();
  }

  // ---- receiving side --------------------------------------------------------------------------------

  async recipient(userId: number, orgId: number): Promise<Recipient> {
    const [ancestors, roles] = await Promise.all([
      orgId ? this.ctx.orgs.ancestors(orgId) : Promise.resolve([]),
      this.ctx.db.selectFrom('sys_user_role').select('role_id').where('user_id', '=', userId).execute(),
    ]);
    return { userId, orgId, ancestors, roleIds: roles.map((r) => Number(r.role_id)) };
  }

  /**
   * Published notices addressed to the recipient: one of its targets is the recipient's organisation (or one
   * above it, when the notice includes sub-organisations), and it names no roles or one of the recipient's.
   */
  private received(r: Recipient) {
    return this.ctx.db
      .selectFrom('sys_notice as n')
      .leftJoin('sys_notice_read as rd', (j) => j.onRef('rd.notice_id', '=', 'n.id').on('rd.user_id', '=', r.userId))
      .where('n.status', '=', NOTICE_STATUS.published)
      .where('n.is_delete', '=', 0)
      .where((eb) => {
        const orgMatch = eb.exists(
          eb
            .selectFrom('sys_notice_target as t')
            .select('t.notice_id')
            .whereRef('t.notice_id', '=', 'n.id')
            .where('t.target_type', '=', TARGET.org)
            .where((e) => {
              const parts: Expression<SqlBool>[] = [e('t.target_id', '=', r.orgId)];
              if (r.ancestors.length) {
                parts.push(e.and([e('n.include_children', '=', 1), e('t.target_id', 'in', r.ancestors)]));
              }
              return e.or(parts);
            }),
        );
        const noRoles = eb.not(
          eb.exists(
            eb
              .selectFrom('sys_notice_target as t2')
              .select('t2.notice_id')
              .whereRef('t2.notice_id', '=', 'n.id')
              .where('t2.target_type', '=', TARGET.role),
          ),
        );
        const roleMatch = r.roleIds.length
          ? eb.exists(
              eb
                .selectFrom('sys_notice_target as t3')
                .select('t3.notice_id')
                .whereRef('t3.notice_id', '=', 'n.id')
                .where('t3.target_type', '=', TARGET.role)
                .where('t3.target_id', 'in', r.roleIds),
            )
          : null;
        return eb.and([orgMatch, roleMatch ? eb.or([noRoles, roleMatch]) : noRoles]);
      });
  }

  private toReceived(row: SysNoticeTable & { read_time: string | null }): ReceivedNotice {
    return {
      id: row.id,
      title: row.title,
      content: row.content,
      type: row.type,
      publicTime: row.public_time,
      publicUserName: row.public_user_name,
      publicOrgName: row.org_name,
      read: row.read_time !== null,
      readTime: row.read_time,
    };
  }

  private async selectReceived(r: Recipient, unreadOnly: boolean, limit: number): Promise<ReceivedNotice[]> {
    if (!r.orgId) return [];
    let q = this.received(r);
    if (unreadOnly) q = q.where('rd.read_time', 'is', null);
    const rows = await q
      .selectAll('n')
      .select('rd.read_time')
      .orderBy('n.public_time', 'desc')
      .orderBy('n.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => this.toReceived(row));
  }

  async unreadCount(r: Recipient): Promise<number> {
    if (!r.orgId) return 0;
    const row = await this.received(r)
      .where('rd.read_time', 'is', null)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async unreadEvent(r: Recipient): Promise<UnreadEvent> {
    const [count, latest] = await Promise.all([this.unreadCount(r), this.selectReceived(r, true, 1)]);
    return { count, latest: latest[0] ? { id: latest[0].id, title: latest[0].title } : null };
  }

  unreadList(r: Recipient, limit = 20): Promise<ReceivedNotice[]> {
    return this.selectReceived(r, true, limit);
  }

  latest(r: Recipient, limit = 6): Promise<ReceivedNotice[]> {
    return this.selectReceived(r, false, limit);
  }

  async receivedPage(r: Recipient, input: ReceivedPageInput): Promise<PageResult<ReceivedNotice>> {
    if (!r.orgId) return pageResult(input, 0, []);
    let q = this.received(r);
    if (input.title?.trim()) q = q.where(contains('n.title', input.title.trim()));
    if (input.type) q = q.where('n.type', '=', input.type);
    if (input.read === 0) q = q.where('rd.read_time', 'is', null);
    if (input.read === 1) q = q.where('rd.read_time', 'is not', null);
    const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await q
      .selectAll('n')
      .select('rd.read_time')
      .orderBy('n.public_time', 'desc')
      .orderBy('n.id', 'desc')
      .limit(input.pageSize)
      .offset(offsetOf(input))
      .execute();
    return pageResult(
      input,
      total,
      rows.map((row) => this.toReceived(row)),
    );
  }

  /** Opens a notice addressed to the caller and marks it read. */
  async open(r: Recipient, id: number): Promise<ReceivedNotice> {
    if (!r.orgId) throw new AppError('D7000');
    const row = await this.received(r).selectAll('n').select('rd.read_time').where('n.id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('D7000');
    if (row.read_time === null) {
      row.read_time = nowText();
      await this.ctx.db
        .insertInto('sys_notice_read')
        .values({ notice_id: id, user_id: r.userId, read_time: row.read_time })
        .onConflict((oc) => oc.columns(['notice_id', 'user_id']).doNothing())
        .execute();
      this.hub.userChanged(r.userId);
    }
    return this.toReceived(row);
  }

  /** Marks every notice addressed to the caller read; returns how many were unread. */
  async readAll(r: Recipient): Promise<number> {
    if (!r.orgId) return 0;
    const unread = await this.received(r).where('rd.read_time', 'is', null).select('n.id').execute();
    const time = nowText();
    for (let i = 0; i < unread.length; i += 500) {
      await this.ctx.db
        .insertInto('sys_notice_read')
        .values(unread.slice(i, i + 500).map((n) => ({ notice_id: n.id, user_id: r.userId, read_time: time })))
        .onConflict((oc) => oc.columns(['notice_id', 'user_id']).doNothing())
        .execute();
    }
    if (unread.length) this.hub.userChanged(r.userId);
    return unread.length;
  }
}
