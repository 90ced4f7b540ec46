import { PAYMENT } from '@haiwai/contracts/payments/constants';
import type { PaymentProvider } from './provider.js';

/**
 * The sandbox (development and the demo): "paying" is a page of this app where the payer taps "pay" or
 * "fail" (`/pagesA/pay/sandbox`), whose call settles the order as a provider's callback would. Refunds
 * succeed at once. Any currency. Off in production unless PAY_SANDBOX=true.
 */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    supports: () => true,
    start: async (order) => ({ url: `${PAYMENT.sandboxPath}?id=${order.id}`, ref: `sandbox-${order.orderNo}` }),
    refund: async (req) => ({ ref: `sandbox-refund-${req.refundKey}` }),
  };
}
