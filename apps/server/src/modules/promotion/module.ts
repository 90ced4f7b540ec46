import { defineModule } from '../../core/module.js';
import { CountsBalance } from './balance.js';
import { FreeAllowanceSlot } from './free-allowance.js';
import { countsKind } from './counts.js';
import { promotionMessages } from './messages.js';
import { promotionMigrations } from './migrations/index.js';
import { promotionRoutes } from './routes.js';
import { topKind } from './top.js';

/**
 * Top placement and view/message counts (docs/promotion.md), sold on the payment engine: the `top` and
 * `counts` order kinds, their pay/list/order-list calls, the counts balance that resume unlocks spend, and VIP
 * members' free top days (no order: no money moves).
 */
export const promotionModule = defineModule<'countsBalance' | 'countsFreeAllowance'>({
  name: 'promotion',
  messages: promotionMessages,
  migrations: promotionMigrations,
  uses: ['payments', 'siteAreas', 'vip'],
  provides: (ctx) => ({ countsBalance: new CountsBalance(ctx.database.db), countsFreeAllowance: new FreeAllowanceSlot() }),
  init: (ctx) => {
    const payments = ctx.use('payments');
    payments.defineKind(topKind);
    payments.defineKind(countsKind(ctx.use('countsBalance')));
  },
  routes: (app, ctx) => {
    promotionRoutes(app, ctx);
  },
});

declare module '../../core/module.js' {
  interface Provided {
    /** A member's view/message counts: bought with the `counts` order kind, spent by other modules (resume unlocks). */
    countsBalance: CountsBalance;
    /** Where a module plugs in what it gives away free beside the paid counts (jobs: monthly resume unlocks). */
    countsFreeAllowance: FreeAllowanceSlot;
  }
}
