// Engineers working in parallel: read /tmp/common-brief.md first (shared rules: no git commit/stash/reset, reuse core, additive edits here).
/** The one source of menus, routes and button permissions; the web maps `component` to a page. */
export interface MenuSeed {
  key: string;
  type: 1 | 2 | 3;
  title: string;
  path?: string;
  component?: string;
  icon?: string;
  redirect?: string;
  permission?: string;
  isHide?: boolean;
  isAffix?: boolean;
  isKeepAlive?: boolean;
  orderNo: number;
  children?: MenuSeed[];
  /** Role codes granted this entry besides sys_admin (which holds every entry). */
  roles?: readonly string[];
}

const EVERYONE = [
  'province_education',
  'city_education',
  'district_education',
  'school_admin',
  'teacher',
  'expert',
  'student',
];
const BUREAUS = ['province_education', 'city_education', 'district_education'];

const button = (permission: string, title: string, orderNo: number, roles: readonly string[] = []): MenuSeed => ({
  key: permission,
  type: 3,
  title,
  permission,
  orderNo,
  roles,
});

export const MENU_SEED: MenuSeed[] = [
  {
    key: 'dashboard',
    type: 1,
    title: '工作台',
    path: '/dashboard',
    component: 'Layout',
    icon: 'ele-HomeFilled',
    redirect: '/dashboard/home',
    orderNo: 0,
    roles: EVERYONE,
    children: [
      {
        key: 'home',
        type: 2,
        title: '工作台',
        path: '/dashboard/home',
        component: '/home/index',
        icon: 'ele-HomeFilled',
        isAffix: true,
        orderNo: 100,
        roles: EVERYONE,
      },
    ],
  },
  {
    key: 'system',
    type: 1,
    title: '系统管理',
    path: '/system',
    component: 'Layout',
    icon: 'ele-Setting',
    redirect: '/system/dict',
    orderNo: 9000,
    roles: [...BUREAUS, 'school_admin', 'teacher', 'expert', 'student'],
    children: [
      {
        key: 'sysMenu',
        type: 2,
        title: '菜单管理',
        path: '/system/menu',
        component: '/system/menu/index',
        icon: 'ele-Menu',
        orderNo: 100,
        children: [
          button('sysMenu:add', '增加', 100),
          button('sysMenu:update', '编辑', 110),
          button('sysMenu:delete', '删除', 120),
        ],
      },
      {
        key: 'sysDict',
        type: 2,
        title: '字典管理',
        path: '/system/dict',
        component: '/system/dict/index',
        icon: 'ele-Collection',
        orderNo: 200,
        roles: BUREAUS,
        children: [
          button('sysDictType:page', '查询', 100, BUREAUS),
          button('sysDictType:detail', '详情', 105, BUREAUS),
          button('sysDictType:add', '增加', 110, ['province_education']),
          button('sysDictType:update', '编辑', 120, ['province_education']),
          button('sysDictType:delete', '删除', 130, ['province_education']),
          button('sysDictType:setStatus', '设置状态', 140, ['province_education']),
          button('sysDictData:page', '字典值查询', 150, BUREAUS),
          button('sysDictData:add', '字典值增加', 160, ['province_education']),
          button('sysDictData:update', '字典值编辑', 170, ['province_education']),
          button('sysDictData:delete', '字典值删除', 180, ['province_education']),
          button('sysDictData:setStatus', '字典值设置状态', 190, ['province_education']),
        ],
      },
      {
        key: 'userCenter',
        type: 2,
        title: '个人中心',
        path: '/system/userCenter',
        component: '/system/user/center',
        icon: 'ele-User',
        isHide: true,
        orderNo: 900,
        roles: [...BUREAUS, 'school_admin', 'teacher', 'expert', 'student'],
      },
    ],
  },
];
