/**
 * Handlers still running. A client that hangs up does not stop its handler, and the HTTP server's close
 * does not wait for it; the app's close waits here (bounded) so the database is not closed under a handler
 * that is between two queries.
 */
export class InFlight {
  #running = new Set<Promise<unknown>>();

  get size(): number {
    return this.#running.size;
  }

  track<T>(work: Promise<T>): Promise<T> {
    const settled = work.then(
      () => undefined,
      () => undefined,
    );
    this.#running.add(settled);
    void settled.then(() => this.#running.delete(settled));
    return work;
  }

  /** Resolves once every tracked handler has settled, or after `timeoutMs`; true when all settled. */
  async drained(timeoutMs: number): Promise<boolean> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    try {
      while (this.#running.size > 0) {
        const done = await Promise.race([Promise.all([...this.#running]).then(() => true as const), timeout]);
        if (!done) return false;
      }
      return true;
    } finally {
      clearTimeout(timer);
    }
  }
}
