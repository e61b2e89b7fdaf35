import type {
  NoticeInput,
  NoticePageInput,
  NoticeTargetOptions,
  PageResult,
  ReceivedNotice,
  ReceivedPageInput,
  SysNotice,
} from '@meiyu/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '@/core/http';
import { NOTICE_KEYS } from '@/shell/top-bar/notices-api';

export type NoticeQuery = Pick<NoticePageInput, 'page' | 'pageSize' | 'title' | 'type' | 'status'>;
export type ReceivedQuery = Pick<ReceivedPageInput, 'page' | 'pageSize' | 'title' | 'type' | 'read'>;
export type NoticeSave = Omit<NoticeInput, 'id'> & { id?: number };

export const noticesApi = {
  page: (q: NoticeQuery) => post<PageResult<SysNotice>>('/api/sysNotice/page', q),
  targetOptions: () => get<NoticeTargetOptions>('/api/sysNotice/targetOptions'),
  add: (input: NoticeSave) => post<number>('/api/sysNotice/add', input),
  update: (input: NoticeSave & { id: number }) => post<null>('/api/sysNotice/update', input),
  publish: (id: number) => post<null>('/api/sysNotice/public', { id }),
  cancel: (id: number) => post<null>('/api/sysNotice/cancel', { id }),
  remove: (id: number) => post<null>('/api/sysNotice/delete', { id }),
  received: (q: ReceivedQuery) => post<PageResult<ReceivedNotice>>('/api/sysNotice/pageReceived', q),
  open: (id: number) => get<ReceivedNotice>('/api/sysNotice/received', { id }),
  readAll: () => post<number>('/api/sysNotice/readAll'),
};

export const noticeKeys = {
  all: ['notices'] as const,
  page: (q: NoticeQuery) => ['notices', 'managed', q] as const,
  received: (q: ReceivedQuery) => ['notices', 'received', q] as const,
  options: ['notices', 'target-options'] as const,
};

export const useNoticePage = (q: NoticeQuery) =>
  useQuery({ queryKey: noticeKeys.page(q), queryFn: () => noticesApi.page(q), placeholderData: keepPreviousData });

export const useTargetOptions = (enabled: boolean) =>
  useQuery({ queryKey: noticeKeys.options, queryFn: noticesApi.targetOptions, enabled, staleTime: 60_000 });

export const useReceivedPage = (q: ReceivedQuery) =>
  useQuery({
    queryKey: noticeKeys.received(q),
    queryFn: () => noticesApi.received(q),
    placeholderData: keepPreviousData,
  });

/** After any change: this feature's lists and the top bar's unread count and list. */
function useAfterChange() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: noticeKeys.all }),
      client.invalidateQueries({ queryKey: NOTICE_KEYS.count }),
      client.invalidateQueries({ queryKey: NOTICE_KEYS.list }),
    ]);
}

function useNoticeMutation<T, R>(fn: (input: T) => Promise<R>) {
  const after = useAfterChange();
  return useMutation({ mutationFn: fn, onSuccess: after });
}

export const useSaveNotice = () =>
  useNoticeMutation((input: NoticeSave) =>
    input.id ? noticesApi.update({ ...input, id: input.id }) : noticesApi.add(input),
  );
export const usePublishNotice = () => useNoticeMutation((id: number) => noticesApi.publish(id));
export const useCancelNotice = () => useNoticeMutation((id: number) => noticesApi.cancel(id));
export const useDeleteNotice = () => useNoticeMutation((id: number) => noticesApi.remove(id));
export const useOpenNotice = () => useNoticeMutation((id: number) => noticesApi.open(id));
export const useReadAllNotices = () => useNoticeMutation(() => noticesApi.readAll());
