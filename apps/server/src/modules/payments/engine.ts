import type { Lang } from '@haiwai/contracts';
import type { PayStart } from '@haiwai/contracts/payments';
import { PAYMENT } from '@haiwai/contracts/payments/constants';
import { sql, type Kysely, type Transaction } from 'kysely';
import { AppError, conflict, notFound } from '../../core/errors.js';
import { CODE } from '@haiwai/contracts';
import type { Timers } from '../../core/timers/index.js';
import type { DB } from '../../db/schema.js';
import type { OrderKinds, GrantContext } from './kinds.js';
import { moveOrder, SYSTEM } from './order-flow.js';
import type { PriceBook } from './prices.js';
import type { ProviderRegistry } from './providers/registry.js';
import type { PaymentProvider } from './providers/provider.js';
import { lockOrder, lockOrderOrThrow, newOrderNo, presentOrder, readOrder } from './records.js';
import type { PayOrderRow } from './schema.js';

/** Who is placing an order, from where (a pay call's request). */
export interface Buyer {
  userId: number;
  siteAreaId: number;
  lang: Lang;
  ip: string;
}

export const EXPIRE_JOB = 'payments.expire';
export const expiryKey = (orderId: number) => `pay-expire:${orderId}`;

/**
 * Placing, paying and closing unpaid orders (docs/payments.md §2). Settling payments is settle.ts; refunds
 * refunds.ts. Network calls to providers never run inside a database transaction.
 */
export class OrderDesk {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly kinds: OrderKinds,
    private readonly prices: PriceBook,
    private readonly providers: ProviderRegistry,
    private readonly timers: Timers,
    private readonly publicUrl: string,
  ) {}

  /**
   * A pay call: quotes what `input` asks for, writes the order (and its hold and expiry) in one transaction,
   * then opens the payment at the area's provider. No provider for the area's currency: nothing is written
   * and `{order: null, pay: null}` tells the app to send the payer to customer service.
   */
  async place(kind: string, input: unknown, buyer: Buyer): Promise<PayStart> {
    const def = this.kinds.get(kind);
    const area = await this.db.selectFrom('site_area').select(['id', 'currency']).where('id', '=', buyer.siteAreaId).executeTakeFirst();
    if (!area) throw notFound('pay.area_unknown');
    const currency = area.currency.trim();
    const provider = this.providers.pick(currency);
    if (!provider) return { order: null, pay: null };
    const row = await this.db.transaction().execute(async (trx) => {
      const now = new Date();
      const quote = await def.quote(input, { trx, userId: buyer.userId, siteAreaId: area.id, currency, lang: buyer.lang, prices: this.prices, now });
      if (quote.subject.key) await refuseSecondOpenOrder(trx, kind, quote.subject.key, buyer.userId);
      const inserted = await trx
        .insertInto('pay_order')
        .values({
          order_no: newOrderNo(now),
          user_id: buyer.userId,
          site_area_id: area.id,
          kind,
          subject: JSON.stringify(quote.subject),
          title: JSON.stringify(quote.title),
          amount: quote.amount,
          currency,
          provider: provider.name,
          expires_at: new Date(now.getTime() + PAYMENT.unpaidMinutes * 60_000),
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await def.hold?.({ trx, order: readOrder(inserted), now });
      await this.timers.schedule(EXPIRE_JOB, new Date(inserted.expires_at), { orderId: Number(inserted.id) }, { key: expiryKey(Number(inserted.id)), db: trx });
      return inserted;
    });
    return this.start(row, provider, buyer, 'created');
  }

  /** The buyer pays an order still awaiting payment again (a closed tab, a failed card): a new attempt at its provider. */
  async payAgain(orderId: number, buyer: Buyer): Promise<PayStart> {
    const row = await this.db.selectFrom('pay_order').selectAll().where('id', '=', orderId).where('user_id', '=', buyer.userId).executeTakeFirst();
    if (!row) throw notFound('pay.order_not_found');
    if (row.state !== 'awaiting_payment' || new Date(row.expires_at) <= new Date()) throw conflict('pay.order_state', { state: row.state });
    const provider = row.provider ? this.providers.get(row.provider) : null;
    if (!provider) return { order: presentOrder(row, buyer.lang), pay: null };
    return this.start(row, provider, buyer, 'awaiting_payment');
  }

  /** Opens a payment attempt; a provider that cannot be reached fails a new order (its hold is freed) and is a 503. */
  private async start(row: PayOrderRow, provider: PaymentProvider, buyer: Buyer, from: 'created' | 'awaiting_payment'): Promise<PayStart> {
    const order = readOrder(row);
    const attempt = row.attempt + 1;
    const back = `${this.publicUrl}${PAYMENT.resultPath}?no=${order.orderNo}`;
    let started: { url: string; ref: string };
    const startedAt = new Date();
    try {
      started = await provider.start(
        { id: order.id, orderNo: order.orderNo, amount: order.amount, currency: order.currency, title: presentOrder(row, buyer.lang).title, expiresAt: order.expiresAt, userId: order.userId, attempt },
        { returnUrl: back, cancelUrl: `${back}&cancelled=1`, ip: buyer.ip, lang: buyer.lang, publicUrl: this.publicUrl },
      );
    } catch (err) {
      if (from === 'created') await this.failUnstarted(order.id, err);
      throw new AppError(CODE.UNAVAILABLE, 'pay.provider_unavailable');
    }
    const updated = await this.db.transaction().execute(async (trx) => {
      const locked = await lockOrderOrThrow(trx, order.id);
      // Settled or closed while the provider answered (a fast webhook, the expiry): nothing to pay; the payer goes to the result page.
      if (locked.state !== 'created' && locked.state !== 'awaiting_payment') return null;
      if (locked.state === 'created') await moveOrder(trx, order.id, 'awaiting_payment', SYSTEM);
      return trx.updateTable('pay_order').set({ provider_ref: started.ref, attempt, started_at: startedAt }).where('id', '=', order.id).returningAll().executeTakeFirstOrThrow();
    });
    if (!updated) {
      const now = await this.db.selectFrom('pay_order').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
      return { order: presentOrder(now, buyer.lang), pay: { provider: provider.name, url: `${PAYMENT.resultPath}?no=${order.orderNo}` } };
    }
    return { order: presentOrder(updated, buyer.lang), pay: { provider: provider.name, url: started.url } };
  }

  private async failUnstarted(orderId: number, err: unknown): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await lockOrder(trx, { id: orderId });
      if (row?.state !== 'created') return;
      await moveOrder(trx, orderId, 'failed', SYSTEM, { reason: String((err as Error)?.message ?? err).slice(0, 200), set: { failure: 'pay.failure.provider' } });
      await this.release(trx, row);
      await this.timers.cancel(expiryKey(orderId), { db: trx });
    });
  }

  /** The buyer gives up an unpaid order; what it held is freed at once. */
  async cancel(orderId: number, userId: number, lang: Lang) {
    return this.db.transaction().execute(async (trx) => {
      const row = await lockOrder(trx, { id: orderId });
      if (!row || row.user_id !== userId) throw notFound('pay.order_not_found');
      await moveOrder(trx, orderId, 'cancelled', { role: 'asker', userId });
      await this.release(trx, row);
      await this.timers.cancel(expiryKey(orderId), { db: trx });
      return presentOrder(await lockOrderOrThrow(trx, orderId), lang);
    });
  }

  /** The expiry job: an order still unpaid at its time expires and frees what it held; a paid one is left alone. */
  async expire(trx: Transaction<DB>, orderId: number): Promise<void> {
    const row = await lockOrder(trx, { id: orderId });
    if (!row || (row.state !== 'created' && row.state !== 'awaiting_payment')) return;
    await moveOrder(trx, orderId, 'expired', SYSTEM, { set: { failure: 'pay.failure.expired' } });
    await this.release(trx, row);
  }

  private async release(trx: Transaction<DB>, row: PayOrderRow): Promise<void> {
    const ctx: GrantContext = { trx, order: readOrder(row), now: new Date() };
    await this.kinds.get(row.kind).release?.(ctx);
  }
}

/** One open order per thing a kind names by `subject.key` and buyer: a second tap on "pay" reuses nothing and is told so. */
async function refuseSecondOpenOrder(trx: Transaction<DB>, kind: string, key: string, userId: number): Promise<void> {
  const open = await trx
    .selectFrom('pay_order')
    .select('id')
    .where('kind', '=', kind)
    .where('user_id', '=', userId)
    .where(sql<string>`subject->>'key'`, '=', key)
    .where('state', 'in', ['created', 'awaiting_payment'])
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (open) throw conflict('pay.order_open', { id: Number(open.id) });
}
