import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ReplicaDatabase, ReplicaState } from '../db/replica.js';
import type { DB } from '../db/schema.js';
import { ConfigError, loadConfig } from '../config.js';
import { ReadRouting, RecentWriters } from './read-routing.js';

/** A Redis stand-in with the two commands RecentWriters uses; `down` makes both fail. */
function fakeRedis() {
  const keys = new Map<string, number>();
  const r = {
    down: false,
    now: 0,
    set: async (key: string, _v: string, _px: 'PX', ms: number) => {
      if (r.down) throw new Error('redis down');
      keys.set(key, r.now + ms);
      return 'OK';
    },
    exists: async (key: string) => {
      if (r.down) throw new Error('redis down');
      return (keys.get(key) ?? -1) > r.now ? 1 : 0;
    },
  };
  return r;
}

describe('RecentWriters', () => {
  it('one node without Redis: a mark lasts the window', async () => {
    const w = new RecentWriters(null, 'rw:', 15_000);
    expect(await w.wroteLately(7, 0)).toBe(false);
    await w.mark(7, 1000);
    expect(await w.wroteLately(7, 15_999)).toBe(true);
    expect(await w.wroteLately(8, 2000)).toBe(false);
    expect(await w.wroteLately(7, 16_000)).toBe(false);
  });

  it('with Redis, a mark made on one node is seen on another', async () => {
    const redis = fakeRedis();
    const a = new RecentWriters(redis as unknown as Redis, 'rw:db:', 15_000);
    const b = new RecentWriters(redis as unknown as Redis, 'rw:db:', 15_000);
    await a.mark(7);
    expect(await b.wroteLately(7)).toBe(true);
    expect(await b.wroteLately(8)).toBe(false);
    const otherDatabase = new RecentWriters(redis as unknown as Redis, 'rw:other:', 15_000);
    expect(await otherDatabase.wroteLately(7)).toBe(false);
  });

  it('Redis not answering: the writer’s own node still knows, and another node says yes (the primary)', async () => {
    const redis = fakeRedis();
    const errors: unknown[] = [];
    const a = new RecentWriters(redis as unknown as Redis, 'rw:', 15_000, (e) => errors.push(e));
    const b = new RecentWriters(redis as unknown as Redis, 'rw:', 15_000, (e) => errors.push(e));
    redis.down = true;
    await a.mark(7);
    expect(await a.wroteLately(7)).toBe(true);
    expect(await b.wroteLately(9)).toBe(true);
    expect(errors.length).toBe(2);
  });
});

describe('ReadRouting', () => {
  const primary = { name: 'primary' } as unknown as Kysely<DB>;
  const replicaDb = { name: 'replica' } as unknown as Kysely<DB>;
  function replicaOf(state: Partial<ReplicaState>): ReplicaDatabase {
    return { db: replicaDb, name: 'db', maxLagMs: 10_000, state: () => ({ usable: true, status: 'ok', lagMs: 0, ...state }) } as unknown as ReplicaDatabase;
  }

  it('without a replica every read is the primary’s', async () => {
    const r = new ReadRouting(primary);
    expect(await r.reader(null)).toBe(primary);
    expect(await r.reader({ id: 1 })).toBe(primary);
  });

  it('visitors and people who wrote nothing lately read the replica; a writer reads the primary for the window', async () => {
    const writers = new RecentWriters(null, 'rw:', 15_000);
    const r = new ReadRouting(primary, replicaOf({}), writers);
    expect(await r.reader(null)).toBe(replicaDb);
    expect(await r.reader({ id: 1 })).toBe(replicaDb);
    await r.markWrite(1);
    expect(await r.reader({ id: 1 })).toBe(primary);
    expect(await r.reader({ id: 2 })).toBe(replicaDb);
    // A public call with a token: the person is looked up only to be routed.
    expect(await r.reader(null, async () => ({ id: 1 }))).toBe(primary);
    expect(await r.reader(null, async () => null)).toBe(replicaDb);
    expect(r.routed).toEqual({ replica: 4, own_write: 2, replica_unusable: 0 });
  });

  it('a replica down or too far behind: everyone reads the primary, and nobody is looked up for it', async () => {
    let lookedUp = 0;
    const r = new ReadRouting(primary, replicaOf({ usable: false, status: 'lagging' }), new RecentWriters(null, 'rw:', 15_000));
    expect(await r.reader(null)).toBe(primary);
    expect(await r.reader(null, async () => (lookedUp++, { id: 3 }))).toBe(primary);
    expect(lookedUp).toBe(0);
    expect(r.routed.replica_unusable).toBe(2);
  });
});

describe('DATABASE_REPLICA_URL', () => {
  const url = 'postgres://app@db-primary:5432/haiwai';
  it('is a postgres URL, only with DATABASE_URL; the largest lag served defaults to 10 s', () => {
    const c = loadConfig({ DATABASE_URL: url, DATABASE_REPLICA_URL: 'postgresql://app@db-replica:5432/haiwai' });
    expect(c.DATABASE_REPLICA_URL).toBe('postgresql://app@db-replica:5432/haiwai');
    expect(c.DATABASE_REPLICA_MAX_LAG_MS).toBe(10_000);
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'postgres://app@db-replica/haiwai' })).toThrow(/DATABASE_REPLICA_URL: needs DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_REPLICA_URL: 'mysql://db-replica/haiwai' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_REPLICA_URL: 'postgres://r/h', DATABASE_REPLICA_MAX_LAG_MS: '500' })).toThrow(/DATABASE_REPLICA_MAX_LAG_MS/);
    expect(loadConfig({}).DATABASE_REPLICA_URL).toBeUndefined();
  });
});
