import { LISTING_KIND_NAMES } from '@haiwai/contracts';
import { OPEN_TARGETS, OPEN_TARGET_KIND } from '@haiwai/contracts/vip/constants';
import { defineModule } from '../../core/module.js';
import { VipMembership } from './membership.js';
import { vipMessages } from './messages.js';
import { vipMigrations } from './migrations/index.js';
import { openingGate, openingKind } from './opening.js';
import { vipRoutes } from './routes.js';

declare module '../../core/module.js' {
  interface Provided {
    /** VIP membership: the promotion module's free top days (`freeTopDaysLeft`, `spendFreeTopDays`), docs/vip.md. */
    vip: VipMembership;
  }
}

/**
 * VIP membership and merchant opening (docs/vip.md): two order kinds on the payment engine, VIP's benefits
 * plugged into the listing engine (live limit) and the opening fee's gate on company and shop registrations.
 */
export const vipModule = defineModule<'vip'>({
  name: 'vip',
  messages: vipMessages,
  migrations: vipMigrations,
  uses: ['payments', 'siteAreas', 'listingKindHooks'],
  provides: (ctx) => ({ vip: new VipMembership(ctx.database.db) }),
  init: (ctx) => {
    const vip = ctx.use('vip');
    const payments = ctx.use('payments');
    payments.defineKind(vip.kind());
    payments.defineKind(openingKind());
    const hooks = ctx.use('listingKindHooks');
    for (const kind of LISTING_KIND_NAMES) hooks.extend(kind, { liveLimitOf: (db, userId, _area, areaLimit) => vip.liveLimitOf(db, userId, areaLimit) });
    for (const target of OPEN_TARGETS) hooks.extend(OPEN_TARGET_KIND[target], { opening: openingGate(target) });
  },
  routes: (app, ctx) => vipRoutes(app, ctx, ctx.use('vip')),
});
