import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { imageUrl } from '../../lib/image-url';
import { loginOnly } from '../common/require-login';
import { PagedList } from '../common/paged-list';
import { ApplicationFrame, StatusTabs, statusParam, useSalary } from './application-card';
import { JOB_PATHS, useMyApplications, type Application } from './queries';
import '../listings/listings.css';
import './jobs.css';

/** My applications, newest first, each with the position, the company and where the company has got to. */
export const DeliveryRecordPage = loginOnly(DeliveryRecord);

function DeliveryRecord() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const status = statusParam(search);
  const list = useMyApplications(status);
  return (
    <div className="jdelivery" data-testid="delivery-record">
      <StatusTabs status={status} onChange={(k) => setSearch(k === 'all' ? {} : { status: k }, { replace: true })} testIdPrefix="record-tab" />
      <PagedList
        query={list}
        className="jdelivery__list"
        testId="record-list"
        renderItem={(a) => <RecordCard a={a} />}
        empty={{ title: t('jobs.record.empty'), text: t('jobs.record.emptyText'), action: { label: t('jobs.record.browse'), onClick: () => navigate(JOB_PATHS.list) }, testId: 'record-empty' }}
        noMore={t('jobs.delivery.noMore')}
      />
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
