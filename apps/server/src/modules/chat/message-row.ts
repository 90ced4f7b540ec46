import type { ChatMessageRow } from './schema.js';

/** A message row as selected by raw SQL next to other columns (null where no message came back). */
export type NullableMessage = { [K in keyof ChatMessageRow]: K extends 'temp_id' | 'card_key' | 'recalled_at' | 'recalled_by' ? ChatMessageRow[K] : ChatMessageRow[K] | null };

/** A message row read back from a statement that may have found none (its columns typed nullable). */
export function storedRow(r: NullableMessage): ChatMessageRow {
  return {
    id: r.id!,
    conversation_id: r.conversation_id!,
    seq: r.seq!,
    sender_id: r.sender_id!,
    type: r.type!,
    content: r.content!,
    temp_id: r.temp_id,
    card_key: r.card_key,
    recalled_at: r.recalled_at,
    recalled_by: r.recalled_by,
    created_at: r.created_at!,
  };
}
