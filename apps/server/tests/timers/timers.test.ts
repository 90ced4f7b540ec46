import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timers } from '../../src/core/timers/index.js';
import { claimDue, completeJob, failJob } from '../../src/core/timers/store.js';
import { duplicates, runCount, sleep, timerDatabase } from './support.js';

/** The timer service on a real database (PGlite in memory, or PostgreSQL with TEST_DATABASE_URL). */
let t: Awaited<ReturnType<typeof timerDatabase>>;
const started: Timers[] = [];
beforeAll(async () => {
  t = await timerDatabase();
});
afterAll(async () => {
  for (const s of started) await s.stop();
  await t?.close();
});

const record = (timers: Timers, kind: string) =>
  timers.register<{ n?: number }>(kind, async (job, { trx }) => {
    await sql`insert into timer_test_run (job_key, node) values (${job.key ?? job.id}, ${timers.nodeId})`.execute(trx);
  });

function node(opts: ConstructorParameters<typeof Timers>[1] = {}, db = t.database.db) {
  const timers = new Timers(db, { pollMs: 30, ...opts });
  started.push(timers);
  return timers;
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(30);
  }
}

const job = (key: string) => t.database.db.selectFrom('scheduled_job').selectAll().where('key', '=', key).executeTakeFirstOrThrow();

describe('durable timers', () => {
  it('runs a job at its time, once', async () => {
    const timers = node();
    record(timers, 'at-time');
    const runAt = new Date(Date.now() + 400);
    await timers.schedule('at-time', runAt, {}, { key: 'at-time-1' });
    expect(await timers.runDue()).toBe(0); // not due yet
    timers.start();
    await until(async () => (await runCount(t.database, 'at-time-1')) > 0);
    const ran = await sql<{ at: Date }>`select at from timer_test_run where job_key = 'at-time-1'`.execute(t.database.db);
    expect(ran.rows[0]!.at.getTime()).toBeGreaterThanOrEqual(runAt.getTime() - 5);
    await sleep(200); // several more polls
    expect(await runCount(t.database, 'at-time-1')).toBe(1);
    expect(await job('at-time-1')).toMatchObject({ status: 'done', attempts: 1, locked_by: null });
    await timers.stop();
  });

  it('keeps one job per key: scheduling again is a no-op, replace moves a pending one', async () => {
    const timers = node();
    record(timers, 'dedupe');
    const later = new Date(Date.now() + 60_000);
    const a = await timers.schedule('dedupe', later, { n: 1 }, { key: 'dedupe-1' });
    const b = await timers.schedule('dedupe', later, { n: 2 }, { key: 'dedupe-1' });
    expect(a.created).toBe(true);
    expect(b).toEqual({ id: a.id, created: false });
    expect((await job('dedupe-1')).payload).toEqual({ n: 1 });
    const moved = await timers.schedule('dedupe', new Date(Date.now() - 1000), { n: 3 }, { key: 'dedupe-1', replace: true });
    expect(moved.id).toBe(a.id);
    expect((await job('dedupe-1')).payload).toEqual({ n: 3 });
    expect(await timers.runDue()).toBe(1);
    // After it ran, the same logical job scheduled again does not run a second time.
    expect((await timers.schedule('dedupe', new Date(), { n: 4 }, { key: 'dedupe-1', replace: true })).created).toBe(false);
    expect(await timers.runDue()).toBe(0);
    expect(await runCount(t.database, 'dedupe-1')).toBe(1);
    const rows = await t.database.db.selectFrom('scheduled_job').select('id').where('key', '=', 'dedupe-1').execute();
    expect(rows).toHaveLength(1);
  });

  it('retries a throwing handler with backoff, then records the failure after the last attempt', async () => {
    const timers = node({ backoff: (attempt) => attempt * 100 });
    const attempts: Array<{ attempt: number; at: number }> = [];
    timers.register('flaky', async (j, { trx }) => {
      attempts.push({ attempt: j.attempt, at: Date.now() });
      // Work done before the throw rolls back with the attempt.
      await sql`insert into timer_test_run (job_key) values ('flaky-1')`.execute(trx);
      throw new Error(`boom ${j.attempt}`);
    });
    await timers.schedule('flaky', new Date(), {}, { key: 'flaky-1', maxAttempts: 3 });
    timers.start();
    await until(async () => (await job('flaky-1')).status === 'failed');
    await timers.stop();
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3]);
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(90); // backoff(1) = 100 ms
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(190); // backoff(2) = 200 ms
    expect(await job('flaky-1')).toMatchObject({ status: 'failed', attempts: 3, last_error: 'boom 3' });
    expect((await job('flaky-1')).finished_at).toBeInstanceOf(Date);
    expect(await runCount(t.database, 'flaky-1')).toBe(0);
  });

  it('cancels a pending job; the key can be scheduled again afterwards', async () => {
    const timers = node();
    record(timers, 'cancel');
    await timers.schedule('cancel', new Date(Date.now() + 100), {}, { key: 'cancel-1' });
    expect(await timers.cancel('cancel-1')).toBe(true);
    expect(await timers.cancel('cancel-1')).toBe(false);
    expect(await timers.cancel('no-such-key')).toBe(false);
    await sleep(150);
    expect(await timers.runDue()).toBe(0);
    expect((await job('cancel-1')).status).toBe('cancelled');
    expect((await timers.schedule('cancel', new Date(), {}, { key: 'cancel-1' })).created).toBe(true);
    expect(await timers.runDue()).toBe(1);
    expect(await runCount(t.database, 'cancel-1')).toBe(1);
  });

  it('schedules inside the caller\'s transaction: rolled back, no job', async () => {
    const timers = node();
    await t.database.db
      .transaction()
      .execute(async (trx) => {
        await timers.schedule('in-trx', new Date(), {}, { key: 'in-trx-1', db: trx });
        throw new Error('caller fails');
      })
      .catch(() => undefined);
    expect(await t.database.db.selectFrom('scheduled_job').select('id').where('key', '=', 'in-trx-1').executeTakeFirst()).toBeUndefined();
  });

  it('takes a job again once the lease of a node that died has run out', async () => {
    const timers = node({ leaseMs: 60_000 });
    record(timers, 'lease');
    await timers.schedule('lease', new Date(), {}, { key: 'lease-1' });
    // A node claims it and dies (never completes): its lease is 300 ms.
    const [dead] = await claimDue(t.database.db, { kinds: ['lease'], nodeId: 'dead-node', leaseMs: 300, limit: 10 });
    expect(dead?.key).toBe('lease-1');
    expect(await timers.runDue()).toBe(0); // still held
    await sleep(350);
    expect(await timers.runDue()).toBe(1);
    expect(await job('lease-1')).toMatchObject({ status: 'done', attempts: 2 });
    expect(await runCount(t.database, 'lease-1')).toBe(1);
  });

  it('refuses the completion of a node whose lease ran out after another node completed the job', async () => {
    const timers = node();
    await timers.schedule('late', new Date(), {}, { key: 'late-1' });
    const [slow] = await claimDue(t.database.db, { kinds: ['late'], nodeId: 'slow-node', leaseMs: 200, limit: 1 });
    expect(slow).toBeDefined();
    await sleep(250);
    record(timers, 'late');
    expect(await timers.runDue()).toBe(1);
    // The slow node finally finishes: its completion matches no row, so its handler's transaction rolls back.
    expect(await completeJob(t.database.db, slow!, 'slow-node')).toBe(false);
    expect(await failJob(t.database.db, slow!, 'slow-node', 'late', 0)).toBe('lost');
    expect(await runCount(t.database, 'late-1')).toBe(1);
    expect(await job('late-1')).toMatchObject({ status: 'done', attempts: 2, locked_by: null });
  });

  it('two nodes on one database never both run a job (200 jobs)', async () => {
    const other = await t.second();
    const a = node({ batchSize: 5, pollMs: 10 });
    const b = node({ batchSize: 5, pollMs: 10 }, other.db);
    record(a, 'many');
    record(b, 'many');
    for (let i = 0; i < 200; i++) await a.schedule('many', new Date(), {}, { key: `many-${i}` });
    a.start();
    b.start();
    await until(async () => (await t.database.db.selectFrom('scheduled_job').select('id').where('kind', '=', 'many').where('status', '!=', 'done').execute()).length === 0, 14_000);
    await Promise.all([a.stop(), b.stop()]);
    expect(await duplicates(t.database)).toEqual([]);
    const r = await sql<{ n: number }>`select count(*)::int as n from timer_test_run where job_key like 'many-%'`.execute(t.database.db);
    expect(r.rows[0]!.n).toBe(200);
    const byNode = await sql<{ node: string; n: number }>`select node, count(*)::int as n from timer_test_run where job_key like 'many-%' group by node`.execute(t.database.db);
    // On PostgreSQL the two pools really run side by side; PGlite has one session, so one node may win them all.
    if (t.kind === 'postgres') expect(byNode.rows).toHaveLength(2);
  });
});
