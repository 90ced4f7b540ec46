import type { RechargeOperatorId } from '@haiwai/contracts/recharge/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction, Updateable } from 'kysely';
import type { Timers } from '../../core/timers/index.js';
import type { DB } from '../../db/schema.js';
import type { Payments } from '../payments/index.js';
import type { AirtimeProvider, TopUpResult } from './airtime.js';
import type { RechargeTopUpTable } from './schema.js';

/**
 * Sending paid top-ups (docs/recharge.md), on durable timer jobs: `recharge.send` once the order is paid,
 * `recharge.check` while the provider answers "pending". The request id sent to the provider is the order
 * number, so a job run twice (a node dying between the provider's answer and the commit) is one top-up at
 * the provider. Each outcome is reported to the payment engine in the job's transaction: done → the order
 * is fulfilled; failed → the engine refunds it whole.
 */
export const SEND_JOB = 'recharge.send';
export const CHECK_JOB = 'recharge.check';
export const sendKey = (orderId: number) => `recharge-send:${orderId}`;
const checkKey = (orderId: number, n: number) => `recharge-check:${orderId}:${n}`;

/** Status checks: after 30 s, then doubling up to an hour apart; after this many the order waits for a person. */
export const MAX_CHECKS = 30;
export const checkDelayMs = (n: number) => Math.min(30_000 * 2 ** (n - 1), 3_600_000);

export class TopUpFulfilment {
  constructor(
    private readonly provider: AirtimeProvider,
    private readonly payments: Payments,
    private readonly timers: Timers,
    private readonly log: FastifyBaseLogger,
  ) {}

  register(): void {
    this.timers.register<{ orderId: number }>(SEND_JOB, (job, { trx }) => this.send(trx, job.payload.orderId), {
      // The provider unreachable or our bug: the same request id again, a little later.
      backoff: (attempt) => Math.min(30_000 * 2 ** (attempt - 1), 30 * 60_000),
    });
    this.timers.register<{ orderId: number; n: number }>(CHECK_JOB, (job, { trx }) => this.check(trx, job.payload.orderId, job.payload.n));
  }

  /**
   * Sends the top-up of a paid order. The provider call runs inside the job's transaction (its outcome and
   * the job's completion commit together); on PGlite that holds the one connection for up to the adapter's
   * timeout, like the engine's refund job.
   */
  async send(trx: Transaction<DB>, orderId: number): Promise<void> {
    const row = await lockTopUp(trx, orderId);
    if (row?.status !== 'sending') return;
    const order = await trx.selectFrom('pay_order').select(['order_no', 'state']).where('id', '=', orderId).executeTakeFirstOrThrow();
    // Refunded by an admin before it went out: nothing to send.
    if (order.state !== 'paid') return;
    const result = await this.provider.topUp({
      requestId: order.order_no,
      operatorId: row.operator_id as RechargeOperatorId,
      countryCode: row.country,
      phoneE164: row.phone_e164,
      amountMinor: row.face_value,
      currency: row.face_currency,
    });
    await this.apply(trx, orderId, result, 0);
  }

  async check(trx: Transaction<DB>, orderId: number, n: number): Promise<void> {
    const row = await lockTopUp(trx, orderId);
    if (row?.status !== 'pending' || !row.provider_ref) return;
    await this.apply(trx, orderId, await this.provider.status(row.provider_ref), n);
  }

  private async apply(trx: Transaction<DB>, orderId: number, result: TopUpResult, checks: number): Promise<void> {
    const now = new Date();
    const base = { provider: this.provider.name, updated_at: now, checks, ...(result.providerRef ? { provider_ref: result.providerRef } : {}) };
    const set = (values: Updateable<RechargeTopUpTable>) => trx.updateTable('recharge_topup').set({ ...base, ...values }).where('order_id', '=', String(orderId)).execute();
    if (result.status === 'done') {
      await set({ status: 'done', done_at: now });
      await this.payments.fulfilledIn(trx, orderId);
      return;
    }
    if (result.status === 'failed') {
      await set({ status: 'failed', failure_reason: result.failureReason });
      await this.payments.fulfilmentFailedIn(trx, orderId, `recharge.failure.${result.failureReason}`);
      return;
    }
    await set({ status: 'pending' });
    const next = checks + 1;
    if (next > MAX_CHECKS) {
      this.log.error({ recharge: { orderId, providerRef: result.providerRef } }, 'top-up still pending after every status check: settle it by hand at the provider');
      return;
    }
    await this.timers.schedule(CHECK_JOB, new Date(now.getTime() + checkDelayMs(next)), { orderId, n: next }, { key: checkKey(orderId, next), db: trx });
  }
}

function lockTopUp(trx: Transaction<DB>, orderId: number) {
  return trx.selectFrom('recharge_topup').selectAll().where('order_id', '=', String(orderId)).forUpdate().executeTakeFirst();
}
