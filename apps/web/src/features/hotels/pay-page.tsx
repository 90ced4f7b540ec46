import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { call } from '../../lib/http';
import { StatusView } from '../../shell/status-view';
import { QueryState } from '../common/query-state';
import { loginOnly } from '../common/require-login';
import { usePay, type PayStart } from '../payments';
import { useMinor } from './money';
import { hotelPaths } from './paths';
import { useOrder, type HotelOrder } from './queries';
import '../payments/payments.css';
import './hotels.css';

/** mm:ss until `until` (seconds), or null once it has passed; ticks every second. */
function useCountdown(until: number | null): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  if (until === null) return null;
  const left = Math.floor(until - now / 1000);
  if (left <= 0) return null;
  return `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
}

/**
 * /pagesA/hotel/pay?id= — the booked stay, the time its rooms are held and the amount, and "pay now" through the
 * payment engine's pay flow (the sandbox's page in development; a provider's page for real). It replaced the page
 * the guest booked from (spec); paying again after a closed tab opens a new attempt of the same order.
 */
function HotelPay() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const order = useOrder(id);
  const navigate = useNavigate();
  if (!id || (order.error && !order.data)) {
    return <StatusView icon="🧾" title={t('hotels.pay.notFound')} text={t('hotels.pay.notFoundHint')} actions={[{ label: t('hotels.pay.toOrders'), onClick: () => navigate(hotelPaths.orders) }]} testId="hotel-pay-missing" />;
  }
  return (
    <QueryState isPending={order.isPending} error={null} onRetry={() => void order.refetch()}>
      {order.data && <PayCard o={order.data} />}
    </QueryState>
  );
}

function PayCard({ o }: { o: HotelOrder }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const pay = usePay();
  const minor = useMinor();
  const [busy, setBusy] = useState(false);
  const fresh = (location.state as { start?: PayStart } | null)?.start;
  const left = useCountdown(o.status === 'awaiting_payment' ? o.hold_until : null);
  const open = o.can.pay && left !== null;
  const payNow = async () => {
    setBusy(true);
    try {
      // The booking opened the payment already: its first tap goes there; later ones open a new attempt.
      if (fresh?.pay) {
        navigate(location.pathname + location.search, { replace: true, state: null });
        pay(fresh);
      } else pay(await call('orderPay', { params: { id: o.pay_order_id } }));
    } catch {
      // the http client showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="pay" data-testid="hotel-pay">
      <section className="pay-card">
        <div className="pay-card__title" data-testid="hotel-pay-title">
          {o.hotel.title} · {o.room.name}
        </div>
        <div className="pay-card__amount" data-testid="hotel-pay-amount">
          {minor(o.amount, o.currency)}
        </div>
        <dl className="pay-facts">
          <div className="pay-facts__row">
            <dt>{t('hotels.order.stayLabel')}</dt>
            <dd>{t('hotels.order.stay', { in: o.check_in, out: o.check_out, nights: o.nights })}</dd>
          </div>
          <div className="pay-facts__row">
            <dt>{t('hotels.book.rooms')}</dt>
            <dd>{t('hotels.order.rooms', { count: o.rooms, guests: o.guests })}</dd>
          </div>
          <div className="pay-facts__row">
            <dt>{t('hotels.order.guest')}</dt>
            <dd>
              {o.contact_name} · {o.contact_phone}
            </dd>
          </div>
          <div className="pay-facts__row">
            <dt>{t('hotels.order.orderNo')}</dt>
            <dd>{o.pay_order_no}</dd>
          </div>
        </dl>
      </section>
      <div className="pay-actions">
        {open ? (
          <>
            <p className="hpay__hold" role="timer" data-testid="hotel-pay-hold">
              {t('hotels.pay.hold', { time: left })}
            </p>
            <Button block color="primary" size="large" loading={busy} onClick={() => void payNow()} data-testid="hotel-pay-now">
              {t('hotels.pay.payNow')}
            </Button>
          </>
        ) : (
          <p className="pay-note" data-testid="hotel-pay-closed">
            {o.status === 'awaiting_payment' ? t('hotels.pay.holdOver') : t('hotels.pay.state', { status: o.status_label })}
          </p>
        )}
        <Button block fill="outline" onClick={() => navigate(hotelPaths.orders)} data-testid="hotel-pay-orders">
          {t('hotels.pay.toOrders')}
        </Button>
      </div>
    </div>
  );
}

export const HotelPayPage = loginOnly(HotelPay);
