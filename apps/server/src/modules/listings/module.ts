import { defineModule } from '../../core/module.js';
import { listingTranslationSource } from './translation-source.js';
import { listingCardLookup } from './card-lookup.js';
import { listingFirstCards } from './first-cards.js';
import { listingFirstPhoto } from './first-photo.js';
import { ListingKindHooks, listingRoutes, registerListingReportTargets } from './index.js';
import { listingMessages } from './messages.js';
import { declareListingHeads } from './page-heads.js';
import { listingMigrations } from './migrations/index.js';
import { ownerCountRoutes } from './owner-counts.js';
import { listingReviewQueues } from './review-queues.js';
import { seedListingDemo } from './seed/demo.js';
import { seedListingReference } from './seed/reference.js';

declare module '../../core/module.js' {
  interface Provided {
    /** Kind-specific behaviour other modules plug into the engine. */
    listingKindHooks: ListingKindHooks;
    /** The card a "contact the publisher" chat starts with. */
    listingCards: ReturnType<typeof listingCardLookup>;
    /** The first photo a listing's detail page shows, for the app shell to preload. */
    listingFirstPhoto: ReturnType<typeof listingFirstPhoto>;
    /** The first cards a kind's list shows, for the app shell to paint. */
    listingFirstCards: ReturnType<typeof listingFirstCards>;
  }
}

/** The listing engine: every classified kind's calls, regional review, search. */
export const listingsModule = defineModule<'listingKindHooks' | 'listingCards' | 'listingFirstPhoto' | 'listingFirstCards'>({
  name: 'listings',
  migrations: listingMigrations,
  messages: listingMessages,
  seed: { reference: seedListingReference, demo: seedListingDemo },
  provides: (ctx) => ({
    listingKindHooks: new ListingKindHooks(),
    listingCards: listingCardLookup(ctx.database.db),
    listingFirstPhoto: listingFirstPhoto(ctx.database.db),
    listingFirstCards: listingFirstCards(ctx.database.db),
  }),
  // sensitiveWords: moderation is listed later; its service is there by the time routes are made (core/compose.ts).
  uses: ['siteAreas', 'reportTargets', 'pageHeads', 'translationSources', 'sensitiveWords'],
  // Every listing kind is a report target of the notices module's queue.
  init: (ctx) => {
    registerListingReportTargets(ctx.use('reportTargets'), ctx.database.db);
    declareListingHeads(ctx.use('pageHeads'), ctx.database.db); // every kind's page heads and sitemaps (docs/links.md)
    ctx.use('translationSources').register('listing', listingTranslationSource(ctx.database.db)); // "Translate" (docs/translation.md)
  },
  // One review queue per kind in the operators' console (docs/console.md).
  reviewQueues: (ctx) => listingReviewQueues(ctx.database.db, ctx.use('listingKindHooks')),
  routes: (app, ctx) => {
    listingRoutes(app, ctx, ctx.use('siteAreas'), ctx.use('listingKindHooks'), ctx.use('sensitiveWords'));
    ownerCountRoutes(app, ctx.database.db);
  },
});
