import type { QueryClient } from '@tanstack/react-query';
import { onPush, type PushFrame } from '../../lib/push';
import { meKeys } from '../../shell/me-keys';

/** Under `me`, so logout and a 401 drop them with the rest of the user's data. */
export const noticeKeys = {
  all: () => [...meKeys.all, 'notices'] as const,
  list: (area: number) => [...noticeKeys.all(), 'list', area] as const,
  unread: (area: number) => [...noticeKeys.all(), 'unread', area] as const,
};

/** Announcements reach every client at once: their refetches are spread over this long. */
const ANNOUNCEMENT_SPREAD_MS = 3000;

/**
 * What a `notice_unread` frame (docs/push.md) means for a client showing area `area` (0: none chosen, the
 * server then counts the profile's area, as the push does): the new count to show, a refetch (the count was
 * made for another area, or an announcement changed this area's count), or nothing.
 */
export function noticePushAction(frame: PushFrame, area: number): { count: number } | 'refetch' | 'announcement' | null {
  if (frame.type !== 'notice_unread' || !frame.data || typeof frame.data !== 'object') return null;
  const { count, site_area_id: pushedArea } = frame.data as { count?: unknown; site_area_id?: unknown };
  if (typeof count === 'number') return area === 0 || pushedArea === area ? { count } : 'refetch';
  if (area === 0 || pushedArea === 0 || pushedArea === area) return 'announcement';
  return null;
}

const installed = new WeakSet<QueryClient>();

/**
 * Keeps the unread badge live without polling: the pushed count goes into the cache; the count is fetched
 * once when the badge first shows (the query) and again after every reconnect (pushes may have been missed).
 * Installed once per query client; `area` reads the area the client shows.
 */
export function installNoticeLive(client: QueryClient, area: () => number, spreadMs = ANNOUNCEMENT_SPREAD_MS): void {
  if (installed.has(client)) return;
  installed.add(client);
  const refetch = () => {
    void client.invalidateQueries({ queryKey: noticeKeys.unread(area()) });
    void client.invalidateQueries({ queryKey: noticeKeys.list(area()) });
  };
  onPush({
    frame: (frame) => {
      const action = noticePushAction(frame, area());
      if (!action) return;
      if (action === 'refetch') refetch();
      else if (action === 'announcement') setTimeout(refetch, Math.random() * spreadMs);
      else {
        client.setQueryData<number>(noticeKeys.unread(area()), action.count);
        // A new notice: an open notice centre shows it.
        void client.invalidateQueries({ queryKey: noticeKeys.list(area()) });
      }
    },
    reconnected: refetch,
  });
}
