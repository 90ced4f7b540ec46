import type { LocalizedText, Lang } from '@haiwai/contracts';
import type { OrderState } from '@haiwai/contracts/payments/constants';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { PriceBook } from './prices.js';

/**
 * What a module sells, declared once on the engine (docs/payments.md §3). The engine owns the order, the
 * payment, the state machine, expiry, refunds and the ledger; a kind says what is bought and what buying
 * it grants. Every hook runs inside the engine's transaction, with the order row locked.
 */

/** An order as the kinds' hooks see it (amounts in minor units). */
export interface OrderRecord {
  id: number;
  orderNo: string;
  userId: number;
  siteAreaId: number;
  kind: string;
  subject: Record<string, unknown>;
  amount: number;
  currency: string;
  state: OrderState;
  paidAmount: number;
  refundedAmount: number;
  paidAt: Date | null;
  fulfilledAt: Date | null;
  expiresAt: Date;
}

export interface QuoteContext {
  trx: Transaction<DB>;
  userId: number;
  siteAreaId: number;
  /** The area's currency: every price of the area is in it. */
  currency: string;
  lang: Lang;
  prices: PriceBook;
  now: Date;
}

export interface Quote {
  /** What is bought, for lists and receipts ("置顶 7 天 · 标题"). */
  title: LocalizedText;
  amount: number;
  /**
   * The kind's own record of what is bought (stored as jsonb, shown to the buyer). `key` names the thing a
   * kind allows one open order for (e.g. `listing:42`): the engine refuses a second unpaid order with the same key.
   */
  subject: Record<string, unknown> & { key?: string };
}

export interface GrantContext {
  trx: Transaction<DB>;
  order: OrderRecord;
  now: Date;
}

export interface OrderKindDefinition<I = unknown> {
  kind: string;
  /** Prices and checks what `input` (the kind's validated pay body) asks for; throws the kind's 4xx to refuse. */
  quote: (input: I, ctx: QuoteContext) => Promise<Quote>;
  /** Takes what the order holds while unpaid (an ad slot's dates), right after its insert; throws a 409 when taken. */
  hold?: (ctx: GrantContext) => Promise<void>;
  /** Frees the hold: the order expired, was cancelled or failed. */
  release?: (ctx: GrantContext) => Promise<void>;
  /**
   * A payment arrived after the order stopped waiting: take the hold again if what it held is still free and
   * return true (the order is fulfilled as if paid in time), or false (the payment is refunded whole).
   * Without this hook a late payment is revived when nothing was held.
   */
  revive?: (ctx: GrantContext) => Promise<boolean>;
  /**
   * Grants what was paid for. 'done': the order is fulfilled in the same transaction. 'later': fulfilment
   * completes outside (a phone top-up at an airtime provider); the kind then calls `fulfilled` or `fulfilmentFailed`.
   */
  fulfil: (ctx: GrantContext) => Promise<'done' | 'later'>;
  /** Takes back what a refund covers (`whole`: everything), for a fulfilled order. Without it, refunds take nothing back. */
  reverse?: (ctx: GrantContext & { amount: number; whole: boolean }) => Promise<void>;
}

/** The kinds the engine knows; a module adds its kind in its `init` hook. */
export class OrderKinds {
  readonly #kinds = new Map<string, OrderKindDefinition<never>>();

  define<I>(def: OrderKindDefinition<I>): void {
    if (!/^[a-z][a-z_]{1,23}$/.test(def.kind)) throw new Error(`order kind ${def.kind}: lower-case letters and _ only`);
    if (this.#kinds.has(def.kind)) throw new Error(`order kind ${def.kind} is defined twice`);
    this.#kinds.set(def.kind, def as OrderKindDefinition<never>);
  }

  get(kind: string): OrderKindDefinition<unknown> {
    const def = this.#kinds.get(kind);
    if (!def) throw new Error(`order kind ${kind} is not defined`);
    return def as OrderKindDefinition<unknown>;
  }

  has(kind: string): boolean {
    return this.#kinds.has(kind);
  }
}
