import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PROMOTION_PATHS } from '@haiwai/contracts/promotion/constants';
import { useApp } from '../../stores/app-store';
import { loginOnly } from '../common/require-login';
import { paths } from '../listings';
import { PagedList } from '../common/paged-list';
import { formatDateTime } from '../../lib/time';
import { money, OrderStateTag, paymentPaths } from '../payments';
import { useMine, type Placement } from './queries';
import { ListingChoice } from './top-up-page';
import './promotion.css';

/** `/pagesA/common/top-up-list`: my placements — the listing, the package, days left, the order's state. */
export const TopUpListPage = loginOnly(TopUpList);

function TopUpList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useMine('dataTopConfigOrderList');
  return (
    <div className="promo" data-testid="top-up-list-page">
      <PagedList
        query={{ ...list, data: list.data ? { pages: list.data.pages.map((p) => ({ list: p.list.map((x) => ({ ...x, id: x.order.id })) })) } : undefined }}
        className="promo-orders"
        testId="top-up-orders-list"
        renderItem={(item) => <PlacementRow item={item} />}
        empty={{ title: t('promotion.top.noOrders'), action: { label: t('promotion.top.buy'), onClick: () => navigate(PROMOTION_PATHS.topUp) } }}
        noMore={t('promotion.noMore')}
      />
    </div>
  );
}

function PlacementRow({ item }: { item: Placement }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useApp((s) => s.lang);
  const o = item.order;
  return (
    <div className="promo-order" data-testid={`placement-${o.id}`}>
      <div className="promo-order__head">
        <span className="promo-order__title">{t('promotion.top.daysBought', { count: item.days })}</span>
        <OrderStateTag state={o.state} />
      </div>
      {item.listing ? (
        <div role="link" tabIndex={0} onClick={() => navigate(paths.detail({ kind: item.listing_kind }, item.listing_id))} onKeyDown={(e) => e.key === 'Enter' && navigate(paths.detail({ kind: item.listing_kind }, item.listing_id))}>
          <ListingChoice item={item.listing} />
        </div>
      ) : (
        <div className="promo-order__gone muted">{t('promotion.top.listingGone')}</div>
      )}
      <div className="promo-order__foot">
        <span className="muted">{t('promotion.top.placed', { date: formatDateTime(o.created_at, lang) })}</span>
        <button type="button" className="promo-order__money" onClick={() => navigate(paymentPaths.receipt(o.id))}>
          {money(o, lang)}
        </button>
      </div>
    </div>
  );
}
