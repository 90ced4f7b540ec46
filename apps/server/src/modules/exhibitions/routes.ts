import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { route } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import type { SiteAreaDirectory } from '../site-area/index.js';
import { Exhibitions } from './exhibitions.js';
import { exhibitionIcs } from './ics.js';

/** The exhibition calls (contracts `exhibitions`, docs/clubs-exhibitions.md): thin handlers. */
export function exhibitionRoutes(app: FastifyInstance, db: Kysely<DB>, deps: { areas: SiteAreaDirectory; publicUrl: string }) {
  const exhibitions = new Exhibitions(db);
  const areaOf = async (siteAreaId: number) => (await deps.areas.current(siteAreaId)).id;

  route(app, 'exhibitionList', async ({ query, ctx, user }) => exhibitions.list(await areaOf(ctx.siteAreaId), query, user));
  route(app, 'exhibitionInfo', async ({ params, user }) => exhibitions.info(params.id, user));
  route(app, 'exhibitionSave', async ({ body, user }) => exhibitions.save(user, body));
  route(app, 'exhibitionListUser', async ({ query, user }) => exhibitions.mine(user, query));
  route(app, 'exhibitionInterest', async ({ params, body, user }) => exhibitions.interest(user, params.id, body.on));
  route(app, 'exhibitionIcs', async ({ params, query, ctx, reply }) => {
    // Listed exhibitions only (a visitor's link; no token is sent with a download).
    const e = await exhibitions.info(params.id, null);
    const body = exhibitionIcs(e, query.lang ?? ctx.lang, deps.publicUrl);
    await reply.type('text/calendar; charset=utf-8').header('content-disposition', `attachment; filename="exhibition-${e.id}.ics"`).header('cache-control', 'no-store').send(body);
    return '';
  });
  route(app, 'exhibitionAdminList', async ({ query, user }) => exhibitions.adminList(user, query));
  route(app, 'exhibitionAdminReview', async ({ params, body, user }) => exhibitions.review(user, params.id, body.pass, body.reason));
}
