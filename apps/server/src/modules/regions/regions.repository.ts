import type { PageResult, RegionSearchInput, SysRegion } from '@meiyu/contract';
import type { Kysely } from 'kysely';
import { offsetOf, pageResult } from '../../core/paging';
import { contains } from '../../core/sql-helpers';
import type { DB, SysRegionTable } from '../../db/types';

const DISTRICT = 3;

export function toSysRegion(row: SysRegionTable, isLeaf = row.level >= DISTRICT): SysRegion {
  return {
    code: row.code,
    name: row.name,
    level: row.level,
    parentCode: row.parent_code,
    pathName: row.path_name,
    isLeaf,
  };
}

export class RegionsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The divisions directly below `code`; the provinces without it. */
  async children(code: string | null): Promise<SysRegion[]> {
    let q = this.db.selectFrom('sys_region').selectAll();
    q = code ? q.where('parent_code', '=', code) : q.where('parent_code', 'is', null);
    const rows = await q.orderBy('code').execute();
    // A few cities have no districts (东莞市, 中山市 …): they are leaves one level early.
    const branches = rows.filter((r) => r.level < DISTRICT).map((r) => r.code);
    const parents = branches.length
      ? new Set(
          (
            await this.db
              .selectFrom('sys_region')
              .select('parent_code')
              .distinct()
              .where('parent_code', 'in', branches)
              .execute()
          ).map((r) => r.parent_code),
        )
      : new Set<string | null>();
    return rows.map((r) => toSysRegion(r, !parents.has(r.code)));
  }

  async byCode(code: string): Promise<SysRegion | null> {
    const row = await this.db.selectFrom('sys_region').selectAll().where('code', '=', code).executeTakeFirst();
    return row ? toSysRegion(row) : null;
  }

  /** Name contains the keyword, or the code starts with it; provinces first, then by code. */
  async search(input: RegionSearchInput): Promise<PageResult<SysRegion>> {
    let q = this.db.selectFrom('sys_region');
    const keyword = input.keyword?.trim();
    if (keyword) {
      q = /^\d+$/.test(keyword)
        ? q.where('code', 'like', `${keyword}%`)
        : q.where((eb) => eb.or([contains('name', keyword), contains('path_name', keyword)]));
    }
    const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await q
      .selectAll()
      .orderBy('level')
      .orderBy('code')
      .limit(input.pageSize)
      .offset(offsetOf(input))
      .execute();
    return pageResult(
      input,
      total,
      rows.map((r) => toSysRegion(r)),
    );
  }
}
