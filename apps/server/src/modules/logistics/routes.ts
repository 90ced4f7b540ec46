import { LOGISTICS } from '@haiwai/contracts/logistics/constants';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { PushHub } from '../../core/push/index.js';
import { route } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { buyerOf, type Payments } from '../payments/index.js';
import type { SiteAreaDirectory } from '../site-area/index.js';
import { LogisticsLines } from './lines.js';
import { Shipments } from './shipments.js';

/** The logistics calls (contracts `logistics`, docs/logistics.md): thin handlers over the lines and shipments. */
export function logisticsRoutes(app: FastifyInstance, db: Kysely<DB>, deps: { push: PushHub; payments: Payments; areas: SiteAreaDirectory }) {
  const lines = new LogisticsLines(db);
  const shipments = new Shipments(db, deps.push, deps.payments);
  const areaOf = async (siteAreaId: number) => (await deps.areas.current(siteAreaId)).id;

  route(app, 'logisticsList', async ({ query, ctx, user }) => lines.list(await areaOf(ctx.siteAreaId), query, user));
  route(app, 'logisticsInfo', async ({ params, user }) => lines.info(params.id, user));
  route(app, 'logisticsSave', async ({ body, user }) => lines.save(user, body));
  route(app, 'logisticsListUser', async ({ query, user }) => lines.mine(user, query));
  route(app, 'logisticsDelete', async ({ params, user }) => lines.remove(user, params.id));
  route(app, 'logisticsAdminList', async ({ query, user }) => lines.adminList(user, query));
  route(app, 'logisticsAdminReview', async ({ params, body, user }) => lines.review(user, params.id, body.pass, body.reason));

  route(app, 'logisticsShipmentSave', async ({ body, user }) => shipments.request(user, body), {
    rateLimit: { key: ({ user }) => `logistics:request:${user.id}`, window: 3600, max: LOGISTICS.perHour, message: 'logistics.rate_limit' },
  });
  route(app, 'logisticsShipmentList', async ({ query, user }) => shipments.list(user, query));
  route(app, 'logisticsShipmentInfo', async ({ params, user }) => shipments.detail(user, params.id));
  route(app, 'logisticsShipmentMove', async ({ params, body, user }) => shipments.move(user, params.id, body));
  route(app, 'logisticsShipmentAccept', async ({ params, user, req }) => shipments.accept(user, params.id, (siteAreaId) => buyerOf(req, user.id, siteAreaId)));
  route(app, 'logisticsLog', async ({ body, user }) => shipments.log(user, body));
}
