import type { PayProvider } from '@haiwai/contracts/payments/constants';

/**
 * One payment provider behind the engine (docs/payments.md). The engine never talks to a provider's API
 * itself: it asks a provider to start a payment and to refund one, and the provider's own routes (webhooks,
 * return URLs) turn what the provider says into `PaymentEvent`s handed to `engine.settle`, which is what
 * grants — exactly once.
 */

/** What a provider needs to know of an order to charge for it. */
export interface PayableOrder {
  id: number;
  /** The order's public number: the provider's reference of our order (Stripe client_reference_id, VNPay vnp_TxnRef). */
  orderNo: string;
  /** Integer, in the currency's minor unit (ISO 4217). */
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** What is bought, in the payer's language (a line item's name). */
  title: string;
  /** When our order stops waiting for payment. */
  expiresAt: Date;
  userId: number;
  /** 1 for the first payment attempt of the order, 2 for a retry…: with orderNo, a provider's idempotency key. */
  attempt: number;
}

export interface StartContext {
  /** Where the payer comes back to in the web app (the result page of this order). */
  returnUrl: string;
  /** Where the payer goes on cancelling at the provider. */
  cancelUrl: string;
  /** The payer's IP (VNPay requires it). */
  ip: string;
  lang: 'zh' | 'en' | 'vi';
  /** This server's public origin, for callbacks a provider is told about per payment (VNPay's return URL). */
  publicUrl: string;
}

export interface StartedPayment {
  /** Where to send the payer: an absolute URL of the provider, or a path of this web app (sandbox). */
  url: string;
  /** The provider's reference of this attempt (Stripe Checkout Session id, VNPay: our order number). */
  ref: string;
}

export interface RefundRequest {
  orderNo: string;
  /** The provider's reference of the payment being refunded (Stripe PaymentIntent id, VNPay transaction number). */
  paymentRef: string;
  /** When the payment was made. */
  paidAt: Date;
  /** When the paid attempt was opened at the provider (VNPay's refund names the payment by its create date). */
  startedAt?: Date;
  /** Minor units; at most what was paid and not yet refunded. */
  amount: number;
  /** The payment's whole amount (VNPay distinguishes a full from a partial refund). */
  paidAmount: number;
  currency: string;
  /** Our refund's id, unique: the provider's idempotency key, so a retried refund is made once. */
  refundKey: string;
  reason: string;
}

export interface RefundResult {
  /** The provider's reference of the refund. */
  ref: string;
}

/** What a provider reports about a payment, normalised; `engine.settle` takes nothing else. */
export interface PaymentEvent {
  provider: PayProvider;
  /** Unique per provider and delivery subject: a replayed or duplicated callback carries the same id (Stripe event id; VNPay: TxnRef + TransactionNo + status). */
  eventId: string;
  orderNo: string;
  outcome: 'paid' | 'failed';
  /** What the provider says was paid, minor units and currency: checked against the order before granting. */
  amount: number;
  currency: string;
  /** The provider's reference of the payment (kept for refunds and reconciliation). */
  paymentRef: string;
  /** Failure reason from the provider, for the order's record. */
  failure?: string;
  /** The provider's raw payload, stored with the event for reconciliation. */
  payload: unknown;
}

export interface PaymentProvider {
  readonly name: PayProvider;
  /** Whether it can charge in this currency. */
  supports(currency: string): boolean;
  /** Opens a payment for an order. Network calls happen here, outside any database transaction. */
  start(order: PayableOrder, ctx: StartContext): Promise<StartedPayment>;
  /** Returns money; called from a durable timer job, retried on failure, idempotent by `refundKey`. */
  refund(req: RefundRequest): Promise<RefundResult>;
}
