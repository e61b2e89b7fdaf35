import { z } from 'zod';
import { type AuditFields, pageInput, required, zId, zNum, zStatus, zText } from './common';

export const TAG_TYPES = ['default', 'info', 'success', 'warning', 'danger', ''] as const;

export interface SysDictData extends AuditFields {
  dictTypeId: number;
  value: string;
  code: string;
  tagType: string | null;
  styleSetting: string | null;
  classSetting: string | null;
  orderNo: number;
  remark: string | null;
  extData: string | null;
  status: number;
}

export interface SysDictType extends AuditFields {
  name: string;
  code: string;
  orderNo: number;
  remark: string | null;
  status: number;
  children: SysDictData[] | null;
}

export const dictTypeInput = z.object({
  id: zId().optional(),
  name: z.string(required('字典名称不能为空')).trim().min(1, '字典名称不能为空').max(64),
  code: z.string(required('字典编码不能为空')).trim().min(1, '字典编码不能为空').max(64),
  orderNo: zNum().pipe(z.number().int()).default(100),
  remark: zText(256),
  status: zStatus().default(1),
});
export type DictTypeInput = z.infer<typeof dictTypeInput>;
export const dictTypeUpdateInput = dictTypeInput.extend({ id: zId() });

export const dictTypePageInput = pageInput.extend({
  name: z.string().max(64).nullish(),
  code: z.string().max(64).nullish(),
});
export type DictTypePageInput = z.infer<typeof dictTypePageInput>;

export const dictStatusInput = z.object({ id: zId(), status: zNum() });

export const dictDataInput = z.object({
  id: zId().optional(),
  dictTypeId: zId(),
  value: z.string(required('字典值不能为空')).trim().min(1, '字典值不能为空').max(128),
  code: z.string(required('字典编码不能为空')).trim().min(1, '字典编码不能为空').max(64),
  tagType: z.enum(TAG_TYPES).nullish(),
  styleSetting: zText(512),
  classSetting: zText(512),
  orderNo: zNum().pipe(z.number().int()).default(100),
  remark: zText(2048),
  extData: zText(20000),
  status: zStatus().default(1),
});
export type DictDataInput = z.infer<typeof dictDataInput>;
export const dictDataUpdateInput = dictDataInput.extend({ id: zId() });

export const dictDataPageInput = pageInput.extend({
  dictTypeId: zId(),
  value: z.string().max(128).nullish(),
  code: z.string().max(64).nullish(),
});
export type DictDataPageInput = z.infer<typeof dictDataPageInput>;

export const dictDataListInput = z.object({ dictTypeId: zId() });
