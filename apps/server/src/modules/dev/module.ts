import { defineModule } from '../../core/module.js';
import { loopbackOnly } from '../../core/loopback.js';
import { devRoutes } from './routes.js';

/**
 * Development helpers (the SMS outbox, test notices): registered only when NODE_ENV is set explicitly to
 * development or test (never in production, nor when NODE_ENV is simply unset), and answered only to a
 * caller on this machine (loopback.ts).
 */
export const devModule = defineModule({
  name: 'dev',
  routes: async (app, ctx) => {
    if (!ctx.config.devRoutes) return;
    await app.register(async (scope) => {
      scope.addHook('onRequest', loopbackOnly);
      devRoutes(scope, ctx);
    });
  },
});
