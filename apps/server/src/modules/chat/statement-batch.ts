/** One caller's item in a batch: what it asked for and how its promise settles. */
export interface BatchItem<I, O> {
  input: I;
  resolve(out: O): void;
  reject(err: unknown): void;
}

/**
 * Calls that reach the database in the same turn of the event loop, and those arriving while their lane's batch is
 * at the database, go as one batch: one statement, one round trip (docs/chat.md, "Group commit"). Under light load a
 * batch is one call and waits for nothing; under heavy load batches grow instead of round trips queueing. `run` sends
 * one batch and settles every item of it (each on its own: one item may fail while the others succeed); a `run`
 * that throws rejects the items it left unsettled.
 *
 * Calls go in `lanes` (by `laneOf`), each with at most one batch at the database: calls that take the same row
 * locks (one conversation's messages) share a lane, so this process's batches in flight at once never wait for each
 * other's locks. With one shared queue, two batches holding messages of the same busy group took turns on its row
 * until the first had committed, and the others' messages waited behind a commit they had no part in.
 */
export class StatementBatch<I, O> {
  /** Batches sent and items in them (tests and diagnostics). */
  readonly stats = { batches: 0, messages: 0 };
  readonly #lanes: { queue: BatchItem<I, O>[]; busy: boolean }[];
  #scheduled = false;

  constructor(
    private readonly run: (batch: BatchItem<I, O>[]) => Promise<void>,
    lanes: number,
    private readonly maxBatch: number,
    private readonly laneOf: (input: I) => number,
  ) {
    this.#lanes = Array.from({ length: lanes }, () => ({ queue: [], busy: false }));
  }

  add(input: I): Promise<O> {
    return new Promise((resolve, reject) => {
      const n = this.#lanes.length;
      this.#lanes[((Math.trunc(this.laneOf(input)) % n) + n) % n]!.queue.push({ input, resolve, reject });
      if (this.#scheduled) return;
      this.#scheduled = true;
      setImmediate(() => {
        this.#scheduled = false;
        for (const lane of this.#lanes) this.#flush(lane);
      });
    });
  }

  #flush(lane: { queue: BatchItem<I, O>[]; busy: boolean }) {
    if (lane.busy || lane.queue.length === 0) return;
    const batch = lane.queue.splice(0, this.maxBatch);
    lane.busy = true;
    this.stats.batches += 1;
    this.stats.messages += batch.length;
    // Settling an already settled promise does nothing, so a throwing run rejects only the items it left.
    void this.run(batch)
      .catch((err: unknown) => {
        for (const item of batch) item.reject(err);
      })
      .finally(() => {
        lane.busy = false;
        this.#flush(lane);
      });
  }
}
