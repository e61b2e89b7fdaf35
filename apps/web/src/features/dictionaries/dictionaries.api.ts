import type {
  DictDataInput,
  DictDataPageInput,
  DictTypeInput,
  DictTypePageInput,
  PageResult,
  SysDictData,
  SysDictType,
} from '@meiyu/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '@/core/http';
import { useSessionStore } from '@/core/session-store';
import { LOCAL_KEYS, Local } from '@/core/storage';

export type DictTypeQuery = Pick<DictTypePageInput, 'page' | 'pageSize' | 'name' | 'code'>;
export type DictDataQuery = Pick<DictDataPageInput, 'page' | 'pageSize' | 'dictTypeId' | 'value' | 'code'>;

export const dictApi = {
  typePage: (input: DictTypeQuery) => post<PageResult<SysDictType>>('/api/sysDictType/page', input),
  addType: (input: DictTypeInput) => post<null>('/api/sysDictType/add', input),
  updateType: (input: DictTypeInput & { id: number }) => post<null>('/api/sysDictType/update', input),
  deleteType: (id: number) => post<null>('/api/sysDictType/delete', { id }),
  setTypeStatus: (id: number, status: number) => post<null>('/api/sysDictType/setStatus', { id, status }),
  dataPage: (input: DictDataQuery) => post<PageResult<SysDictData>>('/api/sysDictData/page', input),
  addData: (input: DictDataInput) => post<null>('/api/sysDictData/add', input),
  updateData: (input: DictDataInput & { id: number }) => post<null>('/api/sysDictData/update', input),
  deleteData: (id: number) => post<null>('/api/sysDictData/delete', { id }),
  setDataStatus: (id: number, status: number) => post<null>('/api/sysDictData/setStatus', { id, status }),
  allDictList: () => get<SysDictType[]>('/api/sysDictType/allDictList'),
};

export const dictKeys = {
  all: ['dictionaries'] as const,
  typePage: (q: DictTypeQuery) => ['dictionaries', 'types', q] as const,
  dataPage: (q: DictDataQuery) => ['dictionaries', 'items', q] as const,
};

export function useDictTypePage(query: DictTypeQuery) {
  return useQuery({
    queryKey: dictKeys.typePage(query),
    queryFn: () => dictApi.typePage(query),
    placeholderData: keepPreviousData,
  });
}

export function useDictDataPage(query: DictDataQuery | null) {
  return useQuery({
    queryKey: query ? dictKeys.dataPage(query) : [...dictKeys.all, 'items', 'none'],
    queryFn: () => (query ? dictApi.dataPage(query) : null),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** Every change: refetch this screen's tables and the cached dictionary list DictTag reads. */
function useAfterChange() {
  const client = useQueryClient();
  return async () => {
    await Promise.all([client.invalidateQueries({ queryKey: dictKeys.all }), refreshDictCache()]);
  };
}

function useDictMutation<TInput>(fn: (input: TInput) => Promise<null>) {
  const afterChange = useAfterChange();
  return useMutation({ mutationFn: fn, onSuccess: afterChange });
}

export const useSaveDictType = () =>
  useDictMutation((input: DictTypeInput) =>
    input.id ? dictApi.updateType({ ...input, id: input.id }) : dictApi.addType(input),
  );
export const useDeleteDictType = () => useDictMutation((id: number) => dictApi.deleteType(id));
export const useSetDictTypeStatus = () =>
  useDictMutation(({ id, status }: { id: number; status: number }) => dictApi.setTypeStatus(id, status));

export const useSaveDictData = () =>
  useDictMutation((input: DictDataInput) =>
    input.id ? dictApi.updateData({ ...input, id: input.id }) : dictApi.addData(input),
  );
export const useDeleteDictData = () => useDictMutation((id: number) => dictApi.deleteData(id));
export const useSetDictDataStatus = () =>
  useDictMutation(({ id, status }: { id: number; status: number }) => dictApi.setDataStatus(id, status));

/** Reloads the cached `meiyu:dictList` (and the session store) so that DictTag everywhere shows the new labels. */
export async function refreshDictCache(): Promise<void> {
  const list = (await dictApi.allDictList()) ?? [];
  Local.set(LOCAL_KEYS.dictList, list);
  useSessionStore.setState({ dictList: list });
}
