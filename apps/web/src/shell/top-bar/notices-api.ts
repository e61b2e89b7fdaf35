import type { ReceivedNotice, UnreadEvent } from '@meiyu/contract';
import { API_BASE, request } from '@/core/http';

export type NoticeItem = ReceivedNotice;

/** Unread notices addressed to the signed-in user (newest first, at most 20). */
export const fetchUnreadNotices = () =>
  request<NoticeItem[]>({ method: 'GET', url: '/api/sysNotice/unreadList', silent: true });

/** The unread count and the newest unread notice. */
export const fetchUnreadCount = () =>
  request<UnreadEvent>({ method: 'GET', url: '/api/sysNotice/unreadCount', silent: true });

export const markAllNoticesRead = () =>
  request<number>({ method: 'POST', url: '/api/sysNotice/readAll', silent: true });

/** A single-use ticket for the notice stream (EventSource cannot send the Authorization header). */
export const fetchStreamTicket = () =>
  request<{ ticket: string; expiresIn: number }>({ method: 'POST', url: '/api/sysNotice/streamTicket', silent: true });

export const streamUrl = (ticket: string) => `${API_BASE}/api/sysNotice/stream?ticket=${encodeURIComponent(ticket)}`;

export const NOTICE_KEYS = {
  count: ['shell', 'notice-unread-count'] as const,
  list: ['shell', 'unread-notices'] as const,
};
