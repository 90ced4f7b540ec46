import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { HotelOrderStatus } from '@haiwai/contracts/hotels/constants';
import { OnceOpened } from '../common/once-opened';
import { PagedList } from '../common/paged-list';
import { loginOnly } from '../common/require-login';
import { TabStrip } from '../common/tab-strip';
import { OrderCard, ReviewSheet } from './order-card';
import { hotelPaths } from './paths';
import { useOrders, useOrdersLive, type HotelOrder, type OrderSide } from './queries';
import './hotels.css';

export type OrderTab = 'all' | HotelOrderStatus;
const GUEST_TABS: OrderTab[] = ['all', 'awaiting_payment', 'paid', 'confirmed', 'checked_in', 'completed'];
export const HOTEL_TABS: OrderTab[] = ['all', 'paid', 'confirmed', 'checked_in', 'completed'];

/** The tab in the address (`?tab=`), one of `tabs`. */
export function useOrderTab(tabs: OrderTab[]): [OrderTab, (tab: OrderTab) => void] {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('tab') as OrderTab | null;
  const tab = raw && tabs.includes(raw) ? raw : 'all';
  const set = (next: OrderTab) => {
    const q = new URLSearchParams(search);
    if (next === 'all') q.delete('tab');
    else q.set('tab', next);
    setSearch(q, { replace: true });
  };
  return [tab, set];
}

/** The state tabs over an order list. */
export function OrderTabs({ tabs, tab, onChange }: { tabs: OrderTab[]; tab: OrderTab; onChange(tab: OrderTab): void }) {
  const { t } = useTranslation();
  return <TabStrip activeKey={tab} onChange={onChange} className="horders__tabs" items={tabs.map((x) => ({ key: x, title: <span data-testid={`order-tab-${x}`}>{t(`hotels.order.tabs.${x}`)}</span> }))} />;
}

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
