import type { Dictionary } from '../../../i18n/dictionary';
import type { noticeZh } from './zh';

export const noticeEn: Dictionary<typeof noticeZh> = {
  markAllRead: 'Mark all read',
  markedAllRead: 'All notifications marked as read',
  nothingUnread: 'No unread notifications',
  empty: 'No notifications yet',
  emptyHint: 'Review results, applications, appointments and site announcements appear here',
  loginHint: 'Log in to see your notifications',
  login: 'Log in / Sign up',
  unreadSummary: '{{count}} unread',
  unreadLabel: 'Unread',
  broadcast: 'Announcement',
  close: 'Close',
  noMore: 'No more notifications',
  loadingMore: 'Loading…',
  loadMoreFailed: 'Could not load more; tap to retry',
  kind: {
    review_passed: 'Review passed',
    review_failed: 'Review not passed',
    application: 'Application',
    appointment: 'Appointment',
    system: 'System',
    report: 'Report',
    topic: 'Topic',
    other: 'Notification',
  },
};
export default noticeEn;
