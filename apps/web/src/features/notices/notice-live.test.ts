import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { emitPushFrame, emitPushReconnected } from '../../lib/push';
import { installNoticeLive, noticeKeys, noticePushAction } from './notice-live';

describe('notice badge from the socket', () => {
  it('reads a notice_unread frame for the area the client shows', () => {
    expect(noticePushAction({ type: 'notice_unread', data: { count: 4, site_area_id: 2 } }, 2)).toEqual({ count: 4 });
    // No area chosen: the server counted the profile's area, as the fetch would.
    expect(noticePushAction({ type: 'notice_unread', data: { count: 4, site_area_id: 2 } }, 0)).toEqual({ count: 4 });
    // Counted for another area than the one shown: fetch this one's.
    expect(noticePushAction({ type: 'notice_unread', data: { count: 4, site_area_id: 3 } }, 2)).toBe('refetch');
    // Announcements: this area's or every area's count changed; another area's is none of our business.
    expect(noticePushAction({ type: 'notice_unread', data: { count: null, site_area_id: 2 } }, 2)).toBe('announcement');
    expect(noticePushAction({ type: 'notice_unread', data: { count: null, site_area_id: 0 } }, 2)).toBe('announcement');
    expect(noticePushAction({ type: 'notice_unread', data: { count: null, site_area_id: 3 } }, 2)).toBeNull();
    expect(noticePushAction({ type: 'new_message', data: { count: 1 } }, 2)).toBeNull();
    expect(noticePushAction({ type: 'notice_unread' }, 2)).toBeNull();
  });

  it('puts the pushed count in the cache, and refetches after a reconnect or an announcement', async () => {
    vi.useFakeTimers();
    try {
      const client = new QueryClient();
      let area = 2;
      installNoticeLive(client, () => area, 1000);
      installNoticeLive(client, () => area, 1000); // once per client
      client.setQueryData(noticeKeys.unread(2), 1);
      emitPushFrame({ type: 'notice_unread', data: { count: 3, site_area_id: 2 } });
      expect(client.getQueryData(noticeKeys.unread(2))).toBe(3);
      expect(client.getQueryState(noticeKeys.unread(2))?.isInvalidated).toBe(false);
      // Other frames leave it alone.
      emitPushFrame({ type: 'new_message', data: {} });
      expect(client.getQueryData(noticeKeys.unread(2))).toBe(3);

      // Missed pushes while disconnected: the count is fetched again.
      emitPushReconnected();
      expect(client.getQueryState(noticeKeys.unread(2))?.isInvalidated).toBe(true);

      // An announcement of the shown area: refetched within the spread, not at once.
      area = 5;
      client.setQueryData(noticeKeys.unread(5), 0);
      emitPushFrame({ type: 'notice_unread', data: { count: null, site_area_id: 5 } });
      expect(client.getQueryState(noticeKeys.unread(5))?.isInvalidated).toBe(false);
      await vi.advanceTimersByTimeAsync(1000);
      expect(client.getQueryState(noticeKeys.unread(5))?.isInvalidated).toBe(true);
      expect(client.getQueryData(noticeKeys.unread(5))).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
