import type { FastifyInstance } from 'fastify';
import { PAYMENT } from '@haiwai/contracts/payments/constants';
import type { Config } from '../../../core/settings.js';
import type { PaymentEvent, PaymentProvider } from './provider.js';
import type { SettleResult } from '../settle.js';
import { createStripeProvider } from './stripe.js';
import { stripeWebhookRoute } from './stripe-webhook.js';
import { createVnpayProvider } from './vnpay.js';
import { vnpayCallbackRoutes } from './vnpay-callbacks.js';

/** The real providers whose keys this node has (the sandbox is added by the engine itself, per PAY_SANDBOX). */
export function configuredProviders(config: Config): PaymentProvider[] {
  const out: PaymentProvider[] = [];
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) out.push(createStripeProvider(config));
  if (config.VNPAY_TMN_CODE && config.VNPAY_HASH_SECRET) out.push(createVnpayProvider(config));
  return out;
}

/** Their callback routes (outside the signed API table: the providers sign them their own way). */
export async function providerCallbackRoutes(app: FastifyInstance, config: Config, settle: (event: PaymentEvent) => Promise<SettleResult>): Promise<void> {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) await stripeWebhookRoute(app, { config, settle });
  if (config.VNPAY_TMN_CODE && config.VNPAY_HASH_SECRET) await vnpayCallbackRoutes(app, { config, settle, resultPath: PAYMENT.resultPath });
}
