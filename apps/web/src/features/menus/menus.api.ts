import type { MenuInput, SysMenu } from '@meiyu/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '@/core/http';

export interface MenuQuery {
  title?: string;
  type?: number;
}

export const menuApi = {
  /** A tree (buttons and disabled menus included) without filters; a flat list with Title or Type. */
  list: (q: MenuQuery) =>
    get<SysMenu[]>('/api/sysMenu/list', {
      Title: q.title?.trim() || undefined,
      Type: q.type || undefined,
    }),
  add: (input: MenuInput) => post<null>('/api/sysMenu/add', input),
  update: (input: MenuInput & { id: number }) => post<null>('/api/sysMenu/update', input),
  delete: (id: number) => post<null>('/api/sysMenu/delete', { id }),
};

export const menuKeys = {
  all: ['menus'] as const,
  list: (q: MenuQuery) => ['menus', 'list', q] as const,
};

export function useMenuList(query: MenuQuery) {
  return useQuery({ queryKey: menuKeys.list(query), queryFn: () => menuApi.list(query) });
}

/** The full tree (no filter), for the parent picker. */
export function useMenuTree() {
  return useMenuList({});
}

function useAfterChange() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: menuKeys.all });
}

export function useSaveMenu() {
  const onSuccess = useAfterChange();
  return useMutation({
    mutationFn: (input: MenuInput) => (input.id ? menuApi.update({ ...input, id: input.id }) : menuApi.add(input)),
    onSuccess,
  });
}

export function useDeleteMenu() {
  const onSuccess = useAfterChange();
  return useMutation({ mutationFn: (id: number) => menuApi.delete(id), onSuccess });
}
