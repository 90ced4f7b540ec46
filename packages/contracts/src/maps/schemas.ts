import { z } from 'zod';
import { route } from '../route.js';

/** The shared map's calls (docs/maps.md). Spread into the one API table in `api.ts`. */

export const latitudeSchema = z.coerce.number().min(-90).max(90);
export const longitudeSchema = z.coerce.number().min(-180).max(180);
/** A point on the map, as pickers return it and walks store their stops. */
export const latLng = z.object({ lat: latitudeSchema, lng: longitudeSchema });
export type LatLng = z.infer<typeof latLng>;

export const mapConfig = z.object({
  /** Leaflet tile URL template ({z}/{x}/{y}, maybe {s}); the server's policy admits exactly its host(s). */
  tile_url: z.string(),
  /** The tile service's required attribution (HTML with links, set by the operator). */
  attribution: z.string(),
  /** Letters replacing {s} in the template (empty when it has none). */
  subdomains: z.string(),
  max_zoom: z.number().int(),
});
export type MapConfig = z.infer<typeof mapConfig>;

export const mapsApi = {
  mapConfig: route({ method: 'GET', path: '/map/config', access: 'public', tag: 'maps', quiet: true, summary: 'The map tiles the web app shows (MAP_TILE_URL and its attribution): the same for every area', data: mapConfig }),
};
