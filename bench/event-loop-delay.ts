/**
 * Event-loop delay of the server under DB-hitting load: PGlite in a worker thread vs in-process (baseline).
 * The server app runs in THIS process (so perf_hooks can see its loop); autocannon runs in a child process.
 * Scenarios per mode: "load" (mixed GETs) and "load + long query" (a ~second-long SQL query issued every second).
 *
 *   node --import tsx bench/event-loop-delay.ts [--duration 15] [--connections 20]
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { MemoryRateLimiter } from '../apps/server/src/core/rate-limit.ts';
import { openDatabase, pgliteDirFor } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { allMigrations } from '../apps/server/src/modules/migrations.ts';
import { runSeeds } from '../apps/server/src/core/seed-runner.ts';
import { modules } from '../apps/server/src/modules/index.ts';
import { imageStoreFor } from '../apps/server/src/seed/store-image.ts';
import { argValue, autocannonChild, ensureBenchDeps, fmt, PRODUCTION_ENV, signPath, tempDataDir, type LoadResult } from './lib.ts';

const DURATION = Number(argValue('--duration', '15'));
const CONNECTIONS = Number(argValue('--connections', '20'));
const WARMUP = 3;
const TARGET_P99_MS = 50;
const PORT = 18090;
const PATHS = ['/api/langFixedWords?lang_type=zh', '/api/basis/config', '/api/siteArea/all', '/api/carousel'];

interface Row {
  mode: string;
  scenario: string;
  p50: number;
  p99: number;
  max: number;
  load: LoadResult;
  slowQueries?: { n: number; avgMs: number };
}

const ms = (ns: number) => ns / 1e6;

async function runMode(worker: boolean): Promise<Row[]> {
  const dataDir = tempDataDir(worker ? 'eld-worker' : 'eld-inproc');
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', PGLITE_WORKER: String(worker), ...PRODUCTION_ENV });
  const database = await openDatabase({ pgliteDir: pgliteDirFor(config.dataDir), pgliteWorker: worker });
  await migrate(database, allMigrations());
  await runSeeds(database.db, modules, { storeImage: imageStoreFor(config.dataDir, database), demo: true });
  const app = await buildApp({ config, database, limiter: new MemoryRateLimiter(), redis: null });
  await app.listen({ host: '127.0.0.1', port: PORT });
  const base = `http://127.0.0.1:${PORT}`;
  const mode = worker ? 'PGlite worker thread' : 'PGlite in-process';
  const rows: Row[] = [];
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  try {
    for (const longQuery of [false, true]) {
      const reqs = () => PATHS.map((p) => ({ path: signPath(p) }));
      await autocannonChild(base, reqs(), CONNECTIONS, WARMUP); // warm-up, discarded
      let stop = false;
      const slow: number[] = [];
      const slowLoop = longQuery
        ? (async () => {
            while (!stop) {
              const t0 = performance.now();
              await sql`select count(*) from generate_series(1, 3000000)`.execute(database.db);
              slow.push(performance.now() - t0);
              const wait = Math.max(0, 1000 - (performance.now() - t0));
              await new Promise((r) => setTimeout(r, wait));
            }
          })()
        : Promise.resolve();
      h.reset();
      const load = await autocannonChild(base, reqs(), CONNECTIONS, DURATION);
      const row: Row = { mode, scenario: longQuery ? 'load + long query/s' : 'load', p50: ms(h.percentile(50)), p99: ms(h.percentile(99)), max: ms(h.max), load };
      stop = true;
      await slowLoop;
      if (longQuery) row.slowQueries = { n: slow.length, avgMs: slow.reduce((a, b) => a + b, 0) / Math.max(1, slow.length) };
      rows.push(row);
      console.log(
        `${mode.padEnd(22)} ${row.scenario.padEnd(20)} loop delay p50 ${fmt(row.p50)} ms  p99 ${fmt(row.p99)} ms  max ${fmt(row.max)} ms   ` +
          `${fmt(load.rps, 0)} req/s (HTTP p99 ${load.p99} ms, non2xx ${load.non2xx}, errors ${load.errors})` +
          (row.slowQueries ? `   slow queries: ${row.slowQueries.n}, avg ${fmt(row.slowQueries.avgMs, 0)} ms` : ''),
      );
    }
  } finally {
    h.disable();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

async function main() {
  ensureBenchDeps();
  console.log(`event-loop-delay: mix ${PATHS.join(', ')}; connections ${CONNECTIONS}, duration ${DURATION} s after ${WARMUP} s warm-up\n`);
  const worker = await runMode(true);
  const inproc = await runMode(false);
  console.log('\nRESULT (baseline = in-process; target: worker p99 <= 50 ms)');
  for (let i = 0; i < worker.length; i++) {
    const w = worker[i];
    const b = inproc[i];
    const verdict = w.p99 <= TARGET_P99_MS ? 'PASS' : 'FAIL';
    console.log(
      `${w.scenario.padEnd(20)} worker p50/p99/max ${fmt(w.p50)}/${fmt(w.p99)}/${fmt(w.max)} ms, ${fmt(w.load.rps, 0)} req/s | ` +
        `in-process ${fmt(b.p50)}/${fmt(b.p99)}/${fmt(b.max)} ms, ${fmt(b.load.rps, 0)} req/s | ` +
        `p99 ratio worker/in-process ${fmt(w.p99 / b.p99, 2)}, req/s ratio ${fmt(w.load.rps / b.load.rps, 2)} | worker p99 ${verdict}`,
    );
  }
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
