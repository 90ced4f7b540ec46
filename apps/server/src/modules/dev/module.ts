import { defineModule } from '../../core/module.js';
import { devRoutes } from './routes.js';

/** Development helpers (the SMS outbox); never registered in production. */
export const devModule = defineModule({
  name: 'dev',
  routes: (app, ctx) => {
    if (ctx.config.NODE_ENV !== 'production') devRoutes(app, ctx);
  },
});
