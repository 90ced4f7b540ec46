import { defineModule } from '../../core/module.js';
import { authMessages } from './messages.js';
import { authMigrations } from './migrations/index.js';
import { authRoutes } from './routes.js';
import { seedDemoUsers } from './seed/demo.js';
import { smsMessages } from './sms-messages.js';

/** Accounts, sessions, SMS codes, profiles, real-name verification. */
export const authModule = defineModule({
  name: 'auth',
  messages: { zh: { ...smsMessages.zh, ...authMessages.zh }, en: { ...smsMessages.en, ...authMessages.en }, vi: { ...smsMessages.vi, ...authMessages.vi } },
  migrations: authMigrations,
  seed: { demo: seedDemoUsers },
  routes: (app, ctx) => {
    authRoutes(app, ctx);
  },
});
