import type {
  LoginSlips,
  PageResult,
  SchoolResetPasswordInput,
  SchoolStudent,
  SchoolStudentInput,
  SchoolStudentPageInput,
} from '@meiyu/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { download, get, post } from '@/core/http';

export type StudentQuery = Pick<
  SchoolStudentPageInput,
  'page' | 'pageSize' | 'orgId' | 'classId' | 'studentNo' | 'realName' | 'idCard' | 'gender' | 'status'
>;

export const studentApi = {
  page: (q: StudentQuery) => post<PageResult<SchoolStudent>>('/api/schoolStudent/page', q),
  detail: (id: number) => get<SchoolStudent | null>('/api/schoolStudent/detail', { id }),
  add: (input: SchoolStudentInput) => post<number>('/api/schoolStudent/add', input),
  update: (input: SchoolStudentInput & { id: number }) => post<null>('/api/schoolStudent/update', input),
  delete: (id: number) => post<null>('/api/schoolStudent/delete', { id }),
  resetPwd: (input: SchoolResetPasswordInput) => post<null>('/api/schoolStudent/resetPwd', input),
  loginSlips: (classId: number) => get<LoginSlips>('/api/schoolStudent/loginSlips', { classId }),
  /** The list as filtered, as xlsx (paging left out). */
  export: (q: StudentQuery, fallbackName: string) => {
    const { page: _page, pageSize: _size, ...filter } = q;
    return download({ method: 'GET', url: '/api/schoolExport/students', params: filter, fallbackName });
  },
};

export const studentKeys = {
  all: ['school', 'students'] as const,
  page: (q: StudentQuery) => ['school', 'students', 'page', q] as const,
  detail: (id: number) => ['school', 'students', 'detail', id] as const,
  slips: (classId: number) => ['school', 'students', 'slips', classId] as const,
};

export function useStudentPage(q: StudentQuery) {
  return useQuery({
    queryKey: studentKeys.page(q),
    queryFn: () => studentApi.page(q),
    placeholderData: keepPreviousData,
  });
}

export function useStudentDetail(id: number | null) {
  return useQuery({
    queryKey: studentKeys.detail(id ?? 0),
    queryFn: () => studentApi.detail(id!),
    enabled: id !== null,
  });
}

export function useLoginSlips(classId: number | null) {
  return useQuery({
    queryKey: studentKeys.slips(classId ?? 0),
    queryFn: () => studentApi.loginSlips(classId!),
    enabled: classId !== null,
  });
}

function useStudentMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  // A student change moves class counts too: refresh every school list.
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: ['school'] }) });
}

export const useSaveStudent = () =>
  useStudentMutation((input: SchoolStudentInput) =>
    input.id ? studentApi.update({ ...input, id: input.id }).then(() => input.id!) : studentApi.add(input),
  );
export const useDeleteStudent = () => useStudentMutation((id: number) => studentApi.delete(id));
export const useResetStudentPwd = () =>
  useStudentMutation((input: SchoolResetPasswordInput) => studentApi.resetPwd(input));
