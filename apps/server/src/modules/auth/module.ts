import { defineModule } from '../../core/module.js';
import { declareIdPhotos } from './id-photos.js';
import { authMessages } from './messages.js';
import { authMigrations } from './migrations/index.js';
import { ProfileExtensions } from './profile-extensions.js';
import { authRoutes } from './routes.js';
import { seedDemoUsers } from './seed/demo.js';
import { smsMessages } from './sms-messages.js';

declare module '../../core/module.js' {
  interface Provided {
    /** What other modules add to a public profile (`getOtherPeopleUser/:id`): social counters, relations. */
    profileExtensions: ProfileExtensions;
  }
}

/** Accounts, sessions, SMS codes, profiles, real-name verification. */
export const authModule = defineModule<'profileExtensions'>({
  name: 'auth',
  messages: { zh: { ...smsMessages.zh, ...authMessages.zh }, en: { ...smsMessages.en, ...authMessages.en }, vi: { ...smsMessages.vi, ...authMessages.vi } },
  migrations: authMigrations,
  seed: { demo: seedDemoUsers },
  provides: () => ({ profileExtensions: new ProfileExtensions() }),
  uses: ['sensitiveWords', 'privateMedia'],
  // Real-name ID photos are private files (id-photos.ts, docs/media.md).
  init: (ctx) => declareIdPhotos(ctx.use('privateMedia'), ctx.database.db),
  routes: (app, ctx) => {
    authRoutes(app, ctx);
  },
});
