import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { LOGISTICS, shipmentPrice } from '@haiwai/contracts/logistics/constants';
import { ApiError } from '../../lib/http';
import { useSession } from '../../stores/session-store';
import { addressPaths, takePickedAddress, useAddresses, type Address } from '../addresses';
import { QueryState } from '../common/query-state';
import { LineCard, useMoney } from './bits';
import { logisticsPaths } from './paths';
import { useLine, useRequestShipment, type LogisticsLine } from './queries';
import './logistics.css';

interface Draft {
  weight: string;
  volume: string;
  parcels: string;
  goods: string;
  note: string;
  sender: Address | null;
  recipient: Address | null;
}
const EMPTY: Draft = { weight: '', volume: '', parcels: '1', goods: '', note: '', sender: null, recipient: null };
const draftKey = (id: number) => `hw_logistics_request:${id}`;
const PICK = { sender: 'logistics.sender', recipient: 'logistics.recipient' } as const;

/** The request's draft survives the trip to the address list and back (this tab's session). */
function readDraft(id: number): Draft {
  try {
    const raw = sessionStorage.getItem(draftKey(id));
    const d = raw ? ({ ...EMPTY, ...(JSON.parse(raw) as Partial<Draft>) } as Draft) : { ...EMPTY };
    return { ...d, sender: takePickedAddress(PICK.sender) ?? d.sender, recipient: takePickedAddress(PICK.recipient) ?? d.recipient };
  } catch {
    return { ...EMPTY };
  }
}

const num = (s: string) => (s.trim() === '' ? NaN : Number(s));

/** `/pagesA/logistics/detail?id=`: a line, its price calculator, and the shipment request from my addresses. */
export function LogisticsDetailPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id') ?? 0) || 0;
  const line = useLine(id);
  return (
    <div className="lg" data-testid="logistics-detail">
      <QueryState isPending={line.isPending} error={line.error} onRetry={() => void line.refetch()}>
        {line.data && <LineDetail line={line.data} />}
      </QueryState>
    </div>
  );
}

function LineDetail({ line }: { line: LogisticsLine }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [d, setD] = useState<Draft>(() => readDraft(line.id));
  useEffect(() => sessionStorage.setItem(draftKey(line.id), JSON.stringify(d)), [d, line.id]);
  const edit = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const weight = num(d.weight);
  const volume = d.volume.trim() === '' ? 0 : num(d.volume);
  const valid = weight > 0 && weight <= LOGISTICS.weightKgMax && volume >= 0 && volume <= LOGISTICS.volumeM3Max;
  const estimate = valid ? shipmentPrice(line, weight, volume) : null;
  return (
    <>
      <LineCard line={line} to={logisticsPaths.detailOf(line.id)} />
      <section className="lg-box" aria-labelledby="lg-prices">
        <h2 className="lg-h" id="lg-prices">
          {t('logistics.detail.prices')}
        </h2>
        <dl className="lg-dl">
          <dt>{t('logistics.detail.perKg')}</dt>
          <dd>{money(line.price_per_kg, line.currency)}</dd>
          <dt>{t('logistics.detail.perCbm')}</dt>
          <dd>{money(line.price_per_cbm, line.currency)}</dd>
          <dt>{t('logistics.detail.min')}</dt>
          <dd>{money(line.min_charge, line.currency)}</dd>
          <dt>{t('logistics.detail.days')}</dt>
          <dd>{t('logistics.line.days', { min: line.days_min, max: line.days_max })}</dd>
        </dl>
        {line.note && <p className="lg-note">{line.note}</p>}
        <p className="lg-muted">{t('logistics.detail.rule')}</p>
      </section>
      <section className="lg-box" aria-labelledby="lg-calc">
        <h2 className="lg-h" id="lg-calc">
          {t('logistics.detail.calculator')}
        </h2>
        <div className="lg-row2">
          <label className="lg-field">
            <span>{t('logistics.detail.weight')}</span>
            <input inputMode="decimal" value={d.weight} onChange={(e) => edit({ weight: e.target.value })} placeholder="0.0" data-testid="calc-weight" />
          </label>
          <label className="lg-field">
            <span>{t('logistics.detail.volume')}</span>
            <input inputMode="decimal" value={d.volume} onChange={(e) => edit({ volume: e.target.value })} placeholder="0.00" data-testid="calc-volume" />
          </label>
        </div>
        <p className="lg-estimate" aria-live="polite" data-testid="calc-estimate">
          {estimate === null ? t('logistics.detail.estimateHint') : t('logistics.detail.estimate', { price: money(estimate, line.currency) })}
        </p>
      </section>
      {line.is_mine ? (
        <p className="lg-muted">{t('logistics.detail.ownLine')}</p>
      ) : (
        line.status === 'online' && <RequestForm line={line} d={d} edit={edit} weight={weight} volume={volume} valid={valid} />
      )}
    </>
  );
}

function RequestForm({ line, d, edit, weight, volume, valid }: { line: LogisticsLine; d: Draft; edit(p: Partial<Draft>): void; weight: number; volume: number; valid: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const request = useRequestShipment();
  const book = useAddresses();
  const [error, setError] = useState('');
  const fallback = book.data?.pages[0]?.list.find((a) => a.is_default) ?? null;
  const sender = d.sender ?? (token ? fallback : null);
  const submit = async () => {
    const parcels = num(d.parcels);
    const problem = !valid ? t('logistics.request.weightRequired') : !sender || !d.recipient ? t('logistics.request.addressRequired') : !Number.isInteger(parcels) || parcels < 1 || parcels > LOGISTICS.parcelsMax ? t('logistics.request.parcelsRequired') : d.goods.trim().length < 2 ? t('logistics.request.goodsRequired') : '';
    setError(problem);
    if (problem || !sender || !d.recipient) return;
    try {
      const s = await request.mutateAsync({ line_id: line.id, sender_address_id: sender.id, recipient_address_id: d.recipient.id, parcels, weight_kg: weight, volume_m3: volume, goods: d.goods.trim(), note: d.note.trim() });
      sessionStorage.removeItem(draftKey(line.id));
      navigate(logisticsPaths.shipmentOf(s.id));
    } catch (e) {
      if (e instanceof ApiError) setError(e.message);
    }
  };
  return (
    <section className="lg-box" aria-labelledby="lg-request">
      <h2 className="lg-h" id="lg-request">
        {t('logistics.request.title')}
      </h2>
      <AddressPick label={t('logistics.request.sender')} address={sender} to={addressPaths.select(PICK.sender)} testId="pick-sender" />
      <AddressPick label={t('logistics.request.recipient')} address={d.recipient} to={addressPaths.select(PICK.recipient)} testId="pick-recipient" />
      <div className="lg-row2">
        <label className="lg-field">
          <span>{t('logistics.request.parcels')}</span>
          <input inputMode="numeric" value={d.parcels} onChange={(e) => edit({ parcels: e.target.value })} data-testid="request-parcels" />
        </label>
        <label className="lg-field">
          <span>{t('logistics.request.goods')}</span>
          <input value={d.goods} maxLength={LOGISTICS.goodsMax} onChange={(e) => edit({ goods: e.target.value })} placeholder={t('logistics.request.goodsPlaceholder')} data-testid="request-goods" />
        </label>
      </div>
      <label className="lg-field">
        <span>{t('logistics.request.note')}</span>
        <input value={d.note} maxLength={LOGISTICS.noteMax} onChange={(e) => edit({ note: e.target.value })} placeholder={t('logistics.request.notePlaceholder')} data-testid="request-note" />
      </label>
      {error && (
        <div className="lg-error" role="alert" data-testid="request-error">
          {error}
        </div>
      )}
      <Button block color="primary" shape="rounded" loading={request.isPending} onClick={() => void submit()} data-testid="request-submit">
        {t('logistics.request.submit')}
      </Button>
    </section>
  );
}

function AddressPick({ label, address, to, testId }: { label: string; address: Address | null; to: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="lg-pick" data-testid={testId}>
      <span className="lg-pick__label">{label}</span>
      {address ? (
        <span className="lg-pick__value">
          {address.recipient} {address.phone}
          <br />
          {address.area} {address.street}
        </span>
      ) : (
        <span className="lg-pick__value lg-muted">{t('logistics.request.choose')}</span>
      )}
    </Link>
  );
}
