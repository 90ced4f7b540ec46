import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { showToast } from '../../lib/feedback';
import { PagedList } from '../common/paged-list';
import { ReasonPopup } from '../common/reason-popup';
import { MANAGE_OFFICIAL } from './paths';
import { useReviewWalk, useWalkReviewQueue } from './admin-queries';
import type { WalkCard } from './queries';
import { WalkCardView } from './walk-card';
import './city-walk.css';

/**
 * The admin desk's city walk tab for my areas (`area` 0: all of them): members' walks waiting for review, oldest
 * first — open one on its detail screen (admins may read it), approve it, or refuse it with a reason the author
 * reads; and the way to the area's official routes.
 */
export function WalkReviewQueue({ area }: { area: number }) {
  const { t } = useTranslation();
  const queue = useWalkReviewQueue(area);
  return (
    <div className="cwalk-manage">
      <Link to={MANAGE_OFFICIAL} className="cwalk-manage__new" data-testid="official-manage-entry">
        {t('cityWalk.manage.entry')}
      </Link>
      <PagedList
        query={queue}
        className="cwalk-manage__list"
        testId="walk-review-queue"
        pull={false}
        renderItem={(w) => <ReviewRow walk={w} />}
        empty={{ title: t('cityWalk.review.empty'), text: t('cityWalk.review.emptyText'), testId: 'walk-review-empty' }}
        noMore={t('cityWalk.noMore')}
      />
    </div>
  );
}

function ReviewRow({ walk }: { walk: WalkCard }) {
  const { t } = useTranslation();
  const review = useReviewWalk();
  const [rejecting, setRejecting] = useState(false);
  const decide = (body: { passed: true } | { passed: false; reason: string }) =>
    review.mutate(
      { id: walk.id, body },
      {
        onSuccess: () => {
          setRejecting(false);
          showToast({ icon: 'success', content: t(body.passed ? 'cityWalk.review.approved' : 'cityWalk.review.rejected') });
        },
      },
    );
  return (
    <div className="cwalk-manage__row" data-testid={`walk-review-${walk.id}`}>
      <WalkCardView walk={walk} wide />
      <div className="cwalk-manage__actions">
        <Button size="small" color="danger" fill="outline" disabled={review.isPending} onClick={() => setRejecting(true)} data-testid="walk-review-reject">
          {t('cityWalk.review.reject')}
        </Button>
        <Button size="small" color="primary" loading={review.isPending} onClick={() => decide({ passed: true })} data-testid="walk-review-approve">
          {t('cityWalk.review.approve')}
        </Button>
      </div>
      <ReasonPopup title={t('cityWalk.review.rejectTitle', { title: walk.title })} visible={rejecting} busy={review.isPending} onClose={() => setRejecting(false)} onSubmit={(reason) => decide({ passed: false, reason })} />
    </div>
  );
}
