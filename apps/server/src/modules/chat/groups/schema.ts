import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Row types of migrations/202612210200-chat-groups.ts. */
export interface ChatGroupStateTable {
  conversation_id: number;
  announcement: string | null;
  announcement_by: number | null;
  announcement_at: NullableTimestamp;
}

export interface ChatGroupInviteTable {
  token: string;
  conversation_id: number;
  created_by: number;
  approval: boolean;
  /** Null: never expires. */
  expires_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface ChatGroupJoinRequestTable {
  id: Generated<number>;
  conversation_id: number;
  user_id: number;
  status: Generated<'pending' | 'approved' | 'declined'>;
  created_at: CreatedAt;
  decided_by: number | null;
  decided_at: NullableTimestamp;
}

export interface ChatGroupMuteTable {
  conversation_id: number;
  user_id: number;
  /** Null: until an admin lifts it. */
  until: NullableTimestamp;
  muted_by: number | null;
}

export interface ChatGroupTables {
  chat_group_state: ChatGroupStateTable;
  chat_group_invite: ChatGroupInviteTable;
  chat_group_join_request: ChatGroupJoinRequestTable;
  chat_group_mute: ChatGroupMuteTable;
}

declare module '../../../db/schema.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends ChatGroupTables {}
}
