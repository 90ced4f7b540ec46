import { defineModule } from '../../core/module.js';
import { trustMessages } from './messages.js';
import { trustMigrations } from './migrations/index.js';
import { ScamScreen } from './patterns.js';
import { trustRoutes } from './routes.js';
import './schema.js';
import { seedTrust } from './seed/reference.js';
import { TrustTierLookup } from './tiers.js';

declare module '../../core/module.js' {
  interface Provided {
    /** People's trust tiers in one query (`of(ids)`, docs/trust.md); queries that join the person use `tierBits`. */
    trustTiers: TrustTierLookup;
    /** The chat's scam screening: `warningFor(senderId, text)` (docs/trust.md). */
    scamScreen: ScamScreen;
  }
}

/**
 * Trust members can see (docs/trust.md): tiers (phone, real name, business, VIP) for every reply that shows a
 * person, and scam warnings in chat from per-area patterns the area admins edit. Listed before chat, listings and
 * relations, which use its services and its tiers' SQL.
 */
export const trustModule = defineModule<'trustTiers' | 'scamScreen'>({
  name: 'trust',
  messages: trustMessages,
  migrations: trustMigrations,
  uses: ['siteAreas', 'profileExtensions'],
  provides: (ctx) => ({ trustTiers: new TrustTierLookup(ctx.database.db), scamScreen: new ScamScreen(ctx.database.db, ctx.use('siteAreas')) }),
  init: (ctx) => {
    const tiers = ctx.use('trustTiers');
    ctx.use('profileExtensions').register(async (userId) => ({ tiers: await tiers.one(userId) }));
  },
  seed: { reference: seedTrust },
  routes: (app, ctx) => trustRoutes(app, ctx.database.db, ctx.use('scamScreen')),
});
