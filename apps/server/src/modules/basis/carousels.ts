import type { Carousel, Lang } from '@haiwai/contracts';
import { sql, type Kysely } from 'kysely';
import { settingsCacheOf, type SettingsCache } from '../../core/settings-cache.js';
import type { DB } from '../../db/schema.js';
import { presentCarousel } from './presenters.js';

/**
 * Live slides of one position for an area: its own first, then the all-areas ones (never another area's), in the
 * node's settings cache.
 */
export class CarouselService {
  readonly #cache: SettingsCache;
  constructor(private readonly db: Kysely<DB>) {
    this.#cache = settingsCacheOf(db);
  }

  list(siteAreaId: number, position: string, lang: Lang): Promise<Carousel[]> {
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
