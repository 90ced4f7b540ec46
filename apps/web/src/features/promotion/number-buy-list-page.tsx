import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { TabStrip } from '../common/tab-strip';
import { PROMOTION_PATHS } from '@haiwai/contracts/promotion/constants';
import { useApp } from '../../stores/app-store';
import { loginOnly } from '../common/require-login';
import { PagedList } from '../common/paged-list';
import { formatDateTime } from '../../lib/time';
import { money, OrderStateTag, paymentPaths } from '../payments';
import { BalanceCard } from './balance-card';
import { useMine, type BalanceChange, type CountsOrder } from './queries';
import './promotion.css';

/** `/pagesA/common/number-buy-list`: my balance, every change of it, and my orders of counts. */
export const NumberBuyListPage = loginOnly(NumberBuyList);

function NumberBuyList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'orders' ? 'orders' : 'history';
  const history = useMine('dataAddNumberConfigHistory');
  const orders = useMine('dataAddNumberConfigOrderList');
  const buy = { label: t('promotion.counts.buy'), onClick: () => navigate(PROMOTION_PATHS.numberBuy) };
  return (
    <div className="promo" data-testid="number-buy-list-page">
      <BalanceCard />
      <TabStrip
        activeKey={tab}
        onChange={(k) => setSearch(k === 'orders' ? { tab: k } : {}, { replace: true })}
        items={[
          { key: 'history', title: <span data-testid="counts-tab-history">{t('promotion.counts.history')}</span> },
          { key: 'orders', title: <span data-testid="counts-tab-orders">{t('promotion.counts.orders')}</span> },
        ]}
      />
      {tab === 'history' ? (
        <PagedList query={history} className="promo-changes" testId="counts-history" renderItem={(c) => <ChangeRow item={c} />} empty={{ title: t('promotion.counts.noHistory'), action: buy }} noMore={t('promotion.noMore')} />
      ) : (
        <PagedList query={orders} className="promo-orders" testId="counts-orders" renderItem={(o) => <OrderRow item={o} />} empty={{ title: t('promotion.counts.noOrders'), action: buy }} noMore={t('promotion.noMore')} />
      )}
    </div>
  );
}

function ChangeRow({ item }: { item: BalanceChange }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const what = item.ref_type === 'jobHunt' && item.ref_id ? t('promotion.counts.resume', { id: item.ref_id }) : item.order_no ? t('promotion.counts.order', { no: item.order_no }) : '';
  return (
    <div className="promo-change" data-testid={`change-${item.id}`}>
      <div className="promo-change__main">
        <span className="promo-change__reason">
          {t(`promotion.counts.reason.${item.reason}`)} · {t(`promotion.counts.field.${item.field}`)}
        </span>
        <span className="muted">{what}</span>
        <span className="muted">{formatDateTime(item.created_at, lang)}</span>
      </div>
      <div className="promo-change__side">
        <b className={item.delta > 0 ? 'promo-plus' : 'promo-minus'}>{item.delta > 0 ? `+${item.delta}` : item.delta}</b>
        <span className="muted">{t('promotion.counts.after', { count: item.balance })}</span>
      </div>
    </div>
  );
}

function OrderRow({ item }: { item: CountsOrder }) {
  const navigate = useNavigate();
  const lang = useApp((s) => s.lang);
  return (
    <button type="button" className="promo-order promo-order--button" onClick={() => navigate(paymentPaths.receipt(item.id))} data-testid={`counts-order-${item.id}`}>
      <div className="promo-order__head">
        <span className="promo-order__title">{item.title}</span>
        <OrderStateTag state={item.state} />
      </div>
      <div className="promo-order__foot">
        <span className="muted">{formatDateTime(item.created_at, lang)}</span>
        <b>{money(item, lang)}</b>
      </div>
    </button>
  );
}
