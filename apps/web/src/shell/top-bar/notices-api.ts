import { request } from '@/core/http';

/** An unread notice as the notices module will return it (no contract type exists yet). */
export interface NoticeItem {
  id: number;
  title: string;
  content?: string | null;
  publicTime?: string | null;
  createTime?: string | null;
  type?: number | null;
}

/** Unread notices; an empty list when the call fails (the notices module may not exist yet). */
export async function fetchUnreadNotices(): Promise<NoticeItem[]> {
  try {
    const res = await request<NoticeItem[] | { items?: NoticeItem[] } | null>({
      method: 'GET',
      url: '/api/sysNotice/unreadList',
      silent: true,
    });
    if (Array.isArray(res)) return res;
    return res?.items ?? [];
  } catch {
    return [];
  }
}

export const markAllNoticesRead = () =>
  request<null>({ method: 'POST', url: '/api/sysNotice/readAll', silent: true }).catch(() => null);
