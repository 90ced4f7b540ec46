import type { Kysely, Transaction } from 'kysely';
import { conflict } from '../../core/errors.js';
import type { Timers } from '../../core/timers/index.js';
import type { Actor } from '../../core/workflow/index.js';
import type { DB } from '../../db/schema.js';
import type { OrderKinds } from './kinds.js';
import { recordMovement } from './ledger.js';
import { moveOrder, recordMove } from './order-flow.js';
import type { ProviderRegistry } from './providers/registry.js';
import { lockOrderOrThrow, readOrder } from './records.js';
import type { PayOrderRow } from './schema.js';

export const REFUND_JOB = 'payments.refund';

/**
 * Refunds (docs/payments.md §4). Asking for one is a database move: the grant is taken back, the order's
 * refunded amount and state change, and a `pay_refund` row plus a durable job are written — all at once.
 * The job then asks the provider (idempotent by the refund's id, retried with back-off) and, once the
 * provider has returned the money, writes the ledger's refund entry.
 */
export class RefundDesk {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly kinds: OrderKinds,
    private readonly providers: ProviderRegistry,
    private readonly timers: Timers,
  ) {}

  /** An admin's refund (whole when `amount` is omitted). */
  async refund(orderId: number, amount: number | undefined, reason: string, actor: Actor): Promise<PayOrderRow> {
    return this.db.transaction().execute(async (trx) => {
      const row = await lockOrderOrThrow(trx, orderId);
      await this.refundIn(trx, row, amount, reason, actor);
      return lockOrderOrThrow(trx, orderId);
    });
  }

  /** Refunds a locked paid order inside the caller's transaction (a late payment, a failed fulfilment, an admin). */
  async refundIn(trx: Transaction<DB>, row: PayOrderRow, amount: number | undefined, reason: string, actor: Actor): Promise<void> {
    if (row.state !== 'paid' && row.state !== 'fulfilled' && row.state !== 'partly_refunded') throw conflict('pay.order_state', { state: row.state });
    const order = readOrder(row);
    const left = order.paidAmount - order.refundedAmount;
    const take = amount ?? left;
    if (take > left || take <= 0) throw conflict('pay.refund_too_much', { left });
    const refunded = order.refundedAmount + take;
    const whole = refunded === order.paidAmount;
    if (order.fulfilledAt) await this.kinds.get(order.kind).reverse?.({ trx, order, now: new Date(), amount: take, whole });
    const to = whole ? 'refunded' : 'partly_refunded';
    if (row.state === to) {
      // A further partial refund keeps the state: its audit row is written by hand.
      await trx.updateTable('pay_order').set({ refunded_amount: refunded, updated_at: new Date() }).where('id', '=', order.id).execute();
      await recordMove(trx, order.id, row.state, to, actor, reason);
    } else {
      await moveOrder(trx, order.id, to, actor, { reason, set: { refunded_amount: refunded } });
    }
    await this.returnPayment(trx, row, take, row.payment_ref ?? '', reason, actor.userId);
  }

  /** Sends money back for one payment of an order (also a stray second payment, which the order never counted). */
  async returnPayment(trx: Transaction<DB>, row: PayOrderRow, amount: number, paymentRef: string, reason: string, requestedBy: number | null): Promise<void> {
    const refund = await trx
      .insertInto('pay_refund')
      .values({ order_id: row.id, payment_ref: paymentRef, amount, reason, requested_by: requestedBy })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.timers.schedule(REFUND_JOB, new Date(), { refundId: Number(refund.id) }, { key: `pay-refund:${refund.id}`, db: trx, maxAttempts: 10 });
  }

  /** The refund job: the provider returns the money; the refund is marked done and enters the ledger. */
  async send(trx: Transaction<DB>, refundId: number, lastAttempt: boolean): Promise<void> {
    const refund = await trx.selectFrom('pay_refund').selectAll().where('id', '=', refundId).forUpdate().executeTakeFirst();
    if (!refund || refund.state !== 'pending') return;
    const order = await trx.selectFrom('pay_order').selectAll().where('id', '=', refund.order_id).executeTakeFirstOrThrow();
    const provider = order.provider ? this.providers.get(order.provider) : null;
    try {
      if (!provider) throw new Error(`provider ${order.provider ?? '(none)'} is not configured on this node`);
      const done = await provider.refund({
        orderNo: order.order_no,
        paymentRef: refund.payment_ref,
        paidAt: new Date(order.paid_at ?? order.updated_at),
        ...(order.started_at ? { startedAt: new Date(order.started_at) } : {}),
        amount: Number(refund.amount),
        paidAmount: Number(order.paid_amount) || Number(refund.amount),
        currency: order.currency.trim(),
        refundKey: `HWR${refund.id}`,
        reason: refund.reason,
      });
      await trx.updateTable('pay_refund').set({ state: 'done', provider_ref: done.ref, done_at: new Date() }).where('id', '=', refundId).execute();
      await recordMovement(trx, { siteAreaId: order.site_area_id, orderId: Number(order.id), provider: order.provider ?? '', type: 'refund', amount: Number(refund.amount), currency: order.currency.trim(), providerRef: done.ref });
    } catch (err) {
      // The last attempt leaves the refund failed for an admin to settle by hand (the report lists it); earlier ones retry.
      if (!lastAttempt) throw err;
      await trx.updateTable('pay_refund').set({ state: 'failed', failure: String((err as Error)?.message ?? err).slice(0, 300) }).where('id', '=', refundId).execute();
    }
  }
}
