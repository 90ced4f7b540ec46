import { defineModule } from '../../core/module.js';
import { mediaRoutes } from './routes.js';
import { mediaSettings } from './settings.js';

/** Uploads and image variants. */
export const mediaModule = defineModule({
  name: 'media',
  settings: mediaSettings,
  uses: ['siteAreas'],
  routes: (app, ctx) => mediaRoutes(app, ctx, ctx.use('siteAreas')),
});
