import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ListingCard } from '@haiwai/contracts/listings';
import { OnceOpened } from '../common/once-opened';
import { PagedList } from '../common/paged-list';
import { loginOnly } from '../common/require-login';
import { ListingCardView, PublishButton, useUserListings } from '../listings';
import { OwnerLinks } from './hotel-screen';
import { hotelPaths } from './paths';
import '../listings/listings.css';
import '../listings/list-controls.css';
import './hotels.css';

/** The tags sheet loads when first opened. */
const TagsSheet = lazy(() => import('./tags-sheet').then((m) => ({ default: m.TagsSheet })));

/** /pagesA/hotel/manage — my hotels with their review state, and the way to each one's room types, orders and edit form. */
function HotelManage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useUserListings('hotel', null);
  return (
    <div className="lmanage" data-testid="hotel-manage">
      <PagedList
        query={list}
        className="lmanage__items"
        testId="hotel-manage-items"
        renderItem={(item) => <MyHotel item={item} />}
        empty={{ title: t('hotels.manage.empty'), action: { label: t('hotels.manage.publishFirst'), onClick: () => navigate(hotelPaths.release()) }, testId: 'hotel-manage-empty' }}
        noMore={t('hotels.list.noMore')}
      />
      <PublishButton label={t('hotels.manage.publish')} onClick={() => navigate(hotelPaths.release())} testId="hotel-manage-publish" />
    </div>
  );
}

function MyHotel({ item }: { item: ListingCard }) {
  const { t } = useTranslation();
  const failed = item.review_status === 'failed';
  const [tagging, setTagging] = useState(false);
  return (
    <div className="lmanage__item" data-testid={`hotel-manage-${item.id}`}>
      <ListingCardView item={item} scope={{ kind: 'hotel' }} layout="row" />
      <div className="lmanage__foot">
        <div className="lstatus__row">
          <span className={`lbadge lbadge--${item.status}`} data-testid="hotel-status">
            {t(`listing.status.${item.status}`)}
          </span>
          {(failed || item.review_status === 'pending') && item.status !== 'reviewing' && <span className={`lbadge lbadge--review-${item.review_status}`}>{t(`listing.review.${item.review_status}`)}</span>}
        </div>
        {failed && item.owner?.review_reason && <div className="lstatus__reason">{t('listing.review.reason', { reason: item.owner.review_reason })}</div>}
        <div className="card-actions">
          <button type="button" className="pill-button" onClick={() => setTagging(true)} data-testid="hotel-manage-tags">
            {t('hotels.manage.tags')}
          </button>
          <OwnerLinks hotelId={item.id} testIdPrefix="hotel-manage" />
        </div>
        <OnceOpened open={tagging}>
          <TagsSheet hotelId={item.id} visible={tagging} onClose={() => setTagging(false)} />
        </OnceOpened>
      </div>
    </div>
  );
}

export const HotelManagePage = loginOnly(HotelManage);
