import type {
  PageResult,
  SchoolResetPasswordInput,
  SchoolTeacher,
  SchoolTeacherInput,
  SchoolTeacherPageInput,
} from '@meiyu/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { download, post } from '@/core/http';

export type TeacherQuery = Pick<
  SchoolTeacherPageInput,
  'page' | 'pageSize' | 'orgId' | 'realName' | 'account' | 'phone' | 'subject' | 'title' | 'classId'
>;

export const teacherApi = {
  page: (q: TeacherQuery) => post<PageResult<SchoolTeacher>>('/api/schoolTeacher/page', q),
  add: (input: SchoolTeacherInput) => post<number>('/api/schoolTeacher/add', input),
  update: (input: SchoolTeacherInput & { id: number }) => post<null>('/api/schoolTeacher/update', input),
  delete: (id: number) => post<null>('/api/schoolTeacher/delete', { id }),
  resetPwd: (input: SchoolResetPasswordInput) => post<null>('/api/schoolTeacher/resetPwd', input),
  export: (q: TeacherQuery, fallbackName: string) => {
    const { page: _page, pageSize: _size, ...filter } = q;
    return download({ method: 'GET', url: '/api/schoolExport/teachers', params: filter, fallbackName });
  },
};

export function useTeacherPage(q: TeacherQuery) {
  return useQuery({
    queryKey: ['school', 'teachers', 'page', q],
    queryFn: () => teacherApi.page(q),
    placeholderData: keepPreviousData,
  });
}

function useTeacherMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: ['school'] }) });
}

export const useSaveTeacher = () =>
  useTeacherMutation((input: SchoolTeacherInput) =>
    input.id ? teacherApi.update({ ...input, id: input.id }).then(() => input.id!) : teacherApi.add(input),
  );
export const useDeleteTeacher = () => useTeacherMutation((id: number) => teacherApi.delete(id));
export const useResetTeacherPwd = () =>
  useTeacherMutation((input: SchoolResetPasswordInput) => teacherApi.resetPwd(input));
