import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';

const MARK = 'seed.exchange-reference';

/**
 * A fixed snapshot of units per 1 USD (mid-market, November 2026, rounded), so a fresh site converts offline:
 * every area's currency, CNY, USD and the neighbours' currencies. The feed (EXCHANGE_RATES_URL) replaces them on
 * its first run; until then they are marked `seed` and turn stale after EXCHANGE_STALE_HOURS like any rate.
 */
export const SNAPSHOT_PER_USD: Record<string, string> = {
  USD: '1', CNY: '7.12', VND: '26350', THB: '32.4', MYR: '4.18', PHP: '58.9', AED: '3.6725', SGD: '1.3', IDR: '16650',
  KHR: '4010', LAK: '21700', MMK: '2100', HKD: '7.78', MOP: '8.01', TWD: '31', JPY: '154.5', KRW: '1460', EUR: '0.865', GBP: '0.76', AUD: '1.54',
};

/** The snapshot: reference data, present with SEED_DEMO=false too. */
export async function seedExchangeRates({ db, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK)) return false;
  const areaCurrencies = (await db.selectFrom('site_area').select('currency').distinct().execute()).map((a) => a.currency);
  const missing = areaCurrencies.filter((c) => !(c in SNAPSHOT_PER_USD));
  await db.transaction().execute(async (trx) => {
    const values = Object.entries(SNAPSHOT_PER_USD).map(([currency, per_usd]) => ({ currency, per_usd, source: 'seed' as const }));
    await trx.insertInto('exchange_rate').values(values).onConflict((oc) => oc.column('currency').doNothing()).execute();
    await markSeeded(trx, MARK);
  });
  if (missing.length) log(`exchange snapshot has no rate for ${missing.join(', ')}: set one at /pagesA/manage/exchange or configure EXCHANGE_RATES_URL`);
  log(`seeded exchange rates: ${Object.keys(SNAPSHOT_PER_USD).length} currencies (snapshot)`);
  return true;
}
