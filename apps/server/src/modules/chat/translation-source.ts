import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { TranslationSourceResolver } from '../translation/index.js';

/**
 * A chat text message as the reader may read it, for "translate" (docs/translation.md): a member of its
 * conversation who could see it (sent after they joined), not recalled (a recalled message drops its
 * translations: there is nothing left to translate). Anything else reads as not found.
 */
export function chatTranslationSource(db: Kysely<DB>): TranslationSourceResolver {
  return async (reader, id) => {
    const row = await db
      .selectFrom('chat_message as m')
      .innerJoin('conversation_member as cm', (j) => j.onRef('cm.conversation_id', '=', 'm.conversation_id').on('cm.user_id', '=', reader.id))
      .select(['m.type', 'm.content', 'm.recalled_at', 'm.seq', 'cm.visible_from_seq', 'cm.left_at'])
      .where('m.id', '=', id)
      .executeTakeFirst();
    if (!row || row.type !== 'text' || row.recalled_at || row.left_at || row.seq <= row.visible_from_seq) return null;
    const content = (typeof row.content === 'string' ? JSON.parse(row.content) : row.content) as { text?: string };
    return content.text ? [{ name: 'text', text: content.text, format: 'text' }] : null;
  };
}
