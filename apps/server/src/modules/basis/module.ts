import { defineModule } from '../../core/module.js';
import { CarouselService } from './carousels.js';
import { basisMigrations } from './migrations/index.js';
import { basisRoutes } from './routes.js';
import { seedBasis } from './seed/reference.js';

declare module '../../core/module.js' {
  interface Provided {
    carousels: CarouselService;
  }
}

/** Basis data: config, carousels, entries, dictionaries, single pages. */
export const basisModule = defineModule<'carousels'>({
  name: 'basis',
  seed: { reference: seedBasis },
  migrations: basisMigrations,
  provides: (ctx) => ({ carousels: new CarouselService(ctx.database.db) }),
  uses: ['siteAreas'],
  routes: (app, ctx) => {
    basisRoutes(app, ctx, ctx.use('siteAreas'), ctx.use('carousels'));
  },
});
