import type { FastifyInstance } from 'fastify';
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
  // A review spends its completed stay (`order_id`, the engine's rating ticket: once per order); an answer names none.
  route(app, 'hotelCommentSave', async ({ ctx: req, user, body }) => {
    const { hotel_id, order_id, ...rest } = body;
    const review = body.parent_id === undefined;
    return comments.save(user.id, { ...rest, rating: review ? body.rating : undefined, ticket: review ? order_id : undefined, target_id: hotel_id }, () => areaOf(req.siteAreaId));
  });
  route(app, 'hotelCommentLikeSave', async ({ user, body }) => likedAs('is_like', await comments.like(user.id, body.id, body.on)));
  // A deleted review frees its stay for a new one (the ticket's index counts live reviews only).
  route(app, 'hotelCommentRemove', async ({ user, params }) => comments.remove(user, params.id));
}
