import { z } from 'zod';
import { type AuditFields, pageInput, required, zId, zNum, zStatus, zText } from './common';
import { ORG_TYPES } from './roles';

export const ORG_TYPE_CODES = ORG_TYPES.map((t) => t.code) as [string, ...string[]];
/** Schools are org types 201–207; commissions 101–103. */
export const isSchoolType = (type: string | null | undefined): boolean => !!type && type.startsWith('2');
export const GEOGRAPHICAL_TYPES = ['A', 'B'] as const;

/** An organisation (commission or school), with its school profile and region. */
export interface SysOrg extends AuditFields {
  pid: number;
  parentName: string | null;
  name: string;
  code: string;
  /** org_type dictionary code. */
  type: string | null;
  regionCode: string | null;
  /** e.g. 贵州省/贵阳市/南明区 */
  regionName: string | null;
  orderNo: number;
  status: number;
  remark: string | null;
  address: string | null;
  contactPerson: string | null;
  contactPhone: string | null;
  /** geographical_type dictionary: A urban, B rural. */
  geographicalType: string | null;
}

/** A node of the organisation tree, loaded one level at a time. */
export interface OrgTreeNode {
  id: number;
  pid: number;
  name: string;
  code: string;
  type: string | null;
  status: number;
  isLeaf: boolean;
}

export const orgInput = z.object({
  id: zId().optional(),
  pid: zId().default(0),
  name: z.string(required('机构名称不能为空')).trim().min(1, '机构名称不能为空').max(128),
  code: z
    .string(required('机构编码不能为空'))
    .trim()
    .min(1, '机构编码不能为空')
    .max(64)
    .regex(/^[A-Za-z0-9_.-]+$/, '机构编码只能包含字母、数字、下划线、点和短横线'),
  type: z.enum(ORG_TYPE_CODES, required('机构类型不能为空')),
  regionCode: z.string(required('所在区域不能为空')).trim().min(1, '所在区域不能为空').max(12),
  orderNo: zNum().pipe(z.number().int()).default(100),
  status: zStatus().default(1),
  remark: zText(256),
  address: zText(256),
  contactPerson: zText(64),
  contactPhone: zText(32),
  geographicalType: z.enum(GEOGRAPHICAL_TYPES).nullish(),
});
export type OrgInput = z.infer<typeof orgInput>;
export const orgUpdateInput = orgInput.extend({ id: zId() });
export type OrgUpdateInput = z.infer<typeof orgUpdateInput>;

export const orgListInput = pageInput.extend({
  /** The subtree to list (the organisation itself and everything below it); none: the caller's whole scope. */
  pid: zId().nullish(),
  name: z.string().max(128).nullish(),
  code: z.string().max(64).nullish(),
  type: z.string().max(8).nullish(),
  status: zNum().nullish(),
});
export type OrgListInput = z.infer<typeof orgListInput>;
/** The schools export: the list's filters without paging. */
export const schoolOrgExportFilter = orgListInput.omit({ page: true, pageSize: true, field: true, order: true });
export type SchoolOrgExportFilter = z.infer<typeof schoolOrgExportFilter>;

/** Children of `pid`; without it, the tops of the caller's scope. */
export const orgTreeInput = z.object({ pid: zId().nullish() });
export type OrgTreeInput = z.infer<typeof orgTreeInput>;

export const orgMoveInput = z.object({ id: zId(), pid: zId() });
export type OrgMoveInput = z.infer<typeof orgMoveInput>;

export const orgStatusInput = z.object({ id: zId(), status: zStatus() });
