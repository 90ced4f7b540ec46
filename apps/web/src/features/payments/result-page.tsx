import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { StatusView } from '../../shell/status-view';
import { useApp } from '../../stores/app-store';
import { loginOnly } from '../common/require-login';
import { money } from './order-bits';
import { SETTLING, useOrderByNo, usePayAgain } from './queries';
import { paymentPaths, usePay } from './use-pay';
import { Spinner } from '../common/spinner';
import './payments.css';

const ICONS: Record<string, string> = { fulfilled: '✅', paid: '⏳', awaiting_payment: '⏳', created: '⏳', failed: '⚠️', expired: '⌛', cancelled: '✖️', refunded: '↩️', partly_refunded: '↩️' };

/**
 * /pagesA/pay/result?no= — where every provider sends the payer back. The order may still be settling (a
 * webhook arrives after the browser): the page asks again every 2 s until it is final.
 */
function PayResult() {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const no = (params.get('no') ?? '').replace(/[^A-Z0-9]/g, '');
  const order = useOrderByNo(no);
  const again = usePayAgain();
  const pay = usePay();
  const o = order.data;
  if (order.isError || (!no && !o)) return <StatusView icon="🧾" title={t('payments.notFound')} text={t('payments.notFoundHint')} actions={[{ label: t('payments.toOrders'), onClick: () => navigate(paymentPaths.orders) }]} testId="pay-result-missing" />;
  if (!o) return <div className="pay pay--center"><Spinner label={t('common.loading')} /></div>;
  const settling = SETTLING.has(o.state);
  const cancelledAtProvider = params.get('cancelled') === '1' && o.state === 'awaiting_payment';
  const headline = cancelledAtProvider ? t('payments.result.cancelledAtProvider') : t(`payments.result.${o.state}`);
  return (
    <div className="pay pay--center" data-testid="pay-result">
      <div className="pay-result__icon" aria-hidden>{ICONS[o.state] ?? '🧾'}</div>
      <h2 className="pay-result__state" data-testid="pay-result-state" data-state={o.state}>{headline}</h2>
      {settling && !cancelledAtProvider && <p className="muted">{t('payments.result.waiting')}</p>}
      {o.failure && <p className="muted">{o.failure}</p>}
      <section className="pay-card">
        <div className="pay-card__title">{o.title}</div>
        <div className="pay-card__amount">{money(o, lang)}</div>
        <div className="muted">{t('payments.orderNo')} {o.order_no}</div>
      </section>
      <div className="pay-actions">
        {o.can_pay && (
          <Button block color="primary" loading={again.isPending} onClick={async () => pay(await again.mutateAsync(o.id))} data-testid="pay-result-retry">
            {t('payments.payNow')}
          </Button>
        )}
        <Button block onClick={() => navigate(paymentPaths.receipt(o.id))} data-testid="pay-result-receipt">{t('payments.viewOrder')}</Button>
        <Button block fill="none" onClick={() => navigate(paymentPaths.orders)}>{t('payments.toOrders')}</Button>
      </div>
    </div>
  );
}

export const ResultPage = loginOnly(PayResult);
