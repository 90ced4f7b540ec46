import { CHAT, CHAT_MESSAGE_TYPES, CONVERSATION_TYPE, MEDIA_URL_PREFIX, storeMediaHash, type ChatContent, type ChatMessage, type ChatMessageType, type Lang } from '@haiwai/contracts';
import type { ChatWarning } from '@haiwai/contracts/trust';
import { sql, type Kysely } from 'kysely';
import { AppError, badRequest, conflict, forbidden } from '../../core/errors.js';
import { spend, type RateLimiter, type RateRule } from '../../core/rate-limit.js';
import type { DB } from '../../db/schema.js';
import type { ConversationManager } from './conversations.js';
import { assertNotMuted } from './groups/mutes.js';
import type { ForMe } from './for-me.js';
import { checkedMentions, markMentioned, replyQuote, type MessageExtras } from './message-extras.js';
import { present, type StoredContent } from './present.js';
import { seesChatMedia } from './private-media.js';
import { isUniqueViolation, storedRow, type Existing, type MessageStore, type NullableMessage, type SendingSocket, type SendOutcome } from './store.js';

export interface SendInput {
  conversation_id?: number;
  other_user_id?: number;
  type: string;
  content: Record<string, unknown>;
  temp_id?: string;
  /** A reply: the message of the same conversation it answers (its quote is stored with the message). */
  reply_to?: number;
  /** Group members the text mentions, and @all. */
  mentions?: number[];
  mention_all?: boolean;
  /** Clear the sender's saved draft of this conversation with the send. */
  clear_draft?: boolean;
}

/**
 * The warning a text carries for its receivers (docs/trust.md): decided once, at send time, and stored with the
 * message (`content.warning`, which present.ts shows to receivers only), so history and sync show it too.
 */
export type MessageScreen = (senderId: number, text: string) => Promise<ChatWarning | null>;

/** A row of `chat_send_prechecks` (migration 202612010110): the sender's message with a temp id and what answering it needs. */
type ResendRow = NullableMessage & { nickname: string; avatar: string | null; conversation_type: number | null; member_unread: number | null; marks: [number, number][] | null };

/** Per sender, over HTTP and the socket alike; every attempt counts, and a resend is answered even once it is spent. */
export const SEND_RATE: RateRule = { window: CHAT.sendRateWindowSeconds, max: CHAT.sendRateLimit, message: 'chat.rate_limited' };

/** Refusals that depend on the media table, which may have changed since a message was first sent. */
const MEDIA_STATE_KEYS = new Set<string>(['chat.media_not_found', 'chat.media_type', 'chat.media_too_large']);

const codePoints = (s: string) => [...s].length;
const formatBytes = (n: number) => (n >= 1048576 ? `${Math.round(n / 1048576)} MB` : `${Math.round(n / 1024)} KB`);

const MEDIA_RULES: Record<'image' | 'voice' | 'video' | 'file', { mime: RegExp; max: number }> = {
  image: { mime: /^image\//, max: CHAT.maxImageBytes },
  voice: { mime: /^audio\//, max: CHAT.maxVoiceBytes },
  video: { mime: /^video\//, max: CHAT.maxVideoBytes },
  // Text files carry their charset (`text/plain; charset=utf-8`).
  file: { mime: /^[a-z]+\/[\w.+-]+(; ?charset=[\w-]+)?$/, max: CHAT.maxFileBytes },
};

/** The send path of a client's message (HTTP or socket): checks, rate limit, idempotency by temp id. */
export class MessageSender {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly limiter: RateLimiter,
    private readonly conversations: ConversationManager,
    private readonly store: MessageStore,
    private readonly screen?: MessageScreen,
    private readonly forMe?: ForMe,
  ) {}

  /**
   * Stores a message, then fans it out; resolves once it was pushed (pushes go out in the conversation's seq
   * order, see `MessageStore.fanOut`). Idempotent by (sender, temp_id): a resend answers the stored message
   * and pushes nothing new. `socket` is the sending socket: it gets the message as its ack (`socket.ack`,
   * called exactly once on success), not as a push.
   *
   * One statement in the usual case, shared with the sends arriving together: `MessageStore.send` answers a resend,
   * checks membership and blocks, and stores the message with everything the push needs (docs/chat.md, "The send
   * path"). The rate limit is spent before it, so a refused send costs the database nothing once the budget is gone.
   */
  async send(userId: number, input: SendInput, lang: Lang, socket?: SendingSocket): Promise<ChatMessage> {
    const tempId = input.temp_id ?? null;
    let normalized: { type: ChatMessageType; content: ChatContent };
    try {
      normalized = await this.#normalize(userId, input.type, input.content);
    } catch (err) {
      // The media checks read the database: a resend of a stored message whose file has gone since is answered with
      // that message, not refused (the other checks depend on the frame alone and cost no lookup).
      if (!tempId || !(err instanceof AppError) || !MEDIA_STATE_KEYS.has(err.key)) throw err;
      return this.#resentOr(err, userId, tempId, input, lang, socket);
    }
    const { type } = normalized;
    let extras: MessageExtras;
    try {
      extras = await this.#extras(userId, input, type);
    } catch (err) {
      // A resend is answered with its stored message even if its quote was recalled since (or the mention left).
      if (!tempId || !(err instanceof AppError)) throw err;
      return this.#resentOr(err, userId, tempId, input, lang, socket);
    }
    const content = { ...(await this.#screened(userId, normalized.content)), ...extras };
    if (input.conversation_id === undefined && tempId) {
      // A first message named by person: a resend is answered before the chat is opened again, which a block
      // since the first send would refuse.
      const existing = await this.#findResend(userId, tempId);
      if (existing) return this.#resent(userId, existing, input, lang, socket);
    }
    const conversationId = input.conversation_id ?? (await this.conversations.openSingle(userId, input.other_user_id!, lang)).id;
    try {
      await spend(this.limiter, `chat:send:${userId}`, SEND_RATE);
      await assertNotMuted(this.db, userId, conversationId); // a member muted in a group (groups/mutes.ts): no query, a copy held in memory
    } catch (err) {
      // A resend of a stored message is answered even once the budget is spent: it is no new message.
      return this.#resentOr(err, userId, tempId, input, lang, socket);
    }
    let outcome: SendOutcome;
    try {
      outcome = await this.store.send({ conversationId, senderId: userId, type, content, tempId, cardKey: null, checkBlock: true });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // A concurrent resend with the same temp id won the race: answer with its message.
      return this.#resentOr(err, userId, tempId, input, lang, socket);
    }
    switch (outcome.status) {
      case 'stored': {
        const { row } = outcome.stored;
        // The mention marks go first so a receiver's list shows them with the push; their failure never holds the push.
        if (extras.mentions || extras.mention_all) await markMentioned(this.db, row.conversation_id, row.seq, userId, extras.mentions ?? [], extras.mention_all ?? false).catch(() => undefined);
        const sent = this.store.fanOut(outcome.stored, userId, lang, socket);
        if (input.clear_draft && this.forMe) await sent.then(() => this.forMe!.clearDraft(userId, row.conversation_id)).catch(() => undefined);
        return sent;
      }
      case 'existing':
        return this.#resent(userId, outcome.existing, input, lang, socket);
      case 'not_member':
        throw forbidden('chat.forbidden');
      case 'blocked_me':
        throw forbidden('chat.you_blocked');
      case 'blocked_them':
        throw forbidden('chat.blocked_you');
    }
  }

  /**
   * A reply's quote (one indexed lookup) and a group text's mentions (one query against the members): only for the
   * sends that carry them, so a plain message costs nothing more.
   */
  async #extras(userId: number, input: SendInput, type: ChatMessageType): Promise<MessageExtras> {
    const extras: MessageExtras = {};
    if (input.reply_to !== undefined && input.conversation_id !== undefined) extras.quote = await replyQuote(this.db, userId, input.conversation_id, input.reply_to);
    if ((input.mentions?.length ?? 0) > 0 || input.mention_all) {
      const checked = await checkedMentions(this.db, userId, input.conversation_id, type, input.mentions ?? [], input.mention_all === true);
      if (checked.mentions.length > 0) extras.mentions = checked.mentions;
      if (checked.all) extras.mention_all = true;
    }
    return extras;
  }

  /**
   * A text with the warning its receivers see (stored inside the content, shown by present.ts to everyone but the
   * sender). Only the message's own content changes: the store, its one statement and idempotency are as before.
   */
  async #screened(userId: number, content: ChatContent): Promise<ChatContent> {
    if (!this.screen || typeof content.text !== 'string') return content;
    const warning = await this.screen(userId, content.text);
    return warning ? ({ ...content, warning } as StoredContent) : content;
  }

  /** The answer to a resend of `tempId` if the sender has such a message, else `err` thrown. */
  async #resentOr(err: unknown, userId: number, tempId: string | null, input: SendInput, lang: Lang, socket?: SendingSocket): Promise<ChatMessage> {
    const existing = tempId ? await this.#findResend(userId, tempId) : null;
    if (!existing) throw err;
    return this.#resent(userId, existing, input, lang, socket);
  }

  /** The sender's message with this temp id, as the sender sees it now (the rare paths: over budget, a lost race). */
  async #findResend(userId: number, tempId: string): Promise<Existing | null> {
    const payload = JSON.stringify([{ u: userId, tid: tempId, c: null }]);
    const { rows } = await sql<ResendRow>`select * from chat_send_prechecks(${payload}::jsonb, ${CONVERSATION_TYPE.SINGLE}::smallint)`.execute(this.db);
    const r = rows[0];
    if (!r || r.id === null) return null;
    return {
      row: storedRow(r),
      conversationType: r.conversation_type,
      sender: { id: userId, nickname: r.nickname ?? '', avatar: r.avatar ?? null },
      marks: (r.marks ?? []).map(([user_id, last_read_seq]) => ({ user_id, last_read_seq, unread_count: 0 })),
      memberUnread: r.member_unread ?? 0,
    };
  }

  #resent(userId: number, existing: Existing, input: SendInput, lang: Lang, socket?: SendingSocket) {
    const { row } = existing;
    if (input.conversation_id !== undefined && input.conversation_id !== row.conversation_id) throw conflict('chat.temp_id_conflict');
    if (existing.conversationType === null) throw forbidden('chat.forbidden');
    const users = new Map([[userId, existing.sender]]);
    const message = present(row, { viewerId: userId, type: existing.conversationType, marks: existing.marks, users, unread: existing.memberUnread, lang });
    socket?.ack(message);
    return message;
  }

  /** Checks content per type. Unknown types are stored as text; a client cannot forge a card. */
  async #normalize(userId: number, rawType: string, raw: Record<string, unknown>): Promise<{ type: ChatMessageType; content: ChatContent }> {
    const type = (CHAT_MESSAGE_TYPES as readonly string[]).includes(rawType) && rawType !== 'card' ? (rawType as ChatMessageType) : 'text';
    if (type === 'text') {
      const text = typeof raw.text === 'string' ? raw.text : '';
      if (!text.trim()) throw badRequest('chat.text_required');
      if (codePoints(text) > CHAT.maxTextLength) throw badRequest('chat.too_long', { max: CHAT.maxTextLength });
      return { type, content: { text } };
    }
    const rule = MEDIA_RULES[type as keyof typeof MEDIA_RULES];
    const url = typeof raw.url === 'string' ? raw.url : '';
    if (!url) throw badRequest('chat.media_required');
    // Media of this store only (its size and type are checked against the upload): contracts' storeMediaHash.
    const hash = storeMediaHash(url);
    if (!hash) throw badRequest('chat.media_not_found');
    const media = await this.db.selectFrom('media').select(['hash', 'mime', 'size', 'width', 'height', 'visibility', 'purpose', 'created_by']).where('hash', '=', hash).executeTakeFirst();
    if (!media) throw badRequest('chat.media_not_found');
    // A private file goes only into chat, from someone who may read it (private-media.ts): naming one gives no access.
    if (media.visibility === 'private' && !(media.purpose === 'chat' && (media.created_by === userId || (await seesChatMedia(this.db, userId, url))))) throw badRequest('chat.media_not_found');
    if (!rule.mime.test(media.mime)) throw badRequest('chat.media_type', { type });
    if (media.size > rule.max) throw badRequest('chat.media_too_large', { max: formatBytes(rule.max) });
    const content: ChatContent = { url: `${MEDIA_URL_PREFIX}${media.hash}`, mime: media.mime, size: media.size };
    if (type === 'image' || type === 'video') Object.assign(content, { width: media.width, height: media.height });
    if (typeof raw.name === 'string' && raw.name.trim()) content.name = raw.name.trim().slice(0, 255);
    if (typeof raw.duration === 'number' && Number.isFinite(raw.duration) && raw.duration >= 0 && raw.duration <= 86400) content.duration = raw.duration;
    return { type, content };
  }
}
