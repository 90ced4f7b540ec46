/**
 * The payment engine's zod-free constants (docs/payments.md): order states, providers, and the minor units of
 * the currencies money is counted in. Money is always an integer count of the currency's minor unit.
 */

/** created → awaiting_payment → paid → fulfilled; cancelled / expired / failed end an unpaid order; refunds end a paid one. */
export const ORDER_STATES = ['created', 'awaiting_payment', 'paid', 'fulfilled', 'cancelled', 'expired', 'failed', 'partly_refunded', 'refunded'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
/** States in which nothing more happens to an order (a partly refunded one can still be refunded further). */
export const ORDER_FINAL_STATES: readonly OrderState[] = ['cancelled', 'expired', 'failed', 'refunded'];

/** What is sold through the engine today; later areas (hotels, guides, the exposure board) add theirs. */
export const ORDER_KINDS = ['top', 'counts', 'vip', 'ad', 'open', 'phone'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export const PAY_PROVIDERS = ['sandbox', 'stripe', 'vnpay'] as const;
export type PayProvider = (typeof PAY_PROVIDERS)[number];

export const PAYMENT = {
  /** An order not paid this long after it was placed expires and frees what it held. */
  unpaidMinutes: 15,
  /** Web: how long the "pay without a handler" toast shows before customer service opens (spec). */
  noHandlerToastMs: 2000,
  /** Web: the customer-service screen opened when nobody can take a payment (spec). */
  noHandlerPath: '/pagesA/customer/index',
  /** Web: where a payer lands after paying (any provider), and the sandbox's confirm page. */
  resultPath: '/pagesA/pay/result',
  sandboxPath: '/pagesA/pay/sandbox',
  pageMax: 50,
  reasonMax: 200,
  /** The largest amount of one order, in minor units (an int8 column; far above any real price). */
  amountMax: 1_000_000_000_000,
} as const;

/**
 * ISO 4217 minor-unit digits of the currencies the areas use, and a few more; any other currency has 2.
 * VND, JPY and KRW have none; the Gulf's dinars three.
 */
const MINOR_DIGITS: Record<string, number> = { VND: 0, JPY: 0, KRW: 0, CLP: 0, ISK: 0, UGX: 0, XAF: 0, XOF: 0, BHD: 3, KWD: 3, OMR: 3, JOD: 3, TND: 3, IQD: 3, LYD: 3 };
export const minorDigits = (currency: string): number => MINOR_DIGITS[currency.toUpperCase()] ?? 2;

/** Minor units from a decimal string ("12.5" USD → 1250); null when it has more decimals than the currency allows or is not a plain number. */
export function toMinor(decimal: string, currency: string): number | null {
  const m = /^(\d{1,13})(?:\.(\d+))?$/.exec(decimal.trim());
  if (!m) return null;
  const digits = minorDigits(currency);
  const frac = m[2] ?? '';
  if (frac.replace(/0+$/, '').length > digits) return null;
  return Number(m[1]) * 10 ** digits + Number((frac + '0'.repeat(digits)).slice(0, digits) || '0');
}

/** The decimal string of an amount in minor units (1250 USD → "12.50", 50000 VND → "50000"). */
export function fromMinor(amount: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(amount));
  if (digits === 0) return `${sign}${abs}`;
  const s = String(abs).padStart(digits + 1, '0');
  return `${sign}${s.slice(0, -digits)}.${s.slice(-digits)}`;
}

// For people, amounts are shown by the web's one money formatter (features/listings/price.ts, formatMinorAmount).
