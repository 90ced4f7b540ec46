import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShipmentStatus } from '@haiwai/contracts/logistics/constants';
import { formatMinorAmount } from '../../lib/money';
import { useApp } from '../../stores/app-store';
import { logisticsPaths } from './paths';
import type { LogisticsLine, Shipment } from './queries';

/** An amount in minor units in the reader's style ("₫1,200,000"). */
export function useMoney() {
  const lang = useApp((s) => s.lang);
  return (minor: number, currency: string) => formatMinorAmount(minor, currency, lang);
}

export function StatusTag({ status }: { status: ShipmentStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`lg-status lg-status--${status}`} data-testid="shipment-status">
      {t(`logistics.status.${status}`)}
    </span>
  );
}

export function Route({ from, to, mode }: { from: string; to: string; mode: LogisticsLine['mode'] }) {
  const { t } = useTranslation();
  return (
    <span className="lg-route">
      <span className={`lg-mode lg-mode--${mode}`}>{t(`logistics.mode.${mode}`)}</span>
      <span className="lg-route__text">
        {from} → {to}
      </span>
    </span>
  );
}

export function LineCard({ line, to = logisticsPaths.detailOf(line.id) }: { line: LogisticsLine; to?: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Link to={to} className="lg-card" data-testid={`line-${line.id}`}>
      <Route from={line.from_place} to={line.to_place} mode={line.mode} />
      <div className="lg-card__company">{line.company.title}</div>
      <div className="lg-card__prices">
        {line.price_per_kg > 0 && <span>{t('logistics.line.perKg', { price: money(line.price_per_kg, line.currency) })}</span>}
        {line.price_per_cbm > 0 && <span>{t('logistics.line.perCbm', { price: money(line.price_per_cbm, line.currency) })}</span>}
        <span>{t('logistics.line.days', { min: line.days_min, max: line.days_max })}</span>
      </div>
      {line.status !== 'online' && <span className={`lg-review lg-review--${line.status}`}>{t(`logistics.lineStatus.${line.status}`)}</span>}
    </Link>
  );
}

export function ShipmentCard({ s }: { s: Shipment | Omit<Shipment, 'logs'> }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Link to={logisticsPaths.shipmentOf(s.id)} className="lg-card" data-testid={`shipment-${s.id}`}>
      <div className="lg-card__head">
        <Route from={s.line.from_place} to={s.line.to_place} mode={s.line.mode} />
        <StatusTag status={s.status} />
      </div>
      <div className="lg-card__company">{s.is_company ? t('logistics.shipment.from', { name: s.sender.nickname }) : s.company.title}</div>
      <div className="lg-card__prices">
        <span>{s.goods}</span>
        <span>{t('logistics.shipment.weight', { kg: s.weight_kg })}</span>
        <span>{s.quote_amount !== null ? t('logistics.shipment.quote', { price: money(s.quote_amount, s.currency) }) : t('logistics.shipment.estimate', { price: money(s.estimate, s.currency) })}</span>
      </div>
    </Link>
  );
}
