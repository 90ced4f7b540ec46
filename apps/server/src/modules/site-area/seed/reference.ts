import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';
import { seedAreaCodes, seedAreas, watermarkFor } from './regions.js';

const MARK = 'seed.site-area';
/** Second stage: currency symbols an area had without one (Dubai's "AED" stood in for د.إ). */
const SYMBOLS_MARK = 'seed.site-area.currency-symbols';
const j = (v: unknown) => JSON.stringify(v);

/** The site-area stages in order; each guards itself with its own marker, so a database of any age catches up. */
export async function seedSiteAreas(ctx: SeedContext): Promise<boolean> {
  const areas = await seedAreaRows(ctx);
  const symbols = await seedCurrencySymbols(ctx);
  return areas || symbols;
}

/**
 * Areas seeded before an area had its currency symbol kept the currency code in its place: each gets the
 * symbol of the seed now, unless an admin has set another one since (only a symbol equal to the code changes).
 */
async function seedCurrencySymbols({ db, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, SYMBOLS_MARK)) return false;
  let fixed = 0;
  await db.transaction().execute(async (trx) => {
    for (const a of seedAreas) {
      if (a.currency_symbol === a.currency) continue;
      const r = await trx.updateTable('site_area').set({ currency_symbol: a.currency_symbol, updated_at: new Date() }).where('code', '=', a.code).whereRef('currency_symbol', '=', 'currency').executeTakeFirst();
      fixed += Number(r.numUpdatedRows);
    }
    await markSeeded(trx, SYMBOLS_MARK);
  });
  if (fixed) log(`gave ${fixed} site areas their currency symbol`);
  return fixed > 0;
}

/** The site areas with their districts and city, and the phone area codes: what every page is scoped by. */
async function seedAreaRows({ db, log }: SeedContext): Promise<boolean> {
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
