import { isSchoolType, type OrgTreeNode } from '@meiyu/contract';
import { get } from '@/core/http';

/** One level of the caller's organisation tree: the children of `pid`, or the tops of its scope. */
export const fetchOrgChildren = (pid?: number | null): Promise<OrgTreeNode[]> =>
  get<OrgTreeNode[]>('/api/sysOrg/tree', { pid: pid || undefined });

export const isSchoolNode = (node: Pick<OrgTreeNode, 'type'>): boolean => isSchoolType(node.type);
