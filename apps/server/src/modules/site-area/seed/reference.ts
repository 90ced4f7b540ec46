import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';
import { seedAreaCodes, seedAreas, watermarkFor } from './regions.js';

const MARK = 'seed.site-area';
const j = (v: unknown) => JSON.stringify(v);

/** The site areas with their districts and city, and the phone area codes: what every page is scoped by. */
export async function seedSiteAreas({ db, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK, ['seed.version'])) return false;
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('site_area')
      .values(
        seedAreas.map((a, i) => ({
          code: a.code, names: j(a.names), country_code: a.country_code, country_names: j(a.country_names), currency: a.currency,
          currency_symbol: a.currency_symbol, price_units: j(a.price_units), time_zone: a.time_zone, latitude: a.latitude,
          longitude: a.longitude, default_lang: a.default_lang, is_default: Boolean(a.is_default), sort: i + 1, watermark: j(watermarkFor(a)),
        })),
      )
      .onConflict((oc) => oc.column('code').doNothing())
      .returning(['id', 'code'])
      .execute();
    const areaId = new Map(inserted.map((r) => [r.code, r.id]));
    await trx.insertInto('area_code').values(seedAreaCodes.map((c, i) => ({ ...c, names: j(c.names), sort: i + 1 }))).onConflict((oc) => oc.column('country_code').doNothing()).execute();
    for (const [i, a] of seedAreas.entries()) {
      const id = areaId.get(a.code);
      if (!id) continue;
      await trx.insertInto('district').values(a.districts.map((d, k) => ({ site_area_id: id, names: j(d), parent_id: null, sort: k + 1 }))).execute();
      await trx.insertInto('city').values({ site_area_id: id, names: j(a.names), country_code: a.country_code, is_hot: i < 5, sort: i + 1 }).execute();
    }
    await markSeeded(trx, MARK);
  });
  log(`seeded ${seedAreas.length} site areas and ${seedAreaCodes.length} area codes`);
  return true;
}
