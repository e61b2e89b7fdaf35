import type { OrgTreeNode, SysOrg } from '@meiyu/contract';
import type { Kysely, Transaction } from 'kysely';
import { auditFields } from '../../core/audit';
import type { DB, SysOrgTable } from '../../db/types';

export type OrgRow = SysOrgTable;
type Db = Kysely<DB> | Transaction<DB>;

export function toSysOrg(row: OrgRow & { parent_name: string | null; region_name: string | null }): SysOrg {
  return {
    ...auditFields(row),
    pid: row.pid,
    parentName: row.parent_name,
    name: row.name,
    code: row.code,
    type: row.type,
    regionCode: row.region_code,
    regionName: row.region_name,
    orderNo: row.order_no,
    status: row.status,
    remark: row.remark,
    address: row.address,
    contactPerson: row.contact_person,
    contactPhone: row.contact_phone,
    geographicalType: row.geographical_type,
  };
}

export class OrganisationsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Live organisations with their parent's name and their region's path. */
  detailed() {
    return this.db
      .selectFrom('sys_org as o')
      .leftJoin('sys_org as p', (j) => j.onRef('p.id', '=', 'o.pid').on('p.is_delete', '=', 0))
      .leftJoin('sys_region as r', 'r.code', 'o.region_code')
      .where('o.is_delete', '=', 0);
  }

  byId(id: number, db: Db = this.db): Promise<OrgRow | undefined> {
    return db.selectFrom('sys_org').selectAll().where('id', '=', id).where('is_delete', '=', 0).executeTakeFirst();
  }

  async byIds(ids: number[]): Promise<OrgRow[]> {
    if (!ids.length) return [];
    return this.db
      .selectFrom('sys_org')
      .selectAll()
      .where('id', 'in', ids)
      .where('is_delete', '=', 0)
      .orderBy('order_no')
      .orderBy('id')
      .execute();
  }

  async detail(id: number): Promise<SysOrg | null> {
    const row = await this.detailed()
      .selectAll('o')
      .select(['p.name as parent_name', 'r.path_name as region_name'])
      .where('o.id', '=', id)
      .executeTakeFirst();
    return row ? toSysOrg(row) : null;
  }

  /** Codes are unique across deleted rows too (the column is unique). */
  async codeTaken(code: string, exceptId?: number): Promise<boolean> {
    let q = this.db.selectFrom('sys_org').select('id').where('code', '=', code);
    if (exceptId) q = q.where('id', '!=', exceptId);
    return !!(await q.executeTakeFirst());
  }

  async nameTakenUnder(pid: number, name: string, exceptId?: number): Promise<boolean> {
    let q = this.db
      .selectFrom('sys_org')
      .select('id')
      .where('pid', '=', pid)
      .where('name', '=', name)
      .where('is_delete', '=', 0);
    if (exceptId) q = q.where('id', '!=', exceptId);
    return !!(await q.executeTakeFirst());
  }

  async regionExists(code: string): Promise<boolean> {
    return !!(await this.db.selectFrom('sys_region').select('code').where('code', '=', code).executeTakeFirst());
  }

  /** Live classes of a school (school management keeps them; a school with classes stays). */
  async classCount(orgId: number): Promise<number> {
    const row = await this.db
      .selectFrom('school_class')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('org_id', '=', orgId)
      .where('is_delete', '=', 0)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async userCount(orgIds: number[]): Promise<number> {
    if (!orgIds.length) return 0;
    const row = await this.db
      .selectFrom('sys_user')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('org_id', 'in', orgIds)
      .where('is_delete', '=', 0)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }
}

export const toTreeNode = (row: OrgRow, isLeaf: boolean): OrgTreeNode => ({
  id: row.id,
  pid: row.pid,
  name: row.name,
  code: row.code,
  type: row.type,
  status: row.status,
  isLeaf,
});
