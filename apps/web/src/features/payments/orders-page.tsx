import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApp } from '../../stores/app-store';
import { loginOnly } from '../common/require-login';
import { PagedList } from '../common/paged-list';
import { formatDateTime } from '../../lib/time';
import { money, OrderStateTag } from './order-bits';
import { useCancelOrder, useMyOrders, usePayAgain, type Order } from './queries';
import { paymentPaths, usePay } from './use-pay';
import { confirmDialog } from '../../lib/feedback';
import './payments.css';

/** One order in My orders: what, how much, when, its state; pay or cancel while it waits for payment. */
function OrderRow({ o }: { o: Order }) {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const navigate = useNavigate();
  const again = usePayAgain();
  const cancel = useCancelOrder();
  const pay = usePay();
  const open = o.state === 'awaiting_payment' || o.state === 'created';
  const askCancel = async () => {
    if (await confirmDialog({ content: t('payments.cancelConfirm'), confirmText: t('payments.cancel'), cancelText: t('payments.keep') })) cancel.mutate(o.id);
  };
  return (
    <article className="order-row" data-testid="order-row" data-kind={o.kind}>
      <button type="button" className="order-row__main" onClick={() => navigate(paymentPaths.receipt(o.id))}>
        <span className="order-row__kind">{t(`payments.kind.${o.kind}`, { defaultValue: o.kind })}</span>
        <span className="order-row__title">{o.title}</span>
        <span className="order-row__meta muted">{formatDateTime(o.created_at, lang)} · {o.order_no}</span>
      </button>
      <div className="order-row__side">
        <span className="order-row__amount">{money(o, lang)}</span>
        <OrderStateTag state={o.state} />
      </div>
      {open && (
        <div className="order-row__actions">
          <Button size="mini" fill="outline" onClick={() => void askCancel()} loading={cancel.isPending} data-testid="order-cancel">{t('payments.cancel')}</Button>
          {o.can_pay && (
            <Button size="mini" color="primary" loading={again.isPending} onClick={async () => pay(await again.mutateAsync(o.id))} data-testid="order-pay">
              {t('payments.payNow')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}

/** /pagesA/pay/orders — every order of every kind, newest first (from Me). */
function MyOrders() {
  const { t } = useTranslation();
  const orders = useMyOrders();
  return (
    <div className="pay" data-testid="my-orders">
      <PagedList
        query={orders}
        className="order-list"
        testId="order-list"
        renderItem={(o) => <OrderRow o={o} />}
        empty={{ title: t('payments.empty'), text: t('payments.emptyHint'), testId: 'orders-empty' }}
        noMore={t('payments.noMore')}
        loadMoreFailed={t('payments.loadMoreFailed')}
      />
    </div>
  );
}

export const OrdersPage = loginOnly(MyOrders);
