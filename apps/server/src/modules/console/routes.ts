import { QUEUE_GROUPS, type QueueGroup } from '@haiwai/contracts/console';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../core/module.js';
import { route } from '../../core/routes.js';
import { Claims } from './claims.js';
import { consoleMe } from './me.js';
import { Reasons } from './reasons.js';
import { QueueRegistry } from './registry.js';
import { ReviewService } from './review-service.js';

/** The console's calls (docs/console.md): who I am, the two queue families, and the reject reasons. */
export function consoleRoutes(app: FastifyInstance, ctx: ModuleContext) {
  const db = ctx.database.db;
  const registry = new QueueRegistry(() => ctx.reviewQueues());
  const reasons = new Reasons(db, (key) => registry.has(key));
  const service = new ReviewService(db, new Claims(), reasons, ctx.log);
  app.addHook('onReady', async () => registry.check());

  route(app, 'consoleMe', ({ user, ctx: c }) => consoleMe(db, user, c.lang));
  for (const group of QUEUE_GROUPS) queueFamily(app, group, registry, service, reasons);

  route(app, 'consoleReasonList', ({ user, query, ctx: c }) => reasons.list(user, query.site_area_id, c.lang));
  route(app, 'consoleReasonSave', ({ user, body, ctx: c }) => reasons.save(user, body, c.lang));
  route(app, 'consoleReasonDelete', async ({ user, body }) => {
    await reasons.remove(user, body.id);
    return null;
  });
}

const NAMES = {
  review: { queues: 'consoleReviewQueues', items: 'consoleReviewItems', item: 'consoleReviewItem', claim: 'consoleReviewClaim', release: 'consoleReviewRelease', decide: 'consoleReviewDecide', reasons: 'consoleReviewReasons' },
  service: { queues: 'consoleServiceQueues', items: 'consoleServiceItems', item: 'consoleServiceItem', claim: 'consoleServiceClaim', release: 'consoleServiceRelease', decide: 'consoleServiceDecide', reasons: 'consoleServiceReasons' },
} as const;

/** One family's calls; both families have the same shapes (only their permission differs), hence the casts to the review names. */
function queueFamily(app: FastifyInstance, group: QueueGroup, registry: QueueRegistry, service: ReviewService, reasons: Reasons) {
  const n = NAMES[group] as (typeof NAMES)['review'];
  route(app, n.queues, ({ user, query, ctx }) => service.summaries(user, registry.of(group), ctx.lang, query.site_area_id));
  route(app, n.items, ({ user, params, query }) => service.items(user, registry.get(group, params.queue), query));
  route(app, n.item, ({ user, params }) => service.item(user, registry.get(group, params.queue), params.id));
  route(app, n.claim, ({ user, params, body }) => service.claim(user, registry.get(group, params.queue), body.id));
  route(app, n.release, async ({ user, params, body }) => {
    await service.release(user, registry.get(group, params.queue), body.id);
    return null;
  });
  route(app, n.decide, async ({ user, params, body, ctx }) => ({ results: await service.decide(user, registry.get(group, params.queue), body, ctx.lang) }));
  route(app, n.reasons, ({ user, query, ctx }) => reasons.list(user, query.site_area_id, ctx.lang, query.queue));
}
