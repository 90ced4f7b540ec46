import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { StatusView } from '../../shell/status-view';
import { useApp } from '../../stores/app-store';
import { loginOnly } from '../common/require-login';
import { formatDateTime } from '../../lib/time';
import { money } from './order-bits';
import { useReceipt, useSandboxConfirm } from './queries';
import { paymentPaths } from './use-pay';
import './payments.css';

/**
 * /pagesA/pay/sandbox?id= — the sandbox provider's "payment page" (development and the demo): the order,
 * and two buttons that answer as a provider would. Real providers show their own pages instead.
 */
function SandboxPay() {
  const { t } = useTranslation();
  const lang = useApp((s) => s.lang);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const order = useReceipt(id);
  const confirm = useSandboxConfirm();
  const o = order.data;
  if (order.isError || (!order.isLoading && !o)) return <StatusView icon="🧾" title={t('payments.notFound')} text={t('payments.notFoundHint')} actions={[{ label: t('payments.toOrders'), onClick: () => navigate(paymentPaths.orders) }]} testId="sandbox-missing" />;
  if (!o) return null;
  const answer = async (outcome: 'paid' | 'failed') => {
    const after = await confirm.mutateAsync({ id: o.id, outcome });
    navigate(paymentPaths.result(after.order_no), { replace: true });
  };
  const open = o.state === 'awaiting_payment' && o.can_pay;
  return (
    <div className="pay" data-testid="sandbox-page">
      <div className="pay-banner">{t('payments.sandbox.banner')}</div>
      <section className="pay-card">
        <div className="pay-card__title">{o.title}</div>
        <div className="pay-card__amount" data-testid="sandbox-amount">{money(o, lang)}</div>
        <dl className="pay-facts">
          <div className="pay-facts__row">
            <dt>{t('payments.orderNo')}</dt>
            <dd>{o.order_no}</dd>
          </div>
          <div className="pay-facts__row">
            <dt>{t('payments.expiresAt')}</dt>
            <dd>{formatDateTime(o.expires_at, lang)}</dd>
          </div>
        </dl>
      </section>
      {open ? (
        <div className="pay-actions">
          <Button block color="primary" size="large" loading={confirm.isPending} onClick={() => void answer('paid')} data-testid="sandbox-pay">
            {t('payments.sandbox.pay')}
          </Button>
          <Button block fill="outline" color="danger" disabled={confirm.isPending} onClick={() => void answer('failed')} data-testid="sandbox-fail">
            {t('payments.sandbox.fail')}
          </Button>
          <p className="muted pay-note">{t('payments.sandbox.note')}</p>
        </div>
      ) : (
        <div className="pay-actions">
          <p className="pay-note">{t('payments.sandbox.closed', { state: t(`payments.state.${o.state}`) })}</p>
          <Button block onClick={() => navigate(paymentPaths.receipt(o.id))}>{t('payments.viewOrder')}</Button>
        </div>
      )}
    </div>
  );
}

export const SandboxPage = loginOnly(SandboxPay);
