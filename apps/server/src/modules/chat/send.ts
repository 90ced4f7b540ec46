import { CHAT, CHAT_MESSAGE_TYPES, CONVERSATION_TYPE, MEDIA_URL_PREFIX, storeMediaHash, type ChatContent, type ChatMessage, type ChatMessageType, type Lang } from '@haiwai/contracts';
import { sql, type Kysely } from 'kysely';
import { badRequest, conflict, forbidden } from '../../core/errors.js';
import { spend, type RateLimiter, type RateRule } from '../../core/rate-limit.js';
import type { DB } from '../../db/schema.js';
import type { ConversationManager } from './conversations.js';
import { present, type ReadMark, type UserInfo } from './present.js';
import type { ConversationReader } from './reading.js';
import type { ChatMessageRow } from './schema.js';
import { StatementBatch, type BatchItem } from './statement-batch.js';
import { isUniqueViolation, storedRow, type MessageStore, type NullableMessage, type SendingSocket, type Stored } from './store.js';

export interface SendInput {
  conversation_id?: number;
  other_user_id?: number;
  type: string;
  content: Record<string, unknown>;
  temp_id?: string;
}

/** `block`: in a one-to-one chat, a block between the two (`me`: the sender blocked the other; `them`: the other way). */
type PrecheckRow = NullableMessage & { nickname: string; avatar: string | null; conversation_type: number | null; member_unread: number | null; marks: [number, number][] | null; block: 'me' | 'them' | null };
type Precheck = { existing: ChatMessageRow | null; sender: UserInfo; conversationType: number | null; memberUnread: number; marks: ReadMark[]; block: 'me' | 'them' | null };

type PrecheckInput = { userId: number; tempId: string | null; conversationId: number | null };

/** Precheck batches in flight at once (beside the group commit's; the pool has 10 connections). */
const PRECHECK_IN_FLIGHT = 2;
const PRECHECK_MAX_BATCH = 32;

/** Per sender, over HTTP and the socket alike; counted after the membership check, so a resend spends nothing. */
const SEND_RATE: RateRule = { window: CHAT.sendRateWindowSeconds, max: CHAT.sendRateLimit, message: 'chat.rate_limited' };

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
  /** The prechecks of sends arriving together go as one statement (`chat_send_prechecks`). */
  readonly #prechecks = new StatementBatch<PrecheckInput, PrecheckRow | undefined>((batch) => this.#precheckBatch(batch), PRECHECK_IN_FLIGHT, PRECHECK_MAX_BATCH);

  constructor(
    private readonly db: Kysely<DB>,
    private readonly limiter: RateLimiter,
    private readonly reader: ConversationReader,
    private readonly conversations: ConversationManager,
    private readonly store: MessageStore,
  ) {}

  /**
   * Stores a message, then fans it out; resolves once it was pushed (pushes go out in the conversation's seq
   * order, see `MessageStore.fanOut`). Idempotent by (sender, temp_id): a resend answers the stored message
   * and pushes nothing new. `socket` is the sending socket: it gets the message as its ack (`socket.ack`,
   * called exactly once on success), not as a push.
   *
   * Two statements in the usual case: `#precheck` (temp id, membership) before the rate limit, then
   * `MessageStore.insert`, which stores the message and returns everything the push needs (docs/chat.md,
   * "The send path").
   */
  async send(userId: number, input: SendInput, lang: Lang, socket?: SendingSocket): Promise<ChatMessage> {
    const pre = await this.#precheck(userId, input.temp_id ?? null, input.conversation_id ?? null);
    if (pre.existing) return this.#resent(userId, pre, input, lang, socket);
    const { type, content } = await this.#normalize(input.type, input.content);
    let conversationId = input.conversation_id;
    let member = pre.conversationType !== null;
    if (conversationId === undefined) {
      conversationId = (await this.conversations.openSingle(userId, input.other_user_id!, lang)).id;
      member = Boolean(await this.reader.membership(userId, conversationId));
    }
    if (!member) throw forbidden('chat.forbidden');
    // A one-to-one chat stops across a block (read by the precheck; the open above checked it when it named the person).
    if (input.conversation_id !== undefined && pre.block) throw forbidden(pre.block === 'me' ? 'chat.you_blocked' : 'chat.blocked_you');
    await spend(this.limiter, `chat:send:${userId}`, SEND_RATE);
    let stored: Stored | null;
    try {
      stored = await this.store.insert(conversationId, userId, type, content, { tempId: input.temp_id ?? null });
    } catch (err) {
      if (!isUniqueViolation(err) || !input.temp_id) throw err;
      // A concurrent resend with the same temp id won the race: answer with its message.
      const again = await this.#precheck(userId, input.temp_id, input.conversation_id ?? null);
      if (!again.existing) throw err;
      return this.#resent(userId, again, input, lang, socket);
    }
    return this.store.fanOut(stored, userId, lang, socket);
  }

  /**
   * One statement: the sender's message with this temp id (if any) with what answering it needs (the
   * sender's membership of its conversation, the read marks), else the sender's membership of the
   * conversation asked for. The sender's name comes along for either, and in a one-to-one chat whether a
   * block (the relations module's shared `user_block` table) stands between the two.
   */
  async #precheck(userId: number, tempId: string | null, conversationId: number | null): Promise<Precheck> {
    const r = await this.#prechecks.add({ userId, tempId, conversationId });
    const sender: UserInfo = { id: userId, nickname: r?.nickname ?? '', avatar: r?.avatar ?? null };
    const conversationType = r?.conversation_type ?? null;
    const memberUnread = r?.member_unread ?? 0;
    const block = r?.block ?? null;
    if (!r || r.id === null) return { existing: null, sender, conversationType, memberUnread, marks: [], block };
    const existing = storedRow(r);
    return { existing, sender, conversationType, memberUnread, marks: (r.marks ?? []).map(([user_id, last_read_seq]) => ({ user_id, last_read_seq })), block };
  }

  /** One batch of prechecks: a function (migration 202612010110), so its plan is kept per connection. */
  async #precheckBatch(batch: BatchItem<PrecheckInput, PrecheckRow | undefined>[]) {
    const payload = JSON.stringify(batch.map(({ input: i }) => ({ u: i.userId, tid: i.tempId, c: i.conversationId })));
    const { rows } = await sql<PrecheckRow & { o_idx: number }>`select * from chat_send_prechecks(${payload}::jsonb, ${CONVERSATION_TYPE.SINGLE}::smallint)`.execute(this.db);
    const byIdx = new Map(rows.map((row) => [row.o_idx, row]));
    for (const [i, item] of batch.entries()) item.resolve(byIdx.get(i + 1));
  }

  #resent(userId: number, pre: Precheck, input: SendInput, lang: Lang, socket?: SendingSocket) {
    const row = pre.existing!;
    if (input.conversation_id !== undefined && input.conversation_id !== row.conversation_id) throw conflict('chat.temp_id_conflict');
    if (pre.conversationType === null) throw forbidden('chat.forbidden');
    const users = new Map([[userId, pre.sender]]);
    const message = present(row, { viewerId: userId, type: pre.conversationType, marks: pre.marks, users, unread: pre.memberUnread, lang });
    socket?.ack(message);
    return message;
  }

  /** Checks content per type. Unknown types are stored as text; a client cannot forge a card. */
  async #normalize(rawType: string, raw: Record<string, unknown>): Promise<{ type: ChatMessageType; content: ChatContent }> {
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
}
