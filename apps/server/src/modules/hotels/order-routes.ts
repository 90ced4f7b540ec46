import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { forbidden, notFound } from '../../core/errors.js';
import { idPager } from '../../core/paging/index.js';
import { route } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { buyerOf } from '../payments/index.js';
import { addDays, localDay, policyOf } from './hotel-core.js';
import { nightsOf, quoteOf } from './nights.js';
import { moveOrder, type OrderServices } from './order-moves.js';
import { orderQuery, presentOrder, viewOrder } from './order-view.js';
import { checkStay, loadRoom } from './rooms.js';

const ORDERS_PER_HOUR = 30;
const pager = idPager('hotel.orders');

/** Quotes, booking (through the payment engine), the guest's and the hotel's order lists, and the moves. */
export function orderRoutes(app: FastifyInstance, db: Kysely<DB>, svc: OrderServices) {
  route(app, 'hotelQuote', async ({ query, user }) => {
    const found = await loadRoom(db, query.room_id);
    if (!found || (user?.id !== found.hotel.user_id && (!found.hotel.live || found.room.status !== 'online'))) throw notFound('hotel.room_not_found');
    const { room, hotel } = found;
    const today = localDay(new Date(), hotel.time_zone);
    checkStay(query.check_in, query.check_out, today);
    const quote = quoteOf((await nightsOf(db, [room.id], query.check_in, query.check_out)).get(room.id) ?? [], query.check_in, query.check_out, query.rooms, hotel.currency);
    const policy = policyOf(hotel.attrs);
    const freeUntil = addDays(query.check_in, -policy.free_cancel_days);
    return { ...quote, room_id: room.id, hotel_id: hotel.id, policy, free_cancel_until: freeUntil >= today ? freeUntil : null };
  });

  route(
    app,
    'hotelOrderSave',
    async ({ body, user, req, ctx }) => {
      const found = await loadRoom(db, body.room_id);
      if (!found) throw notFound('hotel.room_not_found');
      // The hotel's area decides the currency and the provider, wherever the guest browses from.
      const started = await svc.payments.place('hotel', body, buyerOf(req, user.id, found.hotel.site_area_id));
      if (!started.order) return { ...started, hotel_order: null };
      const view = await orderQuery(db).where('o.pay_order_id', '=', started.order.id).executeTakeFirstOrThrow();
      return { ...started, hotel_order: presentOrder(view, user.id, ctx.lang) };
    },
    { rateLimit: { key: ({ user }) => `hotel:order:${user.id}`, window: 3600, max: ORDERS_PER_HOUR, message: 'hotel.order_limit' } },
  );

  const listOf = (side: 'o.user_id' | 'o.owner_id') => async ({ query, user, ctx }: { query: { status?: string; cursor?: string; limit: number; hotel_id?: number }; user: { id: number }; ctx: { lang: 'zh' | 'en' | 'vi' } }) => {
    let q = orderQuery(db).where(side, '=', user.id);
    if (query.status) q = q.where('o.status', '=', query.status as never);
    if (query.hotel_id) q = q.where('o.hotel_id', '=', query.hotel_id);
    const total = Number((await q.clearSelect().select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    const after = pager.after(query.cursor, 'o.id', 'desc');
    const rows = await (after ? q.where(after) : q).orderBy('o.id', 'desc').limit(query.limit + 1).execute();
    const page = pager.take(rows, query.limit, 'desc');
    const now = new Date();
    return { list: page.rows.map((r) => presentOrder(r, user.id, ctx.lang, now)), total, next_cursor: page.next_cursor, has_more: page.has_more };
  };
  route(app, 'hotelOrderList', listOf('o.user_id'));
  route(app, 'hotelOrderListHotel', listOf('o.owner_id'));

  route(app, 'hotelOrderInfo', async ({ params, user, ctx }) => {
    const o = await viewOrder(db, params.id);
    if (!o) throw notFound('hotel.order_not_found');
    if (o.user_id !== user.id && o.owner_id !== user.id) throw forbidden();
    return presentOrder(o, user.id, ctx.lang);
  });

  route(app, 'hotelOrderFieldUpdate', async ({ params, body, user, ctx }) => {
    const o = await viewOrder(db, params.id);
    if (!o) throw notFound('hotel.order_not_found');
    if (o.user_id !== user.id && o.owner_id !== user.id) throw forbidden();
    const guestMove = body.status === 'cancelled';
    if (guestMove && o.user_id !== user.id) throw forbidden('hotel.order_guest_only');
    if (!guestMove && o.owner_id !== user.id) throw forbidden('hotel.order_hotel_only');
    if (guestMove && o.status === 'awaiting_payment') {
      // An unpaid order is cancelled through its payment: the engine frees the hold (our kind's `release` moves the order).
      await svc.payments.desk.cancel(Number(o.pay_order_id), user.id, ctx.lang);
    } else {
      await db.transaction().execute((trx) => moveOrder(trx, svc, o.id, { role: guestMove ? 'asker' : 'owner', userId: user.id }, body.status, { reason: body.reason }));
    }
    return presentOrder((await viewOrder(db, params.id))!, user.id, ctx.lang);
  });
}
