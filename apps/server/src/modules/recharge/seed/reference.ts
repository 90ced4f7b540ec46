import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';
import { defaultFaceValues } from './face-values.js';

const MARK = 'seed.recharge-face-values';

/** Every operator's face values: reference data, present with SEED_DEMO=false too. */
export async function seedRecharge({ db, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK)) return false;
  const rows = defaultFaceValues();
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('recharge_face_value').values(rows).onConflict((oc) => oc.columns(['operator_id', 'amount_minor']).doNothing()).execute();
    await markSeeded(trx, MARK);
  });
  log(`seeded ${rows.length} phone top-up face values`);
  return true;
}
