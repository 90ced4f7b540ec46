import { defineModule } from '../../core/module.js';
import { authRoutes } from './routes.js';
import { seedDemoUsers } from './seed/demo.js';

/** Accounts, sessions, SMS codes, profiles, real-name verification. */
export const authModule = defineModule({
  name: 'auth',
  seed: { demo: seedDemoUsers },
  routes: (app, ctx) => {
    authRoutes(app, ctx);
  },
});
