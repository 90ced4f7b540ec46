import { defineModule } from '../../core/module.js';
import { adKind } from './ad-kind.js';
import { AdSlides } from './ad-slides.js';
import { adAdminRoutes } from './admin-routes.js';
import { adDevRoute } from './dev-route.js';
import { adsMessages } from './messages.js';
import { adsMigrations } from './migrations/index.js';
import { adReviewQueue } from './review-queue.js';
import { adRoutes } from './routes.js';

declare module '../../core/module.js' {
  interface Provided {
    /** Today's approved ads of a position, as carousel slides. */
    adSlides: AdSlides;
  }
}

/**
 * Ad slots in the home carousel (docs/ads.md): the `ad` order kind on the payment engine (days held per area
 * and position, one buyer per day), the area admins' review (rejection refunds), and the approved ads joining
 * the carousel on their days.
 */
export const adsModule = defineModule<'adSlides'>({
  name: 'ads',
  messages: adsMessages,
  migrations: adsMigrations,
  uses: ['payments', 'siteAreas', 'carousels'],
  provides: (ctx) => ({ adSlides: new AdSlides(ctx.database.db) }),
  init: (ctx) => {
    ctx.use('payments').defineKind(adKind);
    const slides = ctx.use('adSlides');
    ctx.use('carousels').addSource((siteAreaId, position, lang) => slides.list(siteAreaId, position, lang));
  },
  // Creatives waiting for review, in the operators' console (docs/console.md).
  reviewQueues: (ctx) => [adReviewQueue(ctx.database.db, ctx.use('payments'), ctx.use('adSlides'))],
  routes: async (app, ctx) => {
    const db = ctx.database.db;
    const payments = ctx.use('payments');
    const slides = ctx.use('adSlides');
    adRoutes(app, { db, payments, areas: ctx.use('siteAreas') });
    adAdminRoutes(app, db, payments, slides);
    if (ctx.config.devRoutes) await adDevRoute(app, slides);
  },
});
