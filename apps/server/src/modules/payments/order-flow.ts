import type { OrderState } from '@haiwai/contracts/payments/constants';
import type { Transaction } from 'kysely';
import { conflict, notFound } from '../../core/errors.js';
import { defineWorkflow, transition, type Actor } from '../../core/workflow/index.js';
import type { DB } from '../../db/schema.js';

/**
 * The order's state machine (docs/payments.md §1). Roles: `asker` the buyer, `owner` an admin (refunds),
 * `system` the providers' callbacks and the timers. Only `refunded` is final for the workflow: a payment that
 * arrives after an order expired, was cancelled or failed still moves it to `paid` (then it is revived or
 * refunded), so money is never taken without the order saying so.
 */
export const orderFlow = defineWorkflow<OrderState>({
  name: 'pay_order',
  states: ['created', 'awaiting_payment', 'paid', 'fulfilled', 'cancelled', 'expired', 'failed', 'partly_refunded', 'refunded'],
  initial: 'created',
  terminal: ['refunded'],
  moves: [
    { from: ['created'], to: 'awaiting_payment', by: 'system' },
    { from: ['created', 'awaiting_payment', 'expired', 'cancelled', 'failed'], to: 'paid', by: 'system' },
    { from: ['paid'], to: 'fulfilled', by: 'system' },
    { from: ['created', 'awaiting_payment'], to: 'cancelled', by: 'asker' },
    { from: ['created', 'awaiting_payment'], to: 'expired', by: 'system' },
    { from: ['created', 'awaiting_payment'], to: 'failed', by: 'system' },
    { from: ['paid', 'fulfilled'], to: 'partly_refunded', by: 'owner' },
    { from: ['paid', 'fulfilled'], to: 'partly_refunded', by: 'system' },
    { from: ['paid', 'fulfilled', 'partly_refunded'], to: 'refunded', by: 'owner' },
    { from: ['paid', 'fulfilled', 'partly_refunded'], to: 'refunded', by: 'system' },
  ],
  repeat: 'refuse',
});

export interface MoveOptions {
  reason?: string | null;
  /** Further columns the move writes (paid_at, payment_ref…). */
  set?: Record<string, unknown>;
}

/** Moves an order (locked `for update`), writing its audit row in `pay_order_move`; a refused move is a 409 saying the order's state. */
export async function moveOrder(trx: Transaction<DB>, id: number, to: OrderState, actor: Actor, opts: MoveOptions = {}): Promise<void> {
  await transition(trx, orderFlow, { table: 'pay_order', key: 'id', status: 'state', stamp: 'updated_at' }, id, actor, to, {
    reason: opts.reason ?? null,
    set: () => ({ ...opts.set, ...(closes(to) ? { closed_at: new Date() } : to === 'paid' ? { closed_at: null } : {}) }),
    refuse: (refusal, row) => (refusal.why === 'missing' ? notFound('pay.order_not_found') : conflict('pay.order_state', { state: String((row as { state?: string } | null)?.state ?? '') })),
    audit: (change) => recordMove(trx, id, change.from, change.to, actor, change.reason),
  });
}

/** A move's audit row; also written by hand for a further partial refund, which keeps the state. */
export async function recordMove(trx: Transaction<DB>, orderId: number, from: OrderState, to: OrderState, actor: Actor, reason: string | null) {
  await trx.insertInto('pay_order_move').values({ order_id: orderId, from_state: from, to_state: to, actor_role: actor.role, actor_user_id: actor.userId, reason }).execute();
}

const closes = (to: OrderState) => to === 'cancelled' || to === 'expired' || to === 'failed' || to === 'refunded';

export const SYSTEM: Actor = { role: 'system', userId: null };
