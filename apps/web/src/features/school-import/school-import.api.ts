import type { ImportKind, ImportProgress } from '@meiyu/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { download, get, request } from '@/core/http';

export interface UploadInput {
  kind: ImportKind;
  file: File;
  orgId?: number | null;
  schoolYear?: string | null;
  classId?: number | null;
  passwordRule?: string;
  /** SM2-encrypted (the `fixed` rule). */
  password?: string;
}

export const importApi = {
  template: (kind: ImportKind, fallbackName: string) =>
    download({ method: 'GET', url: '/api/schoolImport/template', params: { kind }, fallbackName }),
  /** The options go first, then the file, as the server reads the parts in order. */
  upload: (input: UploadInput) => {
    const data = new FormData();
    if (input.orgId) data.append('orgId', String(input.orgId));
    if (input.schoolYear) data.append('schoolYear', input.schoolYear);
    if (input.classId) data.append('classId', String(input.classId));
    if (input.passwordRule) data.append('passwordRule', input.passwordRule);
    if (input.password) data.append('password', input.password);
    data.append('file', input.file, input.file.name);
    return request<{ jobId: string }>({
      method: 'POST',
      url: '/api/schoolImport/upload',
      params: { kind: input.kind },
      data,
    });
  },
  progress: (jobId: string) => get<ImportProgress>('/api/schoolImport/progress', { jobId }),
  rejectedRows: (jobId: string, fallbackName: string) =>
    download({ method: 'GET', url: '/api/schoolImport/errors', params: { jobId }, fallbackName }),
};

export function useUpload() {
  return useMutation({ mutationFn: importApi.upload });
}

/** Polls a job twice a second until it has finished; then the school lists are refreshed. */
export function useImportProgress(jobId: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['school', 'import', jobId],
    queryFn: async () => {
      const p = await importApi.progress(jobId!);
      if (p.finishedAt && p.phase === 'done')
        await client.invalidateQueries({ queryKey: ['school'], refetchType: 'none' });
      return p;
    },
    enabled: jobId !== null,
    refetchInterval: (q) => (q.state.data?.finishedAt ? false : 500),
    gcTime: 0,
  });
}
