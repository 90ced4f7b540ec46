import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Timers } from '../../src/core/timers/index.js';
import { openDatabase } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { allMigrations } from '../../src/modules/migrations.js';
import { serverData, type ServerData } from '../chat-faults/support.js';
import { duplicates, ensureRunTable, runCount, sleep, startTimerNode, type TimerNode } from './support.js';

/**
 * Timers across real processes (tests/timers/timer-node.ts) on one database: a PGlite folder, or with
 * TEST_DATABASE_URL a fresh PostgreSQL database of the test's own. A node is killed with SIGKILL, as a
 * crash or an OOM kill would; what it had scheduled or claimed must still run, once.
 * Time goes mostly into starting processes: creating a PGlite folder takes seconds (far more on a loaded
 * machine), so on PGlite every test starts from a copy of one folder migrated once here.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let data: ServerData | null = null;
const nodes: TimerNode[] = [];
let template: string | null = null;

beforeAll(async () => {
  if (onPostgres) return;
  template = mkdtempSync(path.join(os.tmpdir(), 'haiwai-timer-template-'));
  const db = await openDatabase({ pgliteDir: path.join(template, 'pglite'), pgliteWorker: false });
  await migrate(db, allMigrations());
  await ensureRunTable(db);
  await db.close();
});
afterAll(() => {
  if (template) rmSync(template, { recursive: true, force: true });
});

async function freshData(tag: string) {
  // On PGlite the folder is this file's own template (migrated, with the run table); on PostgreSQL a copy of the run's.
  const d = await serverData(tag, { fresh: !onPostgres });
  if (template) cpSync(path.join(template, 'pglite'), path.join(d.dataDir, 'pglite'), { recursive: true });
  return d;
}

afterEach(async () => {
  for (const n of nodes.splice(0)) await n.kill('SIGKILL');
  await data?.drop();
  data = null;
});

function nodeEnv(d: ServerData, env: Record<string, string>) {
  return { ...(d.url ? { DATABASE_URL: d.url } : { TIMER_PGLITE_DIR: `${d.dataDir}/pglite` }), ...env };
}

function start(d: ServerData, env: Record<string, string>) {
  const n = startTimerNode(nodeEnv(d, env));
  nodes.push(n);
  return n;
}

/** Opens the test's database from this process (only once no node holds a PGlite folder). */
async function open(d: ServerData) {
  return openDatabase({ databaseUrl: d.url ?? undefined, pgliteDir: d.url ? undefined : `${d.dataDir}/pglite`, pgliteWorker: false, poolSize: 2 });
}

describe(`timers across processes (${onPostgres ? 'PostgreSQL' : 'PGlite on disk'})`, () => {
  it('a job scheduled before a SIGKILL runs after the restart, exactly once', async () => {
    data = await freshData('timer-restart');
    // The first node runs timers too, but dies before the job's time comes.
    const a = start(data, { TIMER_SCHEDULE: '1', TIMER_DELAY_MS: '3000', TIMER_RUN: '1' });
    await a.waitFor('scheduled');
    expect(await a.kill('SIGKILL')).toBe(null); // killed, no exit code
    expect(a.output()).not.toMatch(/^ran /m);
    const b = start(data, { TIMER_RUN: '1' });
    await b.waitFor('ready');
    await b.waitFor('ran job-0');
    await sleep(500); // several more polls: it must not run again
    expect(await b.kill('SIGTERM')).toBe(0);
    expect(b.state()).toEqual({ runs: { 'job-0': 1 }, jobs: [{ key: 'job-0', status: 'done', attempts: 1 }] });
  }, 120_000);

  it('a job claimed by a node that is SIGKILLed mid-run is taken by the next node after the lease, once', async () => {
    data = await freshData('timer-lease');
    const a = start(data, { TIMER_SCHEDULE: '1', TIMER_RUN: '1', TIMER_HANG: '1', TIMER_LEASE_MS: '1000' });
    await a.waitFor('started job-0');
    await a.kill('SIGKILL');
    const b = start(data, { TIMER_RUN: '1', TIMER_LEASE_MS: '1000' });
    await b.waitFor('ran job-0');
    await sleep(500);
    expect(await b.kill('SIGTERM')).toBe(0);
    expect(b.state()).toEqual({ runs: { 'job-0': 1 }, jobs: [{ key: 'job-0', status: 'done', attempts: 2 }] });
  }, 120_000);

  // PGlite is one process's database: two processes cannot share a folder, so this one needs PostgreSQL.
  it.skipIf(!onPostgres)(`two processes on one database run each of 300 jobs once${onPostgres ? '' : ' (skipped: needs TEST_DATABASE_URL)'}`, async () => {
    data = await freshData('timer-two');
    const a = start(data, { TIMER_RUN: '1' });
    const b = start(data, { TIMER_RUN: '1' });
    await Promise.all([a.waitFor('ready'), b.waitFor('ready')]);
    const db = await open(data);
    try {
      // Scheduled once both poll, so that neither finds the whole set waiting when it starts.
      const scheduler = new Timers(db.db);
      const now = new Date();
      for (let i = 0; i < 300; i++) await scheduler.schedule('test.record', now, { n: i }, { key: `job-${i}` });
      const deadline = Date.now() + 40_000;
      while ((await runCount(db)) < 300 && Date.now() < deadline) await sleep(100);
      await sleep(300);
      expect(await Promise.all([a.kill('SIGTERM'), b.kill('SIGTERM')])).toEqual([0, 0]);
      expect(await runCount(db)).toBe(300);
      expect(await duplicates(db)).toEqual([]);
      const nodesUsed = await db.db.selectFrom('timer_test_run' as never).select('node' as never).distinct().execute();
      expect(nodesUsed).toHaveLength(2);
    } finally {
      await db.close();
    }
  }, 120_000);
});
