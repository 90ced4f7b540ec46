import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import TextArea from 'antd-mobile/es/components/text-area';
import { ADS } from '@haiwai/contracts/ads/constants';
import type { Lang } from '../../lib/contracts';
import { imageUrl } from '../../lib/image-url';
import { QueryState } from '../common/query-state';
import { formatMinorAmount } from '../../lib/money';
import { dayRuns } from './ad-state-tag';
import { useAdQueue, useReviewAd, useWithdrawAd, type AdminAd, type AdQueueState } from './queries';
import { showToast } from '../../lib/feedback';
import './ads.css';

const VIEWS: readonly AdQueueState[] = ['pending_review', 'approved'];

/**
 * The admin desk's ad tab for my areas: paid ads waiting for review, oldest first (approve, or reject with a
 * reason: refunded), and the approved ones (take one down with a reason: the days not yet shown are refunded).
 */
export function AdReviewQueue({ area }: { area: number }) {
  const { t } = useTranslation();
  const [view, setView] = useState<AdQueueState>('pending_review');
  const queue = useAdQueue(area, view);
  const ads = queue.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className="ad-queue" data-testid="ad-queue">
      <div className="ad-queue__views">
        {VIEWS.map((v) => (
          <button key={v} type="button" className={`ad-queue__view${v === view ? ' ad-queue__view--on' : ''}`} aria-pressed={v === view} onClick={() => setView(v)} data-testid={`ad-view-${v}`}>
            {t(v === 'approved' ? 'ads.review.approvedTab' : 'ads.review.pendingTab')}
          </button>
        ))}
      </div>
      <QueryState isPending={queue.isPending} error={queue.error} onRetry={() => void queue.refetch()}>
        {ads.length === 0 && <p className="ad-empty">{t(view === 'approved' ? 'ads.review.emptyApproved' : 'ads.review.empty')}</p>}
        {ads.map((ad) => (view === 'approved' ? <ApprovedRow key={ad.id} ad={ad} /> : <QueueRow key={ad.id} ad={ad} />))}
        {queue.hasNextPage && (
          <Button block fill="none" onClick={() => void queue.fetchNextPage()}>
            {t('ads.list.more')}
          </Button>
        )}
      </QueryState>
    </div>
  );
}

/** What an admin reads of an ad before deciding: the creative, its days, price, advertiser and link. */
function AdSummary({ ad, testId, children }: { ad: AdminAd; testId: string; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="ad-card ad-row" data-testid={testId}>
      <img src={imageUrl(ad.image, { preset: 'banner' })} alt="" className="ad-row__image" />
      <strong>{ad.title}</strong>
      {ad.text && <p className="ad-detail__text">{ad.text}</p>}
      <div className="muted">{t('ads.review.dates', { dates: dayRuns(ad.dates) })}</div>
      <div className="muted">
        {t('ads.review.amount', { amount: formatMinorAmount(ad.amount, ad.currency, i18n.language as Lang) })} · {ad.advertiser.nickname}
        {ad.contact && ` · ${ad.contact}`}
      </div>
      {ad.listing && <div className="muted">{t('ads.review.link', { title: ad.listing.title })}</div>}
      {children}
    </article>
  );
}

/** A dialog asking for the reason the advertiser will read; `onSubmit` rejects to keep it open. */
function ReasonDialog({ open, title, placeholder, action, onClose, onSubmit }: { open: boolean; title: string; placeholder: string; action: string; onClose: () => void; onSubmit: (reason: string) => Promise<void> }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <Dialog
      visible={open}
      title={title}
      content={<TextArea value={reason} onChange={setReason} maxLength={ADS.reasonMax} rows={3} placeholder={placeholder} aria-label={title} data-testid="ad-reason" />}
      closeOnMaskClick
      onClose={onClose}
      actions={[
        [
          { key: 'cancel', text: t('common.cancel'), onClick: onClose },
          { key: 'ok', text: action, danger: true, disabled: !reason.trim(), onClick: () => void onSubmit(reason.trim()).then(onClose, () => undefined) },
        ],
      ]}
    />
  );
}

function QueueRow({ ad }: { ad: AdminAd }) {
  const { t } = useTranslation();
  const review = useReviewAd();
  const [rejecting, setRejecting] = useState(false);
  const decide = async (body: { decision: 'approve' } | { decision: 'reject'; reason: string }) => {
    await review.mutateAsync({ id: ad.id, body });
    showToast({ icon: 'success', content: t(body.decision === 'approve' ? 'ads.review.approved' : 'ads.review.rejected') });
  };
  return (
    <AdSummary ad={ad} testId={`ad-queue-${ad.id}`}>
      <div className="ad-row__actions">
        <Button size="small" color="danger" fill="outline" loading={review.isPending} onClick={() => setRejecting(true)} data-testid="ad-reject">
          {t('ads.review.reject')}
        </Button>
        <Button size="small" color="primary" loading={review.isPending} onClick={() => void decide({ decision: 'approve' }).catch(() => undefined)} data-testid="ad-approve">
          {t('ads.review.approve')}
        </Button>
      </div>
      <ReasonDialog open={rejecting} title={t('ads.review.rejectTitle')} placeholder={t('ads.review.rejectPlaceholder')} action={t('ads.review.reject')} onClose={() => setRejecting(false)} onSubmit={(reason) => decide({ decision: 'reject', reason })} />
    </AdSummary>
  );
}

function ApprovedRow({ ad }: { ad: AdminAd }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawAd();
  const [asking, setAsking] = useState(false);
  const submit = async (reason: string) => {
    await withdraw.mutateAsync({ id: ad.id, reason });
    showToast({ icon: 'success', content: t('ads.review.withdrawn') });
  };
  return (
    <AdSummary ad={ad} testId={`ad-approved-${ad.id}`}>
      <div className="ad-row__actions">
        <Button size="small" color="danger" fill="outline" loading={withdraw.isPending} onClick={() => setAsking(true)} data-testid="ad-withdraw">
          {t('ads.review.withdraw')}
        </Button>
      </div>
      <ReasonDialog open={asking} title={t('ads.review.withdrawTitle')} placeholder={t('ads.review.withdrawPlaceholder')} action={t('ads.review.withdraw')} onClose={() => setAsking(false)} onSubmit={submit} />
    </AdSummary>
  );
}
