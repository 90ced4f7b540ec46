import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadNotices } from './notice-queries';
import { badgeText } from './notice-state';
import '../common/badges.css';

/** Wraps a tab icon with the unread-notice count (nothing when logged out or all read). */
export function NoticeTabBadge({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const count = useUnreadNotices();
  const text = badgeText(count);
  return (
    <span className="notice-badge">
      {children}
      {text && (
        <span className="notice-badge__count" data-testid="tab-notice-badge" aria-label={t('notice.unreadSummary', { count })}>
          {text}
        </span>
      )}
    </span>
  );
}

/** The count shown at the end of the Me page's notices entry. */
export function NoticeEntryBadge() {
  const { t } = useTranslation();
  const count = useUnreadNotices();
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span className="notice-entry-badge" data-testid="me-notice-badge" aria-label={t('notice.unreadSummary', { count })}>
      {text}
    </span>
  );
}
