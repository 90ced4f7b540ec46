import type { SeedContext } from '../../../core/module.js';

const QUOTA_KEY = 'job_hunt_unlock_quota';

/**
 * The monthly resume unlock quota (10). Written at every start if missing, as it always was: no marker, so an
 * admin's value is kept and a removed one comes back. Returns false: a default, not a first-start sign.
 */
export async function seedJobsReference({ db }: SeedContext): Promise<boolean> {
  await db.insertInto('setting').values({ site_area_id: 0, key: QUOTA_KEY, value: JSON.stringify(10) }).onConflict((oc) => oc.columns(['site_area_id', 'key']).doNothing()).execute();
  return false;
}
