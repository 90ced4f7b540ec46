/** One caller's item in a batch: what it asked for and how its promise settles. */
export interface BatchItem<I, O> {
  input: I;
  resolve(out: O): void;
  reject(err: unknown): void;
  /** When it was added (performance.now()): the wait before its batch is read from here (metrics). */
  at: number;
}

/**
 * Calls that reach the database in the same turn of the event loop, and those arriving while `inFlight`
 * batches are already at the database, go as one batch: one statement, one round trip (docs/chat.md, "Group
 * commit"). Under light load a batch is one call and waits for nothing; under heavy load batches grow instead
 * of round trips queueing. `run` sends one batch and settles every item of it (each on its own: one item may
 * fail while the others succeed); a `run` that throws rejects the items it left unsettled.
 */
export class StatementBatch<I, O> {
  /** Batches sent and items in them (tests and diagnostics). */
  readonly stats = { batches: 0, messages: 0 };
  #queue: BatchItem<I, O>[] = [];
  #inFlight = 0;
  #scheduled = false;
  #idleWaiters: Array<() => void> = [];

  constructor(
    private readonly run: (batch: BatchItem<I, O>[]) => Promise<void>,
    private readonly inFlight: number,
    private readonly maxBatch: number,
  ) {}

  add(input: I): Promise<O> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ input, resolve, reject, at: performance.now() });
      if (this.#scheduled) return;
      this.#scheduled = true;
      setImmediate(() => {
        this.#scheduled = false;
        this.#flush();
      });
    });
  }

  #flush() {
    while (this.#inFlight < this.inFlight && this.#queue.length > 0) {
      const batch = this.#queue.splice(0, this.maxBatch);
      this.#inFlight += 1;
      this.stats.batches += 1;
      this.stats.messages += batch.length;
      // Settling an already settled promise does nothing, so a throwing run rejects only the items it left.
      void this.run(batch)
        .catch((err: unknown) => {
          for (const item of batch) item.reject(err);
        })
        .finally(() => {
          this.#inFlight -= 1;
          this.#flush();
          if (this.#inFlight === 0 && this.#queue.length === 0) for (const wake of this.#idleWaiters.splice(0)) wake();
        });
    }
  }

  /** Resolves once nothing is queued or at the database (at once when idle): shutdown waits here before the database closes. */
  idle(): Promise<void> {
    if (this.#inFlight === 0 && this.#queue.length === 0 && !this.#scheduled) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }
}
