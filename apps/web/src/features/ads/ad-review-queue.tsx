import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import TextArea from 'antd-mobile/es/components/text-area';
import Toast from 'antd-mobile/es/components/toast';
import { ADS } from '@haiwai/contracts/ads/constants';
import type { Lang } from '../../lib/contracts';
import { imageUrl } from '../../lib/image-url';
import { QueryState } from '../common/query-state';
import { formatMinorAmount } from '../listings';
import { dayRuns } from './ad-state-tag';
import { useAdQueue, useReviewAd, type AdminAd } from './queries';
import './ads.css';

/** The admin desk's ad tab: paid ads of my areas waiting for review, oldest first; approve, or reject with a reason (refunded). */
export function AdReviewQueue({ area }: { area: number }) {
  const { t } = useTranslation();
  const queue = useAdQueue(area);
  const ads = queue.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className="ad-queue" data-testid="ad-queue">
      <QueryState isPending={queue.isPending} error={queue.error} onRetry={() => void queue.refetch()}>
        {ads.length === 0 && <p className="ad-empty">{t('ads.review.empty')}</p>}
        {ads.map((ad) => (
          <QueueRow key={ad.id} ad={ad} />
        ))}
        {queue.hasNextPage && (
          <Button block fill="none" onClick={() => void queue.fetchNextPage()}>
            {t('ads.list.more')}
          </Button>
        )}
      </QueryState>
    </div>
  );
}

function QueueRow({ ad }: { ad: AdminAd }) {
  const { t, i18n } = useTranslation();
  const review = useReviewAd();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const decide = async (body: { decision: 'approve' } | { decision: 'reject'; reason: string }) => {
    await review.mutateAsync({ id: ad.id, body });
    Toast.show({ icon: 'success', content: t(body.decision === 'approve' ? 'ads.review.approved' : 'ads.review.rejected') });
  };
  return (
    <article className="ad-card ad-row" data-testid={`ad-queue-${ad.id}`}>
      <img src={imageUrl(ad.image, { preset: 'banner' })} alt="" className="ad-row__image" />
      <strong>{ad.title}</strong>
      {ad.text && <p className="ad-detail__text">{ad.text}</p>}
      <div className="muted">{t('ads.review.dates', { dates: dayRuns(ad.dates) })}</div>
      <div className="muted">
        {t('ads.review.amount', { amount: formatMinorAmount(ad.amount, ad.currency, i18n.language as Lang) })} · {ad.advertiser.nickname}
        {ad.contact && ` · ${ad.contact}`}
      </div>
      {ad.listing && <div className="muted">{t('ads.review.link', { title: ad.listing.title })}</div>}
      <div className="ad-row__actions">
        <Button size="small" color="danger" fill="outline" loading={review.isPending} onClick={() => setRejecting(true)} data-testid="ad-reject">
          {t('ads.review.reject')}
        </Button>
        <Button size="small" color="primary" loading={review.isPending} onClick={() => void decide({ decision: 'approve' }).catch(() => undefined)} data-testid="ad-approve">
          {t('ads.review.approve')}
        </Button>
      </div>
      <Dialog
        visible={rejecting}
        title={t('ads.review.rejectTitle')}
        content={<TextArea value={reason} onChange={setReason} maxLength={ADS.reasonMax} rows={3} placeholder={t('ads.review.rejectPlaceholder')} />}
        closeOnMaskClick
        onClose={() => setRejecting(false)}
        actions={[
          [
            { key: 'cancel', text: t('common.cancel'), onClick: () => setRejecting(false) },
            { key: 'ok', text: t('ads.review.reject'), danger: true, disabled: !reason.trim(), onClick: () => void decide({ decision: 'reject', reason: reason.trim() }).then(() => setRejecting(false), () => undefined) },
          ],
        ]}
      />
    </article>
  );
}
