import {
  CHAT,
  CHAT_MESSAGE_TYPES,
  CONVERSATION_TYPE,
  MEDIA_URL_PREFIX,
  type ChatCard,
  type ChatCardRef,
  type ChatContent,
  type ChatMessage,
  type ChatMessageType,
  type Conversation,
  type ConversationMember,
  type Lang,
} from '@haiwai/contracts';
import { sql, type Kysely } from 'kysely';
import { AppError, badRequest, conflict, forbidden, tooMany } from '../../core/errors.js';
import { t } from '../../core/messages.js';
import type { RateLimiter } from '../../core/rate-limit.js';
import type { DB } from '../../db/schema.js';
import type { ChatHub } from './hub.js';
import type { ChatMessageRow } from './schema.js';

/** Looks a listing (or company) up for a chat card; wired to the listing engine in app.ts. */
export type FindListingCard = (kind: string, id: number) => Promise<ChatCard | null>;

export interface SendInput {
  conversation_id?: number;
  other_user_id?: number;
  type: string;
  content: Record<string, unknown>;
  temp_id?: string;
}

type StoredType = ChatMessageType;
type MemberMark = { user_id: number; last_read_seq: number; unread_count: number; is_top: boolean; is_mute: boolean; left_at: Date | null };
type UserInfo = { id: number; nickname: string; avatar: string | null };
type Mark = { user_id: number; last_read_seq: number };
/** A message row as selected by raw SQL next to other columns (null where no message came back). */
type NullableMessage = { [K in keyof ChatMessageRow]: K extends 'temp_id' | 'card_key' | 'recalled_at' | 'recalled_by' ? ChatMessageRow[K] : ChatMessageRow[K] | null };
type PrecheckRow = NullableMessage & { nickname: string; avatar: string | null; conversation_type: number | null; member_unread: number | null; marks: [number, number][] | null };
type Precheck = { existing: ChatMessageRow | null; sender: UserInfo; conversationType: number | null; memberUnread: number; marks: Mark[] };
type InsertRow = NullableMessage & { member: boolean; conversation_type: number | null; nickname: string | null; avatar: string | null; marks: [number, number, number][] | null };
type Stored = { row: ChatMessageRow; type: number; sender: UserInfo; marks: { user_id: number; last_read_seq: number; unread_count: number }[] };
type MemberView = { conversation_id: number; user_id: number; role: 'owner' | 'member'; is_top: boolean; is_mute: boolean; unread_count: number; last_read_seq: number; visible_from_seq: number; joined_at: Date };

const secs = (d: Date) => Math.floor(d.getTime() / 1000);
const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';
const codePoints = (s: string) => [...s].length;
const userNotFound = () => new AppError(404, 'chat.user_not_found');
const formatBytes = (n: number) => (n >= 1048576 ? `${Math.round(n / 1048576)} MB` : `${Math.round(n / 1024)} KB`);

const MEDIA_RULES: Record<'image' | 'voice' | 'video' | 'file', { mime: RegExp; max: number }> = {
  image: { mime: /^image\//, max: CHAT.maxImageBytes },
  voice: { mime: /^audio\//, max: CHAT.maxVoiceBytes },
  video: { mime: /^video\//, max: CHAT.maxVideoBytes },
  // Text files carry their charset (`text/plain; charset=utf-8`).
  file: { mime: /^[a-z]+\/[\w.+-]+(; ?charset=[\w-]+)?$/, max: CHAT.maxFileBytes },
};
const MEDIA_PATH = new RegExp(`^(?:https?://[^/]+)?${MEDIA_URL_PREFIX.replaceAll('/', '\\/')}([a-f0-9]{32})(?:\\?.*)?$`);

/**
 * Conversations, members and messages: the rules of docs/chat.md. Every call takes the acting user and
 * checks membership first; a conversation the user is not in answers 403 whether or not it exists.
 */
export class ChatService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly hub: ChatHub,
    private readonly limiter: RateLimiter,
    private readonly findListingCard: FindListingCard,
  ) {}

  // ------------------------------------------------------------------------------------------------
  // Reading
  // ------------------------------------------------------------------------------------------------

  /** The user's active membership, or 403 (also for conversations that do not exist). */
  async membership(userId: number, conversationId: number, db: Kysely<DB> = this.db) {
    const row = await db
      .selectFrom('conversation_member as m')
      .innerJoin('conversation as c', 'c.id', 'm.conversation_id')
      .selectAll('c')
      .select(['m.role', 'm.last_read_seq', 'm.unread_count', 'm.visible_from_seq', 'm.is_top', 'm.is_mute'])
      .where('m.conversation_id', '=', conversationId)
      .where('m.user_id', '=', userId)
      .where('m.left_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw forbidden('chat.forbidden');
    return row;
  }

  async totalUnread(userId: number) {
    const row = await this.db
      .selectFrom('conversation_member')
      .select(sql<number>`coalesce(sum(unread_count), 0)::int`.as('n'))
      .where('user_id', '=', userId)
      .where('left_at', 'is', null)
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
      .select(['m.is_top', 'm.is_mute', 'm.unread_count', 'm.last_read_seq', 'm.visible_from_seq'])
      .where('m.user_id', '=', userId)
      .where('m.conversation_id', 'in', ids)
      .execute();
    const members = await this.db
      .selectFrom('conversation_member')
      .select(['conversation_id', 'user_id', 'role', 'is_top', 'is_mute', 'unread_count', 'last_read_seq', 'visible_from_seq', 'joined_at'])
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
    const users = await this.users([...userIds]);
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
          last_message: last ? this.present(last, { viewerId: userId, type: r.type, marks: ms, users, unread: r.unread_count, lang }) : null,
          unread_count: r.unread_count,
          other_user_id: other?.user_id ?? null,
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
    return { messages: await this.presentMany(page, userId, m.type, m.unread_count, lang), total: Number(count?.n ?? 0), has_more: rows.length > limit };
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
    const marks = await this.#marks(conversationId);
    return {
      conversation_id: conversationId,
      messages: await this.presentMany(page, userId, m.type, m.unread_count, lang, marks),
      has_more: rows.length > limit,
      last_seq: m.last_seq,
      read_marks: marks.map(({ user_id, last_read_seq }) => ({ user_id, last_read_seq })),
    };
  }

  // ------------------------------------------------------------------------------------------------
  // Messages
  // ------------------------------------------------------------------------------------------------

  /**
   * Stores a message, then fans it out. Idempotent by (sender, temp_id): a resend answers the stored
   * message and pushes nothing new. `connectionId` is the sending socket (it gets the ack, not a push).
   *
   * Two statements in the usual case: `#precheck` (temp id, membership) before the rate limit, then
   * `#insert`, which stores the message and returns everything the push needs (docs/chat.md, "The send path").
   */
  async send(userId: number, input: SendInput, lang: Lang, connectionId?: string): Promise<ChatMessage> {
    const pre = await this.#precheck(userId, input.temp_id ?? null, input.conversation_id ?? null);
    if (pre.existing) return this.#resent(userId, pre, input, lang);
    const { type, content } = await this.#normalize(input.type, input.content);
    let conversationId = input.conversation_id;
    let member = pre.conversationType !== null;
    if (conversationId === undefined) {
      conversationId = (await this.#openSingle(userId, input.other_user_id!, lang)).id;
      member = Boolean(await this.membership(userId, conversationId));
    }
    if (!member) throw forbidden('chat.forbidden');
    const { count, resetIn } = await this.limiter.hit(`chat:send:${userId}`, CHAT.sendRateWindowSeconds);
    if (count > CHAT.sendRateLimit) throw tooMany('chat.rate_limited', resetIn);
    let stored: Stored | null;
    try {
      stored = await this.#insert(conversationId, userId, type, content, { tempId: input.temp_id ?? null });
    } catch (err) {
      if (!isUniqueViolation(err) || !input.temp_id) throw err;
      // A concurrent resend with the same temp id won the race: answer with its message.
      const again = await this.#precheck(userId, input.temp_id, input.conversation_id ?? null);
      if (!again.existing) throw err;
      return this.#resent(userId, again, input, lang);
    }
    return this.#fanOut(stored, userId, lang, connectionId);
  }

  /**
   * One statement: the sender's message with this temp id (if any) with what answering it needs (the
   * sender's membership of its conversation, the read marks), else the sender's membership of the
   * conversation asked for. The sender's name comes along for either.
   */
  async #precheck(userId: number, tempId: string | null, conversationId: number | null): Promise<Precheck> {
    const { rows } = await sql<PrecheckRow>`
      select u.nickname, u.avatar, m.type as conversation_type, m.unread_count as member_unread,
             e.id, e.conversation_id, e.seq, e.sender_id, e.type, e.content, e.temp_id, e.card_key, e.recalled_at, e.recalled_by, e.created_at,
             case when e.id is not null and m.type is not null then
               (select json_agg(json_build_array(x.user_id, x.last_read_seq)) from conversation_member x where x.conversation_id = e.conversation_id and x.left_at is null)
             end as marks
        from app_user u
        left join chat_message e on e.sender_id = u.id and e.temp_id = ${tempId}::text
        left join lateral (
          select c.type, cm.unread_count
            from conversation_member cm join conversation c on c.id = cm.conversation_id
           where cm.conversation_id = coalesce(e.conversation_id, ${conversationId}::int) and cm.user_id = u.id and cm.left_at is null
        ) m on true
       where u.id = ${userId}`.execute(this.db);
    const r = rows[0];
    const sender: UserInfo = { id: userId, nickname: r?.nickname ?? '', avatar: r?.avatar ?? null };
    const conversationType = r?.conversation_type ?? null;
    const memberUnread = r?.member_unread ?? 0;
    if (!r || r.id === null) return { existing: null, sender, conversationType, memberUnread, marks: [] };
    const existing: ChatMessageRow = {
      id: r.id,
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
    return { existing, sender, conversationType, memberUnread, marks: (r.marks ?? []).map(([user_id, last_read_seq]) => ({ user_id, last_read_seq })) };
  }

  #resent(userId: number, pre: Precheck, input: SendInput, lang: Lang) {
    const row = pre.existing!;
    if (input.conversation_id !== undefined && input.conversation_id !== row.conversation_id) throw conflict('chat.temp_id_conflict');
    if (pre.conversationType === null) throw forbidden('chat.forbidden');
    const users = new Map([[userId, pre.sender]]);
    return this.present(row, { viewerId: userId, type: pre.conversationType, marks: pre.marks, users, unread: pre.memberUnread, lang });
  }

  /** Checks content per type. Unknown types are stored as text; a client cannot forge a card. */
  async #normalize(rawType: string, raw: Record<string, unknown>): Promise<{ type: StoredType; content: ChatContent }> {
    const type = (CHAT_MESSAGE_TYPES as readonly string[]).includes(rawType) && rawType !== 'card' ? (rawType as StoredType) : 'text';
    if (type === 'text') {
      const text = typeof raw.text === 'string' ? raw.text : '';
      if (!text.trim()) throw badRequest('chat.text_required');
      if (codePoints(text) > CHAT.maxTextLength) throw badRequest('chat.too_long', { max: CHAT.maxTextLength });
      return { type, content: { text } };
    }
    const rule = MEDIA_RULES[type as keyof typeof MEDIA_RULES];
    const url = typeof raw.url === 'string' ? raw.url : '';
    if (!url) throw badRequest('chat.media_required');
    const hash = MEDIA_PATH.exec(url)?.[1];
    if (!hash) throw badRequest('chat.media_not_found');
    const media = await this.db.selectFrom('media').select(['hash', 'mime', 'size', 'width', 'height']).where('hash', '=', hash).executeTakeFirst();
    if (!media) throw badRequest('chat.media_not_found');
    if (!rule.mime.test(media.mime)) throw badRequest('chat.media_type', { type });
    if (media.size > rule.max) throw badRequest('chat.media_too_large', { max: formatBytes(rule.max) });
    const content: ChatContent = { url: `${MEDIA_URL_PREFIX}${media.hash}`, mime: media.mime, size: media.size };
    if (type === 'image' || type === 'video') Object.assign(content, { width: media.width, height: media.height });
    if (typeof raw.name === 'string' && raw.name.trim()) content.name = raw.name.trim().slice(0, 255);
    if (typeof raw.duration === 'number' && Number.isFinite(raw.duration) && raw.duration >= 0 && raw.duration <= 86400) content.duration = raw.duration;
    return { type, content };
  }

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
   */
  async #insert(conversationId: number, senderId: number, type: StoredType, content: ChatContent, extra: { tempId?: string | null; cardKey?: string | null }): Promise<Stored | null> {
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
    let r = (await statement.execute(this.db)).rows[0];
    if (r?.member && r.id === null) {
      r = await this.db.transaction().execute(async (trx) => {
        await sql`select 1 from conversation where id = ${conversationId}::int for update`.execute(trx);
        return (await statement.execute(trx)).rows[0];
      });
    }
    if (!r?.member) return null;
    if (r.id === null) throw new Error(`chat: message not stored in conversation ${conversationId}`);
    const row: ChatMessageRow = {
      id: r.id,
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
    return {
      row,
      type: r.conversation_type!,
      sender: { id: senderId, nickname: r.nickname ?? '', avatar: r.avatar ?? null },
      marks: (r.marks ?? []).map(([user_id, last_read_seq, unread_count]) => ({ user_id, last_read_seq, unread_count })),
    };
  }

  /**
   * Pushes a stored message to every device of every member and returns the sender's view of it. Needs no
   * query: the marks are those of the commit, and the push goes out before anything else is awaited.
   */
  #fanOut(stored: Stored | null, senderId: number, lang: Lang, connectionId?: string): ChatMessage {
    if (!stored) throw forbidden('chat.forbidden');
    const { row, marks } = stored;
    const base = this.present(row, { viewerId: 0, type: stored.type, marks, users: new Map([[senderId, stored.sender]]), unread: 0, lang });
    const patches: Record<string, Record<string, unknown>> = {};
    for (const m of marks) patches[String(m.user_id)] = { unread_count: m.unread_count };
    patches[String(senderId)] = { unread_count: 0, temp_id: row.temp_id };
    this.hub.publish({ users: marks.map((m) => m.user_id), frame: { type: 'new_message', data: base }, patches, exceptConnection: connectionId });
    return { ...base, unread_count: 0, temp_id: row.temp_id };
  }

  async read(userId: number, conversationId: number, upTo: { seq?: number; messageId?: number }) {
    await this.membership(userId, conversationId);
    let seq = upTo.seq;
    if (upTo.messageId !== undefined) {
      const msg = await this.db.selectFrom('chat_message').select('seq').where('id', '=', upTo.messageId).where('conversation_id', '=', conversationId).executeTakeFirst();
      if (!msg) throw badRequest('error.not_found');
      seq = Math.max(seq ?? 0, msg.seq);
    }
    const result = await this.db.transaction().execute(async (trx) => {
      const conv = await trx.selectFrom('conversation').select(['last_seq']).where('id', '=', conversationId).forUpdate().executeTakeFirstOrThrow();
      const m = await trx.selectFrom('conversation_member').select(['last_read_seq', 'unread_count', 'visible_from_seq']).where('conversation_id', '=', conversationId).where('user_id', '=', userId).executeTakeFirstOrThrow();
      const target = Math.min(seq ?? conv.last_seq, conv.last_seq);
      if (target <= m.last_read_seq) return { changed: false, lastRead: m.last_read_seq, unread: m.unread_count };
      const left = await trx
        .selectFrom('chat_message')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('conversation_id', '=', conversationId)
        .where('seq', '>', Math.max(target, m.visible_from_seq))
        .where('sender_id', '!=', userId)
        .executeTakeFirst();
      const unread = Number(left?.n ?? 0);
      await trx.updateTable('conversation_member').set({ last_read_seq: target, unread_count: unread }).where('conversation_id', '=', conversationId).where('user_id', '=', userId).execute();
      return { changed: true, lastRead: target, unread };
    });
    const total = await this.totalUnread(userId);
    const mark = { conversation_id: conversationId, user_id: userId, last_read_seq: result.lastRead, unread_count: result.unread, total_unread: total };
    if (result.changed) {
      const marks = await this.#marks(conversationId);
      this.hub.publish({
        users: marks.map((x) => x.user_id),
        frame: { type: 'message_read', data: { conversation_id: conversationId, user_id: userId, last_read_seq: result.lastRead } },
        patches: { [String(userId)]: { unread_count: result.unread, total_unread: total } },
      });
    }
    return mark;
  }

  async recall(userId: number, messageId: number, lang: Lang) {
    const msg = await this.db.selectFrom('chat_message').selectAll().where('id', '=', messageId).executeTakeFirst();
    // Unknown message or not a member: the same 403, so ids reveal nothing.
    if (!msg) throw forbidden('chat.forbidden');
    const m = await this.membership(userId, msg.conversation_id);
    if (msg.seq <= m.visible_from_seq) throw forbidden('chat.forbidden');
    let row = msg;
    if (!msg.recalled_at) {
      const isOwner = m.type !== CONVERSATION_TYPE.SINGLE && m.owner_id === userId;
      if (!isOwner) {
        if (msg.sender_id !== userId) throw forbidden('chat.recall_forbidden');
        if (Date.now() - msg.created_at.getTime() > CHAT.recallWindowSeconds * 1000) throw badRequest('chat.recall_expired', { minutes: CHAT.recallWindowSeconds / 60 });
      }
      // The content is wiped, not hidden: a recalled message is gone for everyone, the server included.
      const updated = await this.db
        .updateTable('chat_message')
        .set({ recalled_at: new Date(), recalled_by: userId, content: JSON.stringify({}) })
        .where('id', '=', messageId)
        .where('recalled_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (updated) {
        row = updated;
        const marks = await this.#marks(msg.conversation_id);
        const users = await this.users([msg.sender_id]);
        const base = this.present(row, { viewerId: 0, type: m.type, marks, users, unread: 0, lang });
        const patches: Record<string, Record<string, unknown>> = {};
        for (const x of marks) patches[String(x.user_id)] = { unread_count: x.unread_count };
        patches[String(row.sender_id)] = { ...patches[String(row.sender_id)], temp_id: row.temp_id };
        this.hub.publish({ users: marks.map((x) => x.user_id), frame: { type: 'message_recalled', data: base }, patches, localized: [{ path: ['data', 'content', 'text'], key: 'chat.recalled_text' }] });
      } else {
        row = await this.db.selectFrom('chat_message').selectAll().where('id', '=', messageId).executeTakeFirstOrThrow();
      }
    }
    return (await this.presentMany([row], userId, m.type, m.unread_count, lang))[0]!;
  }

  // ------------------------------------------------------------------------------------------------
  // Conversations
  // ------------------------------------------------------------------------------------------------

  /** Opens (or creates) the single chat; with a card, sends it once per conversation and listing. */
  async createSingle(userId: number, input: { target_id?: number; user_id?: number; card?: ChatCardRef }, lang: Lang) {
    let target = input.target_id ?? input.user_id;
    let card: ChatCard | null = null;
    if (input.card) {
      card = await this.findListingCard(input.card.kind, input.card.id);
      if (!card) throw new AppError(404, 'chat.card_not_found');
      if (target !== undefined && target !== card.user_id) throw badRequest('chat.card_mismatch');
      target = card.user_id;
    }
    const conv = await this.#openSingle(userId, target!, lang, card ?? undefined);
    return (await this.views(userId, [conv.id], lang, false))[0]!;
  }

  async #openSingle(userId: number, target: number, lang: Lang, card?: ChatCard) {
    if (target === userId) throw badRequest('chat.self_chat');
    const other = await this.db.selectFrom('app_user').select('id').where('id', '=', target).where('status', '=', 'active').executeTakeFirst();
    if (!other) throw userNotFound();
    const key = `${Math.min(userId, target)}:${Math.max(userId, target)}`;
    let created = false;
    let conv = await this.db.selectFrom('conversation').selectAll().where('single_key', '=', key).executeTakeFirst();
    if (!conv) {
      conv = await this.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('conversation')
          .values({ type: CONVERSATION_TYPE.SINGLE, creator_id: userId, owner_id: userId, single_key: key, last_message_id: null, avatar: null })
          .onConflict((oc) => oc.column('single_key').doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!row) return undefined;
        await trx
          .insertInto('conversation_member')
          .values([
            { conversation_id: row.id, user_id: userId, joined_at: new Date(), left_at: null },
            { conversation_id: row.id, user_id: target, joined_at: new Date(), left_at: null },
          ])
          .execute();
        return row;
      });
      if (conv) created = true;
      else conv = await this.db.selectFrom('conversation').selectAll().where('single_key', '=', key).executeTakeFirstOrThrow();
    }
    let cardRow: Stored | null = null;
    if (card) {
      const cardKey = `${card.kind}:${card.id}`;
      const sent = await this.db.selectFrom('chat_message').select('id').where('conversation_id', '=', conv.id).where('card_key', '=', cardKey).executeTakeFirst();
      if (!sent) {
        try {
          cardRow = await this.#insert(conv.id, userId, 'card', { card }, { cardKey });
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
        }
      }
    }
    if (created) await this.#pushViews([userId, target], 'conversation_created', conv.id, lang);
    if (cardRow) this.#fanOut(cardRow, userId, lang);
    return conv;
  }

  /** Group (type 2) or temporary (type 3) conversation owned by the caller. */
  async createGroup(userId: number, input: { name?: string; memberIds: number[]; avatar?: string }, type: 2 | 3, lang: Lang) {
    const others = [...new Set(input.memberIds)].filter((id) => id !== userId);
    if (others.length === 0) throw badRequest('chat.user_not_found');
    if (others.length + 1 > CHAT.maxGroupMembers) throw badRequest('chat.group_full', { max: CHAT.maxGroupMembers });
    const found = await this.db.selectFrom('app_user').select(['id', 'nickname']).where('id', 'in', others).where('status', '=', 'active').execute();
    if (found.length !== others.length) throw userNotFound();
    let name = input.name?.trim() ?? '';
    if (!name) {
      const me = await this.db.selectFrom('app_user').select('nickname').where('id', '=', userId).executeTakeFirstOrThrow();
      name = [me.nickname, ...found.map((u) => u.nickname)].slice(0, 3).join('、').slice(0, CHAT.maxGroupNameLength);
    }
    const avatar = this.#checkAvatar(input.avatar);
    const conv = await this.db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('conversation').values({ type, name, avatar, creator_id: userId, owner_id: userId, single_key: null, last_message_id: null }).returningAll().executeTakeFirstOrThrow();
      await trx
        .insertInto('conversation_member')
        .values([{ conversation_id: row.id, user_id: userId, role: 'owner' as const, joined_at: new Date(), left_at: null }, ...others.map((id) => ({ conversation_id: row.id, user_id: id, joined_at: new Date(), left_at: null }))])
        .execute();
      return row;
    });
    await this.#pushGroupViews([userId, ...others], 'conversation_created', conv.id, lang);
    return (await this.views(userId, [conv.id], lang, true))[0]!;
  }

  async createTemp(userId: number, input: { target_id?: number; memberIds?: number[]; name?: string }, lang: Lang) {
    const ids = [...(input.memberIds ?? []), ...(input.target_id !== undefined ? [input.target_id] : [])];
    return this.createGroup(userId, { name: input.name, memberIds: ids }, CONVERSATION_TYPE.TEMP, lang);
  }

  async #groupOwned(userId: number, conversationId: number) {
    const m = await this.membership(userId, conversationId);
    if (m.type === CONVERSATION_TYPE.SINGLE) throw badRequest('chat.not_group');
    if (m.owner_id !== userId) throw forbidden('chat.not_owner');
    return m;
  }

  async addMembers(userId: number, conversationId: number, memberIds: number[], lang: Lang) {
    await this.#groupOwned(userId, conversationId);
    const active = await this.#marks(conversationId);
    const current = new Set(active.map((m) => m.user_id));
    const adding = [...new Set(memberIds)].filter((id) => !current.has(id));
    if (adding.length > 0) {
      if (current.size + adding.length > CHAT.maxGroupMembers) throw badRequest('chat.group_full', { max: CHAT.maxGroupMembers });
      const found = await this.db.selectFrom('app_user').select('id').where('id', 'in', adding).where('status', '=', 'active').execute();
      if (found.length !== adding.length) throw userNotFound();
      await this.db.transaction().execute(async (trx) => {
        const c = await trx.selectFrom('conversation').select('last_seq').where('id', '=', conversationId).forUpdate().executeTakeFirstOrThrow();
        // New members see what is said from now on, not the history before they joined.
        for (const id of adding) {
          const fresh = { role: 'member' as const, is_top: false, is_mute: false, last_read_seq: c.last_seq, unread_count: 0, visible_from_seq: c.last_seq, joined_at: new Date(), left_at: null };
          await trx
            .insertInto('conversation_member')
            .values({ conversation_id: conversationId, user_id: id, ...fresh })
            .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).doUpdateSet(fresh))
            .execute();
        }
        await trx.updateTable('conversation').set({ updated_at: new Date() }).where('id', '=', conversationId).execute();
      });
      await this.#pushGroupViews(adding, 'conversation_created', conversationId, lang);
      await this.#pushMemberChange(conversationId, 'add', adding, userId, [...current, ...adding], [], lang);
    }
    return (await this.views(userId, [conversationId], lang, true))[0]!;
  }

  async removeMembers(userId: number, conversationId: number, memberIds: number[], lang: Lang) {
    await this.#groupOwned(userId, conversationId);
    if (memberIds.includes(userId)) throw badRequest('chat.remove_self');
    const active = await this.#marks(conversationId);
    const removing = [...new Set(memberIds)].filter((id) => active.some((m) => m.user_id === id));
    if (removing.length > 0) {
      await this.db.transaction().execute(async (trx) => {
        // The conversation row first, like a send (which then updates member rows): no lock-order deadlock.
        await trx.updateTable('conversation').set({ updated_at: new Date() }).where('id', '=', conversationId).execute();
        await trx.updateTable('conversation_member').set({ left_at: new Date(), role: 'member' }).where('conversation_id', '=', conversationId).where('user_id', 'in', removing).where('left_at', 'is', null).execute();
      });
      const remaining = active.map((m) => m.user_id).filter((id) => !removing.includes(id));
      await this.#pushMemberChange(conversationId, 'remove', removing, userId, remaining, removing, lang);
    }
    return (await this.views(userId, [conversationId], lang, true))[0]!;
  }

  /** Leaves a group; an owner who leaves hands the group to the longest-standing remaining member. */
  async leave(userId: number, conversationId: number, lang: Lang) {
    const m = await this.membership(userId, conversationId);
    if (m.type === CONVERSATION_TYPE.SINGLE) throw badRequest('chat.not_group');
    const remaining = await this.db.transaction().execute(async (trx) => {
      await trx.selectFrom('conversation').select('id').where('id', '=', conversationId).forUpdate().execute();
      await trx.updateTable('conversation_member').set({ left_at: new Date(), role: 'member' }).where('conversation_id', '=', conversationId).where('user_id', '=', userId).execute();
      const rest = await trx.selectFrom('conversation_member').select(['user_id']).where('conversation_id', '=', conversationId).where('left_at', 'is', null).orderBy('joined_at').orderBy('user_id').execute();
      const c = await trx.selectFrom('conversation').select('owner_id').where('id', '=', conversationId).executeTakeFirstOrThrow();
      if (c.owner_id === userId && rest[0]) {
        await trx.updateTable('conversation').set({ owner_id: rest[0].user_id }).where('id', '=', conversationId).execute();
        await trx.updateTable('conversation_member').set({ role: 'owner' }).where('conversation_id', '=', conversationId).where('user_id', '=', rest[0].user_id).execute();
      }
      await trx.updateTable('conversation').set({ updated_at: new Date() }).where('id', '=', conversationId).execute();
      return rest.map((r) => r.user_id);
    });
    await this.#pushMemberChange(conversationId, 'leave', [userId], userId, remaining, [userId], lang);
    return { ok: true as const };
  }

  async settings(userId: number, conversationId: number, input: { is_top?: 0 | 1; is_mute?: 0 | 1; name?: string; avatar?: string | null }, lang: Lang) {
    const m = await this.membership(userId, conversationId);
    const own: { is_top?: boolean; is_mute?: boolean } = {};
    if (input.is_top !== undefined) own.is_top = input.is_top === 1;
    if (input.is_mute !== undefined) own.is_mute = input.is_mute === 1;
    if (Object.keys(own).length) await this.db.updateTable('conversation_member').set(own).where('conversation_id', '=', conversationId).where('user_id', '=', userId).execute();
    const shared: { name?: string; avatar?: string | null } = {};
    if (input.name !== undefined) shared.name = input.name.trim();
    if (input.avatar !== undefined) shared.avatar = this.#checkAvatar(input.avatar ?? undefined);
    if (Object.keys(shared).length) {
      if (m.type === CONVERSATION_TYPE.SINGLE) throw badRequest('chat.not_group');
      if (m.owner_id !== userId) throw forbidden('chat.not_owner');
      await this.db.updateTable('conversation').set({ ...shared, updated_at: new Date() }).where('id', '=', conversationId).execute();
      const marks = await this.#marks(conversationId);
      await this.#pushGroupViews(marks.map((x) => x.user_id), 'conversation_updated', conversationId, lang);
    } else {
      await this.#pushViews([userId], 'conversation_updated', conversationId, lang);
    }
    return (await this.views(userId, [conversationId], lang, m.type !== CONVERSATION_TYPE.SINGLE))[0]!;
  }

  #checkAvatar(avatar: string | undefined): string | null {
    if (!avatar) return null;
    if (!avatar.startsWith(MEDIA_URL_PREFIX) && !/^https:\/\/[^\s"'<>]+$/.test(avatar)) throw badRequest('chat.media_not_found');
    return avatar;
  }

  // ------------------------------------------------------------------------------------------------
  // Pushes and presentation
  // ------------------------------------------------------------------------------------------------

  /** Each user gets the conversation as they see it (single chats differ per side). */
  async #pushViews(userIds: number[], type: 'conversation_created' | 'conversation_updated', conversationId: number, lang: Lang) {
    for (const u of userIds) {
      const [view] = await this.views(u, [conversationId], lang, true);
      if (view) this.hub.publish({ users: [u], frame: { type, data: view } });
    }
  }

  /** Groups look the same to every member except for their own marks: one view, patched per member. */
  async #pushGroupViews(userIds: number[], type: 'conversation_created' | 'conversation_updated', conversationId: number, lang: Lang) {
    if (userIds.length === 0) return;
    const [view] = await this.views(userIds[0]!, [conversationId], lang, true);
    if (!view) return;
    this.hub.publish({ users: userIds, frame: { type, data: view }, patches: await this.#markPatches(conversationId, userIds) });
  }

  async #markPatches(conversationId: number, userIds: number[]) {
    const rows = await this.db.selectFrom('conversation_member').select(['user_id', 'is_top', 'is_mute', 'unread_count', 'last_read_seq']).where('conversation_id', '=', conversationId).where('user_id', 'in', userIds).execute();
    const patches: Record<string, Record<string, unknown>> = {};
    for (const r of rows) patches[String(r.user_id)] = { is_top: r.is_top ? 1 : 0, is_mute: r.is_mute ? 1 : 0, unread_count: r.unread_count, last_read_seq: r.last_read_seq };
    return patches;
  }

  async #pushMemberChange(conversationId: number, action: 'add' | 'remove' | 'leave', changed: number[], operatorId: number, remaining: number[], gone: number[], lang: Lang) {
    if (remaining.length > 0) {
      const [view] = await this.views(remaining[0]!, [conversationId], lang, true);
      this.hub.publish({
        users: remaining,
        frame: { type: 'group_member_changed', data: { conversation_id: conversationId, action, user_ids: changed, operator_id: operatorId, conversation: view ?? null } },
        patches: await this.#markPatches(conversationId, remaining),
        patchPath: ['data', 'conversation'],
      });
    }
    if (gone.length > 0) {
      this.hub.publish({ users: gone, frame: { type: 'group_member_changed', data: { conversation_id: conversationId, action, user_ids: changed, operator_id: operatorId, conversation: null } } });
    }
  }

  async #marks(conversationId: number): Promise<MemberMark[]> {
    return this.db.selectFrom('conversation_member').select(['user_id', 'last_read_seq', 'unread_count', 'is_top', 'is_mute', 'left_at']).where('conversation_id', '=', conversationId).where('left_at', 'is', null).execute();
  }

  async users(ids: number[]): Promise<Map<number, UserInfo>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.selectFrom('app_user').select(['id', 'nickname', 'avatar']).where('id', 'in', [...new Set(ids)]).execute();
    return new Map(rows.map((r) => [r.id, r]));
  }

  async presentMany(rows: ChatMessageRow[], viewerId: number, type: number, unread: number, lang: Lang, knownMarks?: { user_id: number; last_read_seq: number }[]) {
    if (rows.length === 0) return [];
    const marks = knownMarks ?? (await this.#marks(rows[0]!.conversation_id));
    const users = await this.users(rows.map((r) => r.sender_id));
    return rows.map((r) => this.present(r, { viewerId, type, marks, users, unread, lang }));
  }

  present(row: ChatMessageRow, v: { viewerId: number; type: number; marks: { user_id: number; last_read_seq: number }[]; users: Map<number, UserInfo>; unread: number; lang: Lang }): ChatMessage {
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
      content: row.recalled_at ? { text: t(v.lang, 'chat.recalled_text') } : row.content,
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
    };
  }
}

