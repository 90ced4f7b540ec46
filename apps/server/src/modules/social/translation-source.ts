import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { TranslationSourceResolver } from '../translation/index.js';
import { visiblePost } from './access.js';

/** A post of the square as its viewer may see it (not deleted, hidden only to its author, not across a block). */
export function postTranslationSource(db: Kysely<DB>): TranslationSourceResolver {
  return async (reader, id) => {
    const post = await visiblePost(db, id, reader.id).catch(() => null);
    return post ? [{ name: 'content', text: post.content, format: 'text' }] : null;
  };
}

/** A comment of the square: itself not deleted or hidden (but to its author), on a post the viewer may see. */
export function commentTranslationSource(db: Kysely<DB>): TranslationSourceResolver {
  return async (reader, id) => {
    const c = await db.selectFrom('social_comment').select(['post_id', 'user_id', 'content', 'hidden_at', 'deleted_at']).where('id', '=', id).executeTakeFirst();
    if (!c || c.deleted_at || (c.hidden_at && c.user_id !== reader.id)) return null;
    const post = await visiblePost(db, c.post_id, reader.id).catch(() => null);
    return post ? [{ name: 'content', text: c.content, format: 'text' }] : null;
  };
}
