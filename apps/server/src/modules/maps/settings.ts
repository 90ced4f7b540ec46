import { OSM_ATTRIBUTION, OSM_TILE_URL, isTileTemplate } from '@haiwai/contracts/maps/constants';
import { z } from 'zod';
import { defineSettings, type SettingsOf } from '../../core/settings.js';

/**
 * The map tiles every map of the web app shows (docs/maps.md). The Content-Security-Policy (http-security.ts)
 * admits exactly the template's host(s) in img-src, so a tile service is changed here and nowhere else.
 */
export const mapSettings = defineSettings({
  schema: {
    /** Leaflet URL template with {z}, {x}, {y} (and {s} for subdomains). Default: OpenStreetMap's standard tiles (light use only). */
    MAP_TILE_URL: z.string().refine(isTileTemplate, 'must be an http(s) tile URL template with {z}, {x} and {y}').default(OSM_TILE_URL),
    /** The attribution the tile service requires (HTML: text and links), shown in the map's corner. */
    MAP_TILE_ATTRIBUTION: z.string().min(1).max(500).default(OSM_ATTRIBUTION),
    /** Letters that replace {s} in MAP_TILE_URL (abc); empty when it has no {s}. */
    MAP_TILE_SUBDOMAINS: z.string().regex(/^[a-z0-9]{0,8}$/i, 'must be letters or digits, like abc').default(''),
    /** The deepest zoom the tile service serves. */
    MAP_TILE_MAX_ZOOM: z.coerce.number().int().min(1).max(22).default(19),
  },
  check: (c) => (c.MAP_TILE_URL.includes('{s}') && !c.MAP_TILE_SUBDOMAINS ? ['  MAP_TILE_SUBDOMAINS: required when MAP_TILE_URL holds {s}'] : []),
});

declare module '../../core/settings.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleSettings extends SettingsOf<typeof mapSettings> {}
}
