import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedList } from '../common/paged-list';
import { loginOnly } from '../common/require-login';
import { useUserListings } from '../listings';
import { OrderCard } from './order-card';
import { HOTEL_TABS, OrderTabs, useOrderTab } from './order-tabs';
import { useOrders, useOrdersLive } from './queries';
import './hotels.css';

/**
 * /pagesA/hotel/hotel-order[?hotel_id=] — the orders of my hotels (or one): confirm or reject a paid one, check the
 * guest in and out, mark a no-show; live as guests book, pay and cancel.
 */
function HotelOrders() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const hotelId = Number(search.get('hotel_id')) || 0;
  const [tab, setTab] = useOrderTab(HOTEL_TABS);
  const list = useOrders('hotel', tab === 'all' ? undefined : tab, hotelId);
  const mine = useUserListings('hotel', null);
  const hotels = mine.data?.pages.flatMap((p) => p.list) ?? [];
  useOrdersLive();
  const chooseHotel = (id: string) => {
    const q = new URLSearchParams(search);
    if (id) q.set('hotel_id', id);
    else q.delete('hotel_id');
    setSearch(q, { replace: true });
  };
  return (
    <div className="horders" data-testid="hotel-orders">
      <OrderTabs tabs={HOTEL_TABS} tab={tab} onChange={setTab} />
      {hotels.length > 1 && (
        <div className="hfilter">
          <label className={hotelId ? 'hfilter__pick hfilter__pick--on' : 'hfilter__pick'}>
            <select aria-label={t('hotels.order.hotel')} value={hotelId ? String(hotelId) : ''} onChange={(e) => chooseHotel(e.target.value)} data-testid="hotel-order-hotel">
              <option value="">{t('hotels.order.all')}</option>
              {hotels.map((h) => (
                <option key={h.id} value={String(h.id)}>
                  {h.title}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      <PagedList
        query={list}
        className="horders__list"
        testId="hotel-order-list"
        renderItem={(o) => <OrderCard o={o} side="hotel" />}
        empty={{ title: t('hotels.order.emptyHotel'), text: t('hotels.order.emptyHotelHint'), testId: 'hotel-orders-empty' }}
        noMore={t('hotels.order.noMore')}
        loadMoreFailed={t('hotels.order.loadMoreFailed')}
      />
    </div>
  );
}

export const HotelOrdersPage = loginOnly(HotelOrders);
