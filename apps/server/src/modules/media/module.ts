import { defineModule } from '../../core/module.js';
import { mediaRoutes } from './routes.js';

/** Uploads and image variants. */
export const mediaModule = defineModule({
  name: 'media',
  uses: ['siteAreas'],
  routes: (app, ctx) => mediaRoutes(app, ctx, ctx.use('siteAreas')),
});
