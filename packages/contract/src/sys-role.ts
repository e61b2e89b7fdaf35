import { z } from 'zod';
import { type AuditFields, pageInput, required, zId, zNum, zStatus, zText } from './common';

/** sys_role.data_scope: which rows a role's holders reach. */
export const DATA_SCOPE = { all: 1, orgAndBelow: 2, org: 3, self: 4, custom: 5 } as const;
export type DataScopeValue = (typeof DATA_SCOPE)[keyof typeof DATA_SCOPE];
export const DATA_SCOPE_VALUES = [1, 2, 3, 4, 5] as const;

export interface SysRole extends AuditFields {
  name: string;
  code: string;
  dataScope: number;
  orderNo: number;
  status: number;
  remark: string | null;
  /** One of the product's own roles (ROLE_CODES): only a system administrator changes it. */
  builtIn: boolean;
  /** Users holding the role. */
  userCount: number;
}

const idList = () => z.array(zId()).max(5000);

export const roleInput = z.object({
  id: zId().optional(),
  name: z.string(required('角色名称不能为空')).trim().min(1, '角色名称不能为空').max(64),
  code: z
    .string(required('角色编码不能为空'))
    .trim()
    .min(1, '角色编码不能为空')
    .max(64)
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, '角色编码须以字母开头，只含字母、数字和下划线'),
  orderNo: zNum().pipe(z.number().int()).default(100),
  status: zStatus().default(1),
  remark: zText(256),
  dataScope: zNum()
    .pipe(z.union(DATA_SCOPE_VALUES.map((v) => z.literal(v))))
    .default(DATA_SCOPE.org),
  /** Menus and buttons of the role; left out on update: unchanged. */
  menuIdList: idList().nullish(),
  /** Organisations of a custom data scope. */
  orgIdList: idList().nullish(),
});
export type RoleInput = z.infer<typeof roleInput>;
export const roleUpdateInput = roleInput.extend({ id: zId() });
export type RoleUpdateInput = z.infer<typeof roleUpdateInput>;

export const rolePageInput = pageInput.extend({
  name: z.string().max(64).nullish(),
  code: z.string().max(64).nullish(),
  status: zNum().nullish(),
});
export type RolePageInput = z.infer<typeof rolePageInput>;

export const roleStatusInput = z.object({ id: zId(), status: zStatus() });

export const roleGrantMenuInput = z.object({ id: zId(), menuIdList: idList() });
export type RoleGrantMenuInput = z.infer<typeof roleGrantMenuInput>;

export const roleGrantDataScopeInput = z.object({
  id: zId(),
  dataScope: zNum().pipe(z.union(DATA_SCOPE_VALUES.map((v) => z.literal(v)))),
  orgIdList: idList().default([]),
});
export type RoleGrantDataScopeInput = z.infer<typeof roleGrantDataScopeInput>;
