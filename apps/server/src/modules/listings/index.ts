import { idSchema, LISTING_KIND_NAMES, LISTING_KINDS, type ListingKind } from '@haiwai/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Deps } from '../../core/deps.js';
import { SettingsStore } from '../basis/index.js';
import type { SensitiveWords } from '../moderation/index.js';
import type { ReportTargetRegistry } from '../notices/index.js';
import type { SiteAreaDirectory } from '../site-area/index.js';
import { adminRoutes } from './admin-routes.js';
import { commonRoutes } from './common-routes.js';
import type { KindHooks } from './hooks.js';
import { kindRoutes } from './kind-routes.js';
import { ListingPolicy } from './listing-core.js';
import { flushSearchLog, onSearchLogError } from './search-log.js';

// What other modules use of the engine (jobs and companies build their pages from its cards and details).
export { cardQuery, liveWhere, presentCard, seconds } from './cards.js';
export { isLive } from './lifecycle.js';
export { loadRow, presentDetail, visibleTo, ListingPolicy } from './listing-core.js';
// Demo seeds of kinds that live in their own modules (guides) store rows the way the engine does.
export { searchVector, toColumns } from './listing-core.js';
export { liveCount } from './live-limit.js';
export { publisherPage, readPage } from './pages.js';
export { countView } from './views.js';
export { listWhere } from './list-query.js';
export { listingInfo } from './kind-routes.js';
export { documentLexemes, queryLexemes, toTsQuery } from '../../core/search-text.js';
export { SEGMENTED_SCRIPT_CLASS } from '../../core/segment.js';
export type { KindHooks, KindListHook, OpeningGate } from './hooks.js';

/**
 * Where other modules plug kind-specific behaviour into the engine (jobs: the publisher's company, resume
 * unlocks). Filled in the modules' `init`, before any route runs; kinds without hooks use the engine as it is.
 */
export class ListingKindHooks {
  private readonly byKind = new Map<ListingKind, KindHooks>();
  extend(kind: ListingKind, hooks: KindHooks): void {
    // Into the same object: routes hold the kind's hooks object, so a later extend still reaches them.
    Object.assign(this.of(kind), hooks);
  }
  of(kind: ListingKind): KindHooks {
    let hooks = this.byKind.get(kind);
    if (!hooks) this.byKind.set(kind, (hooks = {}));
    return hooks;
  }
}

/** Every listing kind's calls, the admin review calls, and the shared ones. */
export function listingRoutes(app: FastifyInstance, deps: Deps, areas: SiteAreaDirectory, kindHooks: ListingKindHooks, words: SensitiveWords) {
  const policy = new ListingPolicy(new SettingsStore(deps.database.db), words);
  for (const def of Object.values(LISTING_KINDS)) {
    const hooks = kindHooks.of(def.kind as ListingKind);
    kindRoutes(app, deps, areas, policy, def, hooks);
    adminRoutes(app, deps, areas, policy, def, hooks);
  }
  commonRoutes(app, deps, areas);
  // Searches are logged a second later, in batches (search-log.ts): what is waiting is written before the database closes.
  onSearchLogError((err) => deps.log.warn({ err }, 'listings: search log write failed'));
  app.addHook('onClose', () => flushSearchLog(deps.database.db));
}

const TARGET_ALIASES: Record<string, ListingKind> = { 'second-hand': 'shGoods', resume: 'jobHunt' };

/** A report's target type → listing kind: the kind's name (`shGoods`), lower case or kebab (`sh-goods`), or an alias. */
export function kindOfTarget(type: string): ListingKind | null {
  if (TARGET_ALIASES[type]) return TARGET_ALIASES[type];
  const flat = type.replace(/-/g, '').toLowerCase();
  return LISTING_KIND_NAMES.find((k) => k.toLowerCase() === flat) ?? null;
}

/**
 * Listings as report targets (the notices module's registry): one type per kind, under its name and aliases
 * (`shGoods`, `sh-goods`, `second-hand`). A report belongs to the listing's site area. Only what the public
 * can see may be reported (live or sold, not deleted); anything else is a 404. Listings have no `hide` hook:
 * an admin takes one offline on its own review screen.
 */
export function registerListingReportTargets(registry: ReportTargetRegistry, db: Kysely<DB>): void {
  for (const kind of LISTING_KIND_NAMES) {
    const aliases = Object.entries(TARGET_ALIASES).filter(([, k]) => k === kind).map(([alias]) => alias);
    registry.register(kind, { resolve: (id) => resolveListing(db, kind, id) }, { aliases });
  }
}

async function resolveListing(db: Kysely<DB>, kind: ListingKind, id: number) {
  // Report targets are `bigint` (any kind's id); a listing id is an `integer`: a larger one names no listing.
  if (!idSchema.safeParse(id).success) return null;
  const row = await db.selectFrom('listing').select(['site_area_id', 'user_id']).where('id', '=', id).where('kind', '=', kind).where('deleted_at', 'is', null).where('status', 'in', ['online', 'on-sale', 'sold']).executeTakeFirst();
  return row ? { siteAreaId: row.site_area_id, authorId: row.user_id } : null;
}
