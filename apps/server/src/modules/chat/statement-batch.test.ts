import { describe, expect, it } from 'vitest';
import { StatementBatch, type BatchItem } from './statement-batch.js';

/** A fake database call: records each batch, answers after `release()`. */
function recorder(answer: (input: number) => number | Error = (n) => n * 10) {
  const batches: number[][] = [];
  const waiting: (() => void)[] = [];
  let concurrent = 0;
  let maxConcurrent = 0;
  const run = async (batch: BatchItem<number, number>[]) => {
    batches.push(batch.map((b) => b.input));
    concurrent += 1;
    maxConcurrent = Math.max(maxConcurrent, concurrent);
    await new Promise<void>((r) => waiting.push(r));
    concurrent -= 1;
    for (const item of batch) {
      const out = answer(item.input);
      if (out instanceof Error) item.reject(out);
      else item.resolve(out);
    }
  };
  /** Answers every batch sent, and those its answers let go, until none is left. */
  const releaseAll = async () => {
    for (;;) {
      await new Promise((r) => setImmediate(r));
      if (waiting.length === 0) return;
      waiting.splice(0).forEach((r) => r());
    }
  };
  return { run, batches, releaseAll, maxConcurrent: () => maxConcurrent };
}

describe('StatementBatch', () => {
  it('one call alone goes at once, as a batch of one', async () => {
    const rec = recorder();
    const batch = new StatementBatch(rec.run, 2, 8);
    const p = batch.add(4);
    await new Promise((r) => setImmediate(r));
    expect(rec.batches).toEqual([[4]]);
    await rec.releaseAll();
    expect(await p).toBe(40);
  });

  it('calls of one turn share a batch up to the size; calls arriving while the batches in flight are full wait and go together', async () => {
    const rec = recorder();
    const batch = new StatementBatch(rec.run, 2, 3);
    const first = [1, 2, 3, 4, 5, 6, 7].map((n) => batch.add(n));
    await new Promise((r) => setImmediate(r));
    // Two in flight at most: [1,2,3] and [4,5,6]; 7 waits for a free slot.
    expect(rec.batches).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    const later = [8, 9].map((n) => batch.add(n));
    await rec.releaseAll();
    expect(await Promise.all([...first, ...later])).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90]);
    expect(rec.batches.slice(2)).toEqual([[7, 8, 9]]);
    expect(rec.maxConcurrent()).toBe(2);
    expect(batch.stats).toEqual({ batches: 3, messages: 9 });
  });

  it('one item failing leaves the others of its batch alone; a run that throws rejects what it left', async () => {
    const rec = recorder((n) => (n === 2 ? new Error('two') : n));
    const batch = new StatementBatch(rec.run, 1, 8);
    const results = await Promise.allSettled([1, 2, 3].map((n) => batch.add(n)).concat(rec.releaseAll().then(() => 0)));
    expect(results.slice(0, 3).map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);

    const broken = new StatementBatch<number, number>(async () => {
      throw new Error('connection lost');
    }, 1, 8);
    const settled = await Promise.allSettled([broken.add(1), broken.add(2)]);
    expect(settled.map((r) => (r.status === 'rejected' ? (r.reason as Error).message : 'ok'))).toEqual(['connection lost', 'connection lost']);
    // And it keeps working afterwards.
    const after = new StatementBatch<number, number>(async (b) => b.forEach((i) => i.resolve(i.input)), 1, 8);
    expect(await after.add(5)).toBe(5);
  });
});
