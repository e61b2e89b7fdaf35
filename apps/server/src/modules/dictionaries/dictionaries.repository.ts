import type { SysDictData, SysDictType } from '@meiyu/contract';
import type { Kysely } from 'kysely';
import { auditFields } from '../../core/audit';
import type { DB, SysDictDataTable, SysDictTypeTable } from '../../db/types';

export function toDictType(row: SysDictTypeTable, children: SysDictData[] | null = null): SysDictType {
  return {
    ...auditFields(row),
    name: row.name,
    code: row.code,
    orderNo: row.order_no,
    remark: row.remark,
    status: row.status,
    children,
  };
}

export function toDictData(row: SysDictDataTable): SysDictData {
  return {
    ...auditFields(row),
    dictTypeId: row.dict_type_id,
    value: row.value,
    code: row.code,
    tagType: row.tag_type,
    styleSetting: row.style_setting,
    classSetting: row.class_setting,
    orderNo: row.order_no,
    remark: row.remark,
    extData: row.ext_data,
    status: row.status,
  };
}

export class DictionariesRepository {
  constructor(private readonly db: Kysely<DB>) {}

  types() {
    return this.db.selectFrom('sys_dict_type').where('is_delete', '=', 0);
  }

  items() {
    return this.db.selectFrom('sys_dict_data').where('is_delete', '=', 0);
  }

  typeById(id: number) {
    return this.types().selectAll().where('id', '=', id).executeTakeFirst();
  }

  typeByCode(code: string) {
    return this.types().selectAll().where('code', '=', code).executeTakeFirst();
  }

  itemById(id: number) {
    return this.items().selectAll().where('id', '=', id).executeTakeFirst();
  }

  itemsOfType(typeId: number) {
    return this.items().selectAll().where('dict_type_id', '=', typeId).orderBy('order_no').orderBy('code').execute();
  }

  async codeTaken(code: string, exceptId?: number): Promise<boolean> {
    let q = this.types().select('id').where('code', '=', code);
    if (exceptId) q = q.where('id', '!=', exceptId);
    return !!(await q.executeTakeFirst());
  }

  async itemCodeTaken(typeId: number, code: string, exceptId?: number): Promise<boolean> {
    let q = this.items().select('id').where('dict_type_id', '=', typeId).where('code', '=', code);
    if (exceptId) q = q.where('id', '!=', exceptId);
    return !!(await q.executeTakeFirst());
  }
}
