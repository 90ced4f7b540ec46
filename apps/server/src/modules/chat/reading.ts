import { CONVERSATION_TYPE, type Conversation, type ConversationMember, type Lang } from '@haiwai/contracts';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { z } from 'zod';
import { forbidden } from '../../core/errors.js';
import { cursorCodec, microsKey, rowId, takePage } from '../../core/paging/index.js';
import type { DB } from '../../db/schema.js';
import { NO_TIERS } from '../trust/index.js';
import { present, secs, unreadCount, unreadOf, type MessagePresenter } from './present.js';

/** The message centre pages by (pinned, last activity, id), newest first (keyset; `page` still works for old clients). */
const listCursor = cursorCodec('chat:conversations', z.object({ top: z.boolean(), t: microsKey, id: rowId }).strict());
const micros = sql<string>`(extract(epoch from c.updated_at) * 1000000)::bigint::text`;
const fromMicros = (t: string) => sql`(timestamptz 'epoch' + ${t}::bigint * interval '1 microsecond')`;
/** Not deleted for me, or a newer message since (docs/chat.md, "Devices agree"). */
const listed = sql<SqlBool>`(m.hidden_seq is null or c.last_seq > m.hidden_seq)`;
/** A message not deleted for `userId` (selected from `chat_message`). */
const notHiddenFor = (userId: number) => sql<SqlBool>`not exists (select 1 from chat_message_hidden h where h.user_id = ${userId} and h.message_id = chat_message.id)`;

type MemberView = { conversation_id: number; user_id: number; role: 'owner' | 'admin' | 'member'; is_top: boolean; is_mute: boolean; last_read_seq: number; visible_from_seq: number; joined_at: Date };

/**
 * Reading conversations and their messages: membership, the conversation list and views, history, sync and
 * unread totals. Every call takes the acting user and checks membership first; a conversation the user is
 * not in answers 403 whether or not it exists.
 */
export class ConversationReader {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly presenter: MessagePresenter,
  ) {}

  /** The user's active membership, or 403 (also for conversations that do not exist). */
  async membership(userId: number, conversationId: number, db: Kysely<DB> = this.db) {
    const row = await db
      .selectFrom('conversation_member as m')
      .innerJoin('conversation as c', 'c.id', 'm.conversation_id')
      .selectAll('c')
      .select(['m.role', 'm.last_read_seq', unreadCount, 'm.visible_from_seq', 'm.is_top', 'm.is_mute'])
      .where('m.conversation_id', '=', conversationId)
      .where('m.user_id', '=', userId)
      .where('m.left_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw forbidden('chat.forbidden');
    return row;
  }

  async totalUnread(userId: number) {
    const row = await this.db
      .selectFrom('conversation_member as m')
      .innerJoin('conversation as c', 'c.id', 'm.conversation_id')
      .select(sql<number>`coalesce(sum(${unreadOf}), 0)::int`.as('n'))
      .where('m.user_id', '=', userId)
      .where('m.left_at', 'is', null)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /**
   * The message centre: pinned first, then by last activity. Keyset by `cursor` (the previous page's `next_cursor`);
   * without one, `page` and `limit` as before. Conversations deleted for me are left out until a newer message.
   */
  async listConversations(userId: number, lang: Lang, page: number, limit: number, cursor?: string) {
    const after = listCursor.decode(cursor);
    const base = this.db.selectFrom('conversation_member as m').innerJoin('conversation as c', 'c.id', 'm.conversation_id').where('m.user_id', '=', userId).where('m.left_at', 'is', null).where(listed);
    let q = base.select(['c.id', 'm.is_top', micros.as('t')]).orderBy('m.is_top', 'desc').orderBy('c.updated_at', 'desc').orderBy('c.id', 'desc').limit(limit + 1);
    q = after ? q.where(sql<SqlBool>`(m.is_top, c.updated_at, c.id) < (${after.top}, ${fromMicros(after.t)}, ${after.id})`) : q.offset((page - 1) * limit);
    const [rows, count, totalUnread] = await Promise.all([q.execute(), base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst(), this.totalUnread(userId)]);
    const shown = takePage(rows, limit, (last) => listCursor.encode({ top: last.is_top, t: last.t, id: last.id }));
    const list = await this.views(userId, shown.rows.map((r) => r.id), lang, false);
    return { list, total: Number(count?.n ?? 0), total_unread: totalUnread, next_cursor: shown.next_cursor, has_more: shown.has_more };
  }

  async conversationInfo(userId: number, conversationId: number, lang: Lang) {
    await this.membership(userId, conversationId);
    return (await this.views(userId, [conversationId], lang, true))[0]!;
  }

  /** The conversations as one member sees them, in the order given. Groups list members only when asked. */
  async views(userId: number, ids: number[], lang: Lang, withMembers: boolean): Promise<Conversation[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('conversation_member as m')
      .innerJoin('conversation as c', 'c.id', 'm.conversation_id')
      .selectAll('c')
      .select(['m.is_top', 'm.is_mute', 'm.auto_translate', unreadCount, 'm.last_read_seq', 'm.visible_from_seq', 'm.mention_seq', 'm.mention_all', 'm.draft', 'm.draft_at'])
      .where('m.user_id', '=', userId)
      .where('m.conversation_id', 'in', ids)
      .execute();
    const members = await this.db
      .selectFrom('conversation_member')
      .select(['conversation_id', 'user_id', 'role', 'is_top', 'is_mute', 'last_read_seq', 'visible_from_seq', 'joined_at'])
      .where('conversation_id', 'in', ids)
      .where('left_at', 'is', null)
      .orderBy('joined_at')
      .orderBy('user_id')
      .execute();
    const byConv = new Map<number, MemberView[]>();
    for (const m of members) {
      const list = byConv.get(m.conversation_id) ?? [];
      list.push(m);
      byConv.set(m.conversation_id, list);
    }
    const lastIds = rows.filter((r) => r.last_message_id && r.last_seq > r.visible_from_seq).map((r) => r.last_message_id!);
    const lastMessages = await this.#lastMessages(userId, lastIds);
    const lastByConv = new Map(lastMessages.map((m) => [m.conversation_id, m]));
    const userIds = new Set<number>(lastMessages.map((m) => m.sender_id));
    for (const r of rows) {
      const ms = byConv.get(r.id) ?? [];
      if (r.type === CONVERSATION_TYPE.SINGLE || withMembers) for (const m of ms) userIds.add(m.user_id);
    }
    const users = await this.presenter.users([...userIds]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const r = byId.get(id);
      if (!r) return [];
      const ms = byConv.get(id) ?? [];
      const presentMember = (m: MemberView): ConversationMember => {
        const u = users.get(m.user_id);
        const name = u?.nickname ?? '';
        return { id: m.user_id, user_id: m.user_id, username: name, nickname: name, avatar: u?.avatar ?? null, role: m.role, joined_at: secs(m.joined_at) };
      };
      const single = r.type === CONVERSATION_TYPE.SINGLE;
      const other = single ? ms.find((m) => m.user_id !== userId) : undefined;
      const otherUser = other ? users.get(other.user_id) : undefined;
      const last = r.last_message_id ? lastByConv.get(r.id) : undefined;
      const name = single ? (otherUser?.nickname ?? '') : r.name;
      return [
        {
          id: r.id,
          conversation_id: r.id,
          type: r.type,
          name,
          avatar: single ? (otherUser?.avatar ?? null) : r.avatar,
          account: name,
          creator_id: r.creator_id,
          owner_id: r.owner_id,
          create_time: secs(r.created_at),
          update_time: secs(r.updated_at),
          is_top: r.is_top ? 1 : 0,
          is_mute: r.is_mute ? 1 : 0,
          auto_translate: r.auto_translate ? 1 : 0,
          last_message: last ? present(last, { viewerId: userId, type: r.type, marks: ms, users, unread: r.unread_count, lang }) : null,
          unread_count: r.unread_count,
          other_user_id: other?.user_id ?? null,
          other_is_vip: Boolean(otherUser?.is_vip),
          ...(single ? { other_tiers: otherUser?.tiers ?? NO_TIERS } : {}),
          last_seq: r.last_seq,
          last_read_seq: r.last_read_seq,
          member_count: ms.length,
          members: single ? ms.filter((m) => m.user_id !== userId).map(presentMember) : withMembers ? ms.map(presentMember) : [],
          mention: r.mention_seq > r.last_read_seq ? (r.mention_all ? 'all' : 'me') : null,
          draft: r.draft !== null ? { text: r.draft, update_time: r.draft_at ? secs(r.draft_at) : secs(r.updated_at) } : null,
        },
      ];
    });
  }

  /**
   * The conversations' last messages as the member sees them: one deleted for them gives way to their newest one
   * still shown (looked up only for those).
   */
  async #lastMessages(userId: number, lastIds: number[]) {
    if (lastIds.length === 0) return [];
    const rows = await this.db.selectFrom('chat_message').selectAll().select(sql<boolean>`not ${notHiddenFor(userId)}`.as('hidden')).where('id', 'in', lastIds).execute();
    const hidden = rows.filter((r) => r.hidden).map((r) => r.conversation_id);
    const shown = rows.filter((r) => !r.hidden).map(({ hidden: _h, ...r }) => r);
    if (hidden.length === 0) return shown;
    const fallback = await this.db
      .selectFrom('chat_message')
      .innerJoin('conversation_member as cm', (j) => j.onRef('cm.conversation_id', '=', 'chat_message.conversation_id').on('cm.user_id', '=', userId))
      .selectAll('chat_message')
      .distinctOn('chat_message.conversation_id')
      .where('chat_message.conversation_id', 'in', hidden)
      .whereRef('chat_message.seq', '>', 'cm.visible_from_seq')
      .where(notHiddenFor(userId))
      .orderBy('chat_message.conversation_id')
      .orderBy('chat_message.seq', 'desc')
      .execute();
    return [...shown, ...fallback];
  }

  async history(userId: number, conversationId: number, limit: number, beforeId: number | undefined, lang: Lang) {
    const m = await this.membership(userId, conversationId);
    let q = this.db.selectFrom('chat_message').selectAll().where('conversation_id', '=', conversationId).where('seq', '>', m.visible_from_seq).where(notHiddenFor(userId));
    // Within a conversation ids grow with seq (both are taken under the conversation's row lock).
    if (beforeId) q = q.where('id', '<', beforeId);
    const [rows, count] = await Promise.all([
      q.orderBy('seq', 'desc').limit(limit + 1).execute(),
      this.db.selectFrom('chat_message').select(sql<number>`count(*)::int`.as('n')).where('conversation_id', '=', conversationId).where('seq', '>', m.visible_from_seq).where(notHiddenFor(userId)).executeTakeFirst(),
    ]);
    const page = rows.slice(0, limit).reverse();
    return { messages: await this.presenter.presentMany(page, userId, m.type, m.unread_count, lang), total: Number(count?.n ?? 0), has_more: rows.length > limit };
  }

  async sync(userId: number, conversationId: number, after: { seq?: number; id?: number }, limit: number, lang: Lang) {
    const m = await this.membership(userId, conversationId);
    let q = this.db
      .selectFrom('chat_message')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .where('seq', '>', Math.max(after.seq ?? 0, m.visible_from_seq))
      .where(notHiddenFor(userId));
    if (after.id) q = q.where('id', '>', after.id);
    const rows = await q.orderBy('seq', 'asc').limit(limit + 1).execute();
    const page = rows.slice(0, limit);
    const marks = await this.presenter.marks(conversationId);
    return {
      conversation_id: conversationId,
      messages: await this.presenter.presentMany(page, userId, m.type, m.unread_count, lang, marks),
      has_more: rows.length > limit,
      last_seq: m.last_seq,
      read_marks: marks.map(({ user_id, last_read_seq }) => ({ user_id, last_read_seq })),
    };
  }
}
