import type { ChatContent, ChatMessage, Lang } from '@haiwai/contracts';
import type { ChatWarning, TrustTiers } from '@haiwai/contracts/trust';
import { sql, type Kysely } from 'kysely';
import { t } from '../../core/messages.js';
import type { DB } from '../../db/schema.js';
import { tierBits, tiersOf } from '../trust/index.js';
import { recalledQuote } from './message-extras.js';
import type { ChatMessageRow } from './schema.js';

export type UserInfo = { id: number; nickname: string; avatar: string | null; is_vip?: boolean; tiers?: TrustTiers };
/** Content as stored: a screened text also holds the warning its receivers see (send.ts, docs/trust.md). */
export type StoredContent = ChatContent & { warning?: ChatWarning };
export type MemberMark = { user_id: number; last_read_seq: number; unread_count: number; is_top: boolean; is_mute: boolean; left_at: Date | null };
/** What a message's read state is worked out from: each member's last read seq. */
export type ReadMark = { user_id: number; last_read_seq: number };
/** Who is looking, and what the wire message needs besides the row. */
export type Viewer = { viewerId: number; type: number; marks: ReadMark[]; users: Map<number, UserInfo>; unread: number; lang: Lang; recalledQuotes?: ReadonlySet<number> };

export const secs = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * A member's unread count, selected as `unread_count` from `conversation_member as m` joined to `conversation as c`:
 * the messages after their last read one, all someone else's (docs/chat.md, "Unread counts"). Never stored.
 */
export const unreadOf = sql<number>`c.last_seq - m.last_read_seq`;
export const unreadCount = unreadOf.as('unread_count');

/** A stored message as `viewerId` sees it (their temp id only on their own messages). */
export function present(row: ChatMessageRow, v: Viewer): ChatMessage {
  const sender = v.users.get(row.sender_id);
  const others = v.marks.filter((m) => m.user_id !== row.sender_id);
  const readBy = others.filter((m) => m.last_read_seq >= row.seq).map((m) => m.user_id);
  return {
    message_id: row.id,
    id: row.id,
    conversation_id: row.conversation_id,
    conversation_type: v.type,
    seq: row.seq,
    sender_id: row.sender_id,
    type: row.type,
    content: row.recalled_at ? { text: t(v.lang, 'chat.recalled_text') } : withQuoteState(shown(row.content), v.recalledQuotes),
    timestamp: secs(row.created_at),
    temp_id: row.sender_id === v.viewerId ? row.temp_id : null,
    recalled: row.recalled_at !== null,
    unread_count: v.unread,
    account: sender?.nickname ?? '',
    nickname: sender?.nickname ?? '',
    user_avatar: sender?.avatar ?? null,
    avatar: sender?.avatar ?? null,
    read_by: readBy,
    is_read: others.length > 0 && readBy.length === others.length,
    // The receivers' warning (docs/trust.md): never the sender's own view.
    ...(warningOf(row.content) && row.sender_id !== v.viewerId ? { warning: warningOf(row.content) } : {}),
  };
}

/** A reply whose original was recalled since shows "message recalled" instead of its excerpt. */
function withQuoteState(content: ChatContent, recalled: ReadonlySet<number> | undefined): ChatContent {
  const q = content.quote;
  return q && recalled?.has(q.message_id) ? { ...content, quote: recalledQuote(q) } : content;
}

const warningOf = (content: StoredContent): ChatWarning | undefined => content.warning;

/** The content as clients get it: without the stored warning, which is a field of the message for its receivers. */
function shown(content: StoredContent): ChatContent {
  if (content.warning === undefined) return content;
  const { warning: _warning, ...rest } = content;
  return rest;
}

/** The lookups presenting messages needs: current members' marks and senders' names. */
export class MessagePresenter {
  constructor(private readonly db: Kysely<DB>) {}

  /** The current (not left) members of a conversation with their marks. */
  async marks(conversationId: number): Promise<MemberMark[]> {
    return this.db
      .selectFrom('conversation_member as m')
      .innerJoin('conversation as c', 'c.id', 'm.conversation_id')
      .select(['m.user_id', 'm.last_read_seq', unreadCount, 'm.is_top', 'm.is_mute', 'm.left_at'])
      .where('m.conversation_id', '=', conversationId)
      .where('m.left_at', 'is', null)
      .execute();
  }

  async users(ids: number[]): Promise<Map<number, UserInfo>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('app_user as u')
      // The trust tiers of a single chat's header, VIP among them (modules/trust, docs/trust.md).
      .select(['u.id', 'u.nickname', 'u.avatar', tierBits('u').as('tier_bits')])
      .where('u.id', 'in', [...new Set(ids)])
      .execute();
    return new Map(
      rows.map((r) => {
        const tiers = tiersOf(r.tier_bits);
        return [r.id, { id: r.id, nickname: r.nickname, avatar: r.avatar, is_vip: tiers.vip, tiers }];
      }),
    );
  }

  async presentMany(rows: ChatMessageRow[], viewerId: number, type: number, unread: number, lang: Lang, knownMarks?: ReadMark[]) {
    if (rows.length === 0) return [];
    const marks = knownMarks ?? (await this.marks(rows[0]!.conversation_id));
    const [users, recalledQuotes] = await Promise.all([this.users(rows.map((r) => r.sender_id)), this.recalledQuotes(rows)]);
    return rows.map((r) => present(r, { viewerId, type, marks, users, unread, lang, recalledQuotes }));
  }

  /** Of the messages these replies quote, those recalled since: one query per page, none when no reply is on it. */
  async recalledQuotes(rows: ChatMessageRow[]): Promise<Set<number>> {
    const quoted = [...new Set(rows.flatMap((r) => (r.recalled_at === null && r.content.quote ? [r.content.quote.message_id] : [])))];
    if (quoted.length === 0) return new Set();
    const recalled = await this.db.selectFrom('chat_message').select('id').where('id', 'in', quoted).where('recalled_at', 'is not', null).execute();
    return new Set(recalled.map((r) => r.id));
  }
}
