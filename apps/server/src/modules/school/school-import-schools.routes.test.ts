import type { PageResult, SysOrg } from '@meiyu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, runImport, startImport, xlsxOf } from '../../../test/school-fixtures';
import { buildTestApp, DIALECTS, type TestApp } from '../../../test/test-app';

const HEADER = [
  '学校名称*',
  '学校编码*',
  '学校类型*',
  '上级教育局*',
  '行政区划代码*',
  '地址',
  '联系人',
  '联系电话',
  '城乡类型',
];

describe.each(DIALECTS)('school import of schools on %s', (dialect) => {
  let t: TestApp;
  let district = '';

  const schools = async (token: string, name: string) =>
    (
      await t.call<PageResult<SysOrg>>({
        method: 'GET',
        url: '/api/sysOrg/list',
        token,
        query: { name, pageSize: '50' },
      })
    ).body.result.items;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    district = (await t.login('district01')).accessToken;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives the template the localised headers and the school types as a drop-down', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/schoolImport/template?kind=schools',
      headers: { authorization: `Bearer ${district}`, 'accept-language': 'zh-cn' },
    });
    expect(res.statusCode).toBe(200);
    const rows = await rowsOf(res.rawPayload);
    expect(rows[0]).toEqual(HEADER);
  });

  it('imports two schools into 南明区 with the rules of the organisations module', async () => {
    const file = await xlsxOf([
      HEADER,
      [
        '南明区导入小学',
        'IMP-S-001',
        '普通小学',
        'nm-edu',
        '520102',
        '南明区导入路1号',
        '张三',
        '0851-8555123',
        '城镇',
      ],
      ['南明区导入中学', 'IMP-S-002', '普通初中', 'nm-edu', '520102', null, null, '13800138001', '农村'],
    ]);
    const p = await runImport(t, district, 'schools', file);
    expect(p.errors).toEqual([]);
    expect(p.phase).toBe('done');
    expect(p.inserted).toBe(2);
    const rows = await schools(district, '南明区导入');
    expect(rows.map((r) => [r.code, r.type, r.parentName, r.regionCode, r.geographicalType]).sort()).toEqual([
      ['IMP-S-001', '201', '南明区教育局', '520102', 'A'],
      ['IMP-S-002', '204', '南明区教育局', '520102', 'B'],
    ]);
    // The tree's cache was dropped: the new school is in the district's scope at once.
    const detail = await t.call<SysOrg | null>({
      method: 'GET',
      url: '/api/sysOrg/detail',
      token: district,
      query: { id: String(rows[0]!.id) },
    });
    expect(detail.body.result?.name).toBe(rows[0]!.name);
    const log = await t.app.ctx.db
      .selectFrom('sys_log_op')
      .select('id')
      .where(
        'entity_id',
        'in',
        rows.map((r) => String(r.id)),
      )
      .execute();
    expect(log.length).toBe(2);
  });

  it('refuses a file with bad rows with every reason and writes nothing', async () => {
    const file = await xlsxOf([
      HEADER,
      ['南明区正确小学', 'IMP-S-010', '普通小学', 'nm-edu', '520102', null, null, null, null],
      ['南明区错区小学', 'IMP-S-011', '普通小学', 'nm-edu', '999999', null, null, null, null],
      ['云岩区越权小学', 'IMP-S-012', '普通小学', 'yy-edu', '520103', null, null, null, null],
      ['南明区重复小学', 'IMP-S-001', '普通小学', 'nm-edu', '520102', null, null, null, null],
    ]);
    const p = await runImport(t, district, 'schools', file);
    expect(p.phase).toBe('failed');
    expect(p.inserted).toBe(0);
    expect(p.errors).toEqual([
      { row: 3, column: '行政区划代码 (E)', reason: '行政区划代码“999999”不存在' },
      { row: 4, column: '上级教育局 (D)', reason: '您的管辖范围内没有编码为“yy-edu”的教育局' },
      { row: 5, column: '学校编码 (B)', reason: '机构编码“IMP-S-001”已被使用' },
    ]);
    expect(await schools(district, '南明区正确')).toEqual([]);
    const en = await runImport(t, district, 'schools', file, {}, 'en');
    expect(en.errors[0]).toEqual({
      row: 3,
      column: 'Division code (E)',
      reason: 'there is no administrative division with the code "999999"',
    });
  });

  it('reports duplicates within the file', async () => {
    const file = await xlsxOf([
      HEADER,
      ['南明区甲小学', 'IMP-S-020', '普通小学', 'nm-edu', '520102', null, null, null, null],
      ['南明区甲小学', 'IMP-S-020', '普通小学', 'nm-edu', '520102', null, null, null, null],
    ]);
    const p = await runImport(t, district, 'schools', file);
    expect(p.phase).toBe('failed');
    expect(p.errors.map((e) => [e.row, e.column, e.reason])).toEqual([
      [3, '学校名称 (A)', '与第2行重复'],
      [3, '学校编码 (B)', '与第2行重复'],
    ]);
  });

  it('refuses a school admin (403)', async () => {
    const school = (await t.login('school01')).accessToken;
    const file = await xlsxOf([HEADER, ['X', 'IMP-S-030', '普通小学', 'nm-edu', '520102']]);
    expect((await startImport(t, school, 'schools', file)).code).toBe(403);
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/schoolImport/template?kind=schools',
      headers: { authorization: `Bearer ${school}` },
    });
    expect(template.json().code).toBe(403);
  });

  it("exports the district's schools only, with the list's filters", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/schoolExport/schools',
      headers: { authorization: `Bearer ${district}`, 'accept-language': 'zh-cn' },
    });
    expect(res.statusCode).toBe(200);
    const rows = await rowsOf(res.rawPayload);
    expect(rows[0]!.slice(0, 5)).toEqual(['学校名称', '学校编码', '学校类型', '上级教育局', '行政区划代码']);
    const data = rows.slice(1);
    expect(data.length).toBeGreaterThan(2);
    expect(data.every((r) => r[3] === 'nm-edu' && r[4] === '520102')).toBe(true);
    expect(data.map((r) => r[1])).toEqual(expect.arrayContaining(['IMP-S-001', 'IMP-S-002']));
    const filtered = await t.app.inject({
      method: 'GET',
      url: `/api/schoolExport/schools?name=${encodeURIComponent('南明区导入')}&type=204`,
      headers: { authorization: `Bearer ${district}` },
    });
    expect((await rowsOf(filtered.rawPayload)).slice(1).map((r) => r[1])).toEqual(['IMP-S-002']);
  });
});
