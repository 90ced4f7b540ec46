import { CODE, type ChatMessage, type Lang } from '@haiwai/contracts';
import { sql, type Kysely } from 'kysely';
import { AppError, forbidden } from '../../core/errors.js';
import { t } from '../../core/messages.js';
import { spend, type RateLimiter } from '../../core/rate-limit.js';
import type { DB } from '../../db/schema.js';
import { forwardedContent } from './message-extras.js';
import { present } from './present.js';
import type { ChatMessageRow } from './schema.js';
import { SEND_RATE } from './send.js';
import { isUniqueViolation, type MessageStore, type SendOutcome } from './store.js';

type TargetResult = { conversation_id: number; code: number; message: string; messages: ChatMessage[] };

/**
 * Forwarding (docs/chat.md, "Replies, forwards, mentions"): messages the sender sees, passed on to conversations they
 * may write to, each stored through the same send statement as any message (membership, blocks, seq, push). Each
 * target answers on its own: one the sender may not write to is refused, the others go. The temp ids are derived
 * per target and message (`<temp_id>:<target>:<n>`), so a retried forward answers the stored messages.
 * Media is not copied: the forwarded message names the same file, which its new conversation's members may then
 * read (private-media.ts: a member of a conversation holding a message with that file).
 */
export class MessageForwarder {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly limiter: RateLimiter,
    private readonly store: MessageStore,
  ) {}

  async forward(userId: number, input: { message_ids: number[]; conversation_ids: number[]; temp_id: string }, lang: Lang) {
    const originals = await this.#originals(userId, input.message_ids);
    const targets = [...new Set(input.conversation_ids)];
    const results = await Promise.all(targets.map((c) => this.#toTarget(userId, c, originals, input.temp_id, lang)));
    return { results };
  }

  /** The messages, oldest first, if the sender sees every one (a member, after joining, not recalled, not deleted for them). */
  async #originals(userId: number, ids: number[]): Promise<ChatMessageRow[]> {
    const unique = [...new Set(ids)];
    const rows = await this.db
      .selectFrom('chat_message as m')
      .innerJoin('conversation_member as cm', (j) => j.onRef('cm.conversation_id', '=', 'm.conversation_id').on('cm.user_id', '=', userId).on('cm.left_at', 'is', null))
      .selectAll('m')
      .where('m.id', 'in', unique)
      .whereRef('m.seq', '>', 'cm.visible_from_seq')
      .where('m.recalled_at', 'is', null)
      .where(sql<boolean>`not exists (select 1 from chat_message_hidden h where h.user_id = ${userId} and h.message_id = m.id)`)
      .orderBy('m.id')
      .execute();
    if (rows.length !== unique.length) throw forbidden('chat.forward_not_found');
    return rows;
  }

  /** One target: the messages in order, one at a time (so their seqs keep that order); stops at the first refusal. */
  async #toTarget(userId: number, target: number, originals: ChatMessageRow[], base: string, lang: Lang): Promise<TargetResult> {
    const messages: ChatMessage[] = [];
    const refused = (err: AppError): TargetResult => ({ conversation_id: target, code: err.code, message: t(lang, err.key, err.params), messages });
    try {
      // One send of the rate budget per target (a forward of many messages is one act).
      await spend(this.limiter, `chat:send:${userId}`, SEND_RATE);
    } catch (err) {
      if (err instanceof AppError) return refused(err);
      throw err;
    }
    for (const [i, m] of originals.entries()) {
      const input = { conversationId: target, senderId: userId, type: m.type, content: forwardedContent(m.content), tempId: `${base}:${target}:${i}`, cardKey: null, checkBlock: true };
      let outcome: SendOutcome;
      try {
        outcome = await this.store.send(input);
      } catch (err) {
        // A retry racing its original: the second look finds the stored message.
        if (!isUniqueViolation(err)) throw err;
        outcome = await this.store.send(input);
      }
      switch (outcome.status) {
        case 'stored':
          messages.push(await this.store.fanOut(outcome.stored, userId, lang));
          break;
        case 'existing': {
          const e = outcome.existing;
          if (e.conversationType === null) return refused(forbidden('chat.forbidden'));
          messages.push(present(e.row, { viewerId: userId, type: e.conversationType, marks: e.marks, users: new Map([[userId, e.sender]]), unread: e.memberUnread, lang }));
          break;
        }
        case 'not_member':
          return refused(forbidden('chat.forbidden'));
        case 'blocked_me':
          return refused(forbidden('chat.you_blocked'));
        case 'blocked_them':
          return refused(forbidden('chat.blocked_you'));
      }
    }
    return { conversation_id: target, code: CODE.OK, message: t(lang, 'chat.forward_sent'), messages };
  }
}
