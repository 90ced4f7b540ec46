import type { Lang, SiteArea } from '@haiwai/contracts';
import type { Kysely } from 'kysely';
import { pick } from '../../core/localize.js';
import type { DB, SiteAreaRow } from '../../db/schema.js';
import { settingsCacheOf, type SettingsCache } from '../../core/settings-cache.js';
import { haversineKm, type IpPlace } from './ip-geo.js';

export function presentSiteArea(row: SiteAreaRow, lang: Lang): SiteArea {
  return {
    id: row.id,
    code: row.code,
    name: pick(row.names, lang),
    names: row.names,
    country_code: row.country_code,
    country: pick(row.country_names, lang),
    currency: row.currency,
    currency_symbol: row.currency_symbol,
    price_unit: pick(row.price_units, lang),
    time_zone: row.time_zone,
    latitude: row.latitude,
    longitude: row.longitude,
    default_lang: (row.default_lang as Lang) ?? 'zh',
    is_default: row.is_default,
    watermark: row.watermark,
  };
}

/**
 * Site areas change only when an admin edits them, yet nearly every call needs one; the node's settings
 * cache keeps them off the database. Edits show up on every node within its TTL.
 */
export class SiteAreaDirectory {
  readonly #cache: SettingsCache;
  constructor(private readonly db: Kysely<DB>) {
    this.#cache = settingsCacheOf(db);
  }

  all(): Promise<SiteAreaRow[]> {
    return this.#cache.get('site-areas', 'all', () => this.db.selectFrom('site_area').selectAll().where('enabled', '=', true).orderBy('sort').orderBy('id').execute());
  }

  async byId(id: number) {
    return (await this.all()).find((a) => a.id === id) ?? null;
  }

  async defaultArea(): Promise<SiteAreaRow> {
    const all = await this.all();
    const found = all.find((a) => a.is_default) ?? all[0];
    if (!found) throw new Error('no site areas: the seed has not run');
    return found;
  }

  /** The caller's area, or the default one when the header names none (or an unknown one). */
  async current(id: number) {
    return (id && (await this.byId(id))) || this.defaultArea();
  }

  /**
   * Nearest area to a place: the nearest in the same country when there is one, else the nearest within
   * 1,500 km, else the default area (matched = false).
   */
  async nearest(place: IpPlace | null) {
    const all = await this.all();
    if (place?.latitude != null && place.longitude != null) {
      const { latitude: lat, longitude: lng } = place;
      const withDistance = all
        .map((a) => ({ a, d: haversineKm(lat, lng, a.latitude, a.longitude) }))
        .sort((x, y) => x.d - y.d);
      const sameCountry = withDistance.find((x) => x.a.country_code === place.countryCode);
      const pickd = sameCountry ?? withDistance.find((x) => x.d <= 1500);
      if (pickd) return { area: pickd.a, matched: true, distanceKm: Math.round(pickd.d) };
    }
    return { area: await this.defaultArea(), matched: false, distanceKm: null };
  }
}
