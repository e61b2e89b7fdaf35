import { z } from 'zod';
import { type AuditFields, pageInput, required, zBool, zId, zNum, zStatus, zText } from './common';

/** A user as the user screens show it. */
export interface SysUser extends AuditFields {
  account: string;
  realName: string;
  phone: string | null;
  idCardNum: string | null;
  email: string | null;
  /** gender dictionary: 0 female, 1 male. */
  gender: string | null;
  accountType: number;
  avatar: string | null;
  address: string | null;
  signature: string | null;
  orgId: number;
  orgName: string | null;
  posId: number | null;
  posName: string | null;
  status: number;
  authorize: boolean;
  wxexaminable: boolean;
  mustChangePassword: boolean;
  lastLoginTime: string | null;
  lastLoginIp: string | null;
  remark: string | null;
  roleIds: number[];
  roleNames: string[];
  /** Locked after too many wrong passwords (unlockLogin clears it). */
  locked: boolean;
}

const optionalText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().trim().max(max).nullish());

export const userInput = z.object({
  id: zId().optional(),
  account: z.string(required('账号不能为空')).trim().min(1, '账号不能为空').max(64),
  realName: z.string(required('姓名不能为空')).trim().min(1, '姓名不能为空').max(64),
  phone: optionalText(32),
  idCardNum: optionalText(32),
  email: optionalText(128),
  gender: z.enum(['0', '1']).nullish(),
  address: zText(256),
  signature: zText(256),
  orgId: zId().refine((v) => v > 0, '所属机构不能为空'),
  posId: zId().nullish(),
  status: zStatus().default(1),
  authorize: zBool().default(false),
  wxexaminable: zBool().default(false),
  remark: zText(256),
  /** SM2-encrypted like login; left out: the configured default or a generated password. Add only. */
  password: z.string().max(1024).nullish(),
  roleIdList: z.array(zId()).max(50).default([]),
});
export type UserInput = z.infer<typeof userInput>;
export const userUpdateInput = userInput.omit({ password: true }).extend({ id: zId() });
export type UserUpdateInput = z.infer<typeof userUpdateInput>;

export const userPageInput = pageInput.extend({
  /** Users of this organisation and everything below it. */
  orgId: zId().nullish(),
  account: z.string().max(64).nullish(),
  realName: z.string().max(64).nullish(),
  phone: z.string().max(32).nullish(),
  status: zNum().nullish(),
  roleId: zId().nullish(),
});
export type UserPageInput = z.infer<typeof userPageInput>;

export const userStatusInput = z.object({ id: zId(), status: zStatus() });

export const userGrantRoleInput = z.object({ userId: zId(), roleIdList: z.array(zId()).max(50) });
export type UserGrantRoleInput = z.infer<typeof userGrantRoleInput>;

/** What add returns: the new id and, when the administrator typed none, the initial password (shown once). */
export interface UserAddResult {
  id: number;
  password: string | null;
}

export interface ResetPasswordResult {
  password: string;
}
