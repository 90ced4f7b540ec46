import type { ChatSearchIndexer } from './indexer.js';

/** Conversations one sweep looks at, and messages it indexes at most. */
const SWEEP_CONVERSATIONS = 50;
const SWEEP_BUDGET = 2000;

/**
 * The background indexer of a node: every `everyMs`, the messages stored since, a batch at a time (each batch a
 * separate statement, so the event loop and the database are never held long). Searches index what is still
 * left in their own conversations, so the sweep only keeps that work small. `stop()` waits for a sweep under way.
 */
export function startSweep(indexer: ChatSearchIndexer, everyMs: number, onError: (err: unknown) => void) {
  let running: Promise<void> | null = null;
  const sweep = async () => {
    const pending = await indexer.pending(null, SWEEP_CONVERSATIONS);
    if (pending.length) await indexer.catchUp(pending, SWEEP_BUDGET);
  };
  const timer = setInterval(() => {
    if (running) return;
    running = sweep()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
