import type { LocalizedText } from '@haiwai/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';
import type { DB } from '../../../db/schema.js';
import { renderAreaBanner } from './area-banner.js';
import { areaCopy, areaHomes, LEGACY_CITY_WORDS, type AreaHome } from './area-content.js';

/** Second basis stage: every area's own home slides, hot words and copy (area-content.ts). */
const MARK = 'seed.basis.area-home';
const j = (v: unknown) => JSON.stringify(v);
const parsed = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

interface Target {
  id: number;
  names: LocalizedText;
  home: AreaHome;
  /** What the area has of its own already (an admin's): the stage leaves those alone. */
  hasSlides: boolean;
  hasWords: boolean;
}

/**
 * Gives each area its own home slides, hot words and page copy, and takes the one city's words off the global
 * hot list, on a new site and on one the first basis stage seeded (then every area showed Ho Chi Minh City's).
 */
export async function seedAreaHomes({ db, storeImage, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK)) return false;
  const targets = await targetsOf(db);
  // Pictures first, outside the transaction, so it stays short.
  const pictures = new Map<string, string>();
  for (const [i, t] of targets.entries()) {
    if (t.hasSlides) continue;
    for (const [k, slide] of t.home.slides.entries()) pictures.set(`${t.home.code}:${k}`, await storeImage(await renderAreaBanner(slide.palette, 101 + i * 10 + k)));
  }
  await db.transaction().execute(async (trx) => {
    for (const [lang, words] of Object.entries(LEGACY_CITY_WORDS)) {
      if (words.length) await trx.deleteFrom('hot_keyword').where('site_area_id', '=', 0).where('lang_type', '=', lang).where('keyword', 'in', words).execute();
    }
    for (const t of targets) await writeArea(trx, t, pictures);
    await markSeeded(trx, MARK);
  });
  log(`seeded the home slides, hot words and copy of ${targets.length} areas`);
  return true;
}

async function targetsOf(db: Kysely<DB>): Promise<Target[]> {
  const areas = await db.selectFrom('site_area').select(['id', 'code', 'names']).execute();
  const withSlides = new Set((await db.selectFrom('carousel').select('site_area_id').where('position', '=', 'home').where('site_area_id', '<>', 0).execute()).map((r) => r.site_area_id));
  const withWords = new Set((await db.selectFrom('hot_keyword').select('site_area_id').where('site_area_id', '<>', 0).execute()).map((r) => r.site_area_id));
  const out: Target[] = [];
  for (const home of areaHomes) {
    const area = areas.find((a) => a.code === home.code);
    if (area) out.push({ id: area.id, names: parsed<LocalizedText>(area.names), home, hasSlides: withSlides.has(area.id), hasWords: withWords.has(area.id) });
  }
  return out;
}

async function writeArea(trx: Transaction<DB>, t: Target, pictures: Map<string, string>) {
  if (!t.hasSlides) {
    await trx
      .insertInto('carousel')
      .values(t.home.slides.map((s, k) => ({ site_area_id: t.id, position: 'home', titles: j(s.titles), contents: j(s.contents), image: pictures.get(`${t.home.code}:${k}`)!, link: s.link, sort: k + 1 })))
      .execute();
  }
  if (!t.hasWords) {
    for (const [lang, words] of Object.entries(t.home.hot)) {
      // Above the global words (hot 100 and down), so the area's own come first.
      await trx.insertInto('hot_keyword').values(words.map((keyword, i) => ({ site_area_id: t.id, lang_type: lang, keyword, hot: 200 - i * 7, sort: i }))).execute();
    }
  }
  // The area's own page copy; an admin's settings of the same keys stay.
  await trx
    .insertInto('setting')
    .values(Object.entries(areaCopy(t.names)).map(([key, value]) => ({ site_area_id: t.id, key, value: j(value) })))
    .onConflict((oc) => oc.columns(['site_area_id', 'key']).doNothing())
    .execute();
}
