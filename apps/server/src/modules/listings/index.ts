import { LISTING_KINDS, type ListingKind } from '@haiwai/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../core/deps.js';
import { SettingsStore } from '../basis/settings.js';
import type { SiteAreaDirectory } from '../site-area/site-areas.js';
import { adminRoutes } from './admin-routes.js';
import { commonRoutes } from './common-routes.js';
import type { KindHooks } from './hooks.js';
import { kindRoutes } from './kind-routes.js';
import { ListingPolicy } from './listing-core.js';

/** Jobs are posted under the publisher's company: its first company that passed review. */
const companyHooks: KindHooks = {
  async companyOf(db, userId) {
    const row = await db.selectFrom('listing').select('id').where('kind', '=', 'company').where('user_id', '=', userId).where('review_status', '=', 'passed').where('deleted_at', 'is', null).orderBy('id').executeTakeFirst();
    return row?.id ?? null;
  },
};

/** Hooks per kind; kinds not listed use the engine as it is. */
export const kindHooks: Partial<Record<ListingKind, KindHooks>> = { job: companyHooks };

/** Every listing kind's calls, the admin review calls, and the shared ones. */
export function listingRoutes(app: FastifyInstance, deps: Deps, areas: SiteAreaDirectory) {
  const policy = new ListingPolicy(new SettingsStore(deps.database.db));
  for (const def of Object.values(LISTING_KINDS)) {
    kindRoutes(app, deps, areas, policy, def, kindHooks[def.kind as ListingKind] ?? {});
    adminRoutes(app, deps, policy, def);
  }
  commonRoutes(app, deps, areas);
}
