/**
 * Handlers still running. A client that hangs up does not stop its handler, and the HTTP server's close
 * does not wait for it; the app's close waits here (bounded) so the database is not closed under a handler
 * that is between two queries. A count, not a set of promises: every API call passes here.
 */
export class InFlight {
  #running = 0;
  #waiters: Array<() => void> = [];
  readonly #settled = () => {
    if (--this.#running > 0) return;
    for (const wake of this.#waiters.splice(0)) wake();
  };

  get size(): number {
    return this.#running;
  }

  track<T>(work: Promise<T>): Promise<T> {
    this.#running++;
    work.then(this.#settled, this.#settled);
    return work;
  }

  /** Resolves once every tracked handler has settled (those tracked meanwhile too), or after `timeoutMs`; true when all settled. */
  drained(timeoutMs: number): Promise<boolean> {
    if (this.#running === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.#waiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}
