import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { TranslationSourceResolver } from '../translation/index.js';
import { readable } from './reading.js';

/** A published article (anyone may read it), for "translate": title, summary and the rich text as markup. */
export function articleTranslationSource(db: Kysely<DB>): TranslationSourceResolver {
  return async (_reader, id) => {
    const a = await readable(db, id).catch(() => null);
    if (!a) return null;
    return [
      { name: 'title', text: a.title, format: 'text' },
      { name: 'summary', text: a.summary, format: 'text' },
      { name: 'content', text: a.content, format: 'html' },
    ];
  };
}
