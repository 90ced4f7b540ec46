import { PAYMENT } from '@haiwai/contracts/payments/constants';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ApiData } from '../../lib/contracts';
import { useApp } from '../../stores/app-store';
import { showToast } from '../../lib/feedback';

export type PayStart = ApiData<'orderPay'>;

/**
 * What every "pay" button does with its pay call's answer (docs/payments.md §5): the sandbox's confirm page
 * is a path of this app, a provider's page is left for; no provider at all ("pay without a handler", spec):
 * the customer-service message for 2 s, then customer service.
 */
export function usePay() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useCallback(
    (start: PayStart) => {
      if (!start.pay) {
        const text = useApp.getState().basicTsMsg?.pay_no_handler || t('payments.noHandler');
        showToast({ content: text, duration: PAYMENT.noHandlerToastMs });
        window.setTimeout(() => navigate(PAYMENT.noHandlerPath), PAYMENT.noHandlerToastMs);
        return;
      }
      if (start.pay.url.startsWith('/')) navigate(start.pay.url);
      else window.location.assign(start.pay.url);
    },
    [navigate, t],
  );
}

export const paymentPaths = {
  orders: '/pagesA/pay/orders',
  receipt: (id: number) => `/pagesA/pay/receipt?id=${id}`,
  result: (orderNo: string) => `${PAYMENT.resultPath}?no=${orderNo}`,
};
