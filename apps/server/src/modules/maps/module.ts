import type { MapConfig } from '@haiwai/contracts/maps';
import { defineModule } from '../../core/module.js';
import { route } from '../../core/routes.js';
import { mapSettings } from './settings.js';

/** The shared map's tile settings (docs/maps.md) and the call that tells the web app which tiles to show. */
export const mapsModule = defineModule({
  name: 'maps',
  settings: mapSettings,
  routes: (app, ctx) => {
    const c = ctx.config;
    const tiles: MapConfig = { tile_url: c.MAP_TILE_URL, attribution: c.MAP_TILE_ATTRIBUTION, subdomains: c.MAP_TILE_SUBDOMAINS, max_zoom: c.MAP_TILE_MAX_ZOOM };
    route(app, 'mapConfig', async () => tiles);
  },
});
