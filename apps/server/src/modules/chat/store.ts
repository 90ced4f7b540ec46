import type { ChatContent, ChatMessage, ChatMessageType, Lang } from '@haiwai/contracts';
import type { Kysely } from 'kysely';
import { forbidden } from '../../core/errors.js';
import type { DB } from '../../db/schema.js';
import type { ChatHub } from './hub.js';
import { present, type UserInfo } from './present.js';
import { GroupCommit, GROUP_COMMIT_IN_FLIGHT, GROUP_COMMIT_MAX_BATCH, type CommitObserver, type StoreInput } from './group-commit.js';
import { PublishOrder, type PublishTicket } from './publish-order.js';
import { storedRow } from './message-row.js';
import type { ChatMessageRow } from './schema.js';

export { storedRow, type NullableMessage } from './message-row.js';

/**
 * A stored message with everything its push needs: the conversation type, the sender, the marks of the commit,
 * and its place in the conversation's push order (pass it to `fanOut`, which reports it).
 */
export type Stored = { row: ChatMessageRow; type: number; sender: UserInfo; marks: { user_id: number; last_read_seq: number; unread_count: number }[]; ticket: PublishTicket };

/** A sender's message found by its temp id, as the sender sees it now (`conversationType` null: no longer a member). */
export type Existing = { row: ChatMessageRow; conversationType: number | null; sender: UserInfo; marks: Stored['marks']; memberUnread: number };

/** What became of a send (`MessageStore.send`). */
export type SendOutcome = { status: 'stored'; stored: Stored } | { status: 'existing'; existing: Existing } | { status: 'not_member' | 'blocked_me' | 'blocked_them' };

/** The socket a message was sent over: it gets the message as its ack, the moment the push goes out. */
export interface SendingSocket {
  id: string;
  ack(message: ChatMessage): void;
}

/** A unique index said no: (sender, temp_id) for a resend, (conversation, card_key) for a card. */
export const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';

/** Storing a message and pushing it to the members: shared by the send path and the listing card. */
export class MessageStore {
  readonly #commit: GroupCommit;

  constructor(
    db: Kysely<DB>,
    private readonly hub: ChatHub,
    order = new PublishOrder(),
    observe?: CommitObserver,
  ) {
    this.#commit = new GroupCommit(db, order, GROUP_COMMIT_IN_FLIGHT, GROUP_COMMIT_MAX_BATCH, observe);
  }

  /** Resolves once no message is queued for or at the database. */
  idle(): Promise<void> {
    return this.#commit.idle();
  }

  /**
   * Stores a message: under the conversation's row lock it takes the next seq (and the message id), inserts
   * the message, sets the last message, marks the conversation read for the sender, and returns the message with
   * the conversation type, the sender's name and every current member's mark as of the commit. Null: the sender
   * is not a member. A unique index that says no (a card already sent) rejects with code 23505
   * (`isUniqueViolation`). For the listing card; a person's send goes through `send`.
   */
  async insert(conversationId: number, senderId: number, type: ChatMessageType, content: ChatContent, extra: { cardKey: string }): Promise<Stored | null> {
    const outcome = await this.send({ conversationId, senderId, type, content, tempId: null, cardKey: extra.cardKey, checkBlock: false });
    return outcome.status === 'stored' ? outcome.stored : null;
  }

  /**
   * A send in one statement (`chat_send_messages`): a resend by temp id is answered with the stored message
   * ('existing', nothing written), a non-member or a block refuses it, else it is stored as `insert` says. Sends
   * arriving together share one statement and one commit (`GroupCommit`); a stored message takes its place in
   * its conversation's push order when that statement goes out (see PublishOrder) and resolves after the commit.
   * A unique index that says no (a resend racing its original in another batch) rejects with code 23505.
   */
  async send(input: StoreInput): Promise<SendOutcome> {
    const { row: r, ticket } = await this.#commit.store(input);
    if (r.status !== 'stored') ticket.cancel();
    const sender: UserInfo = { id: input.senderId, nickname: r.nickname ?? '', avatar: r.avatar ?? null };
    const marks = (r.marks ?? []).map(([user_id, last_read_seq, unread_count]) => ({ user_id, last_read_seq, unread_count }));
    switch (r.status) {
      case 'stored':
        if (r.id === null) throw new Error(`chat: message not stored in conversation ${input.conversationId}`);
        return { status: 'stored', stored: { row: storedRow(r), type: r.conversation_type!, sender, marks, ticket } };
      case 'existing':
        return { status: 'existing', existing: { row: storedRow(r), conversationType: r.conversation_type, sender, marks, memberUnread: r.member_unread ?? 0 } };
      case 'blocked_me':
      case 'blocked_them':
      case 'not_member':
        return { status: r.status };
      default:
        throw new Error(`chat: no answer for a message to conversation ${input.conversationId}`);
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
    // One patch object per unread count: the push channel builds each distinct frame once (EventFrames).
    const byUnread = new Map<number, Record<string, unknown>>();
    for (const m of marks) {
      let patch = byUnread.get(m.unread_count);
      if (!patch) byUnread.set(m.unread_count, (patch = { unread_count: m.unread_count }));
      patches[String(m.user_id)] = patch;
    }
    patches[String(senderId)] = { unread_count: 0, temp_id: row.temp_id };
    const own: ChatMessage = { ...base, unread_count: 0, temp_id: row.temp_id };
    if (base.warning) {
      // A warning is for the receivers (docs/trust.md): the sender's other devices get it cleared, its own view has none.
      patches[String(senderId)]!.warning = null;
      delete own.warning;
    }
    const push = () => {
      this.hub.publish({ users: marks.map((m) => m.user_id), frame: { type: 'new_message', data: base }, patches, exceptConnection: socket?.id });
      socket?.ack(own);
    };
    return stored.ticket.publish(row.seq, push).then(() => own);
  }
}
