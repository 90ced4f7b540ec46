import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ChatContent } from '@haiwai/contracts';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

/** Row types of migrations/0003-chat.ts. */
export interface ConversationTable {
  id: Generated<number>;
  type: number;
  name: Generated<string>;
  avatar: string | null;
  creator_id: number;
  owner_id: number;
  /** `min:max` user ids of a single chat: one conversation per pair. */
  single_key: string | null;
  last_seq: Generated<number>;
  last_message_id: number | null;
  created_at: CreatedAt;
  /** Last activity: the newest message or membership change. */
  updated_at: Timestamp;
}

export interface ConversationMemberTable {
  conversation_id: number;
  user_id: number;
  /** The owner appoints admins; owners and admins run a group (docs/chat.md). */
  role: Generated<'owner' | 'admin' | 'member'>;
  is_top: Generated<boolean>;
  is_mute: Generated<boolean>;
  /** The member's "translate incoming messages into my language" switch (docs/translation.md). */
  auto_translate: Generated<boolean>;
  /** Read up to this seq; the member's unread count is the conversation's last_seq minus it. */
  last_read_seq: Generated<number>;
  /** Messages with seq above this are visible to the member (the conversation's last seq when they joined). */
  visible_from_seq: Generated<number>;
  joined_at: Timestamp;
  /** Set when the member left or was removed; null while a member. */
  left_at: NullableTimestamp;
  /** Seq of the newest message mentioning the member (`mention_all`: as everyone); shown while above last_read_seq. */
  mention_seq: Generated<number>;
  mention_all: Generated<boolean>;
  /** Deleted for me up to this seq: the row is out of the list until a newer message. */
  hidden_seq: number | null;
  /** The member's unsent text (all their devices). */
  draft: string | null;
  draft_at: NullableTimestamp;
}

export interface ChatMessageTable {
  id: Generated<number>;
  conversation_id: number;
  seq: number;
  sender_id: number;
  type: 'text' | 'image' | 'voice' | 'video' | 'file' | 'card';
  content: Json<ChatContent>;
  temp_id: string | null;
  /** `kind:id` of a listing card: sent once per conversation and listing. */
  card_key: string | null;
  recalled_at: NullableTimestamp;
  recalled_by: number | null;
  created_at: CreatedAt;
}

/** A message one member deleted "for me": hidden from that member's history, sync and search, on all their devices. */
export interface ChatMessageHiddenTable {
  user_id: number;
  message_id: number;
  hidden_at: CreatedAt;
}

export interface ChatTables {
  conversation: ConversationTable;
  conversation_member: ConversationMemberTable;
  chat_message: ChatMessageTable;
  chat_message_hidden: ChatMessageHiddenTable;
}

export type ConversationRow = Selectable<ConversationTable>;
export type ConversationMemberRow = Selectable<ConversationMemberTable>;
export type ChatMessageRow = Selectable<ChatMessageTable>;

declare module '../../db/schema.js' {
  // The module's tables join the one DB interface (see db/schema.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends ChatTables {}
}
