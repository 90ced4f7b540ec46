import type { HotelOrderSaveBody } from '@haiwai/contracts/hotels';
import { LANGS } from '@haiwai/contracts';
import { HOTEL } from '@haiwai/contracts/hotels/constants';
import { badRequest, conflict, notFound } from '../../core/errors.js';
import { t } from '../../core/messages.js';
import type { GrantContext, OrderKindDefinition } from '../payments/index.js';
import { daysBetween, ensureHotelStats, localDay, policyOf } from './hotel-core.js';
import { lockRoom, nightsOf, quoteOf, takeNights } from './nights.js';
import { moveOrder, systemMove, type OrderServices } from './order-moves.js';
import { checkStay, loadRoom } from './rooms.js';

/** What the payment order records of a booking (its `subject`): the stay, the guest's contact, the policy it was placed under. */
interface Booking {
  hotel_id: number;
  room_id: number;
  owner_id: number;
  check_in: string;
  check_out: string;
  rooms: number;
  guests: number;
  contact_name: string;
  contact_phone: string;
  remark: string;
  free_cancel_days: number;
  cancel_fee_percent: number;
  auto_confirm_hours: number;
}

const hotelOrderOf = (ctx: GrantContext) => ctx.trx.selectFrom('hotel_order').selectAll().where('pay_order_id', '=', ctx.order.id).executeTakeFirst();

/**
 * The `hotel` order kind on the payment engine (docs/payments.md, docs/hotels.md). `quote` prices the stay; `hold`
 * takes its rooms under the room type's lock (sold out: 409 and the whole placement rolls back, nothing held) and
 * writes the hotel order; `release` (unpaid for 15 min, cancelled, payment failed) gives them back; a late payment
 * is revived only if the rooms are still free (else the engine refunds it); `fulfil` makes the order paid.
 */
export function hotelOrderKind(svc: OrderServices): OrderKindDefinition<HotelOrderSaveBody> {
  return {
    kind: 'hotel',
    async quote(input, { trx, userId, currency, now }) {
      const found = await loadRoom(trx, input.room_id);
      if (!found) throw notFound('hotel.room_not_found');
      const { room, hotel } = found;
      if (!hotel.live) throw conflict('hotel.not_live');
      if (room.status !== 'online') throw conflict('hotel.room_offline');
      if (hotel.user_id === userId) throw badRequest('hotel.own_hotel');
      checkStay(input.check_in, input.check_out, localDay(now, hotel.time_zone));
      if (room.max_guests * input.rooms < input.guests) throw badRequest('hotel.too_many_guests', { rooms: input.rooms, max: room.max_guests * input.rooms });
      const quote = quoteOf((await nightsOf(trx, [room.id], input.check_in, input.check_out)).get(room.id) ?? [], input.check_in, input.check_out, input.rooms, currency);
      if (!quote.available) throw conflict('hotel.sold_out');
      const policy = policyOf(hotel.attrs);
      const autoConfirm = typeof hotel.attrs.auto_confirm_hours === 'number' ? hotel.attrs.auto_confirm_hours : HOTEL.defaultAutoConfirmHours;
      const nights = daysBetween(input.check_in, input.check_out);
      const title = Object.fromEntries(LANGS.map((lang) => [lang, t(lang, 'hotel.order_title', { hotel: hotel.title, room: room.name, nights })])) as { zh: string; en: string; vi: string };
      const subject: Booking = {
        hotel_id: hotel.id, room_id: room.id, owner_id: hotel.user_id, check_in: input.check_in, check_out: input.check_out, rooms: input.rooms, guests: input.guests,
        contact_name: input.contact_name, contact_phone: input.contact_phone, remark: input.remark, ...policy, auto_confirm_hours: autoConfirm,
      };
      return { title, amount: quote.amount, subject: { ...subject } };
    },

    async hold({ trx, order }) {
      const b = order.subject as unknown as Booking;
      await lockRoom(trx, b.room_id);
      await takeNights(trx, b.room_id, b.check_in, b.check_out, b.rooms);
      await ensureHotelStats(trx, b.hotel_id);
      await trx
        .insertInto('hotel_order')
        .values({
          pay_order_id: order.id, hotel_id: b.hotel_id, room_id: b.room_id, user_id: order.userId, owner_id: b.owner_id, site_area_id: order.siteAreaId,
          check_in: b.check_in, check_out: b.check_out, rooms: b.rooms, guests: b.guests, contact_name: b.contact_name, contact_phone: b.contact_phone, remark: b.remark,
          amount: order.amount, currency: order.currency, free_cancel_days: b.free_cancel_days, cancel_fee_percent: b.cancel_fee_percent, auto_confirm_hours: b.auto_confirm_hours,
        })
        .execute();
    },

    async release(ctx) {
      const o = await hotelOrderOf(ctx);
      if (!o || o.status !== 'awaiting_payment') return;
      const pay = await ctx.trx.selectFrom('pay_order').select('state').where('id', '=', ctx.order.id).executeTakeFirstOrThrow();
      if (pay.state === 'cancelled') await moveOrder(ctx.trx, svc, o.id, { role: 'asker', userId: o.user_id }, 'cancelled');
      else await systemMove(ctx.trx, svc, o.id, 'expired');
    },

    async revive(ctx) {
      const o = await hotelOrderOf(ctx);
      if (!o || o.holding) return Boolean(o);
      await lockRoom(ctx.trx, o.room_id);
      const nights = (await nightsOf(ctx.trx, [o.room_id], o.check_in, o.check_out)).get(o.room_id) ?? [];
      if (nights.some((n) => n.left < o.rooms)) return false;
      await takeNights(ctx.trx, o.room_id, o.check_in, o.check_out, o.rooms);
      // A late payment brings the order back to where it waited (outside the workflow: its closed states are final for people).
      await ctx.trx.updateTable('hotel_order').set({ status: 'awaiting_payment', holding: true, reason: null, updated_at: new Date() }).where('id', '=', o.id).execute();
      return true;
    },

    async fulfil(ctx) {
      const o = await hotelOrderOf(ctx);
      if (!o) throw new Error(`hotel order of payment ${ctx.order.id} is missing`);
      await moveOrder(ctx.trx, svc, o.id, { role: 'system', userId: null }, 'paid', { now: ctx.now });
      if (o.auto_confirm_hours === 0) await moveOrder(ctx.trx, svc, o.id, { role: 'system', userId: null }, 'confirmed', { now: ctx.now });
      return 'done';
    },
  };
}
