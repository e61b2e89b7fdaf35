import type { LoginConfigOutput, UpdateBaseInfoInput } from '@meiyu/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { get, post } from '@/core/http';

export const personalApi = {
  updateBaseInfo: (input: UpdateBaseInfoInput) => post<null>('/api/sysUser/updateBaseInfo', input),
  /** Multipart field `file`; the result is the avatar's URL. */
  uploadAvatar: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return post<string>('/api/sysUser/uploadAvatar', form);
  },
  changePwd: (passwordOld: string, passwordNew: string) =>
    post<null>('/api/sysUser/changePwd', { passwordOld, passwordNew }),
  loginConfig: () => get<LoginConfigOutput>('/api/sysAuth/loginConfig'),
};

export function useLoginConfig() {
  return useQuery({ queryKey: ['sysAuth', 'loginConfig'], queryFn: personalApi.loginConfig, staleTime: 5 * 60_000 });
}

export const useUpdateBaseInfo = () => useMutation({ mutationFn: personalApi.updateBaseInfo });
export const useUploadAvatar = () => useMutation({ mutationFn: personalApi.uploadAvatar });
export const useChangePwd = () =>
  useMutation({
    mutationFn: (v: { passwordOld: string; passwordNew: string }) =>
      personalApi.changePwd(v.passwordOld, v.passwordNew),
  });
