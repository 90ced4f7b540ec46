import type { Carousel, Lang } from '@haiwai/contracts';
import { sql, type Kysely } from 'kysely';
import { TtlCache } from '../../core/ttl-cache.js';
import type { DB } from '../../db/schema.js';
import { presentCarousel } from './presenters.js';

/** Live slides of one position for an area (its own and the all-areas ones), cached per node for 30 s. */
export class CarouselService {
  readonly #cache = new TtlCache<string, Carousel[]>(30_000);
  constructor(private readonly db: Kysely<DB>) {}

  list(siteAreaId: number, position: string, lang: Lang): Promise<Carousel[]> {
    return this.#cache.get(`${siteAreaId}:${position}:${lang}`, async () => {
      const rows = await this.db
        .selectFrom('carousel')
        .select(['id', 'position', 'titles', 'contents', 'image', 'link', 'sort'])
        .where('site_area_id', 'in', [0, siteAreaId])
        .where('position', '=', position)
        .where('enabled', '=', true)
        .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', sql<Date>`now()`)]))
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', sql<Date>`now()`)]))
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return rows.map((r) => presentCarousel(r, lang));
    });
  }

  invalidate() {
    this.#cache.clear();
  }
}
