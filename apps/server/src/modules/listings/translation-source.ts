import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { TranslationSourceResolver } from '../translation/index.js';
import { visibleTo } from './listing-core.js';

/** A listing of any kind as its reader may see it (the detail's own rule), for "translate": title and description. */
export function listingTranslationSource(db: Kysely<DB>): TranslationSourceResolver {
  return async (reader, id) => {
    const row = await db.selectFrom('listing').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || !visibleTo(row, reader)) return null;
    return [
      { name: 'title', text: row.title, format: 'text' },
      { name: 'description', text: row.description, format: 'text' },
    ];
  };
}
