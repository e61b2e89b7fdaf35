import type { OrgTreeNode, PageResult, SysOrg } from '@meiyu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DIALECTS, type TestApp } from '../../../test/test-app';

describe.each(DIALECTS)('sysOrg inside the data scope on %s', (dialect) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const MISSING = 999_999_999;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    for (const account of ['admin', 'district01', 'school01', 'teacher01', 'student01']) {
      tokens[account] = (await t.login(account)).accessToken;
    }
    const orgs = await t.app.ctx.db.selectFrom('sys_org').select(['id', 'code']).execute();
    for (const o of orgs) ids[o.code] = o.id;
  });
  afterAll(async () => t.close());

  const get = <T>(account: string, url: string, query: Record<string, string> = {}) =>
    t.call<T>({ url, query, token: tokens[account] }).then((r) => r.body);
  const post = <T>(account: string, url: string, body: unknown, lang = 'zh-cn') =>
    t.call<T>({ url, body, token: tokens[account], lang }).then((r) => r.body);
  const school = (code: string, extra: Record<string, unknown> = {}) => ({
    pid: ids['nm-edu'],
    name: `测试学校${code}`,
    code,
    type: '201',
    regionCode: '520102',
    address: '贵阳市南明区花果园大街1号',
    contactPerson: '王老师',
    contactPhone: '0851-5551234',
    geographicalType: 'A',
    ...extra,
  });
  const opCount = async () =>
    Number(
      (
        await t.app.ctx.db
          .selectFrom('sys_log_op')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('entity', '=', 'sys_org')
          .executeTakeFirst()
      )?.n,
    );

  it('tree: each actor starts at the top of its own scope and loads one level at a time', async () => {
    const admin = await get<OrgTreeNode[]>('admin', '/api/sysOrg/tree');
    expect(admin.result.map((n) => n.code)).toEqual(['gz-edu']);
    expect(admin.result[0]!.isLeaf).toBe(false);
    const district = await get<OrgTreeNode[]>('district01', '/api/sysOrg/tree');
    expect(district.result.map((n) => n.code)).toEqual(['nm-edu']);
    const below = await get<OrgTreeNode[]>('district01', '/api/sysOrg/tree', { pid: String(ids['nm-edu']) });
    expect(below.result.map((n) => n.code).sort()).toEqual(['nm-s01', 'nm-s02', 'nm-s03', 'nm-s04', 'nm-s05']);
    expect(below.result.every((n) => n.isLeaf)).toBe(true);
    const schoolTree = await get<OrgTreeNode[]>('school01', '/api/sysOrg/tree');
    expect(schoolTree.result.map((n) => n.code)).toEqual(['nm-s01']);
    const teacher = await get<OrgTreeNode[]>('teacher01', '/api/sysOrg/tree');
    expect(teacher.result.map((n) => n.code)).toEqual(['nm-s01']);
    // Another district's children: the same empty answer as an organisation that does not exist.
    const other = await get<OrgTreeNode[]>('district01', '/api/sysOrg/tree', { pid: String(ids['yy-edu']) });
    const missing = await get<OrgTreeNode[]>('district01', '/api/sysOrg/tree', { pid: String(MISSING) });
    expect(other.result).toEqual([]);
    expect(missing.result).toEqual([]);
    expect((await get('student01', '/api/sysOrg/tree')).code).toBe(403);
  });

  it('list: paged, filtered and scoped; another subtree lists nothing', async () => {
    const admin = await get<PageResult<SysOrg>>('admin', '/api/sysOrg/list', { pageSize: '50' });
    expect(admin.result.total).toBe(29);
    const district = await get<PageResult<SysOrg>>('district01', '/api/sysOrg/list', { pageSize: '50' });
    expect(district.result.total).toBe(6);
    expect(district.result.items[0]).toMatchObject({
      code: 'nm-edu',
      type: '103',
      regionCode: '520102',
      regionName: '贵州省/贵阳市/南明区',
      parentName: '贵阳市教育局',
    });
    const schools = await get<PageResult<SysOrg>>('district01', '/api/sysOrg/list', { type: '201' });
    expect(schools.result.items.map((o) => o.code).sort()).toEqual(['nm-s01', 'nm-s02']);
    const paged = await get<PageResult<SysOrg>>('district01', '/api/sysOrg/list', { page: '2', pageSize: '4' });
    expect(paged.result).toMatchObject({ total: 6, page: 2, totalPages: 2, hasPrevPage: true, hasNextPage: false });
    expect(paged.result.items).toHaveLength(2);
    const school = await get<PageResult<SysOrg>>('school01', '/api/sysOrg/list');
    expect(school.result.items.map((o) => o.code)).toEqual(['nm-s01']);
    const elsewhere = await get<PageResult<SysOrg>>('school01', '/api/sysOrg/list', { pid: String(ids['nm-s02']) });
    expect(elsewhere.result.total).toBe(0);
    expect((await get('teacher01', '/api/sysOrg/list')).code).toBe(403);
  });

  it('detail: another school answers exactly like a school that does not exist', async () => {
    const own = await get<SysOrg>('school01', '/api/sysOrg/detail', { id: String(ids['nm-s01']) });
    expect(own.result.code).toBe('nm-s01');
    for (const account of ['district01', 'school01']) {
      const other = await get('school01' === account ? account : account, '/api/sysOrg/detail', {
        id: String(ids['yy-s01']),
      });
      const missing = await get(account, '/api/sysOrg/detail', { id: String(MISSING) });
      expect(other).toMatchObject({ code: 200, result: null });
      expect({ ...other, time: '' }).toEqual({ ...missing, time: '' });
    }
    const sibling = await get('school01', '/api/sysOrg/detail', { id: String(ids['nm-s02']) });
    expect(sibling.result).toBeNull();
  });

  it('add: a district creates a school in its own region; bad input is refused and nothing is written', async () => {
    const before = await opCount();
    const added = await post<number>('district01', '/api/sysOrg/add', school('t-add-1'));
    expect(added.code).toBe(200);
    const detail = await get<SysOrg>('district01', '/api/sysOrg/detail', { id: String(added.result) });
    expect(detail.result).toMatchObject({
      name: '测试学校t-add-1',
      pid: ids['nm-edu'],
      geographicalType: 'A',
      contactPhone: '0851-5551234',
      createUserName: '张区教',
    });
    expect(await opCount()).toBe(before + 1);

    const refusals: [Record<string, unknown>, string][] = [
      [{ pid: ids['yy-edu'] }, '[D2001]'],
      [{ pid: MISSING }, '[D2001]'],
      [{ pid: 0 }, '[D2001]'],
      [{ regionCode: '999999' }, '[D2003]'],
      [{ regionCode: '520103' }, '[D2008]'],
      [{ pid: ids['nm-s01'] }, '[D2007]'],
      [{ code: 'nm-s01' }, '[D2002]'],
      [{ name: '南明区实验小学' }, '[D2002]'],
    ];
    for (const [patch, code] of refusals) {
      const res = await post('district01', '/api/sysOrg/add', school(`t-bad-${code.slice(2, 6)}`, patch));
      expect(res.code, JSON.stringify(patch)).toBe(400);
      expect(res.message).toContain(code);
    }
    const invalid = await post(
      'district01',
      '/api/sysOrg/add',
      school('t-bad-phone', { contactPhone: '12345', name: '' }),
      'en',
    );
    expect(invalid.code).toBe(400);
    expect(JSON.parse(invalid.message)).toMatchObject({
      Name: ['The organisation name is required'],
    });
    const phone = await post('district01', '/api/sysOrg/add', school('t-bad-phone', { contactPhone: '12345' }), 'en');
    expect(JSON.parse(phone.message)).toEqual({
      ContactPhone: ['Invalid phone number (a mobile number or area code-number)'],
    });
    const type = await post('district01', '/api/sysOrg/add', school('t-bad-type', { type: '999' }));
    expect(type.code).toBe(400);
    expect(await opCount()).toBe(before + 1);
    const rows = await t.app.ctx.db.selectFrom('sys_org').select('code').where('code', 'like', 't-bad%').execute();
    expect(rows).toEqual([]);
    // A school admin holds no add button; a province-level add at the root needs a scope of everything.
    expect((await post('school01', '/api/sysOrg/add', school('t-add-2'))).code).toBe(403);
    const root = await post('admin', '/api/sysOrg/add', {
      ...school('t-root'),
      pid: 0,
      type: '101',
      regionCode: '530000',
    });
    expect(root.code).toBe(200);
  });

  it('update: a school admin edits its own profile; another school is an organisation that does not exist', async () => {
    const own = (await get<SysOrg>('school01', '/api/sysOrg/detail', { id: String(ids['nm-s01']) })).result;
    const updated = await post('school01', '/api/sysOrg/update', {
      ...own,
      address: '南明区新华路1号',
      contactPerson: '陈校管',
      contactPhone: '13800000005',
      geographicalType: 'B',
    });
    expect(updated.code).toBe(200);
    const after = (await get<SysOrg>('school01', '/api/sysOrg/detail', { id: String(ids['nm-s01']) })).result;
    expect(after).toMatchObject({ address: '南明区新华路1号', geographicalType: 'B', updateUserName: '陈校管' });
    // Its own organisation stays where it is.
    const moved = await post('school01', '/api/sysOrg/update', { ...after, pid: ids['nm-s02'] });
    expect(moved.message).toContain('[D2009]');

    const sibling = (await get<SysOrg>('admin', '/api/sysOrg/detail', { id: String(ids['nm-s02']) })).result;
    const other = await post('school01', '/api/sysOrg/update', { ...sibling, address: 'x' });
    const missing = await post('school01', '/api/sysOrg/update', { ...sibling, id: MISSING, address: 'x' });
    expect(other.message).toContain('[D2000]');
    expect(other.message).toBe(missing.message);
    const far = (await get<SysOrg>('admin', '/api/sysOrg/detail', { id: String(ids['yy-s01']) })).result;
    expect((await post('district01', '/api/sysOrg/update', { ...far, address: 'x' })).message).toContain('[D2000]');
    expect((await get<SysOrg>('admin', '/api/sysOrg/detail', { id: String(ids['yy-s01']) })).result.address).toBe(
      far.address,
    );
  });

  it('move: never under its own descendant, a school, or outside the scope', async () => {
    const nm = ids['nm-edu']!;
    expect((await post('admin', '/api/sysOrg/move', { id: ids['gy-edu'], pid: nm })).message).toContain('[D2006]');
    expect((await post('admin', '/api/sysOrg/move', { id: nm, pid: nm })).message).toContain('[D2006]');
    expect((await post('district01', '/api/sysOrg/move', { id: ids['nm-s03'], pid: ids['nm-s01'] })).message).toContain(
      '[D2007]',
    );
    expect((await post('district01', '/api/sysOrg/move', { id: ids['nm-s03'], pid: ids['yy-edu'] })).message).toContain(
      '[D2001]',
    );
    expect((await post('district01', '/api/sysOrg/move', { id: nm, pid: ids['gy-edu'] })).message).toContain('[D2009]');
    expect((await post('district01', '/api/sysOrg/move', { id: ids['yy-s02'], pid: nm })).message).toContain('[D2000]');
    // A school moves between districts only when its region fits the new parent.
    expect((await post('admin', '/api/sysOrg/move', { id: ids['nm-s03'], pid: ids['yy-edu'] })).message).toContain(
      '[D2008]',
    );
    const sub = await post<number>('district01', '/api/sysOrg/add', {
      ...school('t-sub'),
      type: '103',
      name: '南明区教育局直属学校管理中心',
    });
    expect(sub.code).toBe(200);
    const ok = await post('district01', '/api/sysOrg/move', { id: ids['nm-s05'], pid: sub.result });
    expect(ok.code).toBe(200);
    const below = await get<OrgTreeNode[]>('district01', '/api/sysOrg/tree', { pid: String(sub.result) });
    expect(below.result.map((n) => n.code)).toEqual(['nm-s05']);
    expect((await post('school01', '/api/sysOrg/move', { id: ids['nm-s05'], pid: nm })).code).toBe(403);
  });

  it('setStatus: disabling covers the subtree and keeps its users from signing in; the caller keeps its own', async () => {
    const nm = ids['nm-edu']!;
    expect((await post('district01', '/api/sysOrg/setStatus', { id: nm, status: 2 })).message).toContain('[D2009]');
    expect((await post('district01', '/api/sysOrg/setStatus', { id: ids['yy-s01'], status: 2 })).message).toContain(
      '[D2000]',
    );
    const school01Token = (await t.login('teacher01')).accessToken;
    const off = await post('district01', '/api/sysOrg/setStatus', { id: ids['nm-s01'], status: 2 });
    expect(off.code).toBe(200);
    expect((await t.call({ url: '/api/sysAuth/userInfo', token: school01Token })).body.code).toBe(401);
    await expect(t.login('teacher01')).rejects.toThrow(/D2011/);
    const on = await post('district01', '/api/sysOrg/setStatus', { id: ids['nm-s01'], status: 1 });
    expect(on.code).toBe(200);
    tokens.school01 = (await t.login('school01')).accessToken;
    tokens.teacher01 = (await t.login('teacher01')).accessToken;
    // Enabling waits for an enabled parent.
    await post('admin', '/api/sysOrg/setStatus', { id: nm, status: 2 });
    expect((await post('admin', '/api/sysOrg/setStatus', { id: ids['nm-s02'], status: 1 })).message).toContain(
      '[D2010]',
    );
    await post('admin', '/api/sysOrg/setStatus', { id: nm, status: 1 });
    const all = await t.app.ctx.db.selectFrom('sys_org').select('status').where('pid', '=', nm).execute();
    expect(all.some((o) => o.status === 2)).toBe(true);
    await t.app.ctx.db.updateTable('sys_org').set({ status: 1 }).execute();
    tokens.district01 = (await t.login('district01')).accessToken;
    tokens.school01 = (await t.login('school01')).accessToken;
  });

  it('delete: only an empty organisation of the scope, never the caller’s own', async () => {
    expect((await post('district01', '/api/sysOrg/delete', { id: ids['nm-s01'] })).message).toContain('[D2004]');
    expect((await post('district01', '/api/sysOrg/delete', { id: ids['nm-edu'] })).message).toContain('[D2009]');
    expect((await post('admin', '/api/sysOrg/delete', { id: ids['nm-edu'] })).message).toContain('[D2005]');
    const other = await post('district01', '/api/sysOrg/delete', { id: ids['yy-s04'] });
    const missing = await post('district01', '/api/sysOrg/delete', { id: MISSING });
    expect(other.message).toContain('[D2000]');
    expect(other.message).toBe(missing.message);
    const added = await post<number>('district01', '/api/sysOrg/add', school('t-del'));
    // A school that still has classes stays.
    const classId = 777_000_001;
    await t.app.ctx.db
      .insertInto('school_class')
      .values({
        id: classId,
        org_id: added.result,
        school_year: '2026-2027',
        grade: 1,
        class_no: 1,
        status: 1,
        archived: 0,
        is_delete: 0,
      })
      .execute();
    expect((await post('district01', '/api/sysOrg/delete', { id: added.result })).message).toContain('[D2012]');
    await t.app.ctx.db.deleteFrom('school_class').where('id', '=', classId).execute();
    expect((await post('school01', '/api/sysOrg/delete', { id: added.result })).code).toBe(403);
    expect((await post('district01', '/api/sysOrg/delete', { id: added.result })).code).toBe(200);
    expect((await get('district01', '/api/sysOrg/detail', { id: String(added.result) })).result).toBeNull();
    // The code stays taken (the column is unique), so a new organisation cannot silently reuse it.
    expect((await post('district01', '/api/sysOrg/add', school('t-del'))).message).toContain('[D2002]');
  });
});
