import type { Lang } from '@haiwai/contracts';
import type { RechargeOrder } from '@haiwai/contracts/recharge';
import { rechargeOperator, type RechargeState } from '@haiwai/contracts/recharge/constants';
import type { OrderState } from '@haiwai/contracts/payments/constants';
import type { Kysely } from 'kysely';
import { idPager } from '../../core/paging/index.js';
import { isMessageKey, t } from '../../core/messages.js';
import type { DB } from '../../db/schema.js';
import { epochSecondsOrNull } from '../../core/time.js';

const pages = idPager('recharge-orders');

/** The list's four states (and `closed`) from the engine's order states: the engine is the one truth of money. */
const STATE_OF: Record<OrderState, RechargeState> = {
  created: 'unpaid',
  awaiting_payment: 'unpaid',
  paid: 'topping_up',
  fulfilled: 'done',
  partly_refunded: 'refunded',
  refunded: 'refunded',
  cancelled: 'closed',
  expired: 'closed',
  failed: 'closed',
};
const ENGINE_STATES: Record<RechargeState, OrderState[]> = {
  unpaid: ['created', 'awaiting_payment'],
  topping_up: ['paid'],
  done: ['fulfilled'],
  refunded: ['partly_refunded', 'refunded'],
  closed: ['cancelled', 'expired', 'failed'],
};

function query(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('recharge_topup as r')
    .innerJoin('pay_order as o', 'o.id', 'r.order_id')
    .select(['o.id', 'o.order_no', 'o.state', 'o.amount', 'o.currency', 'o.failure', 'o.provider', 'o.expires_at', 'o.created_at', 'o.paid_at', 'o.fulfilled_at'])
    .select(['r.phone_e164', 'r.operator_id', 'r.face_value', 'r.face_currency', 'r.done_at'])
    .where('r.user_id', '=', userId);
}
type Row = Awaited<ReturnType<ReturnType<typeof query>['execute']>>[number];

function present(r: Row, lang: Lang, now = new Date()): RechargeOrder {
  const state = STATE_OF[r.state];
  return {
    id: Number(r.id),
    order_no: r.order_no,
    phone: r.phone_e164,
    operator_id: r.operator_id,
    operator_name: rechargeOperator(r.operator_id)?.name ?? r.operator_id,
    face_value: r.face_value,
    face_currency: r.face_currency,
    amount: Number(r.amount),
    currency: r.currency.trim(),
    state,
    failure: state === 'refunded' && r.failure ? (isMessageKey(r.failure) ? t(lang, r.failure) : r.failure) : null,
    created_at: epochSecondsOrNull(r.created_at) ?? 0,
    paid_at: epochSecondsOrNull(r.paid_at),
    done_at: epochSecondsOrNull(r.fulfilled_at ?? r.done_at),
    can_pay: state === 'unpaid' && new Date(r.expires_at) > now && r.provider !== null,
  };
}

/** My top-ups, newest first, optionally in one state. */
export async function listMyTopUps(db: Kysely<DB>, userId: number, lang: Lang, q: { state?: RechargeState; cursor?: string; limit: number }) {
  const after = pages.after(q.cursor, 'o.id');
  let rows = query(db, userId);
  if (q.state) rows = rows.where('o.state', 'in', ENGINE_STATES[q.state]);
  if (after) rows = rows.where(after);
  const found = await rows.orderBy('o.id', 'desc').limit(q.limit + 1).execute();
  const page = pages.take(found.map((r) => ({ ...r, id: Number(r.id) })), q.limit);
  return { list: page.rows.map((r) => present(r, lang)), next_cursor: page.next_cursor };
}

/** One of my top-ups; undefined for another person's or none. */
export async function myTopUp(db: Kysely<DB>, userId: number, orderId: number, lang: Lang): Promise<RechargeOrder | undefined> {
  const row = await query(db, userId).where('o.id', '=', orderId).executeTakeFirst();
  return row ? present(row, lang) : undefined;
}
