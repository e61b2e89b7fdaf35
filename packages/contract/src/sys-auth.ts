import { z } from 'zod';
import { required, zNum } from './common';

export const loginInput = z.object({
  account: z.string(required('账号不能为空')).min(2, '账号不能少于2个字符').max(64),
  password: z.string(required('密码不能为空')).min(3, '密码不能少于3个字符').max(1024),
  codeId: z.union([zNum(), z.string().max(32)]).nullish(),
  code: z.string().max(16).nullish(),
});
export type LoginInput = z.infer<typeof loginInput>;

export const loginPhoneInput = z.object({
  phone: z.string(required('手机号码不能为空')).max(32),
  code: z.string(required('验证码不能为空')).min(4, '验证码不能少于4个字符').max(16),
});
export type LoginPhoneInput = z.infer<typeof loginPhoneInput>;

export const sendSmsInput = z.object({ phone: z.string(required('手机号码不能为空')).max(32) });
export type SendSmsInput = z.infer<typeof sendSmsInput>;

export interface LoginOutput {
  accessToken: string;
  refreshToken: string;
}

export interface CaptchaOutput {
  id: string;
  img: string;
}

export interface LoginConfigOutput {
  secondVerEnabled: boolean;
  captchaEnabled: boolean;
  publicKey: string;
  /** Meiyu extensions for the login page. */
  thirdPartyLogins: { name: string; url: string }[];
  regionPrefixes: string[];
  /** The password hint's secret on the login page: the demo password while demo data is on, else null. */
  passwordHint: string | null;
}

export interface WatermarkConfigOutput {
  watermarkEnabled: boolean;
}

export interface UserInfo {
  id: number;
  account: string;
  realName: string;
  phone: string | null;
  idCardNum: string | null;
  email: string | null;
  accountType: number;
  avatar: string | null;
  introduction: null;
  address: string | null;
  signature: string | null;
  orgId: number;
  orgName: string | null;
  orgType: string | null;
  posName: string | null;
  buttons: string[];
  roleIds: number[];
  roleCodes: string[];
  /** Product extension: whether the user may authorise (approve) on behalf of its organisation. */
  authorize: boolean;
  /** Product extension: whether the user may review WeChat-submitted materials. */
  wxexaminable: boolean;
  /** Product extension: the user must change its password before anything else. */
  mustChangePassword: boolean;
}

export const unlockInput = z.object({ password: z.string(required('密码不能为空')).min(1).max(1024) });

export const changePasswordInput = z.object({
  passwordOld: z.string().min(1).max(1024),
  passwordNew: z.string().min(1).max(1024),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** Scan login (QR): the desktop asks for a ticket, a signed-in phone confirms it. */
export interface ScanTicketOutput {
  ticket: string;
  expiresIn: number;
}
export type ScanTicketState = 'waiting' | 'scanned' | 'confirmed' | 'expired';
export interface ScanPollOutput {
  state: ScanTicketState;
  accessToken: string | null;
  refreshToken: string | null;
}
export const scanTicketInput = z.object({ ticket: z.string().min(8).max(64) });

export const updateBaseInfoInput = z.object({
  realName: z.string().trim().min(1).max(64),
  phone: z.string().trim().max(32).nullish(),
  email: z.string().trim().max(128).nullish(),
  address: z.string().trim().max(256).nullish(),
  signature: z.string().trim().max(256).nullish(),
});
export type UpdateBaseInfoInput = z.infer<typeof updateBaseInfoInput>;

export interface DashboardOverview {
  orgCount: number;
  schoolCount: number;
  userCount: number;
  studentCount: number;
  teacherCount: number;
  dictTypeCount: number;
  menuCount: number;
  roleCount: number;
  lastLoginTime: string | null;
  lastLoginIp: string | null;
}

export interface DashboardTodo {
  key: string;
  title: string;
  count: number;
  path: string;
}
