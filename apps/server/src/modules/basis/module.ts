import { defineModule } from '../../core/module.js';
import { CarouselService } from './carousels.js';
import { basisAdminRoutes } from './admin-routes.js';
import { basisMessages } from './messages.js';
import { basisMigrations } from './migrations/index.js';
import './schema.js';
import { basisRoutes } from './routes.js';
import { seedBasis } from './seed/reference.js';

declare module '../../core/module.js' {
  interface Provided {
    carousels: CarouselService;
  }
}

/** Basis data: config, carousels, entries, dictionaries, single pages, and the console's calls that edit them. */
export const basisModule = defineModule<'carousels'>({
  name: 'basis',
  messages: basisMessages,
  seed: { reference: seedBasis },
  migrations: basisMigrations,
  provides: (ctx) => ({ carousels: new CarouselService(ctx.database.db) }),
  uses: ['siteAreas'],
  routes: (app, ctx) => {
    basisRoutes(app, ctx, ctx.use('siteAreas'), ctx.use('carousels'));
    basisAdminRoutes(app, ctx.database.db);
  },
});
