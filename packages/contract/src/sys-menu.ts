import { z } from 'zod';
import { type AuditFields, required, zBool, zId, zNum, zStatus, zText } from './common';

export const MENU_TYPE = { dir: 1, menu: 2, button: 3 } as const;

export interface MenuMeta {
  title: string;
  icon: string | null;
  isIframe: boolean;
  isLink: string | null;
  isHide: boolean;
  isKeepAlive: boolean;
  isAffix: boolean;
}

/** A node of loginMenuTree (WIRE-CONTRACT §5.2). */
export interface MenuOutput {
  id: number;
  pid: number;
  type: number;
  name: string | null;
  path: string | null;
  component: string | null;
  permission: string | null;
  redirect: string | null;
  orderNo: number;
  status: number;
  remark: string | null;
  createTime: string | null;
  updateTime: string | null;
  createUserName: string | null;
  updateUserName: string | null;
  title: string;
  isOpen: boolean;
  meta: MenuMeta;
  children: MenuOutput[];
}

/** The SysMenu entity (list, add, update). */
export interface SysMenu extends AuditFields {
  pid: number;
  type: number;
  name: string | null;
  path: string | null;
  component: string | null;
  redirect: string | null;
  permission: string | null;
  title: string;
  icon: string | null;
  isIframe: boolean;
  outLink: string | null;
  isHide: boolean;
  isKeepAlive: boolean;
  isAffix: boolean;
  isOpen: boolean;
  orderNo: number;
  status: number;
  remark: string | null;
  children: SysMenu[];
}

export const menuInput = z.object({
  id: zId().optional(),
  pid: zId().default(0),
  type: zNum().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)])),
  name: zText(64),
  path: zText(128),
  component: zText(128),
  redirect: zText(128),
  permission: zText(128),
  title: z.string(required('菜单名称不能为空')).trim().min(1, '菜单名称不能为空').max(64),
  icon: zText(128),
  isIframe: zBool().default(false),
  outLink: zText(256),
  isHide: zBool().default(false),
  isKeepAlive: zBool().default(true),
  isAffix: zBool().default(false),
  isOpen: zBool().default(true),
  orderNo: zNum().pipe(z.number().int()).default(100),
  status: zStatus().default(1),
  remark: zText(256),
});
export type MenuInput = z.infer<typeof menuInput>;
export const menuUpdateInput = menuInput.extend({ id: zId() });

export const menuListInput = z.object({
  title: z.string().max(64).nullish(),
  type: zNum().nullish(),
});
