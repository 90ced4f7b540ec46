import { minorDigits } from '@haiwai/contracts/payments/constants';
import { sql } from 'kysely';
import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';
import { DEMO_PACKAGES } from './content.js';

const MARK = 'seed.visa-demo';
/** A tourist visa's price in each currency (major units): the demo packages' base. */
const BASE: Record<string, number> = { VND: 1_500_000, USD: 60, THB: 2_000, MYR: 250, PHP: 3_000, AED: 250, SGD: 80, IDR: 900_000 };
/** The language each demo package is written in, zh first (agencies write in one language). */
const LANG_OF = ['zh', 'zh', 'zh', 'en', 'vi'] as const;

/** A price rounded to two significant figures, in minor units. */
function priceOf(currency: string, factor: number): number {
  const major = (BASE[currency] ?? 60) * factor;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(major)) - 1);
  return Math.round(major / step) * step * 10 ** minorDigits(currency);
}

/**
 * Five listed packages in every area, by two of the area's live companies (a visa firm, a consultancy or a logistics
 * firm first), over the area's visa types. Areas without a company get none.
 */
export async function seedVisaDemo({ db, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK)) return false;
  const areas = await db.selectFrom('site_area').select(['id', 'currency']).orderBy('sort').orderBy('id').execute();
  let count = 0;
  await db.transaction().execute(async (trx) => {
    for (const area of areas) {
      const companies = await trx
        .selectFrom('listing')
        .select(['id', 'user_id'])
        .where('kind', '=', 'company')
        .where('site_area_id', '=', area.id)
        .where('status', '=', 'online')
        .where('review_status', '=', 'passed')
        .where('deleted_at', 'is', null)
        // Agencies that would plausibly handle visas first: a visa firm, then a business consultancy, then a logistics firm.
        .orderBy(sql`case when title ~* '签证|visa' then 0 when title ~* '远航|Yuanhang|咨询|consult' then 1 when title ~* '鸿达|Hongda|物流|logistics' then 2 else 3 end`)
        .orderBy('id')
        .limit(2)
        .execute();
      if (!companies.length) continue;
      const types = new Map((await trx.selectFrom('visa_type').select(['id', 'code']).where('site_area_id', '=', area.id).execute()).map((ty) => [ty.code, ty.id]));
      const currency = area.currency.trim();
      for (const [i, p] of DEMO_PACKAGES.entries()) {
        const company = companies[i % companies.length]!;
        const typeId = types.get(p.type);
        if (!typeId) continue;
        const lang = LANG_OF[i]!;
        await trx
          .insertInto('visa_package')
          .values({
            site_area_id: area.id, company_id: company.id, user_id: company.user_id, type_id: typeId,
            title: p.title[lang], summary: p.summary[lang], price: priceOf(currency, p.priceFactor), currency, processing_days: p.days,
            includes: JSON.stringify(p.includes.map((x) => x[lang])), documents: JSON.stringify(p.documents), steps: JSON.stringify(p.steps.map((x) => x[lang])),
            refund_percent: p.refund, status: 'online',
          })
          .execute();
        count += 1;
      }
    }
    await markSeeded(trx, MARK);
  });
  log(`seeded ${count} demo visa packages`);
  return true;
}
