import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';
import { DEFAULT_REASONS } from './reasons.js';

const MARK = 'seed.console-reasons';

/** Each area without reasons gets the default list (an area added later gets it at the next start: the marker counts areas). */
export async function seedReasons({ db }: SeedContext): Promise<boolean> {
  const areas = await db.selectFrom('site_area').select('id').orderBy('id').execute();
  const marker = `${MARK}:${areas.map((a) => a.id).join(',')}`;
  if (await seeded(db, marker)) return false;
  await db.transaction().execute(async (trx) => {
    for (const { id } of areas) {
      const has = await trx.selectFrom('review_reason').select('id').where('site_area_id', '=', id).limit(1).executeTakeFirst();
      if (has) continue;
      await trx
        .insertInto('review_reason')
        .values(DEFAULT_REASONS.map((texts, i) => ({ site_area_id: id, queue: null, texts: JSON.stringify(texts), sort: (i + 1) * 10 })))
        .execute();
    }
    await markSeeded(trx, marker);
  });
  return true;
}
