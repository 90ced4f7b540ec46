import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { documentLexemes, SEGMENTED_SCRIPT_CLASS } from '../../listings/index.js';
import { plainText } from '../sanitize.js';

/**
 * Thai and Khmer words in the search lexemes of FAQ entries written before the listing engine segmented them
 * (until then such text gave no lexeme). Only entries whose title or answer holds a Thai or Khmer character are
 * recomputed, the way saving one computes them, in batches by id; nothing else of a row changes. No down.
 */
const BATCH = 500;

export async function up(anyDb: Kysely<unknown>): Promise<void> {
  const db = anyDb as Kysely<DB>;
  for (let after = 0; ; ) {
    const rows = await db
      .selectFrom('faq_entry')
      .select(['id', 'title', 'answer'])
      .where('id', '>', after)
      .where(sql<boolean>`(title ~ ${SEGMENTED_SCRIPT_CLASS} or answer ~ ${SEGMENTED_SCRIPT_CLASS})`)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const r of rows) {
      const search = sql`array_to_tsvector(${documentLexemes(r.title, plainText(r.answer))}::text[])`;
      await db.updateTable('faq_entry').set({ search }).where('id', '=', r.id).execute();
    }
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}
