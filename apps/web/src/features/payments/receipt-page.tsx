import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { StatusView } from '../../shell/status-view';
import type { Lang } from '../../lib/contracts';
import { useApp } from '../../stores/app-store';
import { loginOnly } from '../common/require-login';
import { formatMinorAmount } from '../../lib/money';
import { formatDateTime } from '../../lib/time';
import { money, OrderStateTag } from './order-bits';
import { useReceipt, type Receipt } from './queries';
import { paymentPaths } from './use-pay';
import './payments.css';

function Facts({ r, lang }: { r: Receipt; lang: Lang }) {
  const { t } = useTranslation();
  const rows: Array<[string, string]> = [
    [t('payments.orderNo'), r.order_no],
    [t('payments.item'), r.title],
    [t('payments.seller'), `${r.seller.name} · ${r.seller.site_area}`],
    [t('payments.buyer'), r.buyer.nickname],
    [t('payments.createdAt'), formatDateTime(r.created_at, lang)],
    [t('payments.paidAt'), formatDateTime(r.paid_at, lang)],
    [t('payments.provider'), r.provider ? t(`payments.providers.${r.provider}`) : '—'],
    [t('payments.paymentRef'), r.payment_ref ?? '—'],
  ];
  if (r.refunded_amount > 0) rows.push([t('payments.refunded'), formatMinorAmount(r.refunded_amount, r.currency, lang)]);
  return (
    <dl className="pay-facts" data-testid="receipt-facts">
      {rows.map(([k, v]) => (
        <div key={k} className="pay-facts__row">
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /pagesA/pay/receipt?id= — one order: amount, state, who sold what to whom, when, and every step it took. */
function ReceiptView() {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const receipt = useReceipt(id);
  const r = receipt.data;
  if (receipt.isError || (!receipt.isLoading && !r)) return <StatusView icon="🧾" title={t('payments.notFound')} text={t('payments.notFoundHint')} actions={[{ label: t('payments.toOrders'), onClick: () => navigate(paymentPaths.orders) }]} testId="receipt-missing" />;
  if (!r) return null;
  return (
    <div className="pay" data-testid="receipt">
      <section className="pay-card pay-card--receipt">
        <div className="pay-card__title">{t(`payments.kind.${r.kind}`, { defaultValue: r.kind })}</div>
        <div className="pay-card__amount" data-testid="receipt-amount">{money(r, lang)}</div>
        <OrderStateTag state={r.state} />
        {r.failure && <p className="muted">{r.failure}</p>}
      </section>
      <section className="pay-card">
        <Facts r={r} lang={lang} />
      </section>
      <section className="pay-card">
        <h3 className="pay-card__head">{t('payments.timeline')}</h3>
        <ol className="pay-timeline" data-testid="receipt-timeline">
          {r.moves.map((m, i) => (
            <li key={i}>
              <span>{t(`payments.state.${m.to}`)}</span>
              <span className="muted">{formatDateTime(m.at, lang)}</span>
              {m.reason && <span className="muted pay-timeline__reason">{m.reason}</span>}
            </li>
          ))}
        </ol>
      </section>
      {r.refunds.length > 0 && (
        <section className="pay-card" data-testid="receipt-refunds">
          <h3 className="pay-card__head">{t('payments.refunds')}</h3>
          {r.refunds.map((f) => (
            <div key={f.id} className="pay-facts__row">
              <dt>{formatMinorAmount(f.amount, r.currency, lang)} · {t(`payments.refundState.${f.state}`)}</dt>
              <dd>{f.reason}</dd>
            </div>
          ))}
        </section>
      )}
    </div>
  );
}

export const ReceiptPage = loginOnly(ReceiptView);
