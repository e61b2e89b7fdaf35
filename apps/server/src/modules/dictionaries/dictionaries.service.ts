import type {
  DictDataInput,
  DictDataPageInput,
  DictTypeInput,
  DictTypePageInput,
  PageResult,
  SysDictData,
  SysDictType,
} from '@meiyu/contract';
import type { AppContext } from '../../core/app-context';
import { createdBy, softDeletedBy, updatedBy } from '../../core/audit';
import { PreparedJson } from '../../core/envelope';
import type { AuthUser } from '../../core/auth/auth-user';
import { AppError } from '../../core/errors';
import { recordOperation } from '../../core/operation-log';
import { offsetOf, pageResult } from '../../core/paging';
import { contains } from '../../core/sql-helpers';
import { type DictionariesRepository, toDictData, toDictType } from './dictionaries.repository';

const TYPE_OP = { module: 'dictionaries', entity: 'sys_dict_type' } as const;
const ITEM_OP = { module: 'dictionaries', entity: 'sys_dict_data' } as const;

export class DictionariesService {
  private allCache: { version: number; prepared: PreparedJson } | null = null;

  constructor(
    private readonly ctx: AppContext,
    private readonly repo: DictionariesRepository,
  ) {}

  private changed(): void {
    this.ctx.cacheVersion.dicts++;
    this.allCache = null;
  }

  async page(input: DictTypePageInput): Promise<PageResult<SysDictType>> {
    let q = this.repo.types();
    if (input.name?.trim()) q = q.where(contains('name', input.name.trim()));
    if (input.code?.trim()) q = q.where(contains('code', input.code.trim()));
    const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await q
      .selectAll()
      .orderBy('order_no')
      .orderBy('code')
      .limit(input.pageSize)
      .offset(offsetOf(input))
      .execute();
    return pageResult(
      input,
      total,
      rows.map((r) => toDictType(r)),
    );
  }

  async list(): Promise<SysDictType[]> {
    const rows = await this.repo.types().selectAll().orderBy('order_no').orderBy('code').execute();
    return rows.map((r) => toDictType(r));
  }

  async detail(id: number): Promise<SysDictType | null> {
    const row = await this.repo.typeById(id);
    return row ? toDictType(row) : null;
  }

  async dataList(code: string): Promise<SysDictData[]> {
    const type = await this.repo.typeByCode(code);
    if (!type) throw new AppError('D3000');
    return (await this.repo.itemsOfType(type.id)).map(toDictData);
  }

  /** Every type with its items, serialised once per dictionary version: the hottest read after login. */
  async allDictList(): Promise<PreparedJson> {
    const version = this.ctx.cacheVersion.dicts;
    if (this.allCache && this.allCache.version === version) return this.allCache.prepared;
    const [types, items] = await Promise.all([
      this.repo.types().selectAll().orderBy('order_no').orderBy('code').execute(),
      this.repo.items().selectAll().orderBy('order_no').orderBy('code').execute(),
    ]);
    const byType = new Map<number, SysDictData[]>();
    for (const item of items) {
      const list = byType.get(item.dict_type_id) ?? [];
      list.push(toDictData(item));
      byType.set(item.dict_type_id, list);
    }
    const json = JSON.stringify(types.map((t) => toDictType(t, byType.get(t.id) ?? [])));
    const prepared = new PreparedJson(json);
    this.allCache = { version, prepared };
    return prepared;
  }

  async addType(input: DictTypeInput, user: AuthUser): Promise<void> {
    if (await this.repo.codeTaken(input.code)) throw new AppError('D3001');
    const row = {
      ...createdBy(user),
      name: input.name,
      code: input.code,
      order_no: input.orderNo,
      remark: input.remark ?? null,
      status: input.status,
    };
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('sys_dict_type').values(row).execute();
      await recordOperation(trx, { ...TYPE_OP, action: 'add', entityId: row.id, after: row });
    });
    this.changed();
  }

  async updateType(input: DictTypeInput & { id: number }, user: AuthUser): Promise<void> {
    const before = await this.repo.typeById(input.id);
    if (!before) throw new AppError('D3000');
    if (await this.repo.codeTaken(input.code, input.id)) throw new AppError('D3001');
    const changes = {
      ...updatedBy(user),
      name: input.name,
      code: input.code,
      order_no: input.orderNo,
      remark: input.remark ?? null,
      status: input.status,
    };
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('sys_dict_type').set(changes).where('id', '=', input.id).execute();
      await recordOperation(trx, {
        ...TYPE_OP,
        action: 'update',
        entityId: input.id,
        before,
        after: { ...before, ...changes },
      });
    });
    this.changed();
  }

  async deleteType(id: number, user: AuthUser): Promise<void> {
    const before = await this.repo.typeById(id);
    if (!before) throw new AppError('D3000');
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sys_dict_data')
        .set(softDeletedBy(user))
        .where('dict_type_id', '=', id)
        .where('is_delete', '=', 0)
        .execute();
      await trx.updateTable('sys_dict_type').set(softDeletedBy(user)).where('id', '=', id).execute();
      await recordOperation(trx, { ...TYPE_OP, action: 'delete', entityId: id, before });
    });
    this.changed();
  }

  async setTypeStatus(id: number, status: number, user: AuthUser): Promise<void> {
    const before = await this.repo.typeById(id);
    if (!before) throw new AppError('D3000');
    if (status !== 1 && status !== 2) throw new AppError('D3005');
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sys_dict_type')
        .set({ ...updatedBy(user), status })
        .where('id', '=', id)
        .execute();
      await recordOperation(trx, {
        ...TYPE_OP,
        action: 'setStatus',
        entityId: id,
        before: { status: before.status },
        after: { status },
      });
    });
    this.changed();
  }

  async itemPage(input: DictDataPageInput): Promise<PageResult<SysDictData>> {
    if (!(await this.repo.typeById(input.dictTypeId))) throw new AppError('D3000');
    let q = this.repo.items().where('dict_type_id', '=', input.dictTypeId);
    if (input.value?.trim()) q = q.where(contains('value', input.value.trim()));
    if (input.code?.trim()) q = q.where(contains('code', input.code.trim()));
    const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await q
      .selectAll()
      .orderBy('order_no')
      .orderBy('code')
      .limit(input.pageSize)
      .offset(offsetOf(input))
      .execute();
    return pageResult(input, total, rows.map(toDictData));
  }

  async itemList(dictTypeId: number): Promise<SysDictData[]> {
    if (!(await this.repo.typeById(dictTypeId))) throw new AppError('D3000');
    return (await this.repo.itemsOfType(dictTypeId)).map(toDictData);
  }

  async addItem(input: DictDataInput, user: AuthUser): Promise<void> {
    if (!(await this.repo.typeById(input.dictTypeId))) throw new AppError('D3000');
    if (await this.repo.itemCodeTaken(input.dictTypeId, input.code)) throw new AppError('D3003');
    const row = { ...createdBy(user), ...this.itemColumns(input) };
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('sys_dict_data').values(row).execute();
      await recordOperation(trx, { ...ITEM_OP, action: 'add', entityId: row.id, after: row });
    });
    this.changed();
  }

  async updateItem(input: DictDataInput & { id: number }, user: AuthUser): Promise<void> {
    const before = await this.repo.itemById(input.id);
    if (!before) throw new AppError('D3002');
    if (!(await this.repo.typeById(input.dictTypeId))) throw new AppError('D3000');
    if (await this.repo.itemCodeTaken(input.dictTypeId, input.code, input.id)) throw new AppError('D3003');
    const changes = { ...updatedBy(user), ...this.itemColumns(input) };
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('sys_dict_data').set(changes).where('id', '=', input.id).execute();
      await recordOperation(trx, {
        ...ITEM_OP,
        action: 'update',
        entityId: input.id,
        before,
        after: { ...before, ...changes },
      });
    });
    this.changed();
  }

  private itemColumns(input: DictDataInput) {
    return {
      dict_type_id: input.dictTypeId,
      value: input.value,
      code: input.code,
      tag_type: input.tagType ?? null,
      style_setting: input.styleSetting ?? null,
      class_setting: input.classSetting ?? null,
      order_no: input.orderNo,
      remark: input.remark ?? null,
      ext_data: input.extData ?? null,
      status: input.status,
    };
  }

  async deleteItem(id: number, user: AuthUser): Promise<void> {
    const before = await this.repo.itemById(id);
    if (!before) throw new AppError('D3002');
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('sys_dict_data').set(softDeletedBy(user)).where('id', '=', id).execute();
      await recordOperation(trx, { ...ITEM_OP, action: 'delete', entityId: id, before });
    });
    this.changed();
  }

  async setItemStatus(id: number, status: number, user: AuthUser): Promise<void> {
    const before = await this.repo.itemById(id);
    if (!before) throw new AppError('D3002');
    if (status !== 1 && status !== 2) throw new AppError('D3005');
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sys_dict_data')
        .set({ ...updatedBy(user), status })
        .where('id', '=', id)
        .execute();
      await recordOperation(trx, {
        ...ITEM_OP,
        action: 'setStatus',
        entityId: id,
        before: { status: before.status },
        after: { status },
      });
    });
    this.changed();
  }
}
