import type { FastifyInstance } from 'fastify';
import { EXPOSURE_ORDER_KIND } from '@haiwai/contracts/exposures/constants';
import { route } from '../../core/routes.js';
import type { ModuleContext } from '../../core/module.js';
import { countedSends, createSmsProvider, SmsService } from '../auth/index.js';
import { buyerOf, type Payments } from '../payments/index.js';
import type { PrivateMedia } from '../media/index.js';
import type { SiteAreaDirectory } from '../site-area/index.js';
import { Exposures } from './exposures.js';
import { ExposureReplies } from './replies.js';
import type { ExposureReview } from './review.js';

/** Releases per member and hour (an exposure is reviewed by a person: a flood would bury the queue). */
const RELEASE_PER_HOUR = 10;

/** The exposure board's calls (contracts `exposures`, docs/exposures.md): thin handlers over the services. */
export function exposureRoutes(app: FastifyInstance, ctx: ModuleContext, deps: { media: PrivateMedia; payments: Payments; areas: SiteAreaDirectory; review: ExposureReview }) {
  const { db } = ctx.database;
  const exposures = new Exposures(db, deps.media, ctx.timers);
  const replies = new ExposureReplies(db, new SmsService(db, countedSends(createSmsProvider(ctx), ctx.metrics), ctx.config.TOKEN_SECRET));
  const areaOf = (siteAreaId: number) => deps.areas.current(siteAreaId);

  route(app, 'exposureList', async ({ query, ctx: c, user }) => exposures.list((await areaOf(c.siteAreaId)).id, query, user));
  route(app, 'exposureInfo', async ({ params, user }) => exposures.info(params.id, user));
  route(app, 'exposureInfoQuery', async ({ query, user }) => exposures.info(query.id, user));
  route(app, 'exposureSettings', async ({ ctx: c }) => {
    const area = await areaOf(c.siteAreaId);
    return exposures.settings(area.id, area.currency.trim());
  });
  route(
    app,
    'exposureSave',
    async ({ body, ctx: c, user }) => {
      const area = await areaOf(c.siteAreaId);
      return exposures.save(user, area.id, area.currency.trim(), body);
    },
    { rateLimit: { key: ({ user }) => `exposure:save:${user.id}`, window: 3600, max: RELEASE_PER_HOUR, message: 'exposure.rate_limit' } },
  );
  route(app, 'exposurePay', async ({ body, user, req }) => {
    // The exposure's area is the order's (its currency); the header's area is only the screen's.
    const row = await db.selectFrom('exposure').select('site_area_id').where('id', '=', body.id).executeTakeFirst();
    return deps.payments.place(EXPOSURE_ORDER_KIND, body, buyerOf(req, user.id, row?.site_area_id ?? (await areaOf(0)).id));
  });
  route(app, 'exposureListUser', async ({ query, user }) => exposures.mine(user, query));
  route(app, 'exposureRenew', async ({ params, user }) => exposures.renew(user, params.id));
  route(app, 'exposureDelete', async ({ params, user }) => exposures.withdraw(user, params.id));
  route(app, 'exposureCheck', async ({ query }) => exposures.check(query.user_id));
  route(app, 'exposureReplyCode', async ({ params, body, user, req, ctx: c }) => replies.sendCode(user, params.id, body, req.ip, c.lang));
  route(app, 'exposureReply', async ({ params, body, user }) => {
    await replies.reply(user, params.id, body);
    return exposures.info(params.id, user);
  });

  route(app, 'exposureAdminList', async ({ query, user }) => deps.review.list(user, query));
  route(app, 'exposureAdminReview', async ({ params, body, user }) => deps.review.review(user, params.id, body));
  route(app, 'exposureAdminReplyReview', async ({ params, body, user }) => deps.review.reviewReply(user, params.id, body));
  route(app, 'exposureAdminSettings', async ({ body, user }) => deps.review.saveSettings(user, body.site_area_id, body.days));
}
