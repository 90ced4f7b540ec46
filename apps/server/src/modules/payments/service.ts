import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../core/settings.js';
import type { Timers } from '../../core/timers/index.js';
import type { DB } from '../../db/schema.js';
import { EXPIRE_JOB, OrderDesk, type Buyer } from './engine.js';
import { OrderKinds, type OrderKindDefinition } from './kinds.js';
import { moveOrder, SYSTEM } from './order-flow.js';
import { PriceBook } from './prices.js';
import type { PaymentEvent, PaymentProvider } from './providers/provider.js';
import { ProviderRegistry } from './providers/registry.js';
import { createSandboxProvider } from './providers/sandbox.js';
import { lockOrder } from './records.js';
import { REFUND_JOB, RefundDesk } from './refunds.js';
import { Settlement, type SettleResult } from './settle.js';

/**
 * The one way money moves (docs/payments.md): the service other modules `use` as `payments`. A module that
 * sells something defines its order kind in its `init` and calls `place` from its pay call.
 */
export class Payments {
  readonly kinds = new OrderKinds();
  readonly prices: PriceBook;
  readonly providers = new ProviderRegistry();
  readonly desk: OrderDesk;
  readonly refunds: RefundDesk;
  readonly settlement: Settlement;

  constructor(
    readonly db: Kysely<DB>,
    timers: Timers,
    config: Pick<Config, 'PAY_SANDBOX' | 'publicUrl'>,
    log: FastifyBaseLogger,
    extraProviders: PaymentProvider[] = [],
  ) {
    if (config.PAY_SANDBOX) this.providers.add(createSandboxProvider());
    for (const p of extraProviders) this.providers.add(p);
    this.prices = new PriceBook(db);
    this.desk = new OrderDesk(db, this.kinds, this.prices, this.providers, timers, config.publicUrl);
    this.refunds = new RefundDesk(db, this.kinds, this.providers, timers);
    this.settlement = new Settlement(db, this.kinds, this.refunds, timers, log);
    timers.register<{ orderId: number }>(EXPIRE_JOB, (job, { trx }) => this.desk.expire(trx, job.payload.orderId));
    timers.register<{ refundId: number }>(REFUND_JOB, (job, { trx }) => this.refunds.send(trx, job.payload.refundId, job.attempt >= job.maxAttempts), {
      backoff: (attempt) => Math.min(60_000 * 2 ** (attempt - 1), 6 * 3_600_000),
    });
  }

  defineKind<I>(def: OrderKindDefinition<I>): void {
    this.kinds.define(def);
  }

  /** A pay call of a kind: `input` is its validated body. */
  place(kind: string, input: unknown, buyer: Buyer) {
    return this.desk.place(kind, input, buyer);
  }

  /** A provider's report (webhook, IPN, return URL, the sandbox's page), exactly once. */
  settle(event: PaymentEvent): Promise<SettleResult> {
    return this.settlement.settle(event);
  }

  /** A kind whose fulfilment completes later reports it done, in its own transaction (a timer job's). */
  async fulfilledIn(trx: Transaction<DB>, orderId: number): Promise<void> {
    const row = await lockOrder(trx, { id: orderId });
    if (row?.state === 'paid') await moveOrder(trx, orderId, 'fulfilled', SYSTEM, { set: { fulfilled_at: new Date() } });
  }

  /**
   * A selling module gives money back inside its own transaction (a hotel stay cancelled under its policy, or
   * rejected): whole when `amount` is omitted; `reason` is a message key or words. Locks the order first.
   */
  async refundIn(trx: Transaction<DB>, orderId: number, amount: number | undefined, reason: string): Promise<void> {
    const row = await lockOrder(trx, { id: orderId });
    if (!row) throw new Error(`payments: order ${orderId} does not exist`);
    await this.refunds.refundIn(trx, row, amount, reason, SYSTEM);
  }

  /** ...or reports that it could not deliver: the payment is refunded whole; `reason` is a message key or the provider's words. */
  async fulfilmentFailedIn(trx: Transaction<DB>, orderId: number, reason: string): Promise<void> {
    const row = await lockOrder(trx, { id: orderId });
    if (row?.state !== 'paid') return;
    await trx.updateTable('pay_order').set({ failure: reason.slice(0, 200) }).where('id', '=', orderId).execute();
    await this.refunds.refundIn(trx, (await lockOrder(trx, { id: orderId }))!, undefined, reason, SYSTEM);
  }
}
