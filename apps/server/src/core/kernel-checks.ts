import { sql } from 'kysely';
import type { Deps } from './deps.js';
import type { Health } from './health.js';
import type { Metrics } from './metrics.js';

/**
 * The kernel's readiness checks (docs/operations.md): the database answers, every migration this build knows is
 * applied (a node started before a newer one migrated is still ready; one whose own migrations are missing is
 * not), and Redis answers a PING when REDIS_URL is set. Modules add theirs (the media storage) through
 * `ctx.health`.
 */
export function registerKernelChecks(health: Health, deps: Pick<Deps, 'database' | 'redis'>, migrationNames: readonly string[]): void {
  const { db } = deps.database;
  health.check('database', () => sql`select 1`.execute(db));
  // Applied migrations are never taken back by a running system: once all were there, they stay.
  let applied = false;
  health.check('migrations', async () => {
    if (applied) return;
    const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const have = new Set(rows.rows.map((r) => r.name));
    const missing = migrationNames.filter((n) => !have.has(n));
    if (missing.length > 0) throw new Error(`${missing.length} migration(s) not applied, first ${missing[0]}`);
    applied = true;
  });
  const redis = deps.redis;
  if (redis) {
    health.check('redis', async () => {
      // ioredis queues commands while it reconnects: a down Redis would hang the probe, not fail it.
      if (redis.status !== 'ready') throw new Error(`redis connection is ${redis.status}`);
      const pong = await redis.ping();
      if (pong !== 'PONG') throw new Error(`redis answered ${pong}`);
    });
  }
}

/** The database's connections and waiters (PostgreSQL pool, or PGlite's one session and its worker's queue). */
export function registerDatabaseMetrics(metrics: Metrics, database: Deps['database']): void {
  const stats = database.stats?.bind(database);
  if (!stats) return;
  metrics.gauge({
    name: 'haiwai_db_connections',
    help: `Database connections of this node by state (${database.kind}: ${database.kind === 'pglite' ? 'one session' : 'the pool'})`,
    labelNames: ['state'],
    collect() {
      const s = stats();
      this.set({ state: 'idle' }, s.idle);
      this.set({ state: 'busy' }, s.total - s.idle);
    },
  });
  metrics.gauge({
    name: 'haiwai_db_waiting',
    help: 'Callers waiting for a database connection (PostgreSQL pool) or for the PGlite session',
    collect() {
      this.set(stats().waiting);
    },
  });
  metrics.gauge({
    name: 'haiwai_db_pglite_worker_pending',
    help: 'Queries sent to the PGlite worker thread and not answered yet (0 when PGlite runs in process, and on PostgreSQL)',
    collect() {
      this.set(stats().workerPending ?? 0);
    },
  });
}
