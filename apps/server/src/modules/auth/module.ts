import { defineModule } from '../../core/module.js';
import { authRoutes } from './routes.js';
import { seedDemoUsers } from './seed/demo.js';
import { smsMessages } from './sms-messages.js';

/** Accounts, sessions, SMS codes, profiles, real-name verification. */
export const authModule = defineModule({
  name: 'auth',
  messages: smsMessages,
  seed: { demo: seedDemoUsers },
  routes: (app, ctx) => {
    authRoutes(app, ctx);
  },
});
