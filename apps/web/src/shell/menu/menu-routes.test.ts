import type { MenuOutput } from '@meiyu/contract';
import { describe, expect, it } from 'vitest';
import {
  findMenuRoute,
  firstPagePath,
  isParentOpen,
  menusToRoutes,
  normalizeComponent,
  searchMenuRoutes,
  visibleMenuTree,
} from './menu-routes';

let seq = 1;
function menu(p: Partial<MenuOutput> & { path: string; title: string }): MenuOutput {
  const id = seq++;
  return {
    id,
    pid: 0,
    type: p.children ? 1 : 2,
    name: null,
    component: p.children ? 'Layout' : `${p.path}/index`,
    permission: null,
    redirect: null,
    orderNo: 100,
    status: 1,
    remark: null,
    createTime: null,
    updateTime: null,
    createUserName: null,
    updateUserName: null,
    isOpen: true,
    children: [],
    ...p,
    meta: {
      title: p.title,
      icon: null,
      isIframe: false,
      isLink: null,
      isHide: false,
      isKeepAlive: true,
      isAffix: false,
      ...(p.meta ?? {}),
    },
  };
}

const tree = [
  menu({
    path: '/system',
    title: '系统管理',
    orderNo: 2,
    children: [
      menu({ path: '/system/dict', title: '字典管理', component: '/system/dict/index' }),
      menu({ path: '/system/menu', title: '菜单管理', component: 'system/menu/index.vue', orderNo: 1 }),
      menu({ path: '/system/hidden', title: '隐藏', meta: { isHide: true } as MenuOutput['meta'] }),
      menu({ path: '/system/off', title: '停用', status: 2 }),
    ],
  }),
  menu({
    path: '/dashboard',
    title: '工作台',
    orderNo: 1,
    children: [menu({ path: '/dashboard/home', title: '工作台' })],
  }),
  menu({
    path: '/closed',
    title: '未开放',
    isOpen: false,
    orderNo: 3,
    children: [menu({ path: '/closed/page', title: '页面' }), menu({ path: '/closed/detail/:id', title: '详情' })],
  }),
];

describe('menusToRoutes', () => {
  const routes = menusToRoutes(tree);
  it('flattens pages and directories in order, dropping disabled ones', () => {
    expect(routes.map((r) => r.path)).toEqual([
      '/dashboard',
      '/dashboard/home',
      '/system',
      '/system/menu',
      '/system/dict',
      '/system/hidden',
      '/closed',
      '/closed/page',
      '/closed/detail/:id',
    ]);
  });
  it('normalises components and gives directories a redirect', () => {
    expect(routes.find((r) => r.path === '/system/menu')?.component).toBe('/system/menu/index');
    expect(routes.find((r) => r.path === '/system')?.redirect).toBe('/system/menu');
    expect(normalizeComponent('Layout')).toBeNull();
    expect(normalizeComponent('home/index')).toBe('/home/index');
  });
  it('records parents and refuses routes under a closed parent', () => {
    expect(isParentOpen(routes.find((r) => r.path === '/system/dict')!)).toBe(true);
    expect(isParentOpen(routes.find((r) => r.path === '/closed/page')!)).toBe(false);
    expect(isParentOpen(routes.find((r) => r.path === '/closed')!)).toBe(true);
  });
  it('matches paths with params', () => {
    expect(findMenuRoute(routes, '/closed/detail/7')?.title).toBe('详情');
    expect(findMenuRoute(routes, '/nope')).toBeNull();
  });
  it('hides hidden entries from the displayed tree and finds first pages', () => {
    const shown = visibleMenuTree(tree);
    expect(shown.find((m) => m.path === '/system')?.children.map((c) => c.path)).toEqual([
      '/system/menu',
      '/system/dict',
    ]);
    expect(firstPagePath(tree[1])).toBe('/dashboard/home');
  });
  it('searches by Chinese text or path', () => {
    expect(searchMenuRoutes(routes, '字典').map((r) => r.path)).toEqual(['/system/dict']);
    expect(searchMenuRoutes(routes, '/system/m').map((r) => r.path)).toEqual(['/system/menu']);
    expect(searchMenuRoutes(routes, ' ')).toEqual([]);
  });
});
