import type { MenuOutput, SysMenu } from '@meiyu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DIALECTS, type TestApp } from '../../../test/test-app';

const flatten = <T extends { children: T[] }>(nodes: T[]): T[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe.each(DIALECTS)('sysMenu on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let student: string;
  let school: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    admin = (await t.login('admin')).accessToken;
    student = (await t.login('student01')).accessToken;
    school = (await t.login('school01')).accessToken;
  });
  afterAll(async () => t.close());

  it('loginMenuTree: the role menus, no buttons, upstream fields and meta', async () => {
    const { body } = await t.call<MenuOutput[]>({ url: '/api/sysMenu/loginMenuTree', token: admin });
    expect(body.code).toBe(200);
    const all = flatten(body.result);
    expect(all.some((m) => m.type === 3)).toBe(false);
    const home = all.find((m) => m.path === '/dashboard/home')!;
    expect(home).toMatchObject({ component: '/home/index', title: '工作台', isOpen: true, children: [] });
    expect(home.meta).toEqual({
      title: '工作台',
      icon: 'ele-HomeFilled',
      isIframe: false,
      isLink: null,
      isHide: false,
      isKeepAlive: true,
      isAffix: true,
    });
    expect(all.some((m) => m.path === '/system/dict')).toBe(true);
    const studentTree = flatten(
      (await t.call<MenuOutput[]>({ url: '/api/sysMenu/loginMenuTree', token: student })).body.result,
    );
    expect(studentTree.some((m) => m.path === '/system/dict' || m.path === '/system/menu')).toBe(false);
    expect(studentTree.some((m) => m.path === '/dashboard/home')).toBe(true);
  });

  it('ownBtnPermList: the role buttons; a student has none of the admin ones', async () => {
    const adminBtns = await t.call<string[]>({ url: '/api/sysMenu/ownBtnPermList', token: admin });
    expect(adminBtns.body.result).toEqual(
      expect.arrayContaining(['sysMenu:add', 'sysDictType:page', 'sysDictType:setStatus']),
    );
    const studentBtns = await t.call<string[]>({ url: '/api/sysMenu/ownBtnPermList', token: student });
    expect(studentBtns.body.result).toEqual([]);
  });

  it('list: a tree with buttons without filters; a flat list with Title or Type', async () => {
    const tree = await t.call<SysMenu[]>({ url: '/api/sysMenu/list', token: admin });
    expect(flatten(tree.body.result).some((m) => m.type === 3)).toBe(true);
    const flat = await t.call<SysMenu[]>({
      url: '/api/sysMenu/list',
      token: admin,
      query: { Title: '字典', Type: '0' },
    });
    expect(flat.body.result.every((m) => m.title.includes('字典') && m.children.length === 0)).toBe(true);
    const buttons = await t.call<SysMenu[]>({ url: '/api/sysMenu/list', token: admin, query: { Type: '3' } });
    expect(buttons.body.result.every((m) => m.type === 3)).toBe(true);
    const scoped = await t.call<SysMenu[]>({ url: '/api/sysMenu/list', token: school, query: { Type: '3' } });
    // A school administrator sees its own buttons only: none of the menu screen's.
    expect(scoped.body.result.every((m) => m.type === 3)).toBe(true);
    expect(scoped.body.result.some((m) => m.permission?.startsWith('sysMenu:'))).toBe(false);
  });

  it('add, update and delete with the contract rules', async () => {
    const tree = flatten((await t.call<SysMenu[]>({ url: '/api/sysMenu/list', token: admin })).body.result);
    const system = tree.find((m) => m.path === '/system')!;
    const button = tree.find((m) => m.permission === 'sysMenu:add')!;
    const page = {
      pid: system.id,
      type: 2,
      name: 'testPage',
      title: '测试页',
      path: '/system/test',
      component: '/system/test/index',
    };
    expect((await t.call({ url: '/api/sysMenu/add', token: admin, body: page })).body.code).toBe(200);
    expect(
      (await t.call({ url: '/api/sysMenu/add', token: admin, body: { ...page, title: '别名' } })).body.message,
    ).toBe('[D4009] 路由名称重复');
    expect(
      (await t.call({ url: '/api/sysMenu/add', token: admin, body: { ...page, name: 'other' } })).body.message,
    ).toBe('[D4000] 菜单已存在');
    expect(
      (
        await t.call({
          url: '/api/sysMenu/add',
          token: admin,
          body: { ...page, name: 'x2', title: 'x2', pid: button.id },
        })
      ).body.message,
    ).toBe('[D4010] 父节点不能为按钮类型');
    const created = flatten((await t.call<SysMenu[]>({ url: '/api/sysMenu/list', token: admin })).body.result).find(
      (m) => m.name === 'testPage',
    )!;
    const noPerm = await t.call({
      url: '/api/sysMenu/add',
      token: admin,
      body: { pid: created.id, type: 3, title: '按钮' },
    });
    expect(noPerm.body.message).toBe('[D4003] 权限标识格式为空');
    const badPerm = await t.call({
      url: '/api/sysMenu/add',
      token: admin,
      body: { pid: created.id, type: 3, title: '按钮', permission: 'nocolon' },
    });
    expect(badPerm.body.message).toBe('[D4004] 权限标识格式错误 如xxx:xxx');
    const okBtn = await t.call({
      url: '/api/sysMenu/add',
      token: admin,
      body: { pid: created.id, type: 3, title: '按钮', permission: 'test:do', path: '/x' },
    });
    expect(okBtn.body.code).toBe(200);
    const dupBtn = await t.call({
      url: '/api/sysMenu/add',
      token: admin,
      body: { pid: created.id, type: 3, title: '按钮2', permission: 'TEST:do' },
    });
    expect(dupBtn.body.message).toBe('[D4000] 菜单已存在');
    const btn = flatten((await t.call<SysMenu[]>({ url: '/api/sysMenu/list', token: admin })).body.result).find(
      (m) => m.permission === 'test:do',
    )!;
    expect(btn).toMatchObject({ path: null, name: null, isKeepAlive: true });

    expect(
      (await t.call({ url: '/api/sysMenu/update', token: admin, body: { ...page, id: created.id, pid: created.id } }))
        .body.message,
    ).toBe('[D4008] 禁止本节点与父节点相同');
    const renamed = await t.call({
      url: '/api/sysMenu/update',
      token: admin,
      body: { ...page, id: created.id, title: '测试页2' },
    });
    expect(renamed.body.code).toBe(200);
    const missing = await t.call({ url: '/api/sysMenu/update', token: admin, body: { pid: 0, type: 2 } });
    expect(JSON.parse(missing.body.message)).toMatchObject({ Title: ['菜单名称不能为空'] });

    expect((await t.call({ url: '/api/sysMenu/delete', token: admin, body: { id: created.id } })).body.code).toBe(200);
    const after = flatten((await t.call<SysMenu[]>({ url: '/api/sysMenu/list', token: admin })).body.result);
    expect(after.some((m) => m.id === created.id || m.id === btn.id)).toBe(false);
    expect((await t.call({ url: '/api/sysMenu/delete', token: admin, body: { id: created.id } })).body.code).toBe(400);
  });

  it('a new button grants its route only to roles holding it; others get 403', async () => {
    const forbidden = await t.call({ url: '/api/sysMenu/add', token: school, body: { pid: 0, type: 1, title: 'x' } });
    expect(forbidden.body.code).toBe(403);
    const anon = await t.call({ url: '/api/sysMenu/loginMenuTree' });
    expect(anon.body.code).toBe(401);
  });
});
