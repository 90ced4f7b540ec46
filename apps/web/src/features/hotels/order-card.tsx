import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import TextArea from 'antd-mobile/es/components/text-area';
import { HOTEL, type HotelOrderUpdate } from '@haiwai/contracts/hotels/constants';
import { confirmDialog, showToast } from '../../lib/feedback';
import { imageUrl } from '../../lib/image-url';
import { Avatar } from '../common/avatar';
import { useMinor } from './money';
import { hotelPaths } from './paths';
import { useMoveOrder, type HotelOrder, type OrderSide } from './queries';

/** The review sheet loads when first opened (its popup and the stars). */
export const ReviewSheet = lazy(() => import('./review-sheet').then((m) => ({ default: m.ReviewSheet })));

/** One term of an order's list. */
function Row({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/**
 * One stay as the guest (`guest`) or the hotel (`hotel`) sees it: the hotel or the guest, room, nights, amount and
 * state, and exactly the buttons the server's `can` allows.
 */
export function OrderCard({ o, side, onReview }: { o: HotelOrder; side: OrderSide; onReview?(o: HotelOrder): void }) {
  const { t } = useTranslation();
  const minor = useMinor();
  return (
    <article className="horder" data-testid={`hotel-order-${o.id}`} data-status={o.status}>
      <div className="horder__head">
        {side === 'guest' ? (
          <Link to={hotelPaths.detail(o.hotel.id)} className="horder__who">
            {o.hotel.title}
          </Link>
        ) : (
          <span className="horder__who">
            <Avatar src={o.guest.avatar} size={20} /> {o.guest.nickname}
          </span>
        )}
        <span className={`horder__status horder__status--${o.status}`} data-testid="hotel-order-status">
          {o.status_label}
        </span>
      </div>
      <div className="horder__room">
        {o.room.cover || o.hotel.cover ? <img src={imageUrl(o.room.cover ?? o.hotel.cover, { preset: 'searchList' }, o.hotel.site_area_id)} alt="" /> : <span className="horder__nocover" aria-hidden />}
        <div>
          <div className="horder__room-name">{side === 'hotel' ? `${o.hotel.title} · ${o.room.name}` : o.room.name}</div>
          <div className="muted">{t('hotels.order.stay', { in: o.check_in, out: o.check_out, nights: o.nights })}</div>
          <div className="muted">{t('hotels.order.rooms', { count: o.rooms, guests: o.guests })}</div>
        </div>
        <strong className="horder__amount" data-testid="hotel-order-amount">
          {minor(o.amount, o.currency)}
        </strong>
      </div>
      <dl className="horder__rows">
        {side === 'hotel' && (
          <>
            <Row label={t('hotels.order.guest')}>{o.contact_name}</Row>
            <Row label={t('hotels.order.phone')}>
              <a href={`tel:${o.contact_phone.replace(/\s+/g, '')}`}>{o.contact_phone}</a>
            </Row>
          </>
        )}
        {o.remark && <Row label={t('hotels.order.remark')}>{o.remark}</Row>}
        {o.reason && <Row label={t('hotels.order.reason')}>{o.reason}</Row>}
        {o.refund_amount > 0 && (
          <Row label={t('hotels.order.refundLabel')} testId="hotel-order-refund">
            {minor(o.refund_amount, o.currency)}
          </Row>
        )}
        <Row label={t('hotels.order.orderNo')}>{o.pay_order_no}</Row>
      </dl>
      <OrderActions o={o} onReview={onReview} />
    </article>
  );
}

/** The buttons `can` allows, each asked first; the toast says what the order became. */
function OrderActions({ o, onReview }: { o: HotelOrder; onReview?(o: HotelOrder): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const minor = useMinor();
  const move = useMoveOrder();
  const run = async (status: HotelOrderUpdate, ask: ReactNode, confirmText: string, reason?: () => string) => {
    if (!(await confirmDialog({ content: ask, confirmText, cancelText: t('hotels.order.keep') }))) return;
    try {
      const after = await move.mutateAsync({ id: o.id, status, reason: reason?.().trim() || undefined });
      showToast({ icon: 'success', content: t('hotels.order.done', { status: after.status_label }) });
    } catch {
      // the http client showed the server's message
    }
  };
  const cancelAsk = o.cancel_refund !== null && o.cancel_refund > 0 ? `${t('hotels.order.cancelAsk')} ${t('hotels.order.cancelRefund', { amount: minor(o.cancel_refund, o.currency) })}` : t('hotels.order.cancelAsk');
  let reason = '';
  const rejectAsk = (
    <>
      <p>{t('hotels.order.rejectAsk')}</p>
      <TextArea placeholder={t('hotels.order.rejectReason')} aria-label={t('hotels.order.rejectReason')} maxLength={HOTEL.reasonMax} rows={3} onChange={(v) => (reason = v)} data-testid="reject-reason" />
    </>
  );
  const { can } = o;
  const busy = move.isPending;
  const buttons: Array<{ key: string; label: string; primary?: boolean; onClick(): void }> = [
    ...(can.cancel ? [{ key: 'cancel', label: t('hotels.order.cancel'), onClick: () => void run('cancelled', cancelAsk, t('hotels.order.cancel')) }] : []),
    ...(can.reject ? [{ key: 'reject', label: t('hotels.order.reject'), onClick: () => void run('rejected', rejectAsk, t('hotels.order.reject'), () => reason) }] : []),
    ...(can.no_show ? [{ key: 'no-show', label: t('hotels.order.noShow'), onClick: () => void run('no_show', t('hotels.order.noShowAsk'), t('hotels.order.noShow')) }] : []),
    ...(can.pay ? [{ key: 'pay', label: t('hotels.order.pay'), primary: true, onClick: () => navigate(hotelPaths.pay(o.id)) }] : []),
    ...(can.confirm ? [{ key: 'confirm', label: t('hotels.order.confirm'), primary: true, onClick: () => void run('confirmed', t('hotels.order.confirmAsk'), t('hotels.order.confirm')) }] : []),
    ...(can.check_in ? [{ key: 'check-in', label: t('hotels.order.checkIn'), primary: true, onClick: () => void run('checked_in', t('hotels.order.checkInAsk'), t('hotels.order.checkIn')) }] : []),
    ...(can.complete ? [{ key: 'complete', label: t('hotels.order.checkOut'), primary: true, onClick: () => void run('completed', t('hotels.order.checkOutAsk'), t('hotels.order.checkOut')) }] : []),
    ...(can.review && onReview ? [{ key: 'review', label: t('hotels.order.review'), primary: true, onClick: () => onReview(o) }] : []),
  ];
  if (buttons.length === 0 && !o.review_id) return null;
  return (
    <div className="card-actions">
      {o.review_id && <span className="horder__reviewed muted">{t('hotels.order.reviewed')}</span>}
      {buttons.map((b) => (
        <button key={b.key} type="button" className={b.primary ? 'pill-button pill-button--primary' : 'pill-button'} disabled={busy} onClick={b.onClick} data-testid={`hotel-order-${b.key}`}>
          {b.label}
        </button>
      ))}
    </div>
  );
}
