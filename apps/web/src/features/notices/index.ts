// What the shell and other features use of notices: the unread count and the badge on the "me" entry.
export { useUnreadNotices } from './notice-queries';
export { NoticeEntryBadge, NoticeTabBadge } from './notice-badge';
