import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { Timers } from '../../src/core/timers/index.js';
import { startTestApp, type TestApp } from '../support/harness.js';

/**
 * Timer leases at shutdown (docs/operations.md, "Graceful restart"; docs/timers.md): a job still running when its
 * node closes is given back after half of SHUTDOWN_GRACE_MS, so another node runs it at once instead of after the
 * lease (5 minutes); the closing node's late completion is refused and its work rolled back. On PGlite (one process
 * per folder) a start ends every lease a dead process left.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp | null = null;
const others: Timers[] = [];

afterEach(async () => {
  for (const o of others.splice(0)) await o.stop();
  await t?.close();
  t = null;
});

async function runsTable(app: TestApp) {
  await app.database.execScript('create table if not exists ops_job_run (id serial primary key, node text not null, attempt int not null)');
}
const runs = async (app: TestApp) => (await sql<{ node: string; attempt: number }>`select node, attempt from ops_job_run order by id`.execute(app.db)).rows;
const jobRow = async (app: TestApp, key: string) =>
  (await sql<{ status: string; attempts: number; locked_by: string | null }>`select status, attempts, locked_by from scheduled_job where key = ${key}`.execute(app.db)).rows[0]!;

async function until(check: () => Promise<boolean> | boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.skipIf(!onPostgres)('a job running when its node shuts down (PostgreSQL: two nodes)', () => {
  it('is given back after half the grace period and run at once by the other node; the closing node’s work rolls back', async () => {
    t = await startTestApp({ SEED_DEMO: 'false', SHUTDOWN_GRACE_MS: '2000' });
    const app = t;
    await runsTable(app);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let started = false;
    app.app.timers.register<Record<string, never>>('ops.slow', async (job, { trx }) => {
      await sql`insert into ops_job_run (node, attempt) values ('closing', ${job.attempt})`.execute(trx);
      started = true;
      await gate;
    });
    // The other node: its own Timers (another node id) on the same database, polling every 50 ms.
    const other = new Timers(app.db, { pollMs: 50 });
    others.push(other);
    other.register<Record<string, never>>('ops.slow', async (job, { trx }) => {
      await sql`insert into ops_job_run (node, attempt) values ('other', ${job.attempt})`.execute(trx);
    });
    await app.app.timers.schedule('ops.slow', new Date(Date.now() - 1000), {}, { key: 'ops-slow-1' });
    app.app.timers.start();
    await until(() => started, 5000, 'the job started on the closing node');
    other.start();
    await new Promise((r) => setTimeout(r, 300));
    expect(await runs(app), 'the other node leaves a job under lease alone').toEqual([]);

    const closingAt = Date.now();
    const closed = app.app.close();
    // Waiting at most 20 s for what the 5-minute lease would hold up: the job is given back, not left to expire.
    await until(async () => (await jobRow(app, 'ops-slow-1')).status === 'done', 20_000, 'the other node ran the job');
    const tookMs = Date.now() - closingAt;
    release();
    await closed;
    expect(await runs(app)).toEqual([{ node: 'other', attempt: 1 }]);
    expect(await jobRow(app, 'ops-slow-1')).toEqual({ status: 'done', attempts: 1, locked_by: null });
    console.log('[timer-leases] given back and run by the other node', tookMs, 'ms after close began');
  });
});

describe('leases left by a process that died (PGlite: a start ends them)', () => {
  it('a job `running` under a dead node’s lease runs at once after expireAllLeases, as a new attempt', async () => {
    t = await startTestApp({ SEED_DEMO: 'false' });
    const app = t;
    await runsTable(app);
    const { id } = await app.app.timers.schedule('ops.orphan', new Date(Date.now() - 60_000), {}, { key: 'ops-orphan-1' });
    await sql`update scheduled_job set status = 'running', attempts = 1, locked_by = 'dead-node', locked_until = now() + interval '5 minutes' where id = ${id}`.execute(app.db);
    const node = new Timers(app.db, { pollMs: 50 });
    others.push(node);
    node.register<Record<string, never>>('ops.orphan', async (job, { trx }) => {
      await sql`insert into ops_job_run (node, attempt) values ('restarted', ${job.attempt})`.execute(trx);
    });
    node.start();
    await new Promise((r) => setTimeout(r, 300));
    expect(await runs(app), 'under its lease the job waits').toEqual([]);
    expect(await node.expireAllLeases()).toBe(1);
    await until(async () => (await runs(app)).length > 0, 3000, 'the job ran after its lease was ended');
    expect(await runs(app)).toEqual([{ node: 'restarted', attempt: 2 }]);
    expect(await jobRow(app, 'ops-orphan-1')).toEqual({ status: 'done', attempts: 2, locked_by: null });
  });

  it(`closing with a job that does not finish returns within the grace period (${onPostgres ? 'PostgreSQL' : 'PGlite: the release waits for the one session'})`, async () => {
    t = await startTestApp({ SEED_DEMO: 'false', SHUTDOWN_GRACE_MS: '1000' });
    const app = t;
    await runsTable(app);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let started = false;
    app.app.timers.register<Record<string, never>>('ops.stuck', async (job, { trx }) => {
      await sql`insert into ops_job_run (node, attempt) values ('stuck', ${job.attempt})`.execute(trx);
      started = true;
      await gate;
    });
    await app.app.timers.schedule('ops.stuck', new Date(Date.now() - 1000), {}, { key: 'ops-stuck-1' });
    app.app.timers.start();
    await until(() => started, 5000, 'the job started');
    const before = Date.now();
    await app.app.close();
    expect(Date.now() - before, 'close is bounded by the timers’ wait and release').toBeLessThan(2500);
    // The handler finishes later: on PostgreSQL its completion is refused (the job was given back); on PGlite the
    // release could not run beside it and its completion commits. Either way the job's work is there at most once.
    release();
    await until(async () => ['done', 'pending'].includes((await jobRow(app, 'ops-stuck-1')).status), 3000, 'the job settled');
    const row = await jobRow(app, 'ops-stuck-1');
    const done = await runs(app);
    if (onPostgres) expect({ row, done }).toEqual({ row: { status: 'pending', attempts: 0, locked_by: null }, done: [] });
    else expect(done.length).toBeLessThanOrEqual(1);
  });
});
