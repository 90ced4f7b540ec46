import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { LOGISTICS } from '@haiwai/contracts/logistics/constants';
import { toMinor } from '@haiwai/contracts/payments/constants';
import { ApiError } from '../../lib/http';
import { showToast } from '../../lib/feedback';
import { usePay } from '../payments';
import { QueryState } from '../common/query-state';
import { ReasonPopup } from '../common/reason-popup';
import { RequireLogin } from '../common/require-login';
import { Route, StatusTag, useMoney } from './bits';
import { useAcceptShipment, useAppendLog, useMoveShipment, useShipment, useShipmentsLive, type Shipment } from './queries';
import './logistics.css';

/** `/pagesA/logistics/manage-detail?id=`: one shipment for its sender and its company — quote, accept, tracking timeline. */
export function ShipmentPage() {
  return (
    <RequireLogin>
      <ShipmentScreen />
    </RequireLogin>
  );
}

function ShipmentScreen() {
  const [search] = useSearchParams();
  const id = Number(search.get('id') ?? 0) || 0;
  const shipment = useShipment(id);
  useShipmentsLive();
  return (
    <div className="lg" data-testid="shipment-detail">
      <QueryState isPending={shipment.isPending} error={shipment.error} onRetry={() => void shipment.refetch()}>
        {shipment.data && <ShipmentView s={shipment.data} />}
      </QueryState>
    </div>
  );
}

function ShipmentView({ s }: { s: Shipment }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <>
      <section className="lg-box">
        <div className="lg-card__head">
          <Route from={s.line.from_place} to={s.line.to_place} mode={s.line.mode} />
          <StatusTag status={s.status} />
        </div>
        <div className="lg-card__company">{s.company.title}</div>
        <dl className="lg-dl">
          <dt>{t('logistics.shipment.goods')}</dt>
          <dd>{s.goods}</dd>
          <dt>{t('logistics.shipment.size')}</dt>
          <dd>{t('logistics.shipment.sizeValue', { parcels: s.parcels, kg: s.weight_kg, m3: s.volume_m3 })}</dd>
          <dt>{t('logistics.shipment.estimateLabel')}</dt>
          <dd>{money(s.estimate, s.currency)}</dd>
          {s.quote_amount !== null && (
            <>
              <dt>{t('logistics.shipment.quoteLabel')}</dt>
              <dd data-testid="shipment-quote">
                {money(s.quote_amount, s.currency)}
                {s.quote_note ? ` · ${s.quote_note}` : ''}
              </dd>
            </>
          )}
          {s.order_no && (
            <>
              <dt>{t('logistics.shipment.order')}</dt>
              <dd>{`${s.order_no} · ${s.paid ? t('logistics.shipment.paid') : t('logistics.shipment.unpaid')}`}</dd>
            </>
          )}
          {s.reason && (
            <>
              <dt>{t('logistics.shipment.reason')}</dt>
              <dd>{s.reason}</dd>
            </>
          )}
          {s.note && (
            <>
              <dt>{t('logistics.shipment.note')}</dt>
              <dd>{s.note}</dd>
            </>
          )}
        </dl>
      </section>
      <section className="lg-box lg-addresses">
        <AddressBlock label={t('logistics.request.sender')} a={s.sender_address} />
        <AddressBlock label={t('logistics.request.recipient')} a={s.recipient_address} />
      </section>
      <Actions s={s} />
      <section className="lg-box" aria-labelledby="lg-track">
        <h2 className="lg-h" id="lg-track">
          {t('logistics.track.title')}
        </h2>
        {s.logs.length ? (
          <ol className="lg-timeline" data-testid="shipment-timeline">
            {[...s.logs].reverse().map((g) => (
              <li key={g.id} className={`lg-timeline__item lg-timeline__item--${g.status}`}>
                <span className="lg-timeline__place">{g.place}</span>
                {g.note && <span className="lg-timeline__note">{g.note}</span>}
                <time className="lg-timeline__time" dateTime={new Date(g.created_at * 1000).toISOString()}>
                  {new Date(g.created_at * 1000).toLocaleString()}
                </time>
              </li>
            ))}
          </ol>
        ) : (
          <p className="lg-muted" data-testid="shipment-timeline-empty">
            {t('logistics.track.empty')}
          </p>
        )}
      </section>
    </>
  );
}

function AddressBlock({ label, a }: { label: string; a: Shipment['sender_address'] }) {
  return (
    <div className="lg-address">
      <span className="lg-pick__label">{label}</span>
      <span>
        {a.recipient} {a.phone}
      </span>
      <span className="lg-muted">
        {a.area} {a.street}
      </span>
    </div>
  );
}

/** What the viewer may do now, from the reply's `can`: the company quotes, declines and writes tracking; the sender accepts or cancels. */
function Actions({ s }: { s: Shipment }) {
  const { t } = useTranslation();
  const money = useMoney();
  const move = useMoveShipment();
  const accept = useAcceptShipment();
  const pay = usePay();
  const [declining, setDeclining] = useState(false);
  const fail = (e: unknown) => {
    if (e instanceof ApiError) showToast(e.message);
  };
  const onAccept = async () => {
    try {
      const r = await accept.mutateAsync(s.id);
      if (r.pay) pay(r.pay);
      else showToast(t('logistics.actions.accepted'));
    } catch (e) {
      fail(e);
    }
  };
  if (!s.can.quote && !s.can.decline && !s.can.accept && !s.can.cancel && !s.can.log) return null;
  return (
    <section className="lg-box" data-testid="shipment-actions">
      {s.can.quote && <QuoteForm s={s} />}
      {s.can.log && <LogForm s={s} />}
      <div className="lg-actions">
        {s.can.accept && (
          <Button color="primary" shape="rounded" loading={accept.isPending} onClick={() => void onAccept()} data-testid="shipment-accept">
            {t('logistics.actions.accept', { price: money(s.quote_amount ?? 0, s.currency) })}
          </Button>
        )}
        {s.can.cancel && (
          <Button shape="rounded" onClick={() => void move.mutateAsync({ id: s.id, body: { status: 'cancelled' } }).catch(fail)} data-testid="shipment-cancel">
            {t('logistics.actions.cancel')}
          </Button>
        )}
        {s.can.decline && (
          <Button shape="rounded" color="danger" fill="outline" onClick={() => setDeclining(true)} data-testid="shipment-decline">
            {t('logistics.actions.decline')}
          </Button>
        )}
      </div>
      <ReasonPopup
        title={t('logistics.actions.declineTitle')}
        visible={declining}
        busy={move.isPending}
        onClose={() => setDeclining(false)}
        onSubmit={(reason) => {
          setDeclining(false);
          void move.mutateAsync({ id: s.id, body: { status: 'declined', reason } }).catch(fail);
        }}
      />
    </section>
  );
}

function QuoteForm({ s }: { s: Shipment }) {
  const { t } = useTranslation();
  const move = useMoveShipment();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const submit = async () => {
    const minor = toMinor(amount, s.currency);
    if (!minor) return setError(t('logistics.actions.amountRequired', { currency: s.currency }));
    try {
      await move.mutateAsync({ id: s.id, body: { status: 'quoted', amount: minor, ...(note.trim() ? { note: note.trim() } : {}) } });
    } catch (e) {
      if (e instanceof ApiError) setError(e.message);
    }
  };
  return (
    <div className="lg-form">
      <h2 className="lg-h">{t('logistics.actions.quoteTitle')}</h2>
      <div className="lg-row2">
        <label className="lg-field">
          <span>{t('logistics.actions.amount', { currency: s.currency })}</span>
          <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} data-testid="quote-amount" />
        </label>
        <label className="lg-field">
          <span>{t('logistics.actions.quoteNote')}</span>
          <input value={note} maxLength={LOGISTICS.reasonMax} onChange={(e) => setNote(e.target.value)} data-testid="quote-note" />
        </label>
      </div>
      {error && (
        <div className="lg-error" role="alert">
          {error}
        </div>
      )}
      <Button block color="primary" shape="rounded" loading={move.isPending} onClick={() => void submit()} data-testid="quote-submit">
        {t('logistics.actions.quote')}
      </Button>
    </div>
  );
}

function LogForm({ s }: { s: Shipment }) {
  const { t } = useTranslation();
  const append = useAppendLog();
  const [place, setPlace] = useState('');
  const [note, setNote] = useState('');
  const [delivered, setDelivered] = useState(false);
  const [error, setError] = useState('');
  const submit = async () => {
    if (place.trim().length < 2) return setError(t('logistics.track.placeRequired'));
    try {
      await append.mutateAsync({ shipment_id: s.id, place: place.trim(), note: note.trim(), delivered });
      setPlace('');
      setNote('');
      setError('');
    } catch (e) {
      if (e instanceof ApiError) setError(e.message);
    }
  };
  return (
    <div className="lg-form">
      <h2 className="lg-h">{t('logistics.track.add')}</h2>
      <label className="lg-field">
        <span>{t('logistics.track.place')}</span>
        <input value={place} maxLength={LOGISTICS.logPlaceMax} placeholder={t('logistics.track.placePlaceholder')} onChange={(e) => setPlace(e.target.value)} data-testid="log-place" />
      </label>
      <label className="lg-field">
        <span>{t('logistics.track.note')}</span>
        <input value={note} maxLength={LOGISTICS.logNoteMax} onChange={(e) => setNote(e.target.value)} data-testid="log-note" />
      </label>
      <label className="lg-check">
        <input type="checkbox" checked={delivered} onChange={(e) => setDelivered(e.target.checked)} data-testid="log-delivered" />
        {t('logistics.track.delivered')}
      </label>
      {error && (
        <div className="lg-error" role="alert">
          {error}
        </div>
      )}
      <Button block color="primary" shape="rounded" loading={append.isPending} onClick={() => void submit()} data-testid="log-submit">
        {t('logistics.track.submit')}
      </Button>
    </div>
  );
}
