import type { SeedContext } from '../../../core/module.js';
import { markSeeded, seeded } from '../../../core/seed-marker.js';
import { SEED_TEMPLATES } from './templates.js';

const MARK = 'seed.agreements.templates';

/** The site's contract templates (house lease, car sale, employment, service), for every area. */
export async function seedAgreementTemplates({ db, log }: SeedContext): Promise<boolean> {
  if (await seeded(db, MARK)) return false;
  await db.transaction().execute(async (trx) => {
    for (const t of SEED_TEMPLATES) {
      await trx
        .insertInto('agreement_template')
        .values({ owner_id: null, kind: t.kind, seed_key: t.key, title: JSON.stringify(t.title), clauses: JSON.stringify(t.clauses), fields: JSON.stringify(t.fields) })
        .onConflict((oc) => oc.column('seed_key').doNothing())
        .execute();
    }
    await markSeeded(trx, MARK);
  });
  log(`seeded ${SEED_TEMPLATES.length} contract templates`);
  return true;
}
