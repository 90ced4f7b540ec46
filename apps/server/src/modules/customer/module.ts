import { defineModule } from '../../core/module.js';
import { customerMessages } from './messages.js';
import { declareFaqHeads } from './page-heads.js';
import { customerMigrations } from './migrations/index.js';
import { customerRoutes } from './routes.js';
import { seedCustomer } from './seed/reference.js';

/** Customer service and FAQ: the service centre's questions, votes and contact channels, and their admin calls. */
export const customerModule = defineModule({
  name: 'customer',
  messages: customerMessages,
  migrations: customerMigrations,
  uses: ['siteAreas', 'pageHeads'],
  seed: { reference: seedCustomer },
  init: (ctx) => declareFaqHeads(ctx.use('pageHeads'), ctx.database.db), // questions' page heads and sitemap (docs/links.md)
  routes: (app, ctx) => {
    customerRoutes(app, ctx, ctx.use('siteAreas'));
  },
});
