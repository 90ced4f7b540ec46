import { defineModule } from '../../core/module.js';
import { authRoutes } from './routes.js';

/** Accounts, sessions, SMS codes, profiles, real-name verification. */
export const authModule = defineModule({
  name: 'auth',
  routes: (app, ctx) => {
    authRoutes(app, ctx);
  },
});
