import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../core/module.js';
import { route } from '../../core/routes.js';
import { mayActOn } from '../notices/index.js';
import { putAreaRates } from './admin-rates.js';
import type { RateBook } from './rate-book.js';

/** The rates screen, the converter (spec `POST exchange`) and the admin's rates (spec `admin/siteArea/putExchange`). */
export function exchangeRoutes(app: FastifyInstance, ctx: ModuleContext, book: RateBook) {
  route(app, 'exchangeRates', async ({ ctx: req, query, user }) => {
    const area = await book.area(req.siteAreaId, query.site_area_id);
    // Who set an admin rate is shown to the area's admins only.
    return book.ratesOf(area, user !== null && mayActOn(user, area.id));
  });

  route(app, 'exchange', async ({ ctx: req, body }) => book.convert(await book.area(req.siteAreaId), body.from, body.to, body.amount));

  route(app, 'putExchange', async ({ body, user }) => putAreaRates(ctx.database.db, book, user, body));
}
