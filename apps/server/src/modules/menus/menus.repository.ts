import type { MenuOutput, SysMenu } from '@meiyu/contract';
import type { Kysely } from 'kysely';
import { auditFields } from '../../core/audit';
import type { DB, SysMenuTable } from '../../db/types';

export function toSysMenu(row: SysMenuTable): SysMenu {
  return {
    ...auditFields(row),
    pid: row.pid,
    type: row.type,
    name: row.name,
    path: row.path,
    component: row.component,
    redirect: row.redirect,
    permission: row.permission,
    title: row.title,
    icon: row.icon,
    isIframe: row.is_iframe === 1,
    outLink: row.out_link,
    isHide: row.is_hide === 1,
    isKeepAlive: row.is_keep_alive === 1,
    isAffix: row.is_affix === 1,
    isOpen: row.is_open === 1,
    orderNo: row.order_no,
    status: row.status,
    remark: row.remark,
    children: [],
  };
}

export function toMenuOutput(row: SysMenuTable): MenuOutput {
  return {
    id: row.id,
    pid: row.pid,
    type: row.type,
    name: row.name,
    path: row.path,
    component: row.component,
    permission: row.permission,
    redirect: row.redirect,
    orderNo: row.order_no,
    status: row.status,
    remark: row.remark,
    createTime: row.create_time,
    updateTime: row.update_time,
    createUserName: row.create_user_name,
    updateUserName: row.update_user_name,
    title: row.title,
    isOpen: row.is_open === 1,
    meta: {
      title: row.title,
      icon: row.icon,
      isIframe: row.is_iframe === 1,
      isLink: row.out_link,
      isHide: row.is_hide === 1,
      isKeepAlive: row.is_keep_alive === 1,
      isAffix: row.is_affix === 1,
    },
    children: [],
  };
}

/** Builds a forest from flat nodes sorted by (orderNo, id); orphans of a pruned parent are dropped. */
export function buildTree<T extends { id: number; pid: number; children: T[] }>(nodes: T[], rootPid = 0): T[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const roots: T[] = [];
  for (const n of nodes) {
    if (n.pid === rootPid) roots.push(n);
    else byId.get(n.pid)?.children.push(n);
  }
  return roots;
}

export class MenusRepository {
  constructor(private readonly db: Kysely<DB>) {}

  menus() {
    return this.db.selectFrom('sys_menu').where('is_delete', '=', 0);
  }

  byId(id: number) {
    return this.menus().selectAll().where('id', '=', id).executeTakeFirst();
  }

  all() {
    return this.menus().selectAll().orderBy('order_no').orderBy('id').execute();
  }
}
