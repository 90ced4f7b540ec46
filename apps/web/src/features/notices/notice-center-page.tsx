import { lazy, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import BellOutline from 'antd-mobile-icons/es/BellOutline';
import CheckCircleOutline from 'antd-mobile-icons/es/CheckCircleOutline';
import CloseCircleOutline from 'antd-mobile-icons/es/CloseCircleOutline';
import FileOutline from 'antd-mobile-icons/es/FileOutline';
import CalendarOutline from 'antd-mobile-icons/es/CalendarOutline';
import ExclamationTriangleOutline from 'antd-mobile-icons/es/ExclamationTriangleOutline';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import SoundOutline from 'antd-mobile-icons/es/SoundOutline';
import { StatusView } from '../../shell/status-view';
import { showToast } from '../../lib/feedback';
import { OnceOpened } from '../common/once-opened';
import { PullRefresh } from '../common/pull-refresh';
import { QueryState } from '../common/query-state';
import { RequireLogin } from '../common/require-login';
import { relativeTime } from '../../lib/time';
import { useNoticeList, useOpenNotice, useReadAll, useUnreadNotices, type Notice } from './notice-queries';
import type { NoticeKind } from '../../lib/contracts';
import { flattenPages, kindKey, tapAction } from './notice-state';
import './notices.css';

// The sheet (antd-mobile's Popup, with its mask and animation libraries) loads when a notice is first opened.
const NoticeDetail = lazy(() => import('./notice-detail').then((m) => ({ default: m.NoticeDetail })));

const KIND_ICONS: Record<NoticeKind | 'other', ReactNode> = {
  review_passed: <CheckCircleOutline />,
  review_failed: <CloseCircleOutline />,
  application: <FileOutline />,
  appointment: <CalendarOutline />,
  system: <BellOutline />,
  report: <ExclamationTriangleOutline />,
  topic: <MessageOutline />,
  other: <BellOutline />,
};

/** /pages/common/notice-center — my notices and the area's announcements, newest first. */
export function NoticeCenterPage() {
  return (
    <div className="notices">
      <RequireLogin>
        <NoticeCenter />
      </RequireLogin>
    </div>
  );
}

function useAgo() {
  const { t } = useTranslation();
  return (ts: number) => {
    const r = relativeTime(ts);
    return t(`time.${r.unit}`, { count: r.count });
  };
}

function NoticeCenter() {
  const { t } = useTranslation();
  const list = useNoticeList();
  const [shown, setShown] = useState<Notice | null>(null);
  const notices = flattenPages(list.data?.pages);
  const tap = useTapNotice(setShown);

  return (
    <>
      <NoticeBar notices={notices} />
      <PullRefresh onRefresh={() => list.refetch()}>
        <QueryState isPending={list.isPending} error={list.isError && !list.data ? list.error : null} onRetry={() => void list.refetch()}>
          {notices.length === 0 ? (
            <StatusView testId="notice-empty" icon={<BellOutline />} title={t('notice.empty')} text={t('notice.emptyHint')} />
          ) : (
            <ul className="notice-list" data-testid="notice-list">
              {notices.map((n) => (
                <NoticeItem key={n.id} n={n} onTap={() => tap(n)} />
              ))}
            </ul>
          )}
          {notices.length > 0 && <MoreNotices list={list} />}
        </QueryState>
      </PullRefresh>
      <OnceOpened open={shown !== null}>
        <NoticeDetail notice={shown} onClose={() => setShown(null)} />
      </OnceOpened>
    </>
  );
}

/** A tap marks the notice read and follows its link: a screen here, a page outside, or the notice itself in a sheet. */
function useTapNotice(show: (n: Notice) => void) {
  const navigate = useNavigate();
  const open = useOpenNotice();
  return (n: Notice) => {
    if (!n.is_read) open.mutate(n.id);
    const action = tapAction(n.link);
    if (action.type === 'route') navigate(action.to);
    else if (action.type === 'external') window.open(action.url, '_blank', 'noopener');
    else show({ ...n, is_read: true });
  };
}

/** How many are unread, and marking them all read. */
function NoticeBar({ notices }: { notices: Notice[] }) {
  const { t } = useTranslation();
  const unread = useUnreadNotices();
  const readAll = useReadAll();

  const markAll = async () => {
    if (unread === 0 && notices.every((n) => n.is_read)) {
      showToast(t('notice.nothingUnread'));
      return;
    }
    await readAll.mutateAsync();
    showToast({ icon: 'success', content: t('notice.markedAllRead') });
  };

  return (
    <div className="notices__bar">
      <span className="notices__summary" data-testid="notice-unread-summary">
        {unread > 0 ? t('notice.unreadSummary', { count: unread }) : t('notice.nothingUnread')}
      </span>
      <Button size="mini" fill="none" color="primary" loading={readAll.isPending} disabled={unread === 0} onClick={() => void markAll()} data-testid="notice-read-all">
        {t('notice.markAllRead')}
      </Button>
    </div>
  );
}

function NoticeItem({ n, onTap }: { n: Notice; onTap(): void }) {
  const { t } = useTranslation();
  const ago = useAgo();
  const kind = kindKey(n.kind);
  return (
    <li>
      <button
        type="button"
        className={n.is_read ? 'notice-item' : 'notice-item notice-item--unread'}
        onClick={onTap}
        data-testid={`notice-item-${n.id}`}
        data-read={n.is_read ? '1' : '0'}
      >
        <span className={`notice-item__icon notice-item__icon--${kind}`} aria-hidden>
          {n.is_broadcast ? <SoundOutline /> : KIND_ICONS[kind]}
          {!n.is_read && <span className="notice-item__dot" data-testid="notice-dot" />}
        </span>
        <span className="notice-item__main">
          <span className="notice-item__head">
            <span className="notice-item__title">{n.title}</span>
            <time className="notice-item__time" dateTime={new Date(n.created_at * 1000).toISOString()}>
              {ago(n.created_at)}
            </time>
          </span>
          {n.body && <span className="notice-item__body">{n.body}</span>}
          {(n.is_broadcast || t(`notice.kind.${kind}`) !== n.title) && (
            <span className="notice-item__meta">{n.is_broadcast ? t('notice.broadcast') : t(`notice.kind.${kind}`)}</span>
          )}
          {!n.is_read && <span className="visually-hidden">{t('notice.unreadLabel')}</span>}
        </span>
      </button>
    </li>
  );
}

/** The next page as the list scrolls to its end, with a retry when it failed. */
function MoreNotices({ list }: { list: ReturnType<typeof useNoticeList> }) {
  const { t } = useTranslation();
  return (
    <InfiniteScroll loadMore={async () => void (await list.fetchNextPage({ throwOnError: true }))} hasMore={Boolean(list.hasNextPage)}>
      {(hasMore, failed, retry) => (
        <span className="notices__more" data-testid="notice-more">
          {failed ? (
            <button type="button" className="notices__retry" onClick={() => void retry()}>
              {t('notice.loadMoreFailed')}
            </button>
          ) : hasMore ? (
            t('notice.loadingMore')
          ) : (
            t('notice.noMore')
          )}
        </span>
      )}
    </InfiniteScroll>
  );
}
