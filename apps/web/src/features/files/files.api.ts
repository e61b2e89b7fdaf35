import type { FileLimits, FilePageInput, PageResult, SysFile } from '@meiyu/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { download, get, post, request } from '@/core/http';

export type FileQuery = Pick<FilePageInput, 'page' | 'pageSize' | 'originalName' | 'kind' | 'startTime' | 'endTime'>;

export const filesApi = {
  page: (q: FileQuery) => post<PageResult<SysFile>>('/api/sysFile/page', q),
  limits: () => get<FileLimits>('/api/sysFile/limits'),
  remove: (id: number) => post<null>('/api/sysFile/delete', { id }),
  /** Fields go before the file, so the server reads them before it streams the bytes. */
  upload: (file: File, remark?: string) => {
    const data = new FormData();
    if (remark) data.append('remark', remark);
    data.append('file', file, file.name);
    return request<SysFile>({ method: 'POST', url: '/api/sysFile/upload', data });
  },
  download: (file: SysFile) =>
    download({ method: 'GET', url: '/api/sysFile/download', params: { id: file.id }, fallbackName: file.originalName }),
};

export const fileKeys = {
  all: ['files'] as const,
  page: (q: FileQuery) => ['files', 'page', q] as const,
  limits: ['files', 'limits'] as const,
};

export const useFilePage = (q: FileQuery) =>
  useQuery({ queryKey: fileKeys.page(q), queryFn: () => filesApi.page(q), placeholderData: keepPreviousData });

export const useFileLimits = () => useQuery({ queryKey: fileKeys.limits, queryFn: filesApi.limits, staleTime: 60_000 });

export function useUploadFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, remark }: { file: File; remark?: string }) => filesApi.upload(file, remark),
    onSuccess: () => client.invalidateQueries({ queryKey: fileKeys.all }),
  });
}

export function useDeleteFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => filesApi.remove(id),
    onSuccess: () => client.invalidateQueries({ queryKey: fileKeys.all }),
  });
}
