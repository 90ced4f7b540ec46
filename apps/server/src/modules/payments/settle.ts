import type { Kysely, Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Timers } from '../../core/timers/index.js';
import type { DB } from '../../db/schema.js';
import { expiryKey } from './engine.js';
import type { OrderKinds } from './kinds.js';
import { recordMovement } from './ledger.js';
import { moveOrder, SYSTEM } from './order-flow.js';
import type { PaymentEvent } from './providers/provider.js';
import { lockOrder, lockOrderOrThrow, readOrder } from './records.js';
import type { RefundDesk } from './refunds.js';
import type { PayOrderRow } from './schema.js';

/**
 * What became of a provider's report. Providers' callback routes turn it into their own answers (VNPay's
 * RspCode, an HTTP status for Stripe).
 */
export interface SettleResult {
  status: 'granted' | 'duplicate' | 'not_found' | 'amount_mismatch' | 'refused' | 'failed' | 'refunding';
  orderId: number | null;
}

const OPEN = new Set(['created', 'awaiting_payment']);
const LATE = new Set(['expired', 'cancelled', 'failed']);

/**
 * Settling payments, exactly once (docs/payments.md §3). Each report is first written to `pay_event`, unique
 * per provider and event id, in the same transaction that acts on it: a duplicate delivery — sequential or a
 * hundred at once — finds the row (or waits for the first delivery's transaction, then finds it) and changes
 * nothing. The order row is locked for the rest, so two different reports of one payment queue; the second
 * sees the order paid and its payment reference, and is a duplicate too.
 */
export class Settlement {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly kinds: OrderKinds,
    private readonly refunds: RefundDesk,
    private readonly timers: Timers,
    private readonly log: FastifyBaseLogger,
  ) {}

  async settle(event: PaymentEvent): Promise<SettleResult> {
    return this.db.transaction().execute(async (trx) => {
      const gate = await trx
        .insertInto('pay_event')
        .values({ provider: event.provider, event_id: event.eventId.slice(0, 200), outcome: event.outcome, result: 'pending', amount: event.amount, currency: event.currency.slice(0, 3), payload: JSON.stringify(event.payload ?? null) })
        .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!gate) return { status: 'duplicate', orderId: null } satisfies SettleResult;
      const result = await this.apply(trx, event);
      await trx.updateTable('pay_event').set({ result: result.status, order_id: result.orderId }).where('id', '=', gate.id).execute();
      return result;
    });
  }

  private async apply(trx: Transaction<DB>, event: PaymentEvent): Promise<SettleResult> {
    const row = await lockOrder(trx, { orderNo: event.orderNo });
    if (!row) return { status: 'not_found', orderId: null };
    const orderId = Number(row.id);
    if (row.provider !== event.provider) return { status: 'refused', orderId };
    if (event.outcome === 'failed') return this.failed(trx, row, event);
    if (event.amount !== Number(row.amount) || event.currency.toUpperCase() !== row.currency.trim()) {
      this.log.warn({ orderNo: row.order_no, event: event.eventId, amount: event.amount, currency: event.currency }, 'payment amount differs from the order: not granted');
      return { status: 'amount_mismatch', orderId };
    }
    if (!OPEN.has(row.state) && !LATE.has(row.state)) {
      if (row.payment_ref === event.paymentRef) return { status: 'duplicate', orderId };
      // A second, different payment of an order already paid (two tabs, two attempts): keep the first, give this one back.
      await this.recordPayment(trx, row, event);
      await this.refunds.returnPayment(trx, row, event.amount, event.paymentRef, 'pay.refund.double_payment', null);
      return { status: 'refunding', orderId };
    }
    const late = LATE.has(row.state);
    await this.recordPayment(trx, row, event);
    await moveOrder(trx, orderId, 'paid', SYSTEM, { set: { paid_at: new Date(), paid_amount: event.amount, payment_ref: event.paymentRef, failure: null } });
    await this.timers.cancel(expiryKey(orderId), { db: trx });
    const paid = await lockOrderOrThrow(trx, orderId);
    if (late && !(await this.revive(trx, paid))) {
      await this.refunds.refundIn(trx, paid, undefined, 'pay.refund.late_payment', SYSTEM);
      return { status: 'refunding', orderId };
    }
    await this.fulfil(trx, paid);
    return { status: 'granted', orderId };
  }

  private async failed(trx: Transaction<DB>, row: PayOrderRow, event: PaymentEvent): Promise<SettleResult> {
    const orderId = Number(row.id);
    if (!OPEN.has(row.state)) return { status: 'failed', orderId };
    await moveOrder(trx, orderId, 'failed', SYSTEM, { reason: event.failure ?? null, set: { failure: event.failure?.slice(0, 200) || 'pay.failure.declined' } });
    await this.kinds.get(row.kind).release?.({ trx, order: readOrder(row), now: new Date() });
    await this.timers.cancel(expiryKey(orderId), { db: trx });
    return { status: 'failed', orderId };
  }

  /** A late payment: the kind takes its hold again if it can; a kind that held nothing is simply fulfilled. */
  private async revive(trx: Transaction<DB>, row: PayOrderRow): Promise<boolean> {
    const def = this.kinds.get(row.kind);
    if (def.revive) return def.revive({ trx, order: readOrder(row), now: new Date() });
    return !def.hold;
  }

  /** Grants a paid order; a kind that completes later leaves it `paid` until it calls `fulfilled`. */
  async fulfil(trx: Transaction<DB>, row: PayOrderRow): Promise<void> {
    const outcome = await this.kinds.get(row.kind).fulfil({ trx, order: readOrder(row), now: new Date() });
    if (outcome === 'done') await moveOrder(trx, Number(row.id), 'fulfilled', SYSTEM, { set: { fulfilled_at: new Date() } });
  }

  private async recordPayment(trx: Transaction<DB>, row: PayOrderRow, event: PaymentEvent): Promise<void> {
    await recordMovement(trx, { siteAreaId: row.site_area_id, orderId: Number(row.id), provider: event.provider, type: 'payment', amount: event.amount, currency: row.currency.trim(), providerRef: event.paymentRef });
  }
}
