import type { OrgInput, OrgListInput, PageResult, SchoolOrgExportFilter, SysOrg } from '@meiyu/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { download, get, post } from '@/core/http';

export type OrgQuery = Pick<OrgListInput, 'page' | 'pageSize' | 'pid' | 'name' | 'code' | 'type' | 'status'>;

export const orgApi = {
  list: (q: OrgQuery) => get<PageResult<SysOrg>>('/api/sysOrg/list', { ...q }),
  detail: (id: number) => get<SysOrg | null>('/api/sysOrg/detail', { id }),
  add: (input: OrgInput) => post<number>('/api/sysOrg/add', input),
  update: (input: OrgInput & { id: number }) => post<null>('/api/sysOrg/update', input),
  move: (id: number, pid: number) => post<null>('/api/sysOrg/move', { id, pid }),
  delete: (id: number) => post<null>('/api/sysOrg/delete', { id }),
  setStatus: (id: number, status: number) => post<null>('/api/sysOrg/setStatus', { id, status }),
};

/** The schools of the list's filters (and the chosen subtree) as xlsx. */
export const exportSchools = (filter: SchoolOrgExportFilter, fallbackName: string) =>
  download({ method: 'GET', url: '/api/schoolExport/schools', params: { ...filter }, fallbackName });

export const orgKeys = {
  all: ['organisations'] as const,
  list: (q: OrgQuery) => ['organisations', 'list', q] as const,
};

export function useOrgList(query: OrgQuery) {
  return useQuery({
    queryKey: orgKeys.list(query),
    queryFn: () => orgApi.list(query),
    placeholderData: keepPreviousData,
  });
}

function useOrgMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>, onChanged?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: orgKeys.all });
      onChanged?.();
    },
  });
}

/** `onChanged` also reloads the tree on the left. */
export const useSaveOrg = (onChanged?: () => void) =>
  useOrgMutation(
    (input: OrgInput) =>
      input.id ? orgApi.update({ ...input, id: input.id }).then(() => input.id!) : orgApi.add(input),
    onChanged,
  );
export const useMoveOrg = (onChanged?: () => void) =>
  useOrgMutation(({ id, pid }: { id: number; pid: number }) => orgApi.move(id, pid), onChanged);
export const useDeleteOrg = (onChanged?: () => void) => useOrgMutation((id: number) => orgApi.delete(id), onChanged);
export const useSetOrgStatus = (onChanged?: () => void) =>
  useOrgMutation(({ id, status }: { id: number; status: number }) => orgApi.setStatus(id, status), onChanged);
