// A node of the timer tests, as its own process (node --import tsx). Environment:
//   TIMER_PGLITE_DIR or DATABASE_URL  the shared database
//   TIMER_SCHEDULE=<n>                schedule n jobs of kind test.record (keys job-0…), due in TIMER_DELAY_MS
//   TIMER_RUN=1                       run test.record jobs (poll 50 ms, lease TIMER_LEASE_MS) until SIGTERM
//   TIMER_HANG=1                      the handler prints "started <key>" and never returns (to be SIGKILLed)
// Prints "ready" once migrated, "scheduled" after scheduling, "ran <key>" after each run, "state <json>" at SIGTERM.
import { sql } from 'kysely';
import { Timers } from '../../src/core/timers/index.js';
import { openDatabase } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { allMigrations } from '../../src/modules/migrations.js';
import { ensureRunTable } from './support.js';

const env = process.env;
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.TIMER_PGLITE_DIR, pgliteWorker: false, poolSize: 4 });
await migrate(database, allMigrations());
await ensureRunTable(database);
const timers = new Timers(database.db, { pollMs: 50, leaseMs: Number(env.TIMER_LEASE_MS ?? 60_000), batchSize: 8 });
console.log('ready');

if (env.TIMER_SCHEDULE) {
  const runAt = new Date(Date.now() + Number(env.TIMER_DELAY_MS ?? 0));
  for (let i = 0; i < Number(env.TIMER_SCHEDULE); i++) await timers.schedule('test.record', runAt, { n: i }, { key: `job-${i}` });
  console.log('scheduled');
}

if (env.TIMER_RUN) {
  timers.register<{ n: number }>('test.record', async (job, { trx }) => {
    if (env.TIMER_HANG) {
      console.log(`started ${job.key}`);
      await new Promise(() => {});
    }
    await sql`insert into timer_test_run (job_key, node) values (${job.key}, ${timers.nodeId})`.execute(trx);
    // Printed after commit would be more exact; the tests count rows, this line only says progress.
    queueMicrotask(() => console.log(`ran ${job.key}`));
  });
  timers.start();
}

// On SIGTERM: stop, print what the database holds (so the test need not open a PGlite folder again), exit.
process.on('SIGTERM', () => {
  void (async () => {
    await timers.stop();
    const runs = await sql<{ job_key: string; n: number }>`select job_key, count(*)::int as n from timer_test_run group by job_key`.execute(database.db);
    const jobs = await database.db.selectFrom('scheduled_job').select(['key', 'status', 'attempts']).where('kind', '=', 'test.record').execute();
    console.log(`state ${JSON.stringify({ runs: Object.fromEntries(runs.rows.map((r) => [r.job_key, r.n])), jobs })}`);
    await database.close();
    process.exit(0);
  })();
});
// Keeps the process alive until a signal.
setInterval(() => {}, 1 << 30);
