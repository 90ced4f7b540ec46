import type { ApiName } from '@haiwai/contracts';
import { api } from '@haiwai/contracts';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { buildApp } from '../../src/app.js';
import { MemoryRateLimiter } from '../../src/core/rate-limit.js';
import { computeSign } from '../../src/core/signing.js';
import { openDatabase } from '../../src/db/database.js';
import { withReplica, type ReplicaDatabase } from '../../src/db/replica.js';
import type { Reply, TestApp } from '../support/harness.js';
import { onCluster, urlOfDatabase } from '../support/seeded-databases.js';

/** The test file's own database (the harness's copy) on the primary cluster: its name on the replica is the same. */
export async function databaseNameOf(t: TestApp): Promise<string> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.db);
  return rows[0]!.name;
}

/** A logger keeping its lines (methods that use `this`, as pino's do). */
class ReplicaLogLines {
  readonly lines: string[] = [];
  info(_obj: object, msg: string) {
    this.lines.push(`info ${msg}`);
  }
  warn(_obj: object, msg: string) {
    this.lines.push(`warn ${msg}`);
  }
}

export interface NodeOptions {
  /** The replica server's URL (any database on it): the node reads the test file's database there. */
  replicaServerUrl: string;
  maxLagMs: number;
  redisUrl?: string;
}

/**
 * One more API node on the test file's database, with a read replica, as main.ts opens one with DATABASE_REPLICA_URL:
 * its own pools (primary and replica), app and read routing. `call` is a signed API call to it.
 */
export async function replicaNode(t: TestApp, opts: NodeOptions) {
  const name = await databaseNameOf(t);
  const primaryUrl = urlOfDatabase(process.env.TEST_DATABASE_URL!, name);
  const opened = await openDatabase({ databaseUrl: primaryUrl, poolSize: 4 });
  const log = new ReplicaLogLines();
  const database = await withReplica(opened, { url: urlOfDatabase(opts.replicaServerUrl, name), poolSize: 4, maxLagMs: opts.maxLagMs, log });
  const redis = opts.redisUrl ? new Redis(opts.redisUrl) : null;
  const config = { ...t.config, DATABASE_URL: primaryUrl, DATABASE_REPLICA_URL: opts.replicaServerUrl, DATABASE_REPLICA_MAX_LAG_MS: opts.maxLagMs };
  const app: FastifyInstance = await buildApp({ config, database, limiter: new MemoryRateLimiter(), redis });
  await app.ready();
  const replica: ReplicaDatabase = database.replica;

  async function call<T = unknown>(callName: ApiName, o: { token?: string; siteAreaId?: number; query?: Record<string, string | number>; params?: Record<string, number>; body?: object } = {}): Promise<Reply<T>> {
    const def = api[callName];
    const ts = Math.floor(Date.now() / 1000);
    const sign = { _timestamp: ts, _sign: computeSign(config.SIGN_KEY, ts) };
    const isGet = def.method === 'GET' || def.method === 'DELETE';
    const path = `/api${def.path.replace(/:(\w+)/g, (_, k: string) => String(o.params?.[k]))}`;
    const qs = new URLSearchParams(Object.entries({ ...(o.query ?? {}), ...(isGet ? sign : {}) }).map(([k, v]): [string, string] => [k, String(v)])).toString();
    const res = await app.inject({
      method: def.method,
      url: `${path}?${qs}`,
      headers: { lang: 'en', terminal: '3', siteareaid: String(o.siteAreaId ?? 0), ...(o.token ? { token: o.token } : {}) },
      ...(isGet ? {} : { payload: { ...(o.body ?? {}), ...sign } }),
    });
    const json = res.json() as { code: number; message: string; data: T };
    return { status: res.statusCode, code: json.code, message: json.message, data: json.data, headers: res.headers };
  }

  return {
    app,
    database,
    replica,
    /** What the replica logged: `level message`. */
    logged: () => [...log.lines],
    call,
    /** Statements the replica answered so far. */
    replicaQueries: () => replica.counts().queries,
    routed: () => ({ ...app.reads.routed }),
    /** A sample of GET /metrics by name and labels as written (`haiwai_db_routed_reads_total{reason="replica"}`). */
    async metric(sample: string): Promise<number | undefined> {
      const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
      const line = text.split('\n').find((l) => l.startsWith(`${sample} `));
      return line === undefined ? undefined : Number(line.slice(sample.length + 1));
    },
    async close() {
      await app.close();
      await database.close();
      await redis?.quit();
    },
  };
}
export type ReplicaNode = Awaited<ReturnType<typeof replicaNode>>;

/** Stops (or resumes) the replica replaying the primary's WAL: it keeps receiving it, and answers what it had. */
export const pauseReplay = (replicaServerUrl: string) => onCluster(replicaServerUrl, 'select pg_wal_replay_pause()');
export const resumeReplay = (replicaServerUrl: string) => onCluster(replicaServerUrl, 'select pg_wal_replay_resume()');

/** Polls `check` until it holds, failing after `ms` with `what`. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
