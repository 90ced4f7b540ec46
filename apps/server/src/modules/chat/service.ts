import type { Kysely } from 'kysely';
import type { Metrics } from '../../core/metrics.js';
import type { RateLimiter } from '../../core/rate-limit.js';
import type { DB } from '../../db/schema.js';
import { ConversationManager, type ChatGuard, type FindListingCard } from './conversations.js';
import { commitMetrics } from './group-commit.js';
import type { ChatHub } from './hub.js';
import { ForMe } from './for-me.js';
import { MessageForwarder } from './forward.js';
import { MessagePresenter } from './present.js';
import { ReadAndRecall } from './read-recall.js';
import { ConversationReader } from './reading.js';
import { MessageSender, type MessageScreen } from './send.js';
import { MessageStore } from './store.js';

/**
 * Conversations, members and messages: the rules of docs/chat.md. The one entry point of the routes and
 * the socket; each job is a part of its own:
 * - `reader` (reading.ts): membership, the conversation list and views, history, sync, unread totals;
 * - `sender` (send.ts): the send path of a client's message, on `MessageStore` (store.ts), which stores a
 *   message and pushes it;
 * - `readRecall` (read-recall.ts): read marks and recalls;
 * - `conversations` (conversations.ts): single chats, groups, members, settings, and their pushes.
 * Messages become wire messages in present.ts. Every call takes the acting user and checks membership
 * first; a conversation the user is not in answers 403 whether or not it exists.
 */
export class ChatService {
  readonly reader: ConversationReader;
  readonly conversations: ConversationManager;
  readonly sender: MessageSender;
  readonly readRecall: ReadAndRecall;
  /** Deleted for me, drafts (for-me.ts). */
  readonly forMe: ForMe;
  /** Forwarding messages to other conversations (forward.ts). */
  readonly forwarder: MessageForwarder;
  readonly #store: MessageStore;

  constructor(db: Kysely<DB>, hub: ChatHub, limiter: RateLimiter, findListingCard: FindListingCard, mayMessage?: ChatGuard, metrics?: Metrics, screen?: MessageScreen) {
    const presenter = new MessagePresenter(db);
    const store = new MessageStore(db, hub, undefined, metrics ? commitMetrics(metrics) : undefined);
    this.#store = store;
    this.reader = new ConversationReader(db, presenter);
    this.conversations = new ConversationManager(db, hub, this.reader, presenter, store, findListingCard, mayMessage);
    this.forMe = new ForMe(db, hub, this.reader, presenter);
    this.sender = new MessageSender(db, limiter, this.conversations, store, screen, this.forMe);
    this.forwarder = new MessageForwarder(db, limiter, store);
    this.readRecall = new ReadAndRecall(db, hub, this.reader, presenter);
  }

  /** Resolves once no message is queued for or being written by the group commit (shutdown waits here). */
  idle(): Promise<void> {
    return this.#store.idle();
  }
}
