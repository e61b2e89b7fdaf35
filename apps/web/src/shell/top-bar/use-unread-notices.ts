import type { UnreadEvent } from '@meiyu/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { fetchStreamTicket, fetchUnreadCount, NOTICE_KEYS, streamUrl } from './notices-api';

/** Polling interval while the live stream is down (the fallback). */
const POLL_MS = 30_000;
const RETRY_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

/**
 * The unread notice count, live: a Server-Sent Events stream pushes every change; while it is down (no
 * EventSource, a proxy that buffers, the server restarting) the count is polled and the stream retried.
 * `onArrival` is called when the count rises while the page is open.
 */
export function useUnreadNotices(onArrival?: (event: UnreadEvent) => void): {
  count: number;
  latest: UnreadEvent['latest'];
  live: boolean;
} {
  const client = useQueryClient();
  const [live, setLive] = useState(false);
  const arrival = useRef(onArrival);
  arrival.current = onArrival;
  const query = useQuery({
    queryKey: NOTICE_KEYS.count,
    queryFn: fetchUnreadCount,
    refetchInterval: live ? false : POLL_MS,
    retry: false,
  });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let attempt = 0;
    let stopped = false;

    const apply = (event: UnreadEvent) => {
      const before = client.getQueryData<UnreadEvent>(NOTICE_KEYS.count);
      client.setQueryData(NOTICE_KEYS.count, event);
      void client.invalidateQueries({ queryKey: NOTICE_KEYS.list });
      if (before && event.count > before.count) arrival.current?.(event);
    };

    const retry = () => {
      if (stopped) return;
      const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!;
      attempt++;
      timer = setTimeout(() => void connect(), wait);
    };

    const connect = async () => {
      try {
        const { ticket } = await fetchStreamTicket();
        if (stopped) return;
        source = new EventSource(streamUrl(ticket));
        source.addEventListener('unread', (e) => {
          attempt = 0;
          setLive(true);
          apply(JSON.parse((e as MessageEvent<string>).data) as UnreadEvent);
        });
        source.onerror = () => {
          // The browser would reconnect with the spent ticket: close, poll, and come back with a new one.
          source?.close();
          source = null;
          setLive(false);
          retry();
        };
      } catch {
        setLive(false);
        retry();
      }
    };

    void connect();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      source?.close();
    };
  }, [client]);

  return { count: query.data?.count ?? 0, latest: query.data?.latest ?? null, live };
}
