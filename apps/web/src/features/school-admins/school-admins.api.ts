import type { PageResult, SchoolAdmin, SchoolAdminPageInput } from '@meiyu/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { post } from '@/core/http';

export type AdminQuery = Pick<SchoolAdminPageInput, 'page' | 'pageSize' | 'orgId' | 'realName' | 'account'>;

export function useAdminPage(q: AdminQuery) {
  return useQuery({
    queryKey: ['school', 'admins', q],
    queryFn: () => post<PageResult<SchoolAdmin>>('/api/schoolAdmin/page', q),
    placeholderData: keepPreviousData,
  });
}
