import { AppError } from '../../core/errors.js';

/**
 * At most `size` image renders at once on this node (each one holds a libuv worker thread and a full
 * decoded picture); the next ones wait in order, and past `maxWaiting` waiters the caller hears 503 with
 * Retry-After instead of queueing without end.
 */
export class RenderSlots {
  #running = 0;
  /** Highest number of renders seen running at once (tests read it). */
  peak = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(
    private readonly size: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.#running < this.size) this.#running += 1;
    else {
      if (this.#waiting.length >= this.maxWaiting) throw new AppError(503, 'error.unavailable', undefined, null, { 'retry-after': '2' });
      // The finishing render hands its slot over: #running stays the same.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    this.peak = Math.max(this.peak, this.#running);
    try {
      return await job();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}
