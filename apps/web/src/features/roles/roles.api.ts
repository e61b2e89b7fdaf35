import type { PageResult, RoleInput, RolePageInput, SysMenu, SysRole } from '@meiyu/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '@/core/http';

export type RoleQuery = Pick<RolePageInput, 'page' | 'pageSize' | 'name' | 'code' | 'status'>;

export const roleApi = {
  page: (q: RoleQuery) => post<PageResult<SysRole>>('/api/sysRole/page', q),
  add: (input: RoleInput) => post<number>('/api/sysRole/add', input),
  update: (input: RoleInput & { id: number }) => post<null>('/api/sysRole/update', input),
  delete: (id: number) => post<null>('/api/sysRole/delete', { id }),
  setStatus: (id: number, status: number) => post<null>('/api/sysRole/setStatus', { id, status }),
  ownMenuList: (id: number) => get<number[]>('/api/sysRole/ownMenuList', { id }),
  ownOrgList: (id: number) => get<number[]>('/api/sysRole/ownOrgList', { id }),
  /** The caller's own menu tree with buttons: what it may grant. */
  menuTree: () => get<SysMenu[]>('/api/sysMenu/list'),
};

export const roleKeys = { all: ['roles'] as const, page: (q: RoleQuery) => ['roles', 'page', q] as const };

export function useRolePage(query: RoleQuery) {
  return useQuery({
    queryKey: roleKeys.page(query),
    queryFn: () => roleApi.page(query),
    placeholderData: keepPreviousData,
  });
}

export const useMenuTree = (enabled: boolean) =>
  useQuery({ queryKey: ['roles', 'menuTree'], queryFn: roleApi.menuTree, enabled, staleTime: 60_000 });

/** A role's menus and custom organisations, read fresh each time the form opens. */
export const useRoleGrants = (id: number | null) =>
  useQuery({
    queryKey: ['roles', 'grants', id],
    queryFn: async () => ({ menuIds: await roleApi.ownMenuList(id!), orgIds: await roleApi.ownOrgList(id!) }),
    enabled: id !== null,
    gcTime: 0,
  });

function useRoleMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  // The user form offers the enabled roles: it reads them again after any change.
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: roleKeys.all }),
        client.invalidateQueries({ queryKey: ['users', 'roles'] }),
      ]),
  });
}

export const useSaveRole = () =>
  useRoleMutation((input: RoleInput) => (input.id ? roleApi.update({ ...input, id: input.id }) : roleApi.add(input)));
export const useDeleteRole = () => useRoleMutation((id: number) => roleApi.delete(id));
export const useSetRoleStatus = () =>
  useRoleMutation(({ id, status }: { id: number; status: number }) => roleApi.setStatus(id, status));
