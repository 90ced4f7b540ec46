import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import Tabs from 'antd-mobile/es/components/tabs';
import { imageUrl } from '../../lib/image-url';
import { QueryState } from '../common/query-state';
import { RequireLogin } from '../common/require-login';
import { EmptyBlock } from '../listings/empty-block';
import { ApplicationFrame, useSalary } from './application-card';
import { APPLICATION_STATUSES, JOB_PATHS, useMyApplications, type Application, type ApplicationStatus } from './queries';
import '../listings/listings.css';
import './jobs.css';

/** My applications, newest first, each with the position, the company and where the company has got to. */
export function DeliveryRecordPage() {
  return (
    <RequireLogin>
      <DeliveryRecord />
    </RequireLogin>
  );
}

function DeliveryRecord() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const statusParam = search.get('status') as ApplicationStatus | null;
  const status = statusParam && APPLICATION_STATUSES.includes(statusParam) ? statusParam : undefined;
  const list = useMyApplications(status);
  const items = list.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className="jdelivery" data-testid="delivery-record">
      <Tabs activeKey={status ?? 'all'} onChange={(k) => setSearch(k === 'all' ? {} : { status: k }, { replace: true })} className="jdelivery__tabs">
        <Tabs.Tab key="all" title={<span data-testid="record-tab-all">{t('jobs.delivery.all')}</span>} />
        {APPLICATION_STATUSES.map((s) => (
          <Tabs.Tab key={s} title={<span data-testid={`record-tab-${s}`}>{t(`jobs.status.${s}`)}</span>} />
        ))}
      </Tabs>
      <PullToRefresh
        onRefresh={async () => void (await list.refetch())}
        pullingText={t('listing.pull.pulling')}
        canReleaseText={t('listing.pull.canRelease')}
        refreshingText={t('listing.pull.refreshing')}
        completeText={t('listing.pull.complete')}
      >
        <QueryState isPending={list.isPending} error={list.isError && !list.data ? list.error : null} onRetry={() => void list.refetch()}>
          {items.length === 0 ? (
            <EmptyBlock title={t('jobs.record.empty')} text={t('jobs.record.emptyText')} action={{ label: t('jobs.record.browse'), onClick: () => navigate(JOB_PATHS.list) }} testId="record-empty" />
          ) : (
            <div className="jdelivery__list" data-testid="record-list">
              {items.map((a) => (
                <RecordCard key={a.id} a={a} />
              ))}
            </div>
          )}
          {items.length > 0 && (
            <InfiniteScroll loadMore={async () => void (await list.fetchNextPage())} hasMore={list.hasNextPage && !list.isFetchNextPageError}>
              {list.hasNextPage ? undefined : <span>{t('jobs.delivery.noMore')}</span>}
            </InfiniteScroll>
          )}
        </QueryState>
      </PullToRefresh>
    </div>
  );
}

function RecordCard({ a }: { a: Application }) {
  const { t } = useTranslation();
  const salary = useSalary();
  const pay = salary(a.job);
  return (
    <ApplicationFrame
      a={a}
      head={
        <Link to={`${JOB_PATHS.detail}?id=${a.job.id}`} className="japp__name" data-testid="record-job">
          <div className="japp__title">{a.job.title}</div>
          {pay && <div className="japp__pay">{pay}</div>}
        </Link>
      }
    >
      {a.company && (
        <Link to={`/pages/shop/detail?id=${a.company.id}`} className="japp__company" data-testid="record-company">
          {a.company.cover ? <img src={imageUrl(a.company.cover, { preset: 'avatar' })} alt="" /> : <span className="japp__nocover" />}
          <span>{a.company.title}</span>
        </Link>
      )}
      {a.job.closed && <div className="japp__closed">{t('jobs.record.closed')}</div>}
      {a.message && <div className="japp__message muted">{t('jobs.record.myMessage', { message: a.message })}</div>}
    </ApplicationFrame>
  );
}
