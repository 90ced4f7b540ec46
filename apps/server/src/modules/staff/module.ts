import { defineModule } from '../../core/module.js';
import { registerBanTimer, type BanServices } from './bans.js';
import { staffMessages } from './messages.js';
import { staffMigrations } from './migrations/index.js';
import { staffRoutes } from './routes.js';
import { seedDemoStaff } from './seed/demo.js';
import './schema.js';

/**
 * Operators: roles as data and their grants per area (the one permission check is core/routes.ts with
 * core/staff-access.ts), users and bans, the audit log's CSV export (docs/roles.md).
 */
export const staffModule = defineModule({
  name: 'staff',
  messages: staffMessages,
  migrations: staffMigrations,
  uses: ['commentables'],
  seed: { demo: seedDemoStaff },
  routes: (app, ctx) => {
    const bans: BanServices = { db: ctx.database.db, push: ctx.push, timers: ctx.timers, comments: ctx.use('commentables') };
    registerBanTimer(bans);
    staffRoutes(app, ctx, bans);
  },
});
