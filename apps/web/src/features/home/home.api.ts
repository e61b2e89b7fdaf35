import type { DashboardOverview, DashboardTodo } from '@meiyu/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/core/http';

/** GET /api/sysNotice/latest (the notice module arrives later; shapes follow Admin.NET's SysNotice). */
export interface NoticeSummary {
  id: number;
  title: string;
  type?: number | null;
  publicTime?: string | null;
  publicUserName?: string | null;
  publicOrgName?: string | null;
}

// Silent: each panel shows its own empty or error state instead of a toast.
export const homeApi = {
  overview: () => request<DashboardOverview>({ method: 'GET', url: '/api/dashboard/overview', silent: true }),
  todos: () => request<DashboardTodo[]>({ method: 'GET', url: '/api/dashboard/todos', silent: true }),
  latestNotices: () => request<NoticeSummary[] | null>({ method: 'GET', url: '/api/sysNotice/latest', silent: true }),
};

export const homeKeys = {
  overview: ['home', 'overview'] as const,
  todos: ['home', 'todos'] as const,
  notices: ['home', 'notices'] as const,
};

export const useOverview = () => useQuery({ queryKey: homeKeys.overview, queryFn: homeApi.overview, retry: false });
export const useTodos = () => useQuery({ queryKey: homeKeys.todos, queryFn: homeApi.todos, retry: false });
export const useLatestNotices = () =>
  useQuery({ queryKey: homeKeys.notices, queryFn: homeApi.latestNotices, retry: false, staleTime: 60_000 });
