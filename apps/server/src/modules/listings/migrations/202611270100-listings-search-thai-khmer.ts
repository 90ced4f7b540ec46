import { isListingKind, LISTING_KINDS } from '@haiwai/contracts';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { searchVector } from '../listing-core.js';
import { documentLexemes } from '../../../core/search-text.js';
import { SEGMENTED_SCRIPT_CLASS } from '../../../core/segment.js';

/**
 * Thai and Khmer words in the search lexemes of listings written before they were segmented (until then their
 * Thai and Khmer text gave no lexeme at all). Only rows holding a Thai or Khmer character anywhere the index
 * reads (title, description, tags, attributes) are recomputed, by the engine's own `searchVector`, in batches by
 * id; deleted and offline ones too (admins search every status). Nothing else of a row changes. No down: the
 * older lexemes were a subset, and the older code searches the new ones the same way.
 */
const BATCH = 500;

export async function up(anyDb: Kysely<unknown>): Promise<void> {
  const db = anyDb as Kysely<DB>;
  const script = SEGMENTED_SCRIPT_CLASS;
  for (let after = 0; ; ) {
    const rows = await db
      .selectFrom('listing')
      .select(['id', 'kind', 'title', 'description', 'attrs', 'tags'])
      .where('id', '>', after)
      .where(sql<boolean>`(title ~ ${script} or description ~ ${script} or array_to_string(tags, ' ') ~ ${script} or attrs::text ~ ${script})`)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const r of rows) {
      const attrs = (typeof r.attrs === 'string' ? JSON.parse(r.attrs) : (r.attrs ?? {})) as Record<string, unknown>;
      const search = isListingKind(r.kind)
        ? searchVector(LISTING_KINDS[r.kind], r.title, r.description ?? '', attrs, r.tags ?? [])
        : sql`array_to_tsvector(${documentLexemes(r.title, r.description, (r.tags ?? []).join(' '))}::text[])`;
      await db.updateTable('listing').set({ search }).where('id', '=', r.id).execute();
    }
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}
