import type { Carousel, Lang } from '@haiwai/contracts';
import { sql, type Kysely } from 'kysely';
import { settingsCacheOf, type SettingsCache } from '../../core/settings-cache.js';
import type { DB } from '../../db/schema.js';
import { presentCarousel } from './presenters.js';

/** Slides another module adds to a position (paid ads, modules/ads): read on every list, cached by their owner. */
export type SlideSource = (siteAreaId: number, position: string, lang: Lang) => Promise<Carousel[]>;

/**
 * Live slides of one position for an area: the added sources' slides first (paid ads), then its own, then the
 * all-areas ones (never another area's), in the node's settings cache.
 */
export class CarouselService {
  readonly #cache: SettingsCache;
  readonly #sources: SlideSource[] = [];
  constructor(private readonly db: Kysely<DB>) {
    this.#cache = settingsCacheOf(db);
  }

  /** A module's own slides join every list (called from its `init`). */
  addSource(source: SlideSource): void {
    this.#sources.push(source);
  }

  async list(siteAreaId: number, position: string, lang: Lang): Promise<Carousel[]> {
    const [added, own] = await Promise.all([Promise.all(this.#sources.map((s) => s(siteAreaId, position, lang))), this.slides(siteAreaId, position, lang)]);
    return added.length ? [...added.flat(), ...own] : own;
  }

  private slides(siteAreaId: number, position: string, lang: Lang): Promise<Carousel[]> {
    return this.#cache.get('carousels', `${siteAreaId}:${position}:${lang}`, async () => {
      const rows = await this.db
        .selectFrom('carousel')
        .select(['id', 'position', 'titles', 'contents', 'image', 'link', 'sort'])
        .where('site_area_id', 'in', [0, siteAreaId])
        .where('position', '=', position)
        .where('enabled', '=', true)
        .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', sql<Date>`now()`)]))
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', sql<Date>`now()`)]))
        .orderBy(sql`site_area_id = 0`)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return rows.map((r) => presentCarousel(r, lang));
    });
  }
}
