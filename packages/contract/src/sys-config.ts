import { z } from 'zod';
import { type AuditFields, pageInput, required, zBool, zId, zNum, zText } from './common';

export interface SysConfig extends AuditFields {
  name: string;
  code: string;
  value: string | null;
  /** Built-in parameters (sys_*) cannot be deleted and keep their codes. */
  sysFlag: boolean;
  groupCode: string;
  orderNo: number;
  remark: string | null;
}

export const configInput = z.object({
  id: zId().optional(),
  name: z.string(required('参数名称不能为空')).trim().min(1, '参数名称不能为空').max(64),
  code: z
    .string(required('参数编码不能为空'))
    .trim()
    .min(1, '参数编码不能为空')
    .max(64)
    .regex(/^[A-Za-z][A-Za-z0-9_.:-]*$/, '参数编码只能包含字母、数字、下划线'),
  value: z.string().max(512).nullish(),
  sysFlag: zBool().optional(),
  groupCode: z.string().trim().max(64).nullish(),
  orderNo: zNum().pipe(z.number().int()).default(100),
  remark: zText(256),
});
export type ConfigInput = z.infer<typeof configInput>;
export const configUpdateInput = configInput.extend({ id: zId() });

export const configPageInput = pageInput.extend({
  name: z.string().max(64).nullish(),
  code: z.string().max(64).nullish(),
  groupCode: z.string().max(64).nullish(),
});
export type ConfigPageInput = z.infer<typeof configPageInput>;
