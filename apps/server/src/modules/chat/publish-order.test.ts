import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PublishOrder } from './publish-order.js';

/**
 * The per-conversation push order on one node, with the delays of the database's answers played by hand:
 * tickets are taken in the order sends start, reported in whatever order their answers arrive.
 */
describe('PublishOrder', () => {
  let pushed: number[];
  let order: PublishOrder;
  const push = (seq: number) => () => void pushed.push(seq);

  beforeEach(() => {
    vi.useFakeTimers();
    pushed = [];
    order = new PublishOrder(250);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pushes answers that arrive out of seq order in seq order', async () => {
    const [t1, t2, t3] = [order.begin(7), order.begin(7), order.begin(7)];
    const p3 = t3.publish(3, push(3));
    const p2 = t2.publish(2, push(2));
    expect(pushed).toEqual([]);
    t1.publish(1, push(1));
    expect(pushed).toEqual([1, 2, 3]);
    await Promise.all([p2, p3]);
    expect(order.active).toBe(0);
  });

  it('goes at once when no earlier send of its conversation is open here: a gap (seqs from another node) holds nothing', () => {
    order.begin(7).publish(12, push(12));
    expect(pushed).toEqual([12]);
    order.begin(7).publish(15, push(15));
    expect(pushed).toEqual([12, 15]);
    expect(order.active).toBe(0);
  });

  it('a send that started after a message was reported does not hold it', () => {
    const [t1, t2] = [order.begin(7), order.begin(7)];
    t2.publish(5, push(5)); // t1 may hold seq 4: waits
    const later = order.begin(7);
    t1.publish(3, push(3)); // 3 goes; then 5, which does not wait for `later` (it cannot hold a seq below 5)
    expect(pushed).toEqual([3, 5]);
    later.publish(6, push(6));
    expect(pushed).toEqual([3, 5, 6]);
  });

  it('the first seq, and a seq whose predecessor was pushed here, go at once whatever else is open', () => {
    const open = order.begin(7);
    const [a, b] = [order.begin(7), order.begin(7)];
    b.publish(2, push(2)); // `open` or a may hold seq 1: waits
    expect(pushed).toEqual([]);
    a.publish(1, push(1)); // seq 1 has no predecessor: goes, and 2 after it
    expect(pushed).toEqual([1, 2]);
    order.begin(7).publish(3, push(3)); // 2 was pushed: goes though `open` is still open
    expect(pushed).toEqual([1, 2, 3]);
    open.publish(4, push(4));
    expect(pushed).toEqual([1, 2, 3, 4]);
    expect(order.active).toBe(0);
  });

  it('conversations do not wait for each other', () => {
    const a = order.begin(1);
    order.begin(2).publish(9, push(9));
    expect(pushed).toEqual([9]);
    a.publish(3, push(3));
    expect(pushed).toEqual([9, 3]);
  });

  it('a send that stored nothing (cancel) stops holding the others', () => {
    const [t1, t2] = [order.begin(7), order.begin(7)];
    t2.publish(8, push(8));
    expect(pushed).toEqual([]);
    t1.cancel();
    expect(pushed).toEqual([8]);
    expect(order.active).toBe(0);
  });

  it('a send that never answers holds the conversation for the wait bound only, once', async () => {
    const lost = order.begin(7);
    const t2 = order.begin(7);
    const p = t2.publish(21, push(21));
    await vi.advanceTimersByTimeAsync(249);
    expect(pushed).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await p;
    expect(pushed).toEqual([21]);
    // The lost send was given up on: a send reported after the wait does not wait for it again.
    const t3 = order.begin(7);
    const t4 = order.begin(7);
    t4.publish(23, push(23));
    t3.publish(22, push(22));
    expect(pushed).toEqual([21, 22, 23]);
    // If it answers after all, it is pushed at once (late), not dropped.
    lost.publish(20, push(20));
    expect(pushed).toEqual([21, 22, 23, 20]);
    expect(order.active).toBe(0);
  });

  it('a given-up send that answers with a seq ahead still waits its turn behind held lower seqs', async () => {
    const slow = order.begin(7);
    const t1 = order.begin(7);
    t1.publish(30, push(30));
    await vi.advanceTimersByTimeAsync(250);
    expect(pushed).toEqual([30]);
    const [t2, t3] = [order.begin(7), order.begin(7)];
    t3.publish(32, push(32)); // waits for t2
    slow.publish(33, push(33)); // given up on, but 33 is ahead of 30: in its turn, after 32
    expect(pushed).toEqual([30]);
    t2.publish(31, push(31));
    expect(pushed).toEqual([30, 31, 32, 33]);
  });

  it('a push that throws rejects its own publish only; the line goes on', async () => {
    const [t1, t2] = [order.begin(7), order.begin(7)];
    const p2 = t2.publish(2, push(2));
    const p1 = t1.publish(1, () => {
      throw new Error('socket gone');
    });
    await expect(p1).rejects.toThrow('socket gone');
    await p2;
    expect(pushed).toEqual([2]);
  });

  it('a ticket reports once', () => {
    const t = order.begin(7);
    t.publish(1, push(1));
    expect(() => t.publish(2, push(2))).toThrow(/twice/);
    t.cancel(); // no effect after a publish
    expect(pushed).toEqual([1]);
  });
});
