import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import { useApp } from '../../stores/app-store';
import { QueryState } from '../common/query-state';
import { KINDS, pick } from '../listings';
import { EmptyBlock } from '../common/empty-block';
import { useRelativeTime } from '../common/relative-time';
import { useHandleReport, useOpenReports } from './admin-queries';
import { kindOfTarget, reviewDetailPath } from './paths';
import { showToast } from '../../lib/feedback';

/** Open reports of my areas, oldest first: open the listing, then resolve or dismiss. */
export function ReportQueue({ area }: { area: number }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const ago = useRelativeTime();
  const reports = useOpenReports(area);
  const handle = useHandleReport();
  const items = reports.data?.pages.flatMap((p) => p.list) ?? [];
  const act = async (id: number, status: 'resolved' | 'dismissed') => {
    await handle.mutateAsync({ id, status, note: '' });
    showToast({ content: t(status === 'resolved' ? 'admin.resolve' : 'admin.dismiss') });
  };
  return (
    <QueryState isPending={reports.isPending} error={reports.error} onRetry={() => void reports.refetch()}>
      {items.length === 0 ? (
        <EmptyBlock title={t('admin.empty')} testId="report-empty" />
      ) : (
        <div className="review-list">
          {items.map((r) => {
            const kind = kindOfTarget(r.target_type);
            const kindName = kind ? pick(KINDS[kind].def.label, lang) : r.target_type;
            return (
              <div key={r.id} className="report-row" data-testid={`report-row-${r.id}`}>
                <div className="report-row__title">{t('admin.reportOn', { kind: kindName, id: r.target_id })}</div>
                <div className="report-row__meta">
                  {t(`admin.reportReasons.${r.reason}`)} · {r.reporter_name} · {ago(r.created_at)}
                </div>
                {r.detail && <div className="report-row__detail">{r.detail}</div>}
                {r.open_on_target > 1 && <div className="report-row__count">{t('admin.reportCount', { count: r.open_on_target })}</div>}
                <div className="report-row__actions">
                  {kind && <Link to={reviewDetailPath(kind, r.target_id)}>{t('admin.openTarget')}</Link>}
                  <Button size="mini" color="primary" onClick={() => void act(r.id, 'resolved')}>
                    {t('admin.resolve')}
                  </Button>
                  <Button size="mini" onClick={() => void act(r.id, 'dismissed')}>
                    {t('admin.dismiss')}
                  </Button>
                </div>
              </div>
            );
          })}
        </div>
      )}
      <InfiniteScroll loadMore={async () => void (await reports.fetchNextPage())} hasMore={Boolean(reports.hasNextPage)} />
    </QueryState>
  );
}
