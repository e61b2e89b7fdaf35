import type { PageResult, SysRegion } from '@meiyu/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get } from '@/core/http';

export const regionApi = {
  children: (code?: string | null) => get<SysRegion[]>('/api/sysRegion/tree', { code: code || undefined }),
  search: (keyword: string, page: number, pageSize: number) =>
    get<PageResult<SysRegion>>('/api/sysRegion/search', { keyword, page, pageSize }),
};

export const useRegionChildren = (code: string | null) =>
  useQuery({ queryKey: ['regions', 'children', code], queryFn: () => regionApi.children(code), staleTime: Infinity });

export const useRegionSearch = (keyword: string, page: number, pageSize: number) =>
  useQuery({
    queryKey: ['regions', 'search', keyword, page, pageSize],
    queryFn: () => regionApi.search(keyword, page, pageSize),
    enabled: keyword.trim() !== '',
    placeholderData: keepPreviousData,
  });
