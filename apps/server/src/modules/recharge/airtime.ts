import { RECHARGE_SANDBOX_NUMBERS, type RechargeOperatorId } from '@haiwai/contracts/recharge/constants';

/**
 * An airtime provider: who actually puts credit on a prepaid number (docs/recharge.md). The order's timer job
 * calls `topUp` once the order is paid, and `status` while the answer is `pending`; neither ever runs inside
 * a person's request.
 */
export interface TopUpRequest {
  /** The idempotency key (the order number): the same key twice is one top-up. */
  requestId: string;
  operatorId: RechargeOperatorId;
  /** ISO 3166-1 alpha-2 of the number's country. */
  countryCode: string;
  phoneE164: string;
  /** The face value in the currency's minor unit. */
  amountMinor: number;
  currency: string;
}

/**
 * Why a top-up did not happen, as the buyer is told it (web i18n `recharge.failure.*`); what the provider
 * said exactly goes to the log as `detail`.
 */
export const AIRTIME_FAILURES = ['invalid_number', 'amount_not_accepted', 'operator_unavailable', 'recently_recharged', 'operator_refused', 'provider_unavailable'] as const;
export type AirtimeFailure = (typeof AIRTIME_FAILURES)[number];

export type TopUpResult =
  | { status: 'done'; providerRef: string }
  /** Accepted, not settled yet: ask `status(providerRef)` later. */
  | { status: 'pending'; providerRef: string }
  /** Nothing was delivered (and nothing will be): the buyer's money goes back. providerRef: null when the provider never made a transaction. */
  | { status: 'failed'; providerRef: string | null; failureReason: AirtimeFailure; detail?: string };

export interface AirtimeProvider {
  readonly name: 'sandbox' | 'reloadly';
  topUp(req: TopUpRequest): Promise<TopUpResult>;
  status(providerRef: string): Promise<TopUpResult>;
}

/**
 * Development and demo: no money moves and no phone gets credit. Every number succeeds at once, except the
 * two documented test numbers (RECHARGE_SANDBOX_NUMBERS): `failing` is refused by the "operator" (the order
 * ends refunded) and `pending` is first "still processing", then done at the first status check. Stateless:
 * the reference carries the request id and the outcome, so a second call with the same id gives the same answer.
 */
export class SandboxAirtimeProvider implements AirtimeProvider {
  readonly name = 'sandbox';

  topUp(req: TopUpRequest): Promise<TopUpResult> {
    const compact = req.phoneE164.replace(/[\s-]/g, '');
    if (compact === RECHARGE_SANDBOX_NUMBERS.failing) {
      return Promise.resolve({ status: 'failed', providerRef: `sandbox:failed:${req.requestId}`, failureReason: 'operator_refused', detail: 'sandbox test number: the operator refuses it' });
    }
    if (compact === RECHARGE_SANDBOX_NUMBERS.pending) return Promise.resolve({ status: 'pending', providerRef: `sandbox:pending:${req.requestId}` });
    return Promise.resolve({ status: 'done', providerRef: `sandbox:done:${req.requestId}` });
  }

  status(providerRef: string): Promise<TopUpResult> {
    const [, outcome] = providerRef.split(':');
    if (outcome === 'failed') return Promise.resolve({ status: 'failed', providerRef, failureReason: 'operator_refused' });
    return Promise.resolve({ status: 'done', providerRef });
  }
}
