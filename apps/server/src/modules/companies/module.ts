import { defineModule } from '../../core/module.js';
import { companyMessages } from './messages.js';
import { companyRoutes } from './routes.js';

/** Company pages, follows, the merchants and same-city tabs. */
export const companiesModule = defineModule({
  name: 'companies',
  messages: companyMessages,
  routes: (app, ctx) => {
    companyRoutes(app, ctx);
  },
});
