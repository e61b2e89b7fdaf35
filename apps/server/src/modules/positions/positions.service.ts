import type { PageResult, PosInput, PosPageInput, SysPos } from '@meiyu/contract';
import type { AppContext } from '../../core/app-context';
import { auditFields, createdBy, softDeletedBy, updatedBy } from '../../core/audit';
import type { AuthUser } from '../../core/auth/auth-user';
import { AppError } from '../../core/errors';
import { recordOperation } from '../../core/operation-log';
import { offsetOf, pageResult } from '../../core/paging';
import { contains } from '../../core/sql-helpers';
import type { SysPosTable } from '../../db/types';

const OP = { module: 'positions', entity: 'sys_pos' } as const;
/** The picker's list is reference data; a platform has dozens of positions, never thousands. */
const LIST_LIMIT = 500;

const toSysPos = (row: SysPosTable): SysPos => ({
  ...auditFields(row),
  name: row.name,
  code: row.code,
  orderNo: row.order_no,
  status: row.status,
  remark: row.remark,
});

/**
 * Positions (job titles) are platform-wide reference data like dictionaries: they belong to no organisation, so
 * the button permissions decide who reads and who changes them.
 */
export class PositionsService {
  constructor(private readonly ctx: AppContext) {}

  private live() {
    return this.ctx.db.selectFrom('sys_pos').where('is_delete', '=', 0);
  }

  private byId(id: number) {
    return this.live().selectAll().where('id', '=', id).executeTakeFirst();
  }

  async page(input: PosPageInput): Promise<PageResult<SysPos>> {
    let q = this.live();
    if (input.name?.trim()) q = q.where(contains('name', input.name.trim()));
    if (input.code?.trim()) q = q.where(contains('code', input.code.trim()));
    if (input.status) q = q.where('status', '=', input.status);
    const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await q
      .selectAll()
      .orderBy('order_no')
      .orderBy('id')
      .limit(input.pageSize)
      .offset(offsetOf(input))
      .execute();
    return pageResult(input, total, rows.map(toSysPos));
  }

  /** Enabled positions, for the user form's picker. */
  async list(): Promise<SysPos[]> {
    const rows = await this.live()
      .selectAll()
      .where('status', '=', 1)
      .orderBy('order_no')
      .orderBy('id')
      .limit(LIST_LIMIT)
      .execute();
    return rows.map(toSysPos);
  }

  /** Codes are unique across deleted rows too (the column is unique). */
  private async codeTaken(code: string, exceptId?: number): Promise<boolean> {
    let q = this.ctx.db.selectFrom('sys_pos').select('id').where('code', '=', code);
    if (exceptId) q = q.where('id', '!=', exceptId);
    return !!(await q.executeTakeFirst());
  }

  private columns(input: PosInput) {
    return {
      name: input.name,
      code: input.code,
      order_no: input.orderNo,
      status: input.status,
      remark: input.remark || null,
    };
  }

  async add(user: AuthUser, input: PosInput): Promise<number> {
    if (await this.codeTaken(input.code)) throw new AppError('D6001');
    const row = { ...createdBy(user), ...this.columns(input) };
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('sys_pos').values(row).execute();
      await recordOperation(trx, { ...OP, action: 'add', entityId: row.id, after: row });
    });
    return row.id;
  }

  async update(user: AuthUser, input: PosInput & { id: number }): Promise<void> {
    const before = await this.byId(input.id);
    if (!before) throw new AppError('D6000');
    if (await this.codeTaken(input.code, input.id)) throw new AppError('D6001');
    const changes = { ...updatedBy(user), ...this.columns(input) };
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('sys_pos').set(changes).where('id', '=', input.id).execute();
      await recordOperation(trx, {
        ...OP,
        action: 'update',
        entityId: input.id,
        before,
        after: { ...before, ...changes },
      });
    });
  }

  async delete(user: AuthUser, id: number): Promise<void> {
    const before = await this.byId(id);
    if (!before) throw new AppError('D6000');
    const holder = await this.ctx.db
      .selectFrom('sys_user')
      .select('id')
      .where('pos_id', '=', id)
      .where('is_delete', '=', 0)
      .executeTakeFirst();
    if (holder) throw new AppError('D6002');
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('sys_pos').set(softDeletedBy(user)).where('id', '=', id).execute();
      await recordOperation(trx, { ...OP, action: 'delete', entityId: id, before });
    });
  }
}
