import type {
  PageResult,
  ResetPasswordResult,
  SysPos,
  SysRole,
  SysUser,
  UserAddResult,
  UserInput,
  UserPageInput,
  UserUpdateInput,
} from '@meiyu/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '@/core/http';

export type UserQuery = Pick<
  UserPageInput,
  'page' | 'pageSize' | 'orgId' | 'account' | 'realName' | 'phone' | 'status'
>;

export const userApi = {
  page: (q: UserQuery) => post<PageResult<SysUser>>('/api/sysUser/page', q),
  add: (input: UserInput) => post<UserAddResult>('/api/sysUser/add', input),
  update: (input: UserUpdateInput) => post<null>('/api/sysUser/update', input),
  delete: (id: number) => post<null>('/api/sysUser/delete', { id }),
  setStatus: (id: number, status: number) => post<null>('/api/sysUser/setStatus', { id, status }),
  resetPwd: (id: number) => post<ResetPasswordResult>('/api/sysUser/resetPwd', { id }),
  unlockLogin: (id: number) => post<null>('/api/sysUser/unlockLogin', { id }),
  /** The roles the caller may grant. */
  roles: () => get<SysRole[]>('/api/sysRole/list'),
  positions: () => get<SysPos[]>('/api/sysPos/list'),
};

export const userKeys = {
  all: ['users'] as const,
  page: (q: UserQuery) => ['users', 'page', q] as const,
};

export function useUserPage(query: UserQuery) {
  return useQuery({
    queryKey: userKeys.page(query),
    queryFn: () => userApi.page(query),
    placeholderData: keepPreviousData,
  });
}

export const useGrantableRoles = (enabled: boolean) =>
  useQuery({ queryKey: ['users', 'roles'], queryFn: userApi.roles, enabled, staleTime: 60_000 });
export const usePositions = (enabled: boolean) =>
  useQuery({ queryKey: ['users', 'positions'], queryFn: userApi.positions, enabled, staleTime: 60_000 });

function useUserMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }) });
}

export const useSaveUser = () =>
  useUserMutation(
    (input: UserInput): Promise<UserAddResult> =>
      input.id
        ? userApi.update({ ...input, id: input.id }).then(() => ({ id: input.id!, password: null }))
        : userApi.add(input),
  );
export const useDeleteUser = () => useUserMutation((id: number) => userApi.delete(id));
export const useSetUserStatus = () =>
  useUserMutation(({ id, status }: { id: number; status: number }) => userApi.setStatus(id, status));
export const useResetPassword = () => useUserMutation((id: number) => userApi.resetPwd(id));
export const useUnlockUser = () => useUserMutation((id: number) => userApi.unlockLogin(id));
