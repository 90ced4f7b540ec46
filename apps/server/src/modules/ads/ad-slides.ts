import type { Carousel, Lang } from '@haiwai/contracts';
import { adDetailPath } from '@haiwai/contracts/ads/constants';
import { sql, type Kysely, type Transaction } from 'kysely';
import { settingsCacheOf, type SettingsCache } from '../../core/settings-cache.js';
import type { DB } from '../../db/schema.js';
import { addDays, dayIn } from './days.js';
import { areaTimeZone } from './ad-kind.js';

/**
 * The approved ads of a position on the area's current day, as carousel slides (docs/ads.md, "Carousel").
 * A slide's id is the ad's id negated, so it never equals an admin slide's id in one list; it opens the ad's
 * page. Kept in the node's settings cache per area, position, language and day: approving clears it here,
 * other nodes see the change within the cache's TTL.
 */
export class AdSlides {
  readonly #cache: SettingsCache;
  /**
   * Development and test only (set through the loopback-only dev call): the carousel shows the day this many
   * days after the real one, so a browser test can see tomorrow's ad without waiting a day. Buying is unaffected.
   */
  dayShift = 0;

  constructor(private readonly db: Kysely<DB>) {
    this.#cache = settingsCacheOf(db);
  }

  /** The carousel's day in the area; pass the caller's transaction when it holds one (PGlite has one connection). */
  async today(siteAreaId: number, now = new Date(), db: Kysely<DB> | Transaction<DB> = this.db): Promise<string> {
    return addDays(dayIn(await areaTimeZone(db, siteAreaId), now), this.dayShift);
  }

  async list(siteAreaId: number, position: string, lang: Lang): Promise<Carousel[]> {
    const day = await this.today(siteAreaId);
    return this.#cache.get('ad-slides', `${siteAreaId}:${position}:${day}:${lang}`, async () => {
      const rows = await this.db
        .selectFrom('ad_slot as s')
        .innerJoin('ad as a', 'a.id', 's.ad_id')
        .select(['a.id', 'a.position', 'a.title', 'a.body', 'a.image'])
        .where('s.site_area_id', '=', siteAreaId)
        .where('s.position', '=', position)
        .where('s.day', '=', sql<Date>`${day}::date`)
        .where('a.state', '=', 'approved')
        .orderBy('a.reviewed_at')
        .orderBy('a.id')
        .execute();
      return rows.map((r, i) => ({ id: -r.id, position: r.position, title: r.title, content: r.body, image: r.image, link: adDetailPath(r.id), sort: i }));
    });
  }

  /** After a review on this node: the slides are read again at once. */
  changed() {
    this.#cache.clear();
  }
}
