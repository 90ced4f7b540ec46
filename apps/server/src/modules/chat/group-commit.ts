import { CONVERSATION_TYPE, type ChatContent, type ChatMessageType } from '@haiwai/contracts';
import { sql, type Kysely } from 'kysely';
import type { Metrics } from '../../core/metrics.js';
import type { DB } from '../../db/schema.js';
import type { PublishOrder, PublishTicket } from './publish-order.js';
import { StatementBatch, type BatchItem } from './statement-batch.js';
import type { NullableMessage } from './message-row.js';

/** One message to store. */
export interface StoreInput {
  conversationId: number;
  senderId: number;
  type: ChatMessageType;
  content: ChatContent;
  tempId: string | null;
  cardKey: string | null;
  /** Refuse it across a block in a one-to-one chat (a person's send; the listing card is the system's). */
  checkBlock: boolean;
}

/**
 * What became of one message (`chat_send_messages`, migration 202612020100): stored; an earlier message of the
 * sender with the same temp id (a resend: nothing written); refused (not a current member, a block either way).
 */
export type SendStatus = 'stored' | 'existing' | 'not_member' | 'blocked_me' | 'blocked_them';

/**
 * What the database says of one message of a batch (`err`: its SQLSTATE if it alone failed). For 'stored' and
 * 'existing' the message columns, the conversation type (null: a resend whose sender has left), the sender's
 * unread count and every current member's mark `[user, last read seq, unread]`.
 */
export type StoredRow = NullableMessage & {
  err: string | null;
  status: SendStatus | null;
  conversation_type: number | null;
  nickname: string | null;
  avatar: string | null;
  member_unread: number | null;
  marks: [number, number, number][] | null;
};

type Waiting = BatchItem<StoreInput, { row: StoredRow; ticket: PublishTicket }>;

/**
 * Batches in flight at once (each holds one pooled connection for one statement; the pool has 10). Three batches of
 * up to 32, not two of 16: a batch's answer is read only when the event loop is free of the fan-out before it, and
 * after a stall (a slow commit, a busy moment of the machine) a backlog drains three times as fast. On the 2-core
 * bench box (bench/README.md, 2026-11-27) 2 × 16 passed 400–500 msg/s, 3 × 32 passed 700–800 in four of seven runs.
 */
export const GROUP_COMMIT_IN_FLIGHT = 3;
/**
 * Messages in one batch at most. A batch holds the row locks of its conversations until it commits, and each
 * message is a subtransaction: PostgreSQL slows down everywhere once a transaction has more than 64 of those.
 */
export const GROUP_COMMIT_MAX_BATCH = 32;

/** A failure of one message of a batch, with the SQLSTATE the database gave (23505: a unique index said no). */
export class StoreError extends Error {
  constructor(readonly code: string) {
    super(`chat: message not stored (SQLSTATE ${code})`);
  }
}

/** What one message of a batch came to, as counted in `haiwai_chat_messages_total`. */
export type CommitOutcome = 'stored' | 'existing' | 'refused' | 'failed';

/** Reports each batch (its size, its statement's time) and each message (its outcome, its wait from the send to the commit). */
export interface CommitObserver {
  batch(size: number, statementMs: number): void;
  message(outcome: CommitOutcome, waitedMs: number): void;
}

/** The group commit's metrics (docs/operations.md): messages by outcome (their rate is messages per second), batch sizes, waits. */
export function commitMetrics(metrics: Metrics): CommitObserver {
  const messages = metrics.counter({
    name: 'haiwai_chat_messages_total',
    help: 'Chat messages through the group commit of this node, by outcome (stored; existing: a resend answered; refused: not a member or blocked; failed)',
    labelNames: ['outcome'],
  });
  const size = metrics.histogram({ name: 'haiwai_chat_group_commit_batch_size', help: 'Messages per group-commit batch (one statement, one commit)', buckets: [1, 2, 4, 8, 16, 24, 32] });
  const statement = metrics.histogram({ name: 'haiwai_chat_group_commit_seconds', help: 'Time of one group-commit batch at the database (connection, statement, commit)', buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5] });
  const lag = metrics.histogram({ name: 'haiwai_chat_group_commit_lag_seconds', help: 'From a send reaching the group commit to its batch committed (queueing included)', buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5] });
  const byOutcome = { stored: messages.labels('stored'), existing: messages.labels('existing'), refused: messages.labels('refused'), failed: messages.labels('failed') };
  return {
    batch(n, ms) {
      size.observe(n);
      statement.observe(ms / 1000);
    },
    message(outcome, waitedMs) {
      byOutcome[outcome].inc();
      lag.observe(waitedMs / 1000);
    },
  };
}

const noObserver: CommitObserver = { batch() {}, message() {} };

/**
 * Group commit of messages (docs/chat.md, "Group commit"): the sends that reach the store together go as one
 * `StatementBatch` (`chat_send_messages`, migration 202612020100: the send's checks and the store): one round trip
 * and one commit for all of them. Each message takes its place in its conversation's push order (`PublishOrder`) when
 * its batch is sent, in batch order; the database assigns seqs in that order too. Each message's promise
 * settles on its own: a message that fails alone rejects with a `StoreError`, the batch's others resolve,
 * and every one resolves only after the commit.
 */
export class GroupCommit {
  readonly #batch: StatementBatch<StoreInput, { row: StoredRow; ticket: PublishTicket }>;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly order: PublishOrder,
    inFlight = GROUP_COMMIT_IN_FLIGHT,
    maxBatch = GROUP_COMMIT_MAX_BATCH,
    private readonly observe: CommitObserver = noObserver,
  ) {
    this.#batch = new StatementBatch((batch) => this.#run(batch), inFlight, maxBatch);
  }

  /** Resolves once no message is queued or at the database (shutdown waits for the batch being written). */
  idle(): Promise<void> {
    return this.#batch.idle();
  }

  /** Batches sent and messages in them (tests and diagnostics). */
  get stats() {
    return this.#batch.stats;
  }

  /** Stores one message with the others of its batch; resolves after the commit with its row and push ticket. */
  store(input: StoreInput): Promise<{ row: StoredRow; ticket: PublishTicket }> {
    return this.#batch.add(input);
  }

  /**
   * Tickets are taken once the batch has its connection, right before the statement goes out: a batch still
   * waiting for a connection holds back no one's push (see MessageStore.insert).
   */
  async #run(batch: Waiting[]) {
    const payload = JSON.stringify(batch.map(({ input: i }) => ({ c: i.conversationId, s: i.senderId, t: i.type, x: i.content, tid: i.tempId, ck: i.cardKey, b: i.checkBlock })));
    let tickets: PublishTicket[] = [];
    let byIdx: Map<number, StoredRow>;
    const started = performance.now();
    try {
      byIdx = await this.db.connection().execute(async (conn) => {
        tickets = batch.map((w) => this.order.begin(w.input.conversationId));
        const { rows } = await sql<StoredRow & { idx: number }>`
          select o_idx as idx, o_err as err, o_status as status, o_conversation_type as conversation_type, o_nickname as nickname,
                 o_avatar as avatar, o_member_unread as member_unread, o_marks as marks, o_id as id, o_conversation_id as conversation_id, o_seq as seq,
                 o_sender_id as sender_id, o_type as type, o_content as content, o_temp_id as temp_id, o_card_key as card_key,
                 o_recalled_at as recalled_at, o_recalled_by as recalled_by, o_created_at as created_at
            from chat_send_messages(${payload}::jsonb, ${new Date()}::timestamptz, ${CONVERSATION_TYPE.SINGLE}::smallint)`.execute(conn);
        return new Map(rows.map((r) => [r.idx, r]));
      });
    } catch (err) {
      this.#observed(batch, started, () => 'failed');
      for (const [i, w] of batch.entries()) {
        tickets[i]?.cancel();
        w.reject(err);
      }
      return;
    }
    this.#observed(batch, started, (i) => outcomeOf(byIdx.get(i + 1)));
    for (const [i, w] of batch.entries()) {
      const row = byIdx.get(i + 1);
      if (!row || row.err) {
        tickets[i]!.cancel();
        w.reject(new StoreError(row?.err ?? 'XX000'));
      } else w.resolve({ row, ticket: tickets[i]! });
    }
  }

  #observed(batch: Waiting[], started: number, outcome: (i: number) => CommitOutcome) {
    const now = performance.now();
    this.observe.batch(batch.length, now - started);
    for (const [i, w] of batch.entries()) this.observe.message(outcome(i), now - w.at);
  }
}

function outcomeOf(row: StoredRow | undefined): CommitOutcome {
  if (!row || row.err) return 'failed';
  return row.status === 'stored' || row.status === 'existing' ? row.status : 'refused';
}
