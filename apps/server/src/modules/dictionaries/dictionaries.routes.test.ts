import type { SysDictData, SysDictType } from '@meiyu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DIALECTS, type TestApp } from '../../../test/test-app';

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
}

describe.each(DIALECTS)('sysDictType and sysDictData on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let district: string;
  let teacher: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    admin = (await t.login('superadmin')).accessToken;
    district = (await t.login('district01')).accessToken;
    teacher = (await t.login('teacher01')).accessToken;
  });
  afterAll(async () => t.close());

  it('allDictList holds every seeded reference dictionary with its items', async () => {
    const { body } = await t.call<SysDictType[]>({ url: '/api/sysDictType/allDictList', token: teacher });
    expect(body.code).toBe(200);
    const byCode = new Map(body.result.map((d) => [d.code, d]));
    for (const code of [
      'nation',
      'art_dimension',
      'music_dimension',
      'question_status',
      'evaluation_status',
      'org_type',
      'radar_chart_comment',
    ]) {
      expect(byCode.get(code)?.children?.length, code).toBeGreaterThan(0);
    }
    expect(byCode.get('nation')?.children).toHaveLength(56);
    expect(byCode.get('gender')?.children?.map((c) => [c.code, c.value])).toEqual([
      ['0', '女'],
      ['1', '男'],
    ]);
    expect(byCode.get('art_textbook_type')?.status).toBe(2);
    const sorted = [...body.result].sort(
      (a, b) => a.orderNo - b.orderNo || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
    );
    expect(body.result.map((d) => d.code)).toEqual(sorted.map((d) => d.code));
  });

  it('page, list, detail and dataList', async () => {
    const page = await t.call<Page<SysDictType>>({
      url: '/api/sysDictType/page',
      token: admin,
      body: { page: '1', pageSize: 5, code: 'dimension' },
    });
    expect(page.body.result).toMatchObject({ page: 1, pageSize: 5 });
    expect(page.body.result.items.every((d) => d.code.includes('dimension'))).toBe(true);
    expect(page.body.result.totalPages).toBe(Math.ceil(page.body.result.total / 5));
    const list = await t.call<SysDictType[]>({ url: '/api/sysDictType/list', token: teacher });
    expect(list.body.result[0]!.children).toBeNull();
    const id = list.body.result[0]!.id;
    const detail = await t.call<SysDictType>({
      url: '/api/sysDictType/detail',
      token: admin,
      query: { Id: String(id), Status: '1' },
    });
    expect(detail.body.result.id).toBe(id);
    const none = await t.call({ url: '/api/sysDictType/detail', token: admin, query: { Id: '999' } });
    expect(none.body).toMatchObject({ code: 200, result: null });
    const badId = await t.call({ url: '/api/sysDictType/detail', token: admin, query: { Id: 'abc' } });
    expect(badId.body.code).toBe(400);
    const data = await t.call<SysDictData[]>({
      url: '/api/sysDictType/dataList',
      token: teacher,
      query: { Code: 'art_dimension' },
    });
    expect(data.body.result.map((d) => d.code)).toEqual(['1', '2', '3', '4', '5']);
    const noCode = await t.call({ url: '/api/sysDictType/dataList', token: teacher });
    expect(noCode.body).toMatchObject({ code: 400, message: '字典类型编码不能为空' });
    const unknown = await t.call({
      url: '/api/sysDictType/dataList',
      token: teacher,
      query: { Code: 'nope' },
      lang: 'en',
    });
    expect(unknown.body.message).toBe('[D3000] The dictionary type does not exist');
  });

  it('add, update, setStatus and delete a type with its items; duplicates and unknown ids refused', async () => {
    const add = await t.call({
      url: '/api/sysDictType/add',
      token: admin,
      body: { name: '测试字典', code: 'test_dict', orderNo: 999 },
    });
    expect(add.body).toMatchObject({ code: 200, result: null });
    const dup = await t.call({ url: '/api/sysDictType/add', token: admin, body: { name: 'x', code: 'test_dict' } });
    expect(dup.body.message).toBe('[D3001] 字典类型已存在,名称或编码重复');
    const found = await t.call<Page<SysDictType>>({
      url: '/api/sysDictType/page',
      token: admin,
      body: { code: 'test_dict' },
    });
    const type = found.body.result.items[0]!;
    expect(type).toMatchObject({
      name: '测试字典',
      status: 1,
      isDelete: false,
      createUserName: '超级管理员',
      updateTime: null,
    });

    const item = await t.call({
      url: '/api/sysDictData/add',
      token: admin,
      body: { dictTypeId: type.id, value: '甲', code: 'a', tagType: 'success', extData: '评语' },
    });
    expect(item.body.code).toBe(200);
    const dupItem = await t.call({
      url: '/api/sysDictData/add',
      token: admin,
      body: { dictTypeId: type.id, value: '乙', code: 'a' },
    });
    expect(dupItem.body.message).toContain('D3003');
    const badTag = await t.call({
      url: '/api/sysDictData/add',
      token: admin,
      body: { dictTypeId: type.id, value: '乙', code: 'b', tagType: 'pink' },
    });
    expect(badTag.body.code).toBe(400);
    const items = await t.call<Page<SysDictData>>({
      url: '/api/sysDictData/page',
      token: admin,
      body: { dictTypeId: type.id },
    });
    expect(items.body.result.items).toHaveLength(1);
    const itemId = items.body.result.items[0]!.id;
    await t.call({ url: '/api/sysDictData/setStatus', token: admin, body: { id: itemId, status: 2 } });
    const list = await t.call<SysDictData[]>({
      url: '/api/sysDictData/list',
      token: teacher,
      query: { dictTypeId: String(type.id) },
    });
    expect(list.body.result[0]!.status).toBe(2);

    const upd = await t.call({
      url: '/api/sysDictType/update',
      token: admin,
      body: { id: type.id, name: '测试字典2', code: 'test_dict' },
    });
    expect(upd.body.code).toBe(200);
    const updTaken = await t.call({
      url: '/api/sysDictType/update',
      token: admin,
      body: { id: type.id, name: 'x', code: 'nation' },
    });
    expect(updTaken.body.message).toContain('D3001');
    const updUnknown = await t.call({
      url: '/api/sysDictType/update',
      token: admin,
      body: { id: 1, name: 'x', code: 'zz' },
    });
    expect(updUnknown.body.message).toContain('D3000');
    const status = await t.call({ url: '/api/sysDictType/setStatus', token: admin, body: { id: type.id, status: 3 } });
    expect(status.body.message).toBe('[D3005] 字典状态错误');
    const status2 = await t.call({ url: '/api/sysDictType/setStatus', token: admin, body: { id: type.id, status: 2 } });
    expect(status2.body.code).toBe(200);

    const all1 = await t.call<SysDictType[]>({ url: '/api/sysDictType/allDictList', token: teacher });
    expect(all1.body.result.find((d) => d.code === 'test_dict')?.name).toBe('测试字典2');
    const del = await t.call({ url: '/api/sysDictType/delete', token: admin, body: { id: type.id } });
    expect(del.body.code).toBe(200);
    const delAgain = await t.call({ url: '/api/sysDictType/delete', token: admin, body: { id: type.id } });
    expect(delAgain.body.message).toContain('D3000');
    const all2 = await t.call<SysDictType[]>({ url: '/api/sysDictType/allDictList', token: teacher });
    expect(all2.body.result.some((d) => d.code === 'test_dict')).toBe(false);
    const orphan = await t.call({
      url: '/api/sysDictData/list',
      token: teacher,
      query: { dictTypeId: String(type.id) },
    });
    expect(orphan.body.message).toContain('D3000');
  });

  it('validates bodies: missing, wrong types, too long', async () => {
    const missing = await t.call({ url: '/api/sysDictType/add', token: admin, body: {} });
    expect(JSON.parse(missing.body.message)).toEqual({ Name: ['字典名称不能为空'], Code: ['字典编码不能为空'] });
    const wrongType = await t.call({
      url: '/api/sysDictType/add',
      token: admin,
      body: { name: 'a', code: 'b', orderNo: 'x' },
    });
    expect(Object.keys(JSON.parse(wrongType.body.message))).toEqual(['OrderNo']);
    const tooLong = await t.call({
      url: '/api/sysDictType/add',
      token: admin,
      body: { name: 'a'.repeat(65), code: 'b' },
      lang: 'en',
    });
    expect(JSON.parse(tooLong.body.message)).toEqual({ Name: ['Name must be at most 64 characters'] });
    const pageTooBig = await t.call({ url: '/api/sysDictType/page', token: admin, body: { pageSize: 100000 } });
    expect(pageTooBig.body.code).toBe(400);
  });

  it('requires a token and the button permission; the bureau may read but not write', async () => {
    const anon = await t.call({ url: '/api/sysDictType/allDictList' });
    expect(anon.body.code).toBe(401);
    const noPerm = await t.call({ url: '/api/sysDictType/page', token: teacher, body: {} });
    expect(noPerm.body).toMatchObject({ code: 403, message: '403 禁止访问，没有权限' });
    expect(noPerm.res.headers['access-token']).toBeUndefined();
    const read = await t.call({ url: '/api/sysDictType/page', token: district, body: {} });
    expect(read.body.code).toBe(200);
    const write = await t.call({ url: '/api/sysDictType/add', token: district, body: { name: 'x', code: 'y' } });
    expect(write.body.code).toBe(403);
  });
});
