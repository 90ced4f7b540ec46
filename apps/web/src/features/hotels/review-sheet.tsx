import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Rate from 'antd-mobile/es/components/rate';
import { HOTEL } from '@haiwai/contracts/hotels/constants';
import { showToast } from '../../lib/feedback';
import { FieldTextArea } from '../common/field-input';
import { useReview, type HotelOrder } from './queries';
import { Popup } from '../common/lazy-parts';

/** Reviewing a completed stay: 1–5 stars and a text, once per order. */
export function ReviewSheet({ order, onClose }: { order: HotelOrder | null; onClose(): void }) {
  const { t } = useTranslation();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const review = useReview();
  const send = () => {
    if (!order || rating === 0 || !text.trim()) return;
    review.mutate(
      { hotel_id: order.hotel.id, order_id: order.id, rating, content: text.trim() },
      {
        onSuccess: () => {
          setRating(0);
          setText('');
          onClose();
          showToast({ icon: 'success', content: t('hotels.order.reviewDone') });
        },
      },
    );
  };
  return (
    <Popup visible={order !== null} onMaskClick={onClose} onClose={onClose} bodyClassName="hsheet" destroyOnClose>
      <div data-testid="review-sheet">
        <div className="hsheet__title">{t('hotels.order.reviewTitle')}</div>
        {order && <div className="hsheet__sub">{order.hotel.title} · {order.room.name}</div>}
        <div className="hreview-form__rating">
          <span id="hreview-rating">{t('hotels.order.reviewRating')}</span>
          <Rate count={5} value={rating} onChange={setRating} aria-labelledby="hreview-rating" data-testid="review-rating" />
        </div>
        <FieldTextArea value={text} onChange={setText} maxLength={HOTEL.reviewMax} rows={4} showCount placeholder={t('hotels.order.reviewPlaceholder')} aria-label={t('hotels.order.reviewPlaceholder')} testId="review-text" />
        {rating === 0 && <p className="muted">{t('hotels.order.reviewNeedRating')}</p>}
        <Button block color="primary" shape="rounded" disabled={rating === 0 || !text.trim()} loading={review.isPending} onClick={send} data-testid="review-send">
          {t('hotels.order.reviewSend')}
        </Button>
      </div>
    </Popup>
  );
}
