import type { Lang, LocalizedText } from '@haiwai/contracts';
import type { Kysely } from 'kysely';
import { pick } from '../../core/localize.js';
import type { DB } from '../../db/schema.js';
import { settingsCacheOf, type SettingsCache } from '../../core/settings-cache.js';

const isLocalized = (v: unknown): v is LocalizedText =>
  Boolean(v) && typeof v === 'object' && !Array.isArray(v) && typeof (v as Record<string, unknown>).zh === 'string' &&
  Object.keys(v as object).every((k) => k === 'zh' || k === 'en' || k === 'vi');

/** Settings may hold localized strings at any depth; replies carry them in the caller's language. */
export function localizeDeep(value: unknown, lang: Lang): unknown {
  if (isLocalized(value)) return pick(value, lang);
  if (Array.isArray(value)) return value.map((v) => localizeDeep(v, lang));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localizeDeep(v, lang)]));
  return value;
}

/**
 * Settings rows with site_area_id 0 apply everywhere; an area's own row with the same key wins.
 * Cached per area in the node's settings cache: every page load asks for them, admins change them rarely.
 */
export class SettingsStore {
  /** The node's settings cache, for what is derived from settings (basis/config). */
  readonly cache: SettingsCache;
  constructor(private readonly db: Kysely<DB>) {
    this.cache = settingsCacheOf(db);
  }

  forArea(siteAreaId: number): Promise<Record<string, unknown>> {
    return this.cache.get('settings', siteAreaId, async () => {
      const rows = await this.db.selectFrom('setting').select(['site_area_id', 'key', 'value']).where('site_area_id', 'in', [0, siteAreaId]).orderBy('site_area_id').execute();
      const values: Record<string, unknown> = {};
      for (const r of rows) values[r.key] = r.value;
      return values;
    });
  }

  /** Drops the node's whole settings cache (what is derived from settings goes with them). */
  invalidate() {
    this.cache.clear();
  }
}
