import type { PageResult, SysMenu, SysOrg, SysRole, UserAddResult } from '@meiyu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DIALECTS, type TestApp } from '../../../test/test-app';

const flatten = (nodes: SysMenu[]): SysMenu[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

describe.each(DIALECTS)('sysRole: no one grants more than it holds, on %s', (dialect) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const orgs: Record<string, number> = {};
  const roles: Record<string, number> = {};
  const menus: Record<string, number> = {};
  const MISSING = 999_999_999;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    for (const account of ['admin', 'district01', 'school01']) tokens[account] = (await t.login(account)).accessToken;
    const db = t.app.ctx.db;
    for (const o of await db.selectFrom('sys_org').select(['id', 'code']).execute()) orgs[o.code] = o.id;
    for (const r of await db.selectFrom('sys_role').select(['id', 'code']).execute()) roles[r.code] = r.id;
    const tree = await t.call<SysMenu[]>({ url: '/api/sysMenu/list', token: tokens.admin });
    for (const m of flatten(tree.body.result)) menus[m.permission ?? m.name ?? m.title] = m.id;
  });
  afterAll(async () => t.close());

  function post<T>(account: string, url: string, body: unknown, lang = 'zh-cn') {
    return t.call<T>({ url, body, token: tokens[account], lang }).then((r) => r.body);
  }
  const get = <T>(account: string, url: string, query: Record<string, string> = {}) =>
    t.call<T>({ url, query, token: tokens[account] }).then((r) => r.body);

  it('page: the administrator sees every role with its holders; bureaus and schools have no role screen', async () => {
    const page = await post<PageResult<SysRole>>('admin', '/api/sysRole/page', { pageSize: 50 });
    expect(page.result.items.map((r) => r.code)).toEqual([
      'sys_admin',
      'province_education',
      'city_education',
      'district_education',
      'school_admin',
      'teacher',
      'expert',
      'student',
    ]);
    expect(page.result.items.find((r) => r.code === 'school_admin')).toMatchObject({
      builtIn: true,
      dataScope: 2,
      userCount: 1,
    });
    const filtered = await post<PageResult<SysRole>>('admin', '/api/sysRole/page', { name: '教育', pageSize: 2 });
    expect(filtered.result).toMatchObject({ total: 3, totalPages: 2 });
    for (const account of ['district01', 'school01']) {
      expect((await post(account, '/api/sysRole/page', {})).code).toBe(403);
      expect((await post(account, '/api/sysRole/add', { name: 'x', code: 'x' })).code).toBe(403);
      expect((await get(account, '/api/sysRole/ownMenuList', { id: String(roles.teacher) })).code).toBe(403);
    }
  });

  it('the administrator: built-in roles keep their codes, sys_admin keeps everything, roles in use stay', async () => {
    const admin = (await post<PageResult<SysRole>>('admin', '/api/sysRole/page', { code: 'sys_admin' })).result
      .items[0]!;
    expect((await post('admin', '/api/sysRole/grantMenu', { id: admin.id, menuIdList: [] })).message).toContain(
      '[D5007]',
    );
    expect((await post('admin', '/api/sysRole/setStatus', { id: admin.id, status: 2 })).message).toContain('[D5007]');
    expect(
      (await post('admin', '/api/sysRole/grantDataScope', { id: admin.id, dataScope: 3, orgIdList: [] })).message,
    ).toContain('[D5007]');
    expect((await post('admin', '/api/sysRole/delete', { id: roles.teacher })).message).toContain('[D5006]');
    const teacher = (await post<PageResult<SysRole>>('admin', '/api/sysRole/page', { code: 'teacher' })).result
      .items[0]!;
    expect((await post('admin', '/api/sysRole/update', { ...teacher, code: 'teacher2' })).message).toContain('[D5006]');
    expect((await post('admin', '/api/sysRole/update', { ...teacher, name: '任课教师' })).code).toBe(200);
    expect((await post('admin', '/api/sysRole/add', { name: '重复', code: 'teacher' })).message).toContain('[D5001]');
    const missing = await post('admin', '/api/sysRole/add', { code: '1bad' }, 'en');
    expect(JSON.parse(missing.message)).toEqual({
      Name: ['The role name is required'],
      Code: ['The role code starts with a letter and holds letters, digits and underscores only'],
    });
    expect((await post('admin', '/api/sysRole/grantMenu', { id: MISSING, menuIdList: [] })).message).toContain(
      '[D5000]',
    );
    expect(
      (await post('admin', '/api/sysRole/grantMenu', { id: roles.teacher, menuIdList: [MISSING] })).message,
    ).toContain('[D4001]');
  });

  it('a role manager below the administrator: only its own menus, only its own scope', async () => {
    // A custom role holding the role screen and the dictionary page, reaching its organisation and below.
    const own = [menus.sysRole, menus['sysRole:page'], menus['sysRole:add'], menus['sysRole:update']];
    const grants = [
      ...own,
      menus['sysRole:grantMenu'],
      menus['sysRole:grantDataScope'],
      menus['sysRole:ownMenuList'],
      menus['sysRole:ownOrgList'],
      menus['sysRole:delete'],
      menus.sysDict,
    ];
    const made = await post<number>('admin', '/api/sysRole/add', {
      name: '区县角色管理员',
      code: 'district_role_mgr',
      dataScope: 2,
      menuIdList: grants,
    });
    expect(made.code).toBe(200);
    const ownMenus = await get<number[]>('admin', '/api/sysRole/ownMenuList', { id: String(made.result) });
    // The directory of the pages came along, so the menu tree has somewhere to hang them.
    expect(ownMenus.result).toEqual(expect.arrayContaining([...grants, menus.system]));
    const user = await post<UserAddResult>('admin', '/api/sysUser/add', {
      account: 'nmrolemgr',
      realName: '角色管理员',
      orgId: orgs['nm-edu'],
      roleIdList: [made.result],
      password: t.encrypt('Role@2026'),
    });
    expect(user.code).toBe(200);
    tokens.mgr = (await t.login('nmrolemgr', 'Role@2026')).accessToken;

    // Built-in roles are outside its authority: they answer as roles that do not exist.
    const page = await post<PageResult<SysRole>>('mgr', '/api/sysRole/page', {});
    expect(page.result.items.map((r) => r.code)).toEqual(['district_role_mgr']);
    expect((await post('mgr', '/api/sysRole/grantMenu', { id: roles.teacher, menuIdList: [] })).message).toContain(
      '[D5000]',
    );

    const withUsers = await post('mgr', '/api/sysRole/add', {
      name: '越权',
      code: 'too_much',
      menuIdList: [menus.sysUser, menus['sysUser:page']],
    });
    expect(withUsers.message).toContain('[D5003]');
    const all = await post('mgr', '/api/sysRole/add', { name: '全部数据', code: 'all_data', dataScope: 1 });
    expect(all.message).toContain('[D5004]');
    const far = await post('mgr', '/api/sysRole/add', {
      name: '他区',
      code: 'far_away',
      dataScope: 5,
      orgIdList: [orgs['yy-s01']],
    });
    expect(far.message).toContain('[D2000]');
    expect(
      await t.app.ctx.db
        .selectFrom('sys_role')
        .select('id')
        .where('code', 'in', ['too_much', 'all_data', 'far_away'])
        .execute(),
    ).toEqual([]);

    const reader = await post<number>('mgr', '/api/sysRole/add', {
      name: '字典查看',
      code: 'dict_reader',
      dataScope: 5,
      orgIdList: [orgs['nm-s01']],
      menuIdList: [menus.sysDict],
    });
    expect(reader.code).toBe(200);
    expect(
      (await post('mgr', '/api/sysRole/grantMenu', { id: reader.result, menuIdList: [menus.sysMenu] })).message,
    ).toContain('[D5003]');
    expect(
      (await post('mgr', '/api/sysRole/grantDataScope', { id: reader.result, dataScope: 1, orgIdList: [] })).message,
    ).toContain('[D5004]');
    expect((await get<number[]>('mgr', '/api/sysRole/ownOrgList', { id: String(reader.result) })).result).toEqual([
      orgs['nm-s01'],
    ]);
    const page2 = await post<PageResult<SysRole>>('mgr', '/api/sysRole/page', {});
    expect(page2.result.items.map((r) => r.code).sort()).toEqual(['dict_reader', 'district_role_mgr']);
    expect((await post('mgr', '/api/sysRole/delete', { id: reader.result })).code).toBe(200);
  });

  it('a custom data scope decides what its holders reach', async () => {
    const role = await post<number>('admin', '/api/sysRole/add', {
      name: '两校督导',
      code: 'two_schools',
      dataScope: 5,
      orgIdList: [orgs['nm-s01'], orgs['yy-s01']],
      menuIdList: [menus.sysOrg, menus['sysOrg:list']],
    });
    expect(role.code).toBe(200);
    expect(
      (await get<number[]>('admin', '/api/sysRole/ownOrgList', { id: String(role.result) })).result.sort(),
    ).toEqual([orgs['nm-s01'], orgs['yy-s01']].sort());
    await post('admin', '/api/sysUser/add', {
      account: 'inspector',
      realName: '督导',
      orgId: orgs['gy-edu'],
      roleIdList: [role.result],
      password: t.encrypt('Insp@2026'),
    });
    const token = (await t.login('inspector', 'Insp@2026')).accessToken;
    const list = await t.call<PageResult<SysOrg>>({ url: '/api/sysOrg/list', token });
    expect(list.body.result.items.map((o) => o.code).sort()).toEqual(['nm-s01', 'yy-s01']);
    // Narrowed to one school: the next request already sees it.
    await post('admin', '/api/sysRole/grantDataScope', { id: role.result, dataScope: 5, orgIdList: [orgs['yy-s01']] });
    const after = await t.call<PageResult<SysOrg>>({ url: '/api/sysOrg/list', token });
    expect(after.body.result.items.map((o) => o.code)).toEqual(['yy-s01']);
    // Disabled: its menus and scope are gone.
    await post('admin', '/api/sysRole/setStatus', { id: role.result, status: 2 });
    expect((await t.call({ url: '/api/sysOrg/list', token })).body.code).toBe(403);
    expect((await post('admin', '/api/sysRole/delete', { id: role.result })).message).toContain('[D5002]');
  });
});
