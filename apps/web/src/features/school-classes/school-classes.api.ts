import type {
  PageResult,
  PromotionInput,
  PromotionPreview,
  PromotionResult,
  SchoolClass,
  SchoolClassInput,
  SchoolClassPageInput,
  SchoolTeacher,
} from '@meiyu/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { download, get, post } from '@/core/http';

export type ClassQuery = Pick<
  SchoolClassPageInput,
  'page' | 'pageSize' | 'orgId' | 'schoolYear' | 'grade' | 'classNo' | 'archived' | 'headTeacherName'
>;

export const classApi = {
  page: (q: ClassQuery) => post<PageResult<SchoolClass>>('/api/schoolClass/page', q),
  add: (input: SchoolClassInput) => post<number>('/api/schoolClass/add', input),
  update: (input: SchoolClassInput & { id: number }) => post<null>('/api/schoolClass/update', input),
  delete: (id: number) => post<null>('/api/schoolClass/delete', { id }),
  teachers: (orgId: number) => get<SchoolTeacher[]>('/api/schoolTeacher/list', { orgId }),
  preview: (input: PromotionInput) => post<PromotionPreview>('/api/schoolPromotion/preview', input),
  run: (input: PromotionInput) => post<PromotionResult>('/api/schoolPromotion/run', input),
  export: (q: ClassQuery, fallbackName: string) => {
    const { page: _page, pageSize: _size, ...filter } = q;
    return download({ method: 'GET', url: '/api/schoolExport/classes', params: filter, fallbackName });
  },
};

export function useClassPage(q: ClassQuery) {
  return useQuery({
    queryKey: ['school', 'classes', 'page', q],
    queryFn: () => classApi.page(q),
    placeholderData: keepPreviousData,
  });
}

/** The teachers of a school, for the head teacher select (only when the form is open). */
export function useSchoolTeachers(orgId: number | null) {
  return useQuery({
    queryKey: ['school', 'teachers', 'options', orgId],
    queryFn: () => classApi.teachers(orgId!),
    enabled: orgId !== null,
  });
}

export function usePromotionPreview(input: PromotionInput | null) {
  return useQuery({
    queryKey: ['school', 'promotion', input],
    queryFn: () => classApi.preview(input!),
    enabled: input !== null,
    gcTime: 0,
  });
}

function useClassMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: ['school'] }) });
}

export const useSaveClass = () =>
  useClassMutation((input: SchoolClassInput) =>
    input.id ? classApi.update({ ...input, id: input.id }).then(() => input.id!) : classApi.add(input),
  );
export const useDeleteClass = () => useClassMutation((id: number) => classApi.delete(id));
export const useRunPromotion = () => useClassMutation((input: PromotionInput) => classApi.run(input));
