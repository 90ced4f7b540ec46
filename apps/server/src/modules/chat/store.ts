import type { ChatContent, ChatMessage, ChatMessageType, Lang } from '@haiwai/contracts';
import { sql, type Kysely } from 'kysely';
import { forbidden } from '../../core/errors.js';
import type { DB } from '../../db/schema.js';
import type { ChatHub } from './hub.js';
import { present, type UserInfo } from './present.js';
import { PublishOrder, type PublishTicket } from './publish-order.js';
import type { ChatMessageRow } from './schema.js';

/** A message row as selected by raw SQL next to other columns (null where no message came back). */
export type NullableMessage = { [K in keyof ChatMessageRow]: K extends 'temp_id' | 'card_key' | 'recalled_at' | 'recalled_by' ? ChatMessageRow[K] : ChatMessageRow[K] | null };
type InsertRow = NullableMessage & { member: boolean; conversation_type: number | null; nickname: string | null; avatar: string | null; marks: [number, number, number][] | null };
/**
 * A stored message with everything its push needs: the conversation type, the sender, the marks of the commit,
 * and its place in the conversation's push order (pass it to `fanOut`, which reports it).
 */
export type Stored = { row: ChatMessageRow; type: number; sender: UserInfo; marks: { user_id: number; last_read_seq: number; unread_count: number }[]; ticket: PublishTicket };

/** The socket a message was sent over: it gets the message as its ack, the moment the push goes out. */
export interface SendingSocket {
  id: string;
  ack(message: ChatMessage): void;
}

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

/** A unique index said no: (sender, temp_id) for a resend, (conversation, card_key) for a card. */
export const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';

/** Storing a message and pushing it to the members: shared by the send path and the listing card. */
export class MessageStore {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly hub: ChatHub,
    private readonly order = new PublishOrder(),
  ) {}

  /**
   * Stores a message in one statement: takes the next seq (and the message id) under the conversation's
   * row lock, inserts the message, sets the last message, raises every other current member's unread
   * count, marks the conversation read for the sender, and returns the message with the conversation type,
   * the sender's name and every current member's mark as of the commit. Null: the sender is not a member.
   *
   * A statement sees the database as of its start, but waits for the row lock after that. If another
   * transaction changed the conversation row in between (every membership change does), its new members
   * would be invisible to this statement, so it writes nothing (the row version it locked is not the one it
   * saw) and the send is done again in a transaction that takes the lock first.
   *
   * Both run on one connection, and the send takes its place in the conversation's push order once it has
   * that connection, right before the statement goes out (see PublishOrder): a send still waiting for a
   * connection cannot hold an earlier seq, so it holds back no one's push.
   */
  async insert(conversationId: number, senderId: number, type: ChatMessageType, content: ChatContent, extra: { tempId?: string | null; cardKey?: string | null }): Promise<Stored | null> {
    const statement = sql<InsertRow>`
      with snap as (
        select c.xmin as version,
               exists (select 1 from conversation_member s where s.conversation_id = c.id and s.user_id = ${senderId}::int and s.left_at is null) as member
          from conversation c
         where c.id = ${conversationId}::int
      ),
      conv as (
        update conversation c
           set last_seq = c.last_seq + 1, last_message_id = nextval(pg_get_serial_sequence('chat_message', 'id')), updated_at = ${new Date()}::timestamptz
          from snap
         where c.id = ${conversationId}::int and snap.member and c.xmin = snap.version
        returning c.id, c.type, c.last_seq, c.last_message_id
      ),
      msg as (
        insert into chat_message (id, conversation_id, seq, sender_id, type, content, temp_id, card_key)
        select conv.last_message_id, conv.id, conv.last_seq, ${senderId}::int, ${type}::text, ${JSON.stringify(content)}::jsonb, ${extra.tempId ?? null}::text, ${extra.cardKey ?? null}::text
          from conv
        returning *
      ),
      others as (
        update conversation_member m
           set unread_count = m.unread_count + 1
          from conv
         where m.conversation_id = conv.id and m.user_id <> ${senderId}::int and m.left_at is null
        returning m.user_id, m.last_read_seq, m.unread_count
      ),
      me as (
        -- Sending means the sender has seen the conversation up to here.
        update conversation_member m
           set last_read_seq = conv.last_seq, unread_count = 0
          from conv
         where m.conversation_id = conv.id and m.user_id = ${senderId}::int
        returning m.user_id, m.last_read_seq, m.unread_count
      )
      select snap.member, conv.type as conversation_type, u.nickname, u.avatar,
             (select json_agg(json_build_array(k.user_id, k.last_read_seq, k.unread_count)) from (select * from others union all select * from me) k) as marks,
             msg.*
        from snap
        left join conv on true
        left join msg on true
        left join app_user u on u.id = ${senderId}::int`;
    let ticket: PublishTicket | undefined;
    try {
      const r = await this.db.connection().execute(async (conn) => {
        ticket = this.order.begin(conversationId);
        const first = (await statement.execute(conn)).rows[0];
        if (!first?.member || first.id !== null) return first;
        return conn.transaction().execute(async (trx) => {
          await sql`select 1 from conversation where id = ${conversationId}::int for update`.execute(trx);
          return (await statement.execute(trx)).rows[0];
        });
      });
      if (!r?.member) {
        ticket!.cancel();
        return null;
      }
      if (r.id === null) throw new Error(`chat: message not stored in conversation ${conversationId}`);
      return {
        row: storedRow(r),
        type: r.conversation_type!,
        sender: { id: senderId, nickname: r.nickname ?? '', avatar: r.avatar ?? null },
        marks: (r.marks ?? []).map(([user_id, last_read_seq, unread_count]) => ({ user_id, last_read_seq, unread_count })),
        ticket: ticket!,
      };
    } catch (err) {
      ticket?.cancel();
      throw err;
    }
  }

  /**
   * Pushes a stored message to every device of every member, in its conversation's seq order on this node
   * (after the pushes of earlier seqs sent through this node; see PublishOrder), and resolves with the sender's
   * view of it once pushed. The sending socket gets that view as its ack at the same moment instead of the
   * push, so its frames are in seq order too. Needs no query: the marks are those of the commit.
   */
  fanOut(stored: Stored | null, senderId: number, lang: Lang, socket?: SendingSocket): Promise<ChatMessage> {
    if (!stored) throw forbidden('chat.forbidden');
    const { row, marks } = stored;
    const base = present(row, { viewerId: 0, type: stored.type, marks, users: new Map([[senderId, stored.sender]]), unread: 0, lang });
    const patches: Record<string, Record<string, unknown>> = {};
    for (const m of marks) patches[String(m.user_id)] = { unread_count: m.unread_count };
    patches[String(senderId)] = { unread_count: 0, temp_id: row.temp_id };
    const own: ChatMessage = { ...base, unread_count: 0, temp_id: row.temp_id };
    const push = () => {
      this.hub.publish({ users: marks.map((m) => m.user_id), frame: { type: 'new_message', data: base }, patches, exceptConnection: socket?.id });
      socket?.ack(own);
    };
    return stored.ticket.publish(row.seq, push).then(() => own);
  }
}
