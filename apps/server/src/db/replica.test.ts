import { describe, expect, it } from 'vitest';
import { isReplicaFault, lsnValue, ReplicaHealth } from './replica.js';

describe('lsnValue', () => {
  it('reads PostgreSQL WAL positions as byte offsets that compare in order', () => {
    expect(lsnValue('0/0')).toBe(0n);
    expect(lsnValue('0/3000060')).toBe(0x3000060n);
    expect(lsnValue('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(lsnValue('1/0') > lsnValue('0/FFFFFFFF')).toBe(true);
    expect(() => lsnValue('garbage')).toThrow();
  });
});

describe('ReplicaHealth', () => {
  const standby = (replayed: bigint | null, sinceLastReplayMs: number | null = null) => ({ standby: true, replayed, sinceLastReplayMs });

  it('is not usable before its first check, when down, or when it is not a standby', () => {
    const h = new ReplicaHealth(10_000);
    expect(h.state(0)).toEqual({ usable: false, status: 'unchecked', lagMs: null });
    h.primaryAt(1000, 100n);
    h.replicaSaid(standby(100n), 1010);
    expect(h.state(1010).usable).toBe(true);
    h.down();
    expect(h.state(1020)).toEqual({ usable: false, status: 'down', lagMs: null });
    h.replicaSaid({ standby: false, replayed: null, sinceLastReplayMs: null }, 1030);
    expect(h.state(1030)).toEqual({ usable: false, status: 'not_standby', lagMs: null });
  });

  it('caught up with the primary: lag is the check time, usable', () => {
    const h = new ReplicaHealth(10_000);
    h.primaryAt(1000, 500n);
    // The primary idle for an hour: the last replayed commit is old, but the replica has all the primary has.
    h.replicaSaid(standby(500n, 3_600_000), 1004);
    expect(h.state(1004)).toEqual({ usable: true, status: 'ok', lagMs: 4 });
  });

  it('behind: caught up to the newest sample it has replayed past, or the last replayed commit, the later', () => {
    const h = new ReplicaHealth(10_000);
    for (let i = 0; i <= 5; i++) h.primaryAt(1000 + i * 1000, BigInt(100 + i * 10)); // 100 at 1000 ... 150 at 6000
    h.replicaSaid(standby(125n, null), 6010); // past 120 (sampled at 3000), not 130
    expect(h.state(6010)).toMatchObject({ usable: true, lagMs: 3010 });
    h.replicaSaid(standby(125n, 1000), 6010); // its last replayed commit says 5010: later, so better
    expect(h.state(6010)).toMatchObject({ lagMs: 1000 });
    h.replicaSaid(standby(90n, null), 6010); // behind every sample, no commit time: not known
    expect(h.state(6010)).toEqual({ usable: false, status: 'lagging', lagMs: null });
  });

  it('falls behind by itself when checks stop: usable compares with the time of asking', () => {
    const h = new ReplicaHealth(5000);
    h.primaryAt(1000, 100n);
    h.replicaSaid(standby(100n), 1001);
    expect(h.state(5999).usable).toBe(true);
    expect(h.state(6001)).toMatchObject({ usable: false, status: 'lagging' });
  });

  it('a replay paused while the primary writes: usable until maxLag after the last position it holds', () => {
    const h = new ReplicaHealth(4000);
    h.primaryAt(0, 100n);
    h.replicaSaid(standby(100n), 5);
    for (let t = 1000; t <= 6000; t += 1000) {
      h.primaryAt(t, 100n + BigInt(t)); // writes go on; the replica stays at 100
      h.replicaSaid(standby(100n, t), t + 5); // its last replayed commit: at 5
      expect(h.state(t + 5).usable).toBe(t <= 4000);
    }
  });

  it('keeps samples only as long as a served lag can reach back', () => {
    const h = new ReplicaHealth(2000);
    for (let t = 0; t <= 60_000; t += 1000) h.primaryAt(t, BigInt(t));
    h.replicaSaid(standby(0n), 60_000); // replayed only the very first: long gone, lag not known
    expect(h.state(60_000)).toMatchObject({ usable: false, lagMs: null });
    h.replicaSaid(standby(59_000n), 60_010);
    expect(h.state(60_010)).toMatchObject({ usable: true, lagMs: 1010 });
  });
});

describe('isReplicaFault', () => {
  it('connection failures take the replica out; statements it cannot answer move to the primary; others are the caller’s', () => {
    expect(isReplicaFault(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toEqual({ gone: true });
    expect(isReplicaFault(new Error('Connection terminated unexpectedly'))).toEqual({ gone: true });
    expect(isReplicaFault({ code: '57P01' })).toEqual({ gone: true }); // admin shutdown
    expect(isReplicaFault({ code: '08006' })).toEqual({ gone: true });
    expect(isReplicaFault({ code: '53300' })).toEqual({ gone: true }); // too many connections
    expect(isReplicaFault({ code: '40001' })).toEqual({ gone: false }); // conflict with recovery
    expect(isReplicaFault({ code: '42P01' })).toEqual({ gone: false }); // a table not replayed yet
    expect(isReplicaFault({ code: '25006' })).toEqual({ gone: false }); // a write sent to the replica
    expect(isReplicaFault({ code: '22P02' })).toBeNull(); // bad input: the same on the primary
    expect(isReplicaFault({ code: '42601' })).toBeNull(); // syntax
  });
});
