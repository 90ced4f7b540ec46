import { z } from 'zod';
import { defineSettings, type SettingsOf } from '../../core/settings.js';

const ORIGIN = /^https?:\/\/[^/\s]+$/;
const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

/**
 * The payment providers' settings (docs/payments.md). A provider takes payments once its keys are set; with
 * none, the pay calls answer "no handler" and the app sends the payer to customer service (spec).
 * Validated with every other setting at start (config.ts) and documented in .env.example.
 */
export const paymentSettings = defineSettings({
  schema: {
    /** The sandbox provider (a confirm page in the app: "pay" or "fail"). Default: on unless NODE_ENV=production. */
    PAY_SANDBOX: flag,
    /** Stripe secret key (sk_live_… / sk_test_…): Checkout Sessions for cards, WeChat Pay, Alipay, PromptPay, PayNow, GrabPay. */
    STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)').optional(),
    /** The signing secret of the webhook endpoint (whsec_…), Stripe Dashboard → Webhooks → /api/pay/stripe/webhook. */
    STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)').optional(),
    /** Tests only: the origin of a local stand-in of api.stripe.com. */
    STRIPE_API_BASE: z.string().regex(ORIGIN, 'must be an origin like http://127.0.0.1:4011 (tests only)').optional(),
    /** VNPay merchant (terminal) code and hash secret, from VNPay's merchant registration e-mail. */
    VNPAY_TMN_CODE: z.string().regex(/^[A-Z0-9]{4,16}$/, 'must be the terminal code VNPay issued (letters and digits)').optional(),
    VNPAY_HASH_SECRET: z.string().min(16, 'must be the hash secret VNPay issued').optional(),
    /** VNPay's payment page and merchant API; default their sandbox (sandbox.vnpayment.vn). */
    VNPAY_PAY_URL: z.string().regex(/^https?:\/\/\S+$/, 'must be a URL').default('https://sandbox.vnpayment.vn/paymentv2/vpcpay.html'),
    VNPAY_API_URL: z.string().regex(/^https?:\/\/\S+$/, 'must be a URL').default('https://sandbox.vnpayment.vn/merchant_webapi/api/transaction'),
  },
  check: (c) => [
    ...requireTogether(c.STRIPE_SECRET_KEY, c.STRIPE_WEBHOOK_SECRET, 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'),
    ...requireTogether(c.VNPAY_TMN_CODE, c.VNPAY_HASH_SECRET, 'VNPAY_TMN_CODE', 'VNPAY_HASH_SECRET'),
  ],
  resolve: (c, kernel) => ({ ...c, PAY_SANDBOX: c.PAY_SANDBOX ?? kernel.NODE_ENV !== 'production' }),
});

/** A provider's two keys come together: one without the other would take payments it could never confirm. */
function requireTogether(a: string | undefined, b: string | undefined, nameA: string, nameB: string): string[] {
  return Boolean(a) === Boolean(b) ? [] : [`  ${a ? nameB : nameA}: required when ${a ? nameA : nameB} is set`];
}

declare module '../../core/settings.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleSettings extends SettingsOf<typeof paymentSettings> {}
}
