import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ApiData } from '../../lib/contracts';
import { call } from '../../lib/http';
import { useApp } from '../../stores/app-store';
import { useSession } from '../../stores/session-store';
import { installNoticeLive, noticeKeys } from './notice-live';
import { markAllRead, markRead } from './notice-state';

export { noticeKeys } from './notice-live';

export type Notice = ApiData<'userNoteInfo'>;
type NoticePage = ApiData<'userNoteList'>;
export type NoticePages = InfiniteData<NoticePage, string | undefined>;

export const NOTICE_PAGE_SIZE = 20;

const useArea = () => useApp((s) => s.siteObj?.site_area_id ?? 0);

/**
 * Unread personal notices plus unread announcements of the current area; 0 when logged out. Fetched once
 * (the call never shows the loading bar), then kept live by the socket's `notice_unread` pushes and fetched
 * again after a reconnect (notice-live.ts); no polling.
 */
export function useUnreadNotices(): number {
  const token = useSession((s) => s.token);
  const area = useArea();
  installNoticeLive(useQueryClient(), () => useApp.getState().siteObj?.site_area_id ?? 0);
  const q = useQuery({
    queryKey: noticeKeys.unread(area),
    enabled: Boolean(token),
    queryFn: async () => (await call('userNoteUnreadCount', { silent: true })).count,
  });
  return token ? (q.data ?? 0) : 0;
}

export function useNoticeList() {
  const token = useSession((s) => s.token);
  const area = useArea();
  return useInfiniteQuery({
    queryKey: noticeKeys.list(area),
    enabled: Boolean(token),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => call('userNoteList', { query: { limit: NOTICE_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) }, noLoading: true, signal }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** Opening a notice marks it read on the server; the list and badge update at once. */
export function useOpenNotice() {
  const client = useQueryClient();
  const area = useArea();
  return useMutation({
    mutationFn: (id: number) => call('userNoteInfo', { params: { id }, noLoading: true, silent: true }),
    onMutate: (id) => {
      const pages = client.getQueryData<NoticePages>(noticeKeys.list(area));
      const wasUnread = pages?.pages.some((p) => p.list.some((n) => n.id === id && !n.is_read)) ?? false;
      client.setQueryData<NoticePages>(noticeKeys.list(area), (old) => (old ? markRead(old, id) : old));
      if (wasUnread) client.setQueryData<number>(noticeKeys.unread(area), (n) => Math.max(0, (n ?? 1) - 1));
    },
    onSettled: () => client.invalidateQueries({ queryKey: noticeKeys.unread(area) }),
  });
}

export function useReadAll() {
  const client = useQueryClient();
  const area = useArea();
  return useMutation({
    mutationFn: () => call('userNoteReadAll'),
    onSuccess: () => {
      client.setQueryData<NoticePages>(noticeKeys.list(area), (old) => (old ? markAllRead(old) : old));
      client.setQueryData<number>(noticeKeys.unread(area), 0);
    },
    onSettled: () => client.invalidateQueries({ queryKey: noticeKeys.unread(area) }),
  });
}
