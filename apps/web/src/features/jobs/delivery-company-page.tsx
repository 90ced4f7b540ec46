import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../../stores/app-store';
import { loginOnly } from '../common/require-login';
import { PagedList } from '../common/paged-list';
import { Avatar } from '../common/avatar';
import { ApplicationFrame, StatusTabs, resumeFacts, statusParam } from './application-card';
import { JOB_PATHS, useCompanyApplications, useDecide, useMyJobs, type Application, type Decision } from './queries';
import { confirmDialog, showToast } from '../../lib/feedback';
import '../listings/listings.css';
import './jobs.css';

/**
 * Applications to my company's positions (`?job_id=` one position, `?status=` one step): each applicant with
 * the resume sent and their message; open the resume (its contact is unlocked for us; a first look marks the
 * application viewed), invite to an interview, turn down or hire.
 */
export const DeliveryCompanyPage = loginOnly(DeliveryCompany);

function DeliveryCompany() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const jobId = Number(search.get('job_id')) || 0;
  const status = statusParam(search);
  const jobs = useMyJobs();
  const list = useCompanyApplications(jobId, status);
  const total = list.data?.pages[0]?.total ?? 0;

  const setParam = (key: 'job_id' | 'status', value: string | null) => {
    const q = new URLSearchParams(search);
    if (value) q.set(key, value);
    else q.delete(key);
    setSearch(q, { replace: true });
  };

  return (
    <div className="jdelivery" data-testid="delivery-company">
      <div className="jdelivery__jobs llist__cats" data-testid="delivery-jobs">
        <button type="button" className={`lchip${jobId ? '' : ' lchip--on'}`} onClick={() => setParam('job_id', null)} data-testid="delivery-job-all">
          {t('jobs.delivery.allJobs')}
        </button>
        {(jobs.data?.list ?? []).map((j) => (
          <button key={j.id} type="button" className={`lchip${jobId === j.id ? ' lchip--on' : ''}`} onClick={() => setParam('job_id', String(j.id))} data-testid={`delivery-job-${j.id}`}>
            {j.title}
          </button>
        ))}
      </div>
      <StatusTabs status={status} onChange={(k) => setParam('status', k === 'all' ? null : k)} testIdPrefix="delivery-tab" />
      <PagedList
        query={list}
        className="jdelivery__list"
        testId="delivery-list"
        total={total}
        renderItem={(a) => <ApplicantCard a={a} showJob={!jobId} />}
        empty={{ title: t('jobs.delivery.empty'), text: t('jobs.delivery.emptyText'), testId: 'delivery-empty' }}
        noMore={t('jobs.delivery.noMore')}
      />
    </div>
  );
}

function ApplicantCard({ a, showJob }: { a: Application; showJob: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useApp((s) => s.lang);
  const decide = useDecide();
  const name = a.resume.real_name || a.applicant.nickname || t('jobs.delivery.anonymous');
  const resumeUrl = `${JOB_PATHS.resumeDetail}?id=${a.resume.id}`;

  const openResume = () => {
    // A first look tells the applicant their resume was seen.
    if (a.can.viewed) decide.mutate({ id: a.id, status: 'viewed', quiet: true });
    navigate(resumeUrl);
  };
  const run = async (status: Decision, ask: string) => {
    const ok = await confirmDialog({ content: ask, confirmText: t('common.confirm'), cancelText: t('common.cancel') });
    if (!ok) return;
    try {
      await decide.mutateAsync({ id: a.id, status });
      showToast({ icon: 'success', content: t('jobs.delivery.done', { status: t(`jobs.status.${status}`) }) });
    } catch {
      // the http client showed the server's message
    }
  };

  return (
    <ApplicationFrame
      a={a}
      head={
        <>
          <Avatar src={a.resume.cover ?? a.applicant.avatar} size={40} />
          <div className="japp__name">
            <div className="japp__title" data-testid="applicant-name">
              {name}
            </div>
            <div className="muted japp__sub">{a.resume.title}</div>
          </div>
        </>
      }
      actions={
        <>
          <button type="button" className="pill-button japp__btn" onClick={openResume} data-testid="applicant-resume">
            {t('jobs.delivery.viewResume')}
          </button>
          {a.can.rejected && (
            <button type="button" className="pill-button japp__btn" disabled={decide.isPending} onClick={() => void run('rejected', t('jobs.delivery.askReject', { name }))} data-testid="applicant-reject">
              {t('jobs.delivery.reject')}
            </button>
          )}
          {a.can.interview && (
            <button type="button" className="pill-button pill-button--primary japp__btn" disabled={decide.isPending} onClick={() => void run('interview', t('jobs.delivery.askInterview', { name }))} data-testid="applicant-interview">
              {t('jobs.delivery.interview')}
            </button>
          )}
          {a.can.hired && !a.can.interview && (
            <button type="button" className="pill-button pill-button--primary japp__btn" disabled={decide.isPending} onClick={() => void run('hired', t('jobs.delivery.askHire', { name }))} data-testid="applicant-hire">
              {t('jobs.delivery.hire')}
            </button>
          )}
        </>
      }
    >
      <div className="japp__facts">{resumeFacts(a, lang, (age) => t('jobs.pool.ageYears', { age }))}</div>
      {showJob && (
        <Link to={`${JOB_PATHS.detail}?id=${a.job.id}`} className="japp__job">
          {t('jobs.delivery.appliedTo', { title: a.job.title })}
        </Link>
      )}
      {a.message && (
        <div className="japp__message" data-testid="applicant-message">
          <span className="muted">{t('jobs.delivery.message')}</span>
          {a.message}
        </div>
      )}
    </ApplicationFrame>
  );
}
