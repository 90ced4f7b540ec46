/**
 * How long a stored message's push waits at most for earlier sends of its conversation on this node: long
 * enough for an answer the database already sent to be read, short enough that a send that never reports
 * (its connection hung) costs the conversation one short pause. Clients fill any gap with `sync`.
 */
export const PUBLISH_WAIT_MS = 250;

/** One send's place in its conversation's line: taken before its insert, reported once it has a seq (or none). */
export interface PublishTicket {
  /**
   * The message was stored with `seq`: `push` runs (synchronously, right after the pushes of this node's
   * earlier seqs of the conversation) when its turn comes. Resolves once it ran; rejects with what it threw.
   */
  publish(seq: number, push: () => void): Promise<void>;
  /** Nothing was stored or nothing will be pushed: later messages stop waiting for this send. */
  cancel(): void;
}

interface Held {
  seq: number;
  /** Tickets taken up to this id (when it reported) may still hold an earlier seq. */
  horizon: number;
  push: () => void;
  done: (err?: unknown) => void;
  timer: NodeJS.Timeout;
}

/** One conversation's sends in flight on this node and the pushes waiting for them. */
interface Line {
  /** Tickets taken and not reported (nor given up on). */
  open: Set<number>;
  /** Stored messages waiting for their turn, by seq. */
  held: Held[];
  /** The highest seq pushed (0: none yet, as far as this line knows). */
  pushed: number;
  /** Every held seq up to this one waited its full time and goes regardless. */
  expiredUpTo: number;
}

/**
 * Pushes of a conversation's messages in seq order, per node (docs/chat.md, "Push order"). A seq is taken
 * under the conversation's row lock, but the answers of concurrent inserts (each on its own connection) reach
 * this process in any order, and a push used to go out as soon as its own answer came. Now each send takes a
 * ticket just before its insert runs and reports its seq (or cancels); a stored message is pushed when
 * - the seq before it was pushed here, or
 * - no send of the conversation that started on this node before it (or a higher seq) reported is still
 *   open (so no earlier seq can come from this node: a seq from another node, or a gap, does not hold it), or
 * - it waited `waitMs` (the sends it waited for are given up on; one that reports later goes at once if its
 *   seq is behind, in its turn otherwise).
 * Ticket ids grow across the node, so "started before" is a comparison. A line lives while tickets are open
 * or pushes held.
 */
export class PublishOrder {
  readonly #lines = new Map<number, Line>();
  #lastTicket = 0;

  constructor(private readonly waitMs = PUBLISH_WAIT_MS) {}

  /** Conversations with sends in flight or pushes waiting (tests and diagnostics). */
  get active(): number {
    return this.#lines.size;
  }

  /** Takes a ticket: call right before the statement that takes the seq is sent to the database. */
  begin(conversationId: number): PublishTicket {
    let line = this.#lines.get(conversationId);
    if (!line) this.#lines.set(conversationId, (line = { open: new Set(), held: [], pushed: 0, expiredUpTo: 0 }));
    const id = ++this.#lastTicket;
    line.open.add(id);
    let reported = false;
    const report = () => {
      if (reported) throw new Error('chat: a publish ticket was reported twice');
      reported = true;
    };
    return {
      publish: (seq, push) => {
        report();
        return this.#report(conversationId, id, { seq, push });
      },
      cancel: () => {
        if (reported) return;
        reported = true;
        void this.#report(conversationId, id, null);
      },
    };
  }

  #report(conversationId: number, id: number, stored: { seq: number; push: () => void } | null): Promise<void> {
    const line = this.#lines.get(conversationId);
    line?.open.delete(id);
    let result = Promise.resolve();
    if (stored) {
      if (!line || stored.seq <= line.pushed) result = runNow(stored.push);
      else result = new Promise((resolve, reject) => this.#hold(conversationId, line, stored, (err) => (err === undefined ? resolve() : reject(err))));
    }
    if (line) this.#drain(conversationId, line);
    return result;
  }

  #hold(conversationId: number, line: Line, stored: { seq: number; push: () => void }, done: (err?: unknown) => void) {
    const timer = setTimeout(() => this.#expire(conversationId, line, stored.seq), this.waitMs);
    timer.unref();
    const held: Held = { ...stored, horizon: this.#lastTicket, done, timer };
    let i = line.held.length;
    while (i > 0 && line.held[i - 1]!.seq > held.seq) i--;
    line.held.splice(i, 0, held);
  }

  /** Pushes what may go now, lowest seq first; forgets the line once nothing is open or held. */
  #drain(conversationId: number, line: Line) {
    while (line.held.length > 0) {
      const next = line.held[0]!;
      // A send that started after a higher seq was reported cannot hold a lower one: the lowest horizon counts.
      const horizon = Math.min(...line.held.map((h) => h.horizon));
      const ready = next.seq === line.pushed + 1 || next.seq <= line.expiredUpTo || !earlierOpen(line, horizon);
      if (!ready) break;
      line.held.shift();
      clearTimeout(next.timer);
      line.pushed = Math.max(line.pushed, next.seq);
      try {
        next.push();
        next.done();
      } catch (err) {
        next.done(err ?? new Error('chat: push failed'));
      }
    }
    if (line.held.length === 0 && line.open.size === 0 && this.#lines.get(conversationId) === line) this.#lines.delete(conversationId);
  }

  /** A held push waited long enough: it and every lower held seq go, and the sends it waited for are given up on. */
  #expire(conversationId: number, line: Line, seq: number) {
    const held = line.held.find((h) => h.seq === seq);
    if (!held) return;
    line.expiredUpTo = Math.max(line.expiredUpTo, seq);
    for (const id of line.open) if (id <= held.horizon) line.open.delete(id);
    this.#drain(conversationId, line);
  }
}

function earlierOpen(line: Line, horizon: number) {
  for (const id of line.open) if (id <= horizon) return true;
  return false;
}

function runNow(push: () => void): Promise<void> {
  try {
    push();
    return Promise.resolve();
  } catch (err) {
    return Promise.reject(err);
  }
}
