import type { LocalizedText } from '@haiwai/contracts';
import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';
import { visaTypesOf } from './content.js';

const MARK = 'seed.visa-types';
const parsed = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
const full = (n: LocalizedText) => ({ zh: n.zh, en: n.en || n.zh, vi: n.vi || n.en || n.zh });

/** The visa types of every area's country (reference data: present with SEED_DEMO=false too). */
export async function seedVisaTypes({ db, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK)) return false;
  const areas = await db.selectFrom('site_area').select(['id', 'country_code', 'country_names']).orderBy('sort').orderBy('id').execute();
  let count = 0;
  await db.transaction().execute(async (trx) => {
    for (const area of areas) {
      const types = visaTypesOf(area.country_code, full(parsed<LocalizedText>(area.country_names)));
      await trx
        .insertInto('visa_type')
        .values(types.map((ty, i) => ({ site_area_id: area.id, code: ty.code, names: JSON.stringify(ty.names), descriptions: JSON.stringify(ty.descriptions), sort: (i + 1) * 10 })))
        .execute();
      count += types.length;
    }
    await markSeeded(trx, MARK);
  });
  log(`seeded ${count} visa types in ${areas.length} areas`);
  return true;
}
