import { LISTING_KINDS } from '@haiwai/contracts';
import { defineModule } from '../../core/module.js';
import { route } from '../../core/routes.js';
import { listingInfo } from '../listings/index.js';
import { companyMessages } from './messages.js';
import { companyRoutes } from './routes.js';

/** Company pages, follows, the merchants and same-city tabs. */
export const companiesModule = defineModule({
  name: 'companies',
  messages: companyMessages,
  uses: ['listingKindHooks', 'businessVerification'],
  routes: (app, ctx) => {
    companyRoutes(app, ctx, ctx.use('businessVerification'));
    // `yp/info?id=`: the engine's own yellow-pages detail, as `/yp/info/{id}` answers it.
    const hooks = ctx.use('listingKindHooks').of('yp');
    route(app, 'ypInfoByQuery', ({ query, ...call }) => listingInfo({ deps: ctx, db: ctx.database.db, def: LISTING_KINDS.yp, hooks }, query.id, call));
  },
});
