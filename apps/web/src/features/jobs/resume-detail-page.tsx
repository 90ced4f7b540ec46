import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import LockOutline from 'antd-mobile-icons/es/LockOutline';
import type { ListingDetail } from '@haiwai/contracts/listings';
import { PROMOTION_PATHS } from '@haiwai/contracts/promotion/constants';
import { loginUrl } from '../../shell/navigation';
import { useShownListing } from '../listings';
import { listingScreen } from '../listings/pages';
import { useConfirmedUnlock } from './confirm-unlock';
import { dayOf, useUnlockState } from './queries';
import '../listings/detail-bar.css';
import './jobs.css';

const GenericResumeDetail = listingScreen('jobHunt', 'detail');

/**
 * A resume: the generic listing detail (its name, phone, email and WeChat show as locked until opened), plus
 * the unlock bar with this month's remaining quota. Unlocking puts the opened copy into the detail's cache
 * entry, so the fields appear at once.
 */
export function ResumeDetailPage() {
  const resume = useShownListing('jobHunt');
  return (
    <>
      <GenericResumeDetail />
      {resume && !resume.is_owner && resume.contact_hidden !== 'none' && <UnlockBar resume={resume} />}
    </>
  );
}

function UnlockBar({ resume }: { resume: ListingDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const state = useUnlockState([resume.id]);
  const unlock = useConfirmedUnlock();
  if (resume.contact_hidden === 'login') {
    return (
      <>
        <div className="japply-spacer" />
        <div className="japply">
          <button type="button" className="japply__btn" onClick={() => navigate(loginUrl(location.pathname + location.search))} data-testid="resume-unlock-login">
            <LockOutline /> {t('jobs.resume.loginToUnlock')}
          </button>
        </div>
      </>
    );
  }
  const quota = state.data?.quota;
  // Free unlocks first, then bought views; with neither, the bar offers to buy more.
  const out = quota ? quota.remaining <= 0 && quota.balance <= 0 : false;
  const onUnlock = async () => {
    if (quota) await unlock.confirmAndUnlock(resume.id, quota.remaining, quota.balance);
  };
  const label = !quota ? t('jobs.resume.unlock') : out ? t('jobs.resume.quotaOut', { date: dayOf(quota.resets_at) }) : quota.remaining > 0 ? t('jobs.resume.unlockQuota', { remaining: quota.remaining, limit: quota.limit }) : t('jobs.resume.unlockBalance', { balance: quota.balance });
  return (
    <>
      <div className="japply-spacer" />
      <div className="japply">
        <button type="button" className="japply__btn" disabled={!quota || out || unlock.isPending} onClick={() => void onUnlock()} data-testid="resume-unlock">
          <LockOutline /> {label}
        </button>
        {out && (
          <button type="button" className="japply__btn japply__btn--buy" onClick={() => navigate(PROMOTION_PATHS.numberBuy)} data-testid="resume-buy-counts">
            {t('jobs.resume.buyMore')}
          </button>
        )}
      </div>
    </>
  );
}
