import { CHAT, CONVERSATION_TYPE, type ChatContent, type ChatMessageType, type ChatQuote } from '@haiwai/contracts';
import { sql, type Kysely } from 'kysely';
import { badRequest, forbidden } from '../../core/errors.js';
import type { DB } from '../../db/schema.js';

/** What a send adds to its content besides the message itself: the quote of a reply, the members it mentions. */
export type MessageExtras = { quote?: ChatQuote; mentions?: number[]; mention_all?: boolean };

/** A message as the quote of a reply shows it: its sender and a short excerpt, built on the server. */
export function quoteOf(m: { id: number; seq: number; sender_id: number; type: ChatMessageType; content: ChatContent }, nickname: string): ChatQuote {
  const q: ChatQuote = { message_id: m.id, seq: m.seq, sender_id: m.sender_id, nickname, type: m.type };
  const short = (s: string) => [...s].slice(0, CHAT.quoteExcerptLength).join('');
  if (m.type === 'text' && typeof m.content.text === 'string') q.text = short(m.content.text);
  if (m.type === 'card' && m.content.card) q.text = short(m.content.card.title);
  if (m.type === 'file' && m.content.name) q.name = m.content.name;
  if ((m.type === 'voice' || m.type === 'video') && typeof m.content.duration === 'number') q.duration = m.content.duration;
  return q;
}

/** A quote whose original was recalled since: no excerpt left, only who and what it was. */
export const recalledQuote = (q: ChatQuote): ChatQuote => ({ message_id: q.message_id, seq: q.seq, sender_id: q.sender_id, nickname: q.nickname, type: q.type, recalled: true });

/**
 * The quote of the message `replyTo` answers: one indexed lookup of the sender's membership and that message of the
 * same conversation, within what the sender sees (after joining, not recalled, not deleted for them). Not a member:
 * 403 as everywhere; no such message for them: 400.
 */
export async function replyQuote(db: Kysely<DB>, userId: number, conversationId: number, replyTo: number): Promise<ChatQuote> {
  const row = await db
    .selectFrom('conversation_member as cm')
    .leftJoin('chat_message as m', (j) => j.on('m.id', '=', replyTo).onRef('m.conversation_id', '=', 'cm.conversation_id').onRef('m.seq', '>', 'cm.visible_from_seq').on('m.recalled_at', 'is', null))
    .leftJoin('app_user as u', 'u.id', 'm.sender_id')
    .select(['m.id', 'm.seq', 'm.sender_id', 'm.type', 'm.content', 'u.nickname'])
    .select(sql<boolean>`exists (select 1 from chat_message_hidden h where h.user_id = ${userId} and h.message_id = m.id)`.as('hidden'))
    .where('cm.conversation_id', '=', conversationId)
    .where('cm.user_id', '=', userId)
    .where('cm.left_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw forbidden('chat.forbidden');
  if (row.id === null || row.seq === null || row.sender_id === null || row.type === null || row.content === null || row.hidden) throw badRequest('chat.reply_not_found');
  return quoteOf({ id: row.id, seq: row.seq, sender_id: row.sender_id, type: row.type, content: row.content }, row.nickname ?? '');
}

/**
 * Mentions of a group text, checked against the group's current members in one query (the send path loads no member
 * set before its statement): every mentioned user a member, `@all` only from the owner or an admin. The sender is
 * left out of their own mentions.
 */
export async function checkedMentions(db: Kysely<DB>, userId: number, conversationId: number | undefined, type: ChatMessageType, mentions: number[], all: boolean): Promise<{ mentions: number[]; all: boolean }> {
  const ids = [...new Set(mentions)].filter((id) => id !== userId);
  if (conversationId === undefined || type !== 'text') throw badRequest('chat.mention_group_only');
  const rows = await db
    .selectFrom('conversation_member as cm')
    .innerJoin('conversation as c', 'c.id', 'cm.conversation_id')
    .select(['cm.user_id', 'cm.role', 'c.type'])
    .where('cm.conversation_id', '=', conversationId)
    .where('cm.left_at', 'is', null)
    .where('cm.user_id', 'in', [userId, ...ids])
    .execute();
  const me = rows.find((r) => r.user_id === userId);
  if (!me) throw forbidden('chat.forbidden');
  if (me.type === CONVERSATION_TYPE.SINGLE) throw badRequest('chat.mention_group_only');
  if (rows.length !== ids.length + 1) throw badRequest('chat.mention_not_member');
  if (all && me.role !== 'owner' && me.role !== 'admin') throw forbidden('chat.mention_all_forbidden');
  return { mentions: ids, all };
}

/**
 * The mentioned members' newest mention (their conversation row shows it until they read past it): one update, only
 * for a message that mentions someone.
 */
export async function markMentioned(db: Kysely<DB>, conversationId: number, seq: number, senderId: number, mentions: number[], all: boolean): Promise<void> {
  if (!all && mentions.length === 0) return;
  let q = db
    .updateTable('conversation_member')
    .set({ mention_seq: seq, mention_all: all })
    .where('conversation_id', '=', conversationId)
    .where('left_at', 'is', null)
    .where('user_id', '!=', senderId)
    .where('mention_seq', '<', seq);
  if (!all) q = q.where('user_id', 'in', mentions);
  await q.execute();
}

/**
 * A message's content as a forward carries it: marked forwarded, without what belonged to its first conversation
 * (the quote, the mentions, the receivers' warning).
 */
export function forwardedContent(content: ChatContent & { warning?: unknown }): ChatContent {
  const { quote: _q, mentions: _m, mention_all: _a, warning: _w, ...rest } = content;
  return { ...rest, forwarded: true };
}
