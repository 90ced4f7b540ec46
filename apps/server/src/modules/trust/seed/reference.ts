import { SAFETY_PAGE_KEY } from '@haiwai/contracts/trust/constants';
import { sql } from 'kysely';
import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';
import { STARTING_PATTERNS } from './patterns.js';
import { SAFETY_PAGE } from './safety-page.js';

const MARK = 'seed.trust-patterns';

/** Reference data: every area's starting scam patterns and the safety page (present with SEED_DEMO=false too). */
export async function seedTrust({ db, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK)) return false;
  const areas = await db.selectFrom('site_area').select('id').execute();
  await db.transaction().execute(async (trx) => {
    for (const area of areas) {
      await trx
        .insertInto('scam_pattern')
        .values(STARTING_PATTERNS.map((p) => ({ site_area_id: area.id, kind: p.kind, lang: p.lang, topic: p.topic, pattern: p.pattern, created_by: null })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    // The all-areas copy of the page; written with plain SQL so it fits single_page with or without its per-area column.
    await sql`insert into single_page (key, titles, contents)
      select ${SAFETY_PAGE_KEY}, ${JSON.stringify(SAFETY_PAGE.titles)}::jsonb, ${JSON.stringify(SAFETY_PAGE.contents)}::jsonb
      where not exists (select 1 from single_page where key = ${SAFETY_PAGE_KEY})`.execute(trx);
    await markSeeded(trx, MARK);
  });
  log(`seeded trust: ${STARTING_PATTERNS.length} scam patterns for each of ${areas.length} areas, the safety page`);
  return true;
}
