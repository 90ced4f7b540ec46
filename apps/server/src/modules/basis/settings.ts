import type { Lang, LocalizedText } from '@haiwai/contracts';
import type { Kysely } from 'kysely';
import { pick } from '../../core/localize.js';
import type { DB } from '../../db/schema.js';
import { TtlCache } from '../../core/ttl-cache.js';

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
 * Cached per area for a short time: every page load asks for them, admins change them rarely.
 */
export class SettingsStore {
  readonly #cache = new TtlCache<number, Record<string, unknown>>(30_000);
  constructor(private readonly db: Kysely<DB>) {}

  forArea(siteAreaId: number): Promise<Record<string, unknown>> {
    return this.#cache.get(siteAreaId, async () => {
      const rows = await this.db.selectFrom('setting').select(['site_area_id', 'key', 'value']).where('site_area_id', 'in', [0, siteAreaId]).orderBy('site_area_id').execute();
      const values: Record<string, unknown> = {};
      for (const r of rows) values[r.key] = r.value;
      return values;
    });
  }

  invalidate() {
    this.#cache.clear();
  }
}
