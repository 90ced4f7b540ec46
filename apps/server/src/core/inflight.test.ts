import { describe, expect, it } from 'vitest';
import { InFlight } from './inflight.js';

const later = <T>(ms: number, value: T, fail = false) => new Promise<T>((resolve, reject) => setTimeout(() => (fail ? reject(new Error('x')) : resolve(value)), ms));

describe('InFlight', () => {
  it('passes results and errors through and forgets settled work', async () => {
    const f = new InFlight();
    await expect(f.track(later(5, 'a'))).resolves.toBe('a');
    await expect(f.track(later(5, 'b', true))).rejects.toThrow('x');
    await Promise.resolve();
    expect(f.size).toBe(0);
  });

  it('drained waits for work tracked while waiting too', async () => {
    const f = new InFlight();
    const order: string[] = [];
    void f.track(later(10, 1).then(() => {
      order.push('first');
      // A handler that starts another tracked step before it ends.
      void f.track(later(20, 2).then(() => order.push('second')));
    }));
    expect(await f.drained(1000)).toBe(true);
    expect(order).toEqual(['first', 'second']);
  });

  it('drained gives up after the timeout', async () => {
    const f = new InFlight();
    void f.track(later(200, 1));
    expect(await f.drained(20)).toBe(false);
    expect(f.size).toBe(1);
  });
});
