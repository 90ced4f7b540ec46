import { CONVERSATION_TYPE, type Conversation, type ConversationMember, type Lang } from '@haiwai/contracts';
import { sql, type Kysely } from 'kysely';
import { forbidden } from '../../core/errors.js';
import type { DB } from '../../db/schema.js';
import { NO_TIERS } from '../trust/index.js';
import { present, secs, unreadCount, unreadOf, type MessagePresenter } from './present.js';

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

  async listConversations(userId: number, lang: Lang, page: number, limit: number) {
    const base = this.db.selectFrom('conversation_member as m').innerJoin('conversation as c', 'c.id', 'm.conversation_id').where('m.user_id', '=', userId).where('m.left_at', 'is', null);
    const [rows, count, totalUnread] = await Promise.all([
      base
        .select('c.id')
        .orderBy('m.is_top', 'desc')
        .orderBy('c.updated_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst(),
      this.totalUnread(userId),
    ]);
    const list = await this.views(userId, rows.map((r) => r.id), lang, false);
    return { list, total: Number(count?.n ?? 0), total_unread: totalUnread };
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
      .select(['m.is_top', 'm.is_mute', 'm.auto_translate', unreadCount, 'm.last_read_seq', 'm.visible_from_seq'])
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
    const lastMessages = lastIds.length ? await this.db.selectFrom('chat_message').selectAll().where('id', 'in', lastIds).execute() : [];
    const lastById = new Map(lastMessages.map((m) => [m.id, m]));
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
      const last = r.last_message_id ? lastById.get(r.last_message_id) : undefined;
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
        },
      ];
    });
  }

  async history(userId: number, conversationId: number, limit: number, beforeId: number | undefined, lang: Lang) {
    const m = await this.membership(userId, conversationId);
    let q = this.db.selectFrom('chat_message').selectAll().where('conversation_id', '=', conversationId).where('seq', '>', m.visible_from_seq);
    // Within a conversation ids grow with seq (both are taken under the conversation's row lock).
    if (beforeId) q = q.where('id', '<', beforeId);
    const [rows, count] = await Promise.all([
      q.orderBy('seq', 'desc').limit(limit + 1).execute(),
      this.db.selectFrom('chat_message').select(sql<number>`count(*)::int`.as('n')).where('conversation_id', '=', conversationId).where('seq', '>', m.visible_from_seq).executeTakeFirst(),
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
      .where('seq', '>', Math.max(after.seq ?? 0, m.visible_from_seq));
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
