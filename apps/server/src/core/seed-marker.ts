import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * A seed stage records that it ran with a marker row in `setting` (area 0), so later starts, and other nodes,
 * skip it. `legacy` names markers of older seed layouts that already wrote what the stage writes
 * (`seed.version` was the one marker of the areas, basis data and demo users).
 */
export async function seeded(db: Kysely<DB>, marker: string, legacy: readonly string[] = []): Promise<boolean> {
  const row = await db.selectFrom('setting').select('key').where('site_area_id', '=', 0).where('key', 'in', [marker, ...legacy]).executeTakeFirst();
  return row !== undefined;
}

/** Writes the marker (inside the stage's own transaction, so a stage cut short runs again). */
export async function markSeeded(db: Kysely<DB>, marker: string, value: unknown = 1): Promise<void> {
  await db.insertInto('setting').values({ site_area_id: 0, key: marker, value: JSON.stringify(value) }).onConflict((oc) => oc.columns(['site_area_id', 'key']).doNothing()).execute();
}
