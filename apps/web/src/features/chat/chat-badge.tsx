import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { unreadBadge, useChatStatus } from '../../stores/chat-status';
import { useSession } from '../../stores/session-store';
import { useUnreadNotices } from '../notices';
import '../common/badges.css';

/**
 * Total unread chat messages on a tab icon (the Me tab). In the entry bundle, so it only reads the small
 * status store. The notices badge sits at the top right; when it shows, this one moves to the top left.
 */
export function ChatTabBadge({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const total = useChatStatus((s) => s.totalUnread);
  const notices = useUnreadNotices();
  const text = token ? unreadBadge(total) : null;
  return (
    <span className="chat-badge">
      {children}
      {text && (
        <span
          className={notices > 0 ? 'chat-badge__count chat-badge__count--left' : 'chat-badge__count'}
          data-testid="tab-chat-badge"
          aria-label={t('chat.unreadTotal', { count: total })}
        >
          {text}
        </span>
      )}
    </span>
  );
}

/** The count at the end of the Me page's messages entry. */
export function ChatEntryBadge() {
  const { t } = useTranslation();
  const total = useChatStatus((s) => s.totalUnread);
  const text = unreadBadge(total);
  if (!text) return null;
  return (
    <span className="chat-entry-badge" data-testid="me-chat-badge" aria-label={t('chat.unreadTotal', { count: total })}>
      {text}
    </span>
  );
}
