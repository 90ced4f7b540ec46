import { defineModule } from '../../core/module.js';
import { dashboardsMessages } from './messages.js';
import { dashboardsMigrations } from './migrations/index.js';
import { dashboardsRoutes } from './routes.js';
import { startRollup } from './timer.js';

/** Dashboards per area (docs/dashboards.md): a daily rollup filled by a durable timer, and the console's figures call. */
export const dashboardsModule = defineModule({
  name: 'dashboards',
  messages: dashboardsMessages,
  migrations: dashboardsMigrations,
  uses: ['siteAreas'],
  routes: (app, ctx) => {
    dashboardsRoutes(app, ctx);
    startRollup(app, ctx.timers);
  },
});
