import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../lib/contracts';
import { formatMinorAmount } from '../../lib/money';
import type { Order } from './queries';

const COLORS: Record<string, string> = {
  created: 'warning',
  awaiting_payment: 'warning',
  paid: 'primary',
  fulfilled: 'success',
  cancelled: 'default',
  expired: 'default',
  failed: 'danger',
  partly_refunded: 'primary',
  refunded: 'default',
};

/** An order's state as a coloured tag ("待支付", "已完成"…). */
export function OrderStateTag({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[state] ?? 'default'} fill="outline" data-testid="order-state">
      {t(`payments.state.${state}`)}
    </Tag>
  );
}

export const money = (o: Pick<Order, 'amount' | 'currency'>, lang: Lang) => formatMinorAmount(o.amount, o.currency, lang);

