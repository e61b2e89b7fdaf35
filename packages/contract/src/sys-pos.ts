import { z } from 'zod';
import { type AuditFields, pageInput, required, zId, zNum, zStatus, zText } from './common';

/** A position (job title) a user may hold. */
export interface SysPos extends AuditFields {
  name: string;
  code: string;
  orderNo: number;
  status: number;
  remark: string | null;
}

export const posInput = z.object({
  id: zId().optional(),
  name: z.string(required('职位名称不能为空')).trim().min(1, '职位名称不能为空').max(64),
  code: z.string(required('职位编码不能为空')).trim().min(1, '职位编码不能为空').max(64),
  orderNo: zNum().pipe(z.number().int()).default(100),
  status: zStatus().default(1),
  remark: zText(256),
});
export type PosInput = z.infer<typeof posInput>;
export const posUpdateInput = posInput.extend({ id: zId() });

export const posPageInput = pageInput.extend({
  name: z.string().max(64).nullish(),
  code: z.string().max(64).nullish(),
  status: zNum().nullish(),
});
export type PosPageInput = z.infer<typeof posPageInput>;
