import { minorDigits } from '@haiwai/contracts/payments/constants';
import { sql, type Transaction } from 'kysely';
import type { SeedContext } from '../../../core/module.js';
import { normalisePhone } from '../../../core/phone.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';
import type { DB } from '../../../db/schema.js';
import { renderBanner } from '../../../seed/images.js';
import { callingCodeOf } from '../area.js';
import { DEMO_EXPOSURES } from './content.js';

const MARK = 'seed.exposures-demo';
/** A typical small loss in each currency (major units); the demo's amounts are multiples of it. */
const UNIT: Record<string, number> = { VND: 5_000_000, USD: 200, THB: 6_000, MYR: 800, PHP: 10_000, AED: 700, SGD: 250, IDR: 3_000_000, CNY: 1_500 };
const PALETTES: Array<[string, string]> = [['#8c8c8c', '#434343'], ['#d4b106', '#ad6800'], ['#5b8c00', '#254000']];

/**
 * Every area's demo board: four approved exposures by the demo member (one naming the area's first company, whose
 * owner answered — approved), one waiting for review. Three evidence pictures, private files of purpose `evidence`
 * owned by the member, shared by the demo exposures; some made public by the "admin".
 */
export async function seedExposureDemo({ db, storeImage, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK)) return false;
  const member = await db.selectFrom('app_user').select('id').where('username', '=', 'member').executeTakeFirst();
  if (!member) return false;
  const pictures: string[] = [];
  for (const [i, palette] of PALETTES.entries()) pictures.push(await storeImage(await renderBanner(palette, 301 + i)));
  const areas = await db.selectFrom('site_area').select(['id', 'currency']).orderBy('sort').orderBy('id').execute();
  let count = 0;
  await db.transaction().execute(async (trx) => {
    // The pictures become the member's private evidence (as the private media migrations turned files private).
    const hashes = pictures.map((url) => url.slice(url.lastIndexOf('/') + 1));
    await trx.updateTable('media').set({ visibility: 'private', purpose: 'evidence', created_by: member.id }).where('hash', 'in', hashes).execute();
    for (const area of areas) count += await seedArea(trx, area.id, area.currency.trim(), member.id, pictures);
    await markSeeded(trx, MARK);
  });
  log(`seeded ${count} demo exposures`);
  return true;
}

async function seedArea(trx: Transaction<DB>, areaId: number, currency: string, authorId: number, pictures: string[]): Promise<number> {
  const company = await trx
    .selectFrom('listing')
    .select(['id', 'user_id', 'title'])
    .where('kind', '=', 'company')
    .where('site_area_id', '=', areaId)
    .where('status', '=', 'online')
    .where('deleted_at', 'is', null)
    .where('user_id', '<>', authorId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const cc = await callingCodeOf(trx, areaId);
  const unit = (UNIT[currency] ?? 200) * 10 ** minorDigits(currency);
  let count = 0;
  for (const d of DEMO_EXPOSURES) {
    if (d.company && !company) continue;
    const phone = d.mobile ? normalisePhone(cc, d.mobile) : null;
    const approved = d.status === 'approved';
    const row = await trx
      .insertInto('exposure')
      .values({
        site_area_id: areaId, user_id: authorId, status: d.status, title: d.title, story: d.story, amount: d.lost * unit, currency,
        happened_on: sql<string>`current_date - ${d.daysAgo + 3}::int` as unknown as string,
        party_name: d.party, party_area_code: phone?.areaCode ?? null, party_mobile: phone?.mobile ?? null, party_e164: phone?.e164 ?? null,
        party_company_id: d.company ? company!.id : null, party_company_name: d.company ? company!.title : '',
        consent_at: sql<Date>`now() - make_interval(days => ${d.daysAgo})` as unknown as Date,
        approved_at: approved ? (sql<Date>`now() - make_interval(days => ${d.daysAgo - 1})` as unknown as Date) : null,
        expires_at: approved ? (sql<Date>`now() + interval '150 days' - make_interval(days => ${d.daysAgo})` as unknown as Date) : null,
        created_at: sql<Date>`now() - make_interval(days => ${d.daysAgo})` as unknown as Date,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('exposure_evidence').values(d.evidence.map((p, sort) => ({ exposure_id: row.id, url: pictures[p]!, sort, is_public: d.shown.includes(p) }))).execute();
    if (d.reply && company) {
      await trx.insertInto('exposure_reply').values({ exposure_id: row.id, site_area_id: areaId, user_id: company.user_id, proof: 'company', body: d.reply, status: 'approved' }).execute();
    }
    count += 1;
  }
  return count;
}
