import type { FastifyInstance } from 'fastify';
import { conflict, forbidden, notFound } from '../../core/errors.js';
import type { ModuleContext } from '../../core/module.js';
import { route } from '../../core/routes.js';
import { likedAs } from '../comments/index.js';
import { hotelComments } from './comments.js';
import { orderRoutes } from './order-routes.js';
import type { OrderServices } from './order-moves.js';
import { roomRoutes } from './rooms.js';
import { tagRoutes } from './tags.js';

/** The hotels module's calls (the hotel's own come from the listing engine): thin handlers over this folder. */
export function hotelRoutes(app: FastifyInstance, ctx: ModuleContext, svc: OrderServices) {
  const db = ctx.database.db;
  const areas = ctx.use('siteAreas');
  tagRoutes(app, db, areas);
  roomRoutes(app, db);
  orderRoutes(app, db, svc);

  const comments = ctx.use('commentables').of(hotelComments);
  const areaOf = async (headerArea: number) => (await areas.current(headerArea)).id;
  route(app, 'hotelCommentList', async ({ user, query }) => comments.list(user?.id ?? null, { ...query, target_id: query.hotel_id }));
  route(app, 'hotelCommentSave', async ({ ctx: req, user, body }) => {
    const { hotel_id, order_id, ...rest } = body;
    if (body.parent_id === undefined) {
      // A review is about one completed stay of the reviewer at this hotel, once.
      const order = await db.selectFrom('hotel_order').select(['id', 'user_id', 'hotel_id', 'status', 'review_id']).where('id', '=', order_id!).executeTakeFirst();
      if (!order || order.user_id !== user.id || order.hotel_id !== hotel_id || order.status !== 'completed') throw forbidden('hotel.review_needs_stay');
      if (order.review_id !== null) throw conflict('hotel.reviewed_already');
    }
    const saved = await comments.save(user.id, { ...rest, rating: body.parent_id === undefined ? body.rating : undefined, target_id: hotel_id }, () => areaOf(req.siteAreaId));
    if (order_id !== undefined && body.parent_id === undefined) {
      await db.updateTable('hotel_order').set({ review_id: saved.id }).where('id', '=', order_id).where('review_id', 'is', null).execute();
    }
    return saved;
  });
  route(app, 'hotelCommentLikeSave', async ({ user, body }) => likedAs('is_like', await comments.like(user.id, body.id, body.on)));
  route(app, 'hotelCommentRemove', async ({ user, params }) => {
    const row = await db.selectFrom('hotel_comment').select('id').where('id', '=', params.id).where('deleted_at', 'is', null).executeTakeFirst();
    if (!row) throw notFound('comment.not_found');
    const result = await comments.remove(user, params.id);
    // A deleted review frees its stay for a new one.
    await db.updateTable('hotel_order').set({ review_id: null }).where('review_id', '=', params.id).execute();
    return result;
  });
}
