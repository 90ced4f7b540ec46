import type { HotelOrderStatus } from '@haiwai/contracts/hotels/constants';
import { HOTEL } from '@haiwai/contracts/hotels/constants';
import { fromMinor } from '@haiwai/contracts/payments/constants';
import type { Transaction } from 'kysely';
import { AppError, badRequest, forbidden, notFound } from '../../core/errors.js';
import type { PushHub } from '../../core/push/index.js';
import type { Timers } from '../../core/timers/index.js';
import { auditDetail, transition, type Actor, type Change, type Outcome, type Refusal } from '../../core/workflow/index.js';
import { afterCommit } from '../../db/after-commit.js';
import type { DB } from '../../db/schema.js';
import { audit, NoticeService } from '../notices/index.js';
import type { Payments } from '../payments/index.js';
import { cancelRefund, localDay } from './hotel-core.js';
import { giveNights } from './nights.js';
import { hotelOrderFlow } from './order-flow.js';
import { viewOrder, type OrderView } from './order-view.js';

/** What moving an order needs besides the transaction: the payment engine (refunds), the timers, the push channel. */
export interface OrderServices {
  payments: Payments;
  timers: Timers;
  push: PushHub;
}

export const CONFIRM_JOB = 'hotel_order.confirm';
export const COMPLETE_JOB = 'hotel_order.complete';
export const confirmKey = (id: number) => `hotel-confirm:${id}`;
export const completeKey = (id: number) => `hotel-complete:${id}`;

type Move = Change<HotelOrderStatus, OrderView>;

const GUEST_PAGE = '/pagesA/hotel/order';
const HOTEL_PAGE = '/pagesA/hotel/hotel-order';

function refuse(refusal: Refusal<HotelOrderStatus>, row: OrderView | null) {
  if (refusal.why === 'missing') return notFound('hotel.order_not_found');
  if (refusal.why === 'actor') return forbidden(refusal.by.includes('asker') ? 'hotel.order_guest_only' : 'hotel.order_hotel_only');
  if (refusal.why === 'reason') return badRequest('field.reason_required');
  return badRequest('hotel.order_bad_move', { status: row?.status ?? '' });
}

/** Both sides hear of every move: a notice in their notice centre (pushed live as `notice_unread`) and a `hotel_order` frame. */
async function notify(move: Move, push: PushHub, refund: number | null) {
  const { trx, id, to, row } = move;
  const notices = new NoticeService(trx);
  const params = {
    hotel: row.hotel_title,
    room: row.room_name,
    dates: `${row.check_in} – ${row.check_out}`,
    name: row.contact_name,
    reason: move.reason ?? '',
    refund: `${fromMinor(refund ?? 0, row.currency)} ${row.currency}`,
  };
  const common = { kind: 'hotel_order', refType: 'hotelOrder', refId: id, siteAreaId: row.site_area_id, title: { key: `notice.hotel_order.${to}.title` } } as const;
  await notices.notify(row.user_id, { ...common, body: { key: `notice.hotel_order.${to}.guest`, params } as never, link: `${GUEST_PAGE}?id=${id}` } as never);
  await notices.notify(row.owner_id, { ...common, body: { key: `notice.hotel_order.${to}.hotel`, params } as never, link: `${HOTEL_PAGE}?id=${id}` } as never);
  await afterCommit(trx, () => push.publish({ to: { users: [row.user_id, row.owner_id] }, event: 'hotel_order', payload: { id, status: to } }));
}

const auditMove = (move: Move) =>
  audit(move.trx, { adminId: move.actor.userId ?? move.row.owner_id, siteAreaId: move.row.site_area_id, targetType: 'hotelOrder', ...auditDetail(hotelOrderFlow, move) });

/** Noon after the check-out day, in UTC: a stay nobody checked out is completed then. */
const completeAt = (checkOut: string) => new Date(Date.parse(`${checkOut}T00:00:00Z`) + (24 + HOTEL.autoCompleteHours) * 3_600_000);

/**
 * Moves order `id` for `actor`, with what each state brings: a paid order waits for the hotel until its auto-confirm
 * time (a durable timer); a rejection refunds everything, a cancellation what the order's policy says, and both give
 * the rooms back; a check-in schedules the completion. The payment order is locked first (the payment engine's
 * settlement locks it before the hotel order too), so concurrent moves and settlements queue in one order.
 */
export async function moveOrder(trx: Transaction<DB>, svc: OrderServices, id: number, actor: Actor, to: HotelOrderStatus, opts: { reason?: string; now?: Date } = {}): Promise<Outcome<HotelOrderStatus, OrderView>> {
  const now = opts.now ?? new Date();
  const head = await trx.selectFrom('hotel_order').select(['pay_order_id']).where('id', '=', id).executeTakeFirst();
  if (!head) throw notFound('hotel.order_not_found');
  await trx.selectFrom('pay_order').select('id').where('id', '=', Number(head.pay_order_id)).forUpdate().execute();
  let refund: number | null = null;
  return transition(trx, hotelOrderFlow, { table: 'hotel_order', stamp: 'updated_at', view: viewOrder }, id, actor, to, {
    reason: opts.reason,
    now,
    guard: ({ row }) => {
      const today = localDay(now, row.time_zone);
      if (to === 'cancelled' && row.status !== 'awaiting_payment' && today >= row.check_in) throw badRequest('hotel.order_started');
      if ((to === 'checked_in' || to === 'no_show') && today < row.check_in) throw badRequest('hotel.order_too_early', { date: row.check_in });
    },
    set: ({ row, reason }) => {
      const amount = Number(row.amount);
      if (to === 'paid') return row.auto_confirm_hours > 0 ? { confirm_by: new Date(now.getTime() + row.auto_confirm_hours * 3_600_000) } : {};
      if (to === 'confirmed') return { confirm_by: null };
      if (to === 'rejected' || to === 'cancelled' || to === 'expired') {
        if (to === 'rejected') refund = amount;
        else if (to === 'cancelled' && row.status !== 'awaiting_payment') refund = cancelRefund(amount, { free_cancel_days: row.free_cancel_days, cancel_fee_percent: row.cancel_fee_percent }, row.check_in, localDay(now, row.time_zone));
        return { holding: false, confirm_by: null, reason, refund_amount: Number(row.refund_amount) + (refund ?? 0) };
      }
      return {};
    },
    refuse,
    audit: auditMove,
    notify: async (move) => {
      await effects(move, svc, refund, now);
      await notify(move, svc.push, refund);
    },
  });
}

/** The rooms, money and timers a move brings (same transaction as the move). */
async function effects(move: Move, svc: OrderServices, refund: number | null, now: Date) {
  const { trx, id, to, row } = move;
  if ((to === 'rejected' || to === 'cancelled' || to === 'expired') && row.holding) await giveNights(trx, row.room_id, row.check_in, row.check_out, row.rooms);
  if (refund !== null && refund > 0) await svc.payments.refundIn(trx, Number(row.pay_order_id), refund, to === 'rejected' ? 'hotel.refund.rejected' : 'hotel.refund.cancelled');
  if (to === 'paid' && row.auto_confirm_hours > 0) {
    await svc.timers.schedule(CONFIRM_JOB, new Date(now.getTime() + row.auto_confirm_hours * 3_600_000), { id }, { key: confirmKey(id), db: trx });
  }
  if (to === 'confirmed' || to === 'rejected' || to === 'cancelled') await svc.timers.cancel(confirmKey(id), { db: trx });
  if (to === 'checked_in') await svc.timers.schedule(COMPLETE_JOB, completeAt(row.check_out), { id }, { key: completeKey(id), db: trx });
  if (to === 'completed') await svc.timers.cancel(completeKey(id), { db: trx });
}

/** A system move that may find the order already elsewhere (answered, cancelled): then nothing to do. */
export async function systemMove(trx: Transaction<DB>, svc: OrderServices, id: number, to: HotelOrderStatus): Promise<boolean> {
  const row = await trx.selectFrom('hotel_order').select('status').where('id', '=', id).executeTakeFirst();
  if (!row) return false;
  const allowed = hotelOrderFlow.moves.some((m) => m.to === to && m.by === 'system' && m.from.includes(row.status));
  if (!allowed) return false;
  try {
    await moveOrder(trx, svc, id, { role: 'system', userId: null }, to);
    return true;
  } catch (err) {
    // Moved meanwhile (the refusal comes before anything is written): the later answer stands.
    if (err instanceof AppError) return false;
    throw err;
  }
}
