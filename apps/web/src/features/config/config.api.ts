import type { ConfigInput, ConfigPageInput, PageResult, SysConfig } from '@meiyu/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post } from '@/core/http';

export type ConfigQuery = Pick<ConfigPageInput, 'page' | 'pageSize' | 'name' | 'code' | 'groupCode'>;

export const configApi = {
  page: (q: ConfigQuery) => post<PageResult<SysConfig>>('/api/sysConfig/page', q),
  add: (input: ConfigInput) => post<null>('/api/sysConfig/add', input),
  update: (input: ConfigInput & { id: number }) => post<null>('/api/sysConfig/update', input),
  remove: (id: number) => post<null>('/api/sysConfig/delete', { id }),
};

export const configKeys = { all: ['config'] as const, page: (q: ConfigQuery) => ['config', 'page', q] as const };

export const useConfigPage = (q: ConfigQuery) =>
  useQuery({ queryKey: configKeys.page(q), queryFn: () => configApi.page(q), placeholderData: keepPreviousData });

function useConfigMutation<T>(fn: (input: T) => Promise<null>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: configKeys.all }) });
}

export const useSaveConfig = () =>
  useConfigMutation((input: ConfigInput) =>
    input.id ? configApi.update({ ...input, id: input.id }) : configApi.add(input),
  );
export const useDeleteConfig = () => useConfigMutation((id: number) => configApi.remove(id));

/** Parameters the server reads as booleans (True / False) and as whole numbers (with their minimum). */
export const BOOLEAN_CODES = [
  'sys_captcha',
  'sys_second_ver',
  'sys_watermark',
  'sys_single_login',
  'sys_oplog',
  'sys_demo',
];
export const INTEGER_CODES: Record<string, number> = {
  sys_token_expire: 1,
  sys_refresh_token_expire: 1,
  sys_log_retention_days: 180,
  sys_file_max_image_mb: 1,
  sys_file_max_audio_mb: 1,
  sys_file_max_video_mb: 1,
  sys_file_max_document_mb: 1,
};
