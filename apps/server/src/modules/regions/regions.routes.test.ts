import type { PageResult, SysRegion } from '@meiyu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DIALECTS, type TestApp } from '../../../test/test-app';
import { loadDivisions, seedRegions } from './regions.seed';

describe.each(DIALECTS)('sysRegion on %s', (dialect) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    for (const a of ['district01', 'school01', 'teacher01']) tokens[a] = (await t.login(a)).accessToken;
  });
  afterAll(async () => t.close());

  const get = <T>(account: string, url: string, query: Record<string, string> = {}) =>
    t.call<T>({ url, query, token: tokens[account] }).then((r) => r.body);

  it('the seed loads every province, city and district once, with six-digit codes', async () => {
    const rows = loadDivisions();
    const count = async () =>
      Number(
        (
          await t.app.ctx.db
            .selectFrom('sys_region')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirst()
        )?.n,
      );
    expect(await count()).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(3000);
    expect(rows.every((r) => /^\d{6}$/.test(r.code))).toBe(true);
    await seedRegions(t.app.ctx.db);
    expect(await count()).toBe(rows.length);
  });

  it('tree: provinces, then a province’s cities, then a city’s districts (leaves)', async () => {
    const provinces = await get<SysRegion[]>('district01', '/api/sysRegion/tree');
    expect(provinces.result).toHaveLength(31);
    expect(provinces.result.find((p) => p.code === '520000')).toMatchObject({
      name: '贵州省',
      level: 1,
      isLeaf: false,
    });
    const cities = await get<SysRegion[]>('district01', '/api/sysRegion/tree', { code: '520000' });
    expect(cities.result[0]).toMatchObject({ code: '520100', name: '贵阳市', parentCode: '520000', isLeaf: false });
    const districts = await get<SysRegion[]>('school01', '/api/sysRegion/tree', { code: '520100' });
    expect(districts.result.find((d) => d.code === '520102')).toMatchObject({
      name: '南明区',
      level: 3,
      pathName: '贵州省/贵阳市/南明区',
      isLeaf: true,
    });
    // A city without districts is a leaf; an unknown code has no children.
    const guangdong = await get<SysRegion[]>('district01', '/api/sysRegion/tree', { code: '440000' });
    expect(guangdong.result.find((c) => c.code === '441900')).toMatchObject({ name: '东莞市', isLeaf: true });
    expect((await get<SysRegion[]>('district01', '/api/sysRegion/tree', { code: '999999' })).result).toEqual([]);
    expect((await get('teacher01', '/api/sysRegion/tree')).code).toBe(403);
  });

  it('search: by name or path, by code prefix, paged', async () => {
    const byName = await get<PageResult<SysRegion>>('district01', '/api/sysRegion/search', { keyword: '南明' });
    expect(byName.result.items.map((r) => r.pathName)).toContain('贵州省/贵阳市/南明区');
    const byCode = await get<PageResult<SysRegion>>('district01', '/api/sysRegion/search', {
      keyword: '5201',
      pageSize: '5',
      page: '2',
    });
    expect(byCode.result).toMatchObject({ page: 2, pageSize: 5, hasPrevPage: true });
    expect(byCode.result.total).toBe(11);
    expect(byCode.result.items.every((r) => r.code.startsWith('5201'))).toBe(true);
    const wildcard = await get<PageResult<SysRegion>>('district01', '/api/sysRegion/search', { keyword: '%' });
    expect(wildcard.result.total).toBe(0);
    const tooLong = await get('district01', '/api/sysRegion/search', { keyword: 'x'.repeat(65) });
    expect(tooLong.code).toBe(400);
    expect((await get('teacher01', '/api/sysRegion/search', { keyword: '南明' })).code).toBe(403);
  });
});
