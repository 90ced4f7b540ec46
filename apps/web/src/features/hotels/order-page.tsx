import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OnceOpened } from '../common/once-opened';
import { PagedList } from '../common/paged-list';
import { loginOnly } from '../common/require-login';
import { OrderCard, ReviewSheet } from './order-card';
import { GUEST_TABS, OrderTabs, useOrderTab } from './order-tabs';
import { hotelPaths } from './paths';
import { useOrders, useOrdersLive, type HotelOrder, type OrderSide } from './queries';
import './hotels.css';

/** /pagesA/hotel/order — my stays by state: pay, cancel (refund by the hotel's policy), review a completed stay. */
function MyHotelOrders() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tab, setTab] = useOrderTab(GUEST_TABS);
  const list = useOrders('guest' satisfies OrderSide, tab === 'all' ? undefined : tab);
  const [reviewing, setReviewing] = useState<HotelOrder | null>(null);
  useOrdersLive();
  return (
    <div className="horders" data-testid="hotel-my-orders">
      <OrderTabs tabs={GUEST_TABS} tab={tab} onChange={setTab} />
      <PagedList
        query={list}
        className="horders__list"
        testId="hotel-order-list"
        renderItem={(o) => <OrderCard o={o} side="guest" onReview={setReviewing} />}
        empty={{ title: t('hotels.order.empty'), text: t('hotels.order.emptyHint'), action: { label: t('hotels.order.find'), onClick: () => navigate(hotelPaths.list()) }, testId: 'hotel-orders-empty' }}
        noMore={t('hotels.order.noMore')}
        loadMoreFailed={t('hotels.order.loadMoreFailed')}
      />
      <OnceOpened open={reviewing !== null}>
        <ReviewSheet order={reviewing} onClose={() => setReviewing(null)} />
      </OnceOpened>
    </div>
  );
}

export const MyHotelOrdersPage = loginOnly(MyHotelOrders);
