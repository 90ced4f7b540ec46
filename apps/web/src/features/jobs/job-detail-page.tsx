import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import FileOutline from 'antd-mobile-icons/es/FileOutline';
import CheckCircleFill from 'antd-mobile-icons/es/CheckCircleFill';
import type { ListingCard, ListingDetail } from '@haiwai/contracts/listings';
import { loginUrl } from '../../shell/navigation';
import { JOB_APPLICATION } from '../../lib/contracts';
import { useApp } from '../../stores/app-store';
import { useSession } from '../../stores/session-store';
import { cardChips, usePriceText, flattenPages, useShownListing, useUserListings, KINDS } from '../listings';
import { EmptyBlock } from '../common/empty-block';
import { listingScreen } from '../listings/pages';
import { JOB_PATHS, useMyApplicationTo, useSendApplication } from './queries';
import { showToast } from '../../lib/feedback';
import '../listings/detail-bar.css';
import { Popup } from '../common/lazy-parts';
import './jobs.css';

const GenericJobDetail = listingScreen('job', 'detail');

/**
 * A position's page: the generic listing detail, plus the apply bar above its contact bar (choose one of my
 * resumes, add a message, send; then "applied" with the company's progress). The publisher gets a link to the
 * position's applicants instead. The listing is read through the generic page's own query (same cache entry).
 */
export function JobDetailPage() {
  const job = useShownListing('job');
  return (
    <>
      <GenericJobDetail />
      {job && <ApplyBar job={job} />}
    </>
  );
}

const isLive = (x: { status: string; expired: boolean }) => (x.status === 'online' || x.status === 'on-sale') && !x.expired;

function ApplyBar({ job }: { job: ListingDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useSession((s) => Boolean(s.token));
  const [open, setOpen] = useState(false);
  const mine = useMyApplicationTo(job.id, loggedIn && !job.is_owner);
  if (job.is_owner) {
    return (
      <>
        <div className="japply-spacer" />
        <div className="japply japply--owner">
          <button type="button" className="japply__btn japply__btn--ghost" onClick={() => navigate(`${JOB_PATHS.deliveryCompany}?job_id=${job.id}`)} data-testid="job-applicants">
            <FileOutline /> {t('jobs.apply.viewApplicants')}
          </button>
        </div>
      </>
    );
  }
  const applied = mine.data;
  if (!applied && !isLive(job)) return null;
  const onOpen = () => (loggedIn ? setOpen(true) : navigate(loginUrl(location.pathname + location.search)));
  return (
    <>
      <div className="japply-spacer" />
      <div className="japply">
        {applied ? (
          <button type="button" className="japply__btn japply__btn--done" onClick={() => navigate(JOB_PATHS.deliveryRecord)} data-testid="job-applied">
            <CheckCircleFill /> {applied.status === 'sent' ? t('jobs.status.sent') : t('jobs.apply.applied', { status: t(`jobs.status.${applied.status}`) })}
          </button>
        ) : (
          <button type="button" className="japply__btn" onClick={onOpen} disabled={loggedIn && mine.isPending} data-testid="job-apply">
            <FileOutline /> {t('jobs.apply.button')}
          </button>
        )}
      </div>
      {loggedIn && !applied && <ApplySheet job={job} visible={open} onClose={() => setOpen(false)} />}
    </>
  );
}

/** Choose one of my resumes (live ones can be sent), write a message, send. */
function ApplySheet({ job, visible, onClose }: { job: ListingDetail; visible: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resumes = useUserListings('jobHunt', null, undefined, visible);
  const items = flattenPages(resumes.data);
  const usable = items.filter(isLive);
  const [chosen, setChosen] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const send = useSendApplication();
  const picked = chosen ?? usable[0]?.id ?? null;

  const submit = async () => {
    if (!picked) return;
    try {
      await send.mutateAsync({ job_id: job.id, job_hunt_id: picked, message: message.trim() || undefined });
      showToast({ icon: 'success', content: t('jobs.apply.sent') });
      onClose();
    } catch {
      // the http client showed the server's message
    }
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="japply-sheet" destroyOnClose>
      <div data-testid="apply-sheet">
        <div className="japply-sheet__title">{t('jobs.apply.title')}</div>
        <div className="japply-sheet__job">{job.title}</div>
        {resumes.isPending ? (
          <div className="japply-sheet__loading muted">{t('common.loading')}</div>
        ) : items.length === 0 ? (
          <EmptyBlock
            title={t('jobs.apply.noResume')}
            text={t('jobs.apply.noResumeText')}
            action={{ label: t('jobs.apply.createResume'), onClick: () => navigate(JOB_PATHS.resumeEdit) }}
            testId="apply-no-resume"
          />
        ) : (
          <>
            <div className="japply-sheet__label">{t('jobs.apply.chooseResume')}</div>
            <div className="japply-sheet__resumes">
              {items.map((r) => (
                <ResumeChoice key={r.id} item={r} selected={picked === r.id} onPick={() => setChosen(r.id)} />
              ))}
            </div>
            <div className="japply-sheet__label">{t('jobs.apply.message')}</div>
            <TextArea
              className="japply-sheet__message"
              value={message}
              onChange={setMessage}
              placeholder={t('jobs.apply.messagePlaceholder')}
              maxLength={JOB_APPLICATION.messageMax}
              showCount
              rows={3}
              data-testid="apply-message"
            />
            <Button block color="primary" shape="rounded" size="large" disabled={!picked} loading={send.isPending} onClick={() => void submit()} data-testid="apply-send">
              {t('jobs.apply.send')}
            </Button>
          </>
        )}
      </div>
    </Popup>
  );
}

function ResumeChoice({ item, selected, onPick }: { item: ListingCard; selected: boolean; onPick(): void }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const def = KINDS.jobHunt.def;
  const priceText = usePriceText(def);
  const live = isLive(item);
  const chips = cardChips(def, item as Record<string, unknown>, lang);
  return (
    <button
      type="button"
      className={`jresume${selected ? ' jresume--on' : ''}`}
      disabled={!live}
      onClick={onPick}
      aria-pressed={selected}
      data-testid={`apply-resume-${item.id}`}
    >
      <div className="jresume__title">{item.title}</div>
      <div className="jresume__meta">{[...chips, item.price !== null ? t('jobs.apply.salaryWanted', { price: priceText(item) }) : ''].filter(Boolean).join(' · ')}</div>
      {!live && <div className="jresume__note">{t('jobs.apply.notLive')}</div>}
      {selected && <CheckCircleFill className="jresume__check" />}
    </button>
  );
}
