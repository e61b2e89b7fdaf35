import type { MenuOutput } from '@meiyu/contract';
import type { UserRole } from '@/core/role';

let seq = 9_100_000;

function entry(
  path: string,
  title: string,
  component: string,
  icon: string,
  children: MenuOutput[] = [],
  isHide = false,
): MenuOutput {
  seq += 1;
  const dir = component === 'Layout';
  return {
    id: seq,
    pid: 0,
    type: dir ? 1 : 2,
    name: path.split('/').filter(Boolean).join('-'),
    path,
    component,
    permission: null,
    redirect: null,
    orderNo: seq,
    status: 1,
    remark: null,
    createTime: null,
    updateTime: null,
    createUserName: null,
    updateUserName: null,
    title,
    isOpen: true,
    meta: {
      title,
      icon,
      isIframe: false,
      isLink: null,
      isHide,
      isKeepAlive: true,
      isAffix: path === '/dashboard/home',
    },
    children: children.map((c) => ({ ...c, pid: seq })),
  };
}

/**
 * The front-end route table, used instead of the server menu when the theme's isRequestRoutes is
 * off: the pages this build contains. System pages only for education users.
 */
export function frontendMenus(role: UserRole | null): MenuOutput[] {
  const menus = [
    entry('/dashboard', '工作台', 'Layout', 'ele-HomeFilled', [
      entry('/dashboard/home', '工作台', '/home/index', 'ele-HomeFilled'),
    ]),
  ];
  if (role === 'education') {
    menus.push(
      entry('/system', '系统管理', 'Layout', 'ele-Setting', [
        entry('/system/menu', '菜单管理', '/system/menu/index', 'ele-Menu'),
        entry('/system/dict', '字典管理', '/system/dict/index', 'ele-Collection'),
      ]),
    );
  }
  menus.push(entry('/system/userCenter', '个人中心', '/system/user/center', 'ele-User', [], true));
  return menus;
}
