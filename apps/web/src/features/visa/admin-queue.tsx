import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { showToast } from '../../lib/feedback';
import { PagedList } from '../common/paged-list';
import { ReasonPopup } from '../common/reason-popup';
import { PackageCard } from './bits';
import { useReviewPackage, useVisaReviewQueue, type VisaPackage } from './queries';
import './visa.css';

/**
 * The admin desk's visa tab for my areas (`area` 0: all of them): agencies' packages waiting for review, oldest
 * first. A package opens on its detail screen (admins may read unlisted ones); list it, or refuse it with a reason
 * the agency reads in its notice.
 */
export function VisaReviewQueue({ area }: { area: number }) {
  const { t } = useTranslation();
  const queue = useVisaReviewQueue(area);
  return (
    <PagedList
      query={queue}
      className="visa-packages"
      testId="visa-review-queue"
      pull={false}
      renderItem={(p) => <ReviewRow p={p} />}
      empty={{ title: t('visa.review.empty'), text: t('visa.review.emptyText'), testId: 'visa-review-empty' }}
      noMore={t('visa.list.noMore')}
    />
  );
}

function ReviewRow({ p }: { p: VisaPackage }) {
  const { t } = useTranslation();
  const review = useReviewPackage();
  const [rejecting, setRejecting] = useState(false);
  const decide = (body: { pass: true } | { pass: false; reason: string }) =>
    review.mutate(
      { id: p.id, body },
      {
        onSuccess: () => {
          setRejecting(false);
          showToast({ icon: 'success', content: t(body.pass ? 'visa.review.approved' : 'visa.review.rejected') });
        },
      },
    );
  return (
    <div className="visa-review" data-testid={`visa-review-${p.id}`}>
      <PackageCard p={p} />
      <div className="visa-review__actions">
        <Button size="small" color="danger" fill="outline" disabled={review.isPending} onClick={() => setRejecting(true)} data-testid="visa-review-reject">
          {t('visa.review.reject')}
        </Button>
        <Button size="small" color="primary" loading={review.isPending} onClick={() => decide({ pass: true })} data-testid="visa-review-approve">
          {t('visa.review.approve')}
        </Button>
      </div>
      <ReasonPopup title={t('visa.review.rejectTitle', { title: p.title })} visible={rejecting} busy={review.isPending} onClose={() => setRejecting(false)} onSubmit={(reason) => decide({ pass: false, reason })} />
    </div>
  );
}
