import { defineModule } from '../../core/module.js';
import { CountsBalance } from './balance.js';
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
export const promotionModule = defineModule({
  name: 'promotion',
  messages: promotionMessages,
  migrations: promotionMigrations,
  uses: ['payments', 'siteAreas', 'vip'],
  init: (ctx) => {
    const payments = ctx.use('payments');
    payments.defineKind(topKind);
    payments.defineKind(countsKind(new CountsBalance(ctx.database.db)));
  },
  routes: (app, ctx) => {
    promotionRoutes(app, ctx, new CountsBalance(ctx.database.db));
  },
});
