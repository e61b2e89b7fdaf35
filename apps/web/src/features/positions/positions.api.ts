import type { PageResult, PosInput, PosPageInput, SysPos } from '@meiyu/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post } from '@/core/http';

export type PosQuery = Pick<PosPageInput, 'page' | 'pageSize' | 'name' | 'code' | 'status'>;

export const posApi = {
  page: (q: PosQuery) => post<PageResult<SysPos>>('/api/sysPos/page', q),
  add: (input: PosInput) => post<number>('/api/sysPos/add', input),
  update: (input: PosInput & { id: number }) => post<null>('/api/sysPos/update', input),
  delete: (id: number) => post<null>('/api/sysPos/delete', { id }),
};

export const posKeys = { all: ['positions'] as const, page: (q: PosQuery) => ['positions', 'page', q] as const };

export function usePosPage(query: PosQuery) {
  return useQuery({
    queryKey: posKeys.page(query),
    queryFn: () => posApi.page(query),
    placeholderData: keepPreviousData,
  });
}

function usePosMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  // The user form's position picker reads the same positions.
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: posKeys.all }),
        client.invalidateQueries({ queryKey: ['users', 'positions'] }),
      ]),
  });
}

export const useSavePos = () =>
  usePosMutation((input: PosInput) => (input.id ? posApi.update({ ...input, id: input.id }) : posApi.add(input)));
export const useDeletePos = () => usePosMutation((id: number) => posApi.delete(id));
/** Status travels with the whole row (positions have no setStatus route). */
export const useSetPosStatus = () =>
  usePosMutation((row: SysPos & { status: number }) =>
    posApi.update({
      id: row.id,
      name: row.name,
      code: row.code,
      orderNo: row.orderNo,
      status: row.status === 2 ? 2 : 1,
      remark: row.remark,
    }),
  );
