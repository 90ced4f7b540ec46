import type { ChatSearchIndexer } from './indexer.js';

/** Conversations one sweep looks at, and messages it indexes at most. */
const SWEEP_CONVERSATIONS = 50;
const SWEEP_BUDGET = 2000;
/**
 * Messages segmented between two awaits: jieba takes about 0.1 ms a short message, so a batch of 50 holds the event
 * loop some 5 ms (a search's batches are 200: someone is waiting for them).
 */
const SWEEP_BATCH = 50;

/**
 * The background indexer of a node: every `everyMs`, the messages stored since, a small batch at a time (each batch
 * its own statements, so neither the event loop nor the database is held long). Searches index what is still
 * left in their own conversations, so the sweep only keeps that work small. `stop()` waits for a sweep under way.
 */
export function startSweep(indexer: ChatSearchIndexer, everyMs: number, onError: (err: unknown) => void) {
  let running: Promise<void> | null = null;
  const sweep = async () => {
    const pending = await indexer.pending(null, SWEEP_CONVERSATIONS);
    if (pending.length) await indexer.catchUp(pending, SWEEP_BUDGET, SWEEP_BATCH);
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
