import type { SysOrg, SysUser, UserAddResult } from '@meiyu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DIALECTS, type TestApp } from '../../../test/test-app';

/**
 * Every route of the people screens (regions, organisations, positions, roles, users) against four actors of
 * different scopes: a route either refuses the actor (403, no button), or treats another school's id exactly as an
 * id that does not exist. The feature tests beside each module check what the routes do inside the scope.
 */
describe.each(DIALECTS)('people routes: another school’s id is an id that does not exist, on %s', (dialect) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const MISSING = 999_999_999;
  /** Ids outside the scope of district01 (南明区), school01 and teacher01 (南明区实验小学). */
  let farOrg: SysOrg;
  let farUser: SysUser;
  let farRole: number;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    for (const a of ['admin', 'district01', 'school01', 'teacher01']) tokens[a] = (await t.login(a)).accessToken;
    const db = t.app.ctx.db;
    const yy = await db.selectFrom('sys_org').select('id').where('code', '=', 'yy-s01').executeTakeFirstOrThrow();
    const teacher = await db
      .selectFrom('sys_role')
      .select('id')
      .where('code', '=', 'teacher')
      .executeTakeFirstOrThrow();
    farRole = teacher.id;
    const added = await t.call<UserAddResult>({
      url: '/api/sysUser/add',
      token: tokens.admin,
      body: { account: 'yyteach01', realName: '云岩老师', orgId: yy.id, roleIdList: [teacher.id] },
    });
    farOrg = (await t.call<SysOrg>({ url: '/api/sysOrg/detail', token: tokens.admin, query: { id: String(yy.id) } }))
      .body.result;
    farUser = (
      await t.call<SysUser>({
        url: '/api/sysUser/detail',
        token: tokens.admin,
        query: { id: String(added.body.result.id) },
      })
    ).body.result;
  });
  afterAll(async () => t.close());

  interface Route {
    permission: string;
    /** A call naming the given id (of an organisation, user or role), or a call without one. */
    call: (id: number) => { url: string; body?: unknown; query?: Record<string, string> };
    /** Which actors hold the button (the rest must get 403). */
    holders: string[];
  }
  const ORG_ADMINS = ['admin', 'district01', 'school01'];
  const BUREAU = ['admin', 'district01'];
  const ADMIN = ['admin'];
  const org = (id: number) => ({ ...farOrg, id, pid: farOrg.pid });
  const user = (id: number) => ({ ...farUser, id, roleIdList: farUser.roleIds });
  const routes: Route[] = [
    { permission: 'sysRegion:tree', holders: ORG_ADMINS, call: () => ({ url: '/api/sysRegion/tree' }) },
    {
      permission: 'sysRegion:search',
      holders: ORG_ADMINS,
      call: () => ({ url: '/api/sysRegion/search', query: { keyword: '南明' } }),
    },
    {
      permission: 'sysOrg:tree',
      holders: [...ORG_ADMINS, 'teacher01'],
      call: (id) => ({ url: '/api/sysOrg/tree', query: { pid: String(id) } }),
    },
    {
      permission: 'sysOrg:list',
      holders: ORG_ADMINS,
      call: (id) => ({ url: '/api/sysOrg/list', query: { pid: String(id) } }),
    },
    {
      permission: 'sysOrg:detail',
      holders: ORG_ADMINS,
      call: (id) => ({ url: '/api/sysOrg/detail', query: { id: String(id) } }),
    },
    {
      permission: 'sysOrg:add',
      holders: BUREAU,
      call: (id) => ({ url: '/api/sysOrg/add', body: { ...org(0), pid: id, code: 'scope-add', name: '越界学校' } }),
    },
    { permission: 'sysOrg:update', holders: ORG_ADMINS, call: (id) => ({ url: '/api/sysOrg/update', body: org(id) }) },
    {
      permission: 'sysOrg:move',
      holders: BUREAU,
      call: (id) => ({ url: '/api/sysOrg/move', body: { id, pid: farOrg.pid } }),
    },
    {
      permission: 'sysOrg:setStatus',
      holders: BUREAU,
      call: (id) => ({ url: '/api/sysOrg/setStatus', body: { id, status: 2 } }),
    },
    { permission: 'sysOrg:delete', holders: BUREAU, call: (id) => ({ url: '/api/sysOrg/delete', body: { id } }) },
    { permission: 'sysPos:page', holders: ADMIN, call: () => ({ url: '/api/sysPos/page', body: {} }) },
    { permission: 'sysPos:list', holders: ORG_ADMINS, call: () => ({ url: '/api/sysPos/list' }) },
    {
      permission: 'sysPos:add',
      holders: ADMIN,
      call: () => ({ url: '/api/sysPos/add', body: { name: '教研员', code: 'scope-pos' } }),
    },
    {
      permission: 'sysPos:update',
      holders: ADMIN,
      call: (id) => ({ url: '/api/sysPos/update', body: { id, name: '教研员', code: 'scope-pos2' } }),
    },
    { permission: 'sysPos:delete', holders: ADMIN, call: (id) => ({ url: '/api/sysPos/delete', body: { id } }) },
    { permission: 'sysRole:page', holders: ADMIN, call: () => ({ url: '/api/sysRole/page', body: {} }) },
    { permission: 'sysRole:list', holders: ORG_ADMINS, call: () => ({ url: '/api/sysRole/list' }) },
    {
      permission: 'sysRole:add',
      holders: ADMIN,
      call: () => ({ url: '/api/sysRole/add', body: { name: '临时', code: 'scope_role' } }),
    },
    {
      permission: 'sysRole:update',
      holders: ADMIN,
      call: (id) => ({ url: '/api/sysRole/update', body: { id, name: '临时', code: 'scope_role2' } }),
    },
    { permission: 'sysRole:delete', holders: ADMIN, call: (id) => ({ url: '/api/sysRole/delete', body: { id } }) },
    {
      permission: 'sysRole:setStatus',
      holders: ADMIN,
      call: (id) => ({ url: '/api/sysRole/setStatus', body: { id, status: 1 } }),
    },
    {
      permission: 'sysRole:grantMenu',
      holders: ADMIN,
      call: (id) => ({ url: '/api/sysRole/grantMenu', body: { id, menuIdList: [] } }),
    },
    {
      permission: 'sysRole:ownMenuList',
      holders: ADMIN,
      call: (id) => ({ url: '/api/sysRole/ownMenuList', query: { id: String(id) } }),
    },
    {
      permission: 'sysRole:grantDataScope',
      holders: ADMIN,
      call: (id) => ({ url: '/api/sysRole/grantDataScope', body: { id, dataScope: 3 } }),
    },
    {
      permission: 'sysRole:ownOrgList',
      holders: ADMIN,
      call: (id) => ({ url: '/api/sysRole/ownOrgList', query: { id: String(id) } }),
    },
    {
      permission: 'sysUser:page',
      holders: ORG_ADMINS,
      call: (id) => ({ url: '/api/sysUser/page', body: { orgId: id } }),
    },
    {
      permission: 'sysUser:detail',
      holders: ORG_ADMINS,
      call: (id) => ({ url: '/api/sysUser/detail', query: { id: String(id) } }),
    },
    {
      permission: 'sysUser:add',
      holders: ORG_ADMINS,
      call: (id) => ({ url: '/api/sysUser/add', body: { ...user(0), account: 'scopeuser', phone: null, orgId: id } }),
    },
    {
      permission: 'sysUser:update',
      holders: ORG_ADMINS,
      call: (id) => ({ url: '/api/sysUser/update', body: user(id) }),
    },
    { permission: 'sysUser:delete', holders: ORG_ADMINS, call: (id) => ({ url: '/api/sysUser/delete', body: { id } }) },
    {
      permission: 'sysUser:setStatus',
      holders: ORG_ADMINS,
      call: (id) => ({ url: '/api/sysUser/setStatus', body: { id, status: 2 } }),
    },
    {
      permission: 'sysUser:resetPwd',
      holders: ORG_ADMINS,
      call: (id) => ({ url: '/api/sysUser/resetPwd', body: { id } }),
    },
    {
      permission: 'sysUser:unlockLogin',
      holders: ORG_ADMINS,
      call: (id) => ({ url: '/api/sysUser/unlockLogin', body: { id } }),
    },
    {
      permission: 'sysUser:grantRole',
      holders: ORG_ADMINS,
      call: (id) => ({ url: '/api/sysUser/grantRole', body: { userId: id, roleIdList: [] } }),
    },
    {
      permission: 'sysUser:ownRoleList',
      holders: ORG_ADMINS,
      call: (id) => ({ url: '/api/sysUser/ownRoleList', query: { userId: String(id) } }),
    },
  ];

  /** The id a route names: an organisation, a user or a role outside the scopes under test. */
  const farIdOf = (permission: string): number | null => {
    if (permission.startsWith('sysOrg:')) return farOrg.id;
    if (permission === 'sysUser:page' || permission === 'sysUser:add') return farOrg.id;
    if (permission.startsWith('sysUser:')) return farUser.id;
    if (permission.startsWith('sysRole:') && permission !== 'sysRole:list') return farRole;
    return null;
  };

  const send = async (account: string, req: ReturnType<Route['call']>) => {
    const { body } = await t.call({ ...req, token: tokens[account] });
    return { code: body.code, message: body.message, result: body.result };
  };

  it('covers every button of the people screens in the menu seed', async () => {
    const seeded = await t.app.ctx.db
      .selectFrom('sys_menu')
      .select('permission')
      .where('type', '=', 3)
      .where((eb) =>
        eb.or(
          ['sysRegion:%', 'sysOrg:%', 'sysPos:%', 'sysRole:%', 'sysUser:%'].map((p) => eb('permission', 'like', p)),
        ),
      )
      .execute();
    expect(seeded.map((s) => s.permission).sort()).toEqual(routes.map((r) => r.permission).sort());
  });

  for (const actor of ['district01', 'school01', 'teacher01']) {
    it(`${actor}: refused without the button, and another school's id answers as a missing id`, async () => {
      for (const route of routes) {
        const id = farIdOf(route.permission);
        const far = await send(actor, route.call(id ?? MISSING));
        if (!route.holders.includes(actor)) {
          expect(far.code, `${actor} ${route.permission}`).toBe(403);
          continue;
        }
        if (id === null) {
          expect(far.code, `${actor} ${route.permission}`).toBe(200);
          continue;
        }
        const missing = await send(actor, route.call(MISSING));
        expect(far, `${actor} ${route.permission}`).toEqual(missing);
      }
    });
  }

  it('nothing outside the scope changed', async () => {
    const org = await t.call<SysOrg>({
      url: '/api/sysOrg/detail',
      token: tokens.admin,
      query: { id: String(farOrg.id) },
    });
    expect(org.body.result).toMatchObject({ status: 1, pid: farOrg.pid, name: farOrg.name });
    const u = await t.call<SysUser>({
      url: '/api/sysUser/detail',
      token: tokens.admin,
      query: { id: String(farUser.id) },
    });
    expect(u.body.result).toMatchObject({ status: 1, roleIds: farUser.roleIds, mustChangePassword: true });
    const added = await t.app.ctx.db.selectFrom('sys_user').select('id').where('account', '=', 'scopeuser').execute();
    expect(added).toEqual([]);
  });
});
