import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { PrivateMedia } from '../media/index.js';

/** Message types whose content names a media file (`content.url`). */
const MEDIA_MESSAGE_TYPES = ['image', 'voice', 'video', 'file'] as const;

/**
 * Whether `userId` sees a message carrying `url` (`/api/media/<hash>`): a member now (not left) of a conversation
 * holding such a message within what they may see (after `visible_from_seq`). A recalled message's content is
 * wiped, so it grants nothing. Index `chat_message_media_url` (migration 202612040120) finds the messages.
 */
export async function seesChatMedia(db: Kysely<DB>, userId: number, url: string): Promise<boolean> {
  const row = await db
    .selectFrom('chat_message as m')
    .innerJoin('conversation_member as cm', 'cm.conversation_id', 'm.conversation_id')
    .select('m.id')
    .where(sql<string>`(m.content->>'url')`, '=', url)
    .where('m.type', 'in', MEDIA_MESSAGE_TYPES)
    .where('cm.user_id', '=', userId)
    .where('cm.left_at', 'is', null)
    .whereRef('m.seq', '>', 'cm.visible_from_seq')
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Chat photos, voice, videos and files are private files of purpose `chat` (docs/media.md): the sender (their
 * uploader) and the members of the conversations they were sent to may read them. Declared in the module's `init`.
 */
export function declareChatMedia(media: PrivateMedia, db: Kysely<DB>): void {
  media.declare('chat', { canRead: (reader, file) => seesChatMedia(db, reader.id, file.url) });
}
