import { randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { allMigrations } from '../../src/modules/migrations.js';

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Where handlers of the tests write: one row per execution, so a count shows how often a job ran. */
export async function ensureRunTable(database: Database) {
  await database.execScript('create table if not exists timer_test_run (id serial primary key, job_key text, node text, at timestamptz not null default now())');
}

export async function runCount(database: Database, key?: string): Promise<number> {
  const where = key === undefined ? sql`` : sql`where job_key = ${key}`;
  const r = await sql<{ n: number }>`select count(*)::int as n from timer_test_run ${where}`.execute(database.db);
  return r.rows[0]!.n;
}

/** Keys run more than once (should always be empty). */
export async function duplicates(database: Database): Promise<string[]> {
  const r = await sql<{ job_key: string }>`select job_key from timer_test_run group by job_key having count(*) > 1`.execute(database.db);
  return r.rows.map((x) => x.job_key);
}

/**
 * A migrated database for one test file: its own PostgreSQL schema when TEST_DATABASE_URL is set (as the
 * harness does), else an in-memory PGlite. `second()` opens another pool on the same schema (a second node);
 * on PGlite there is one database, so the second node shares it.
 */
export async function timerDatabase() {
  const url = process.env.TEST_DATABASE_URL;
  const schema = url ? `t_${randomUUID().replaceAll('-', '').slice(0, 16)}` : undefined;
  const database = await openDatabase({ databaseUrl: url, schema, pgliteWorker: false, poolSize: 4 });
  await migrate(database, allMigrations());
  await ensureRunTable(database);
  const others: Database[] = [];
  return {
    database,
    kind: database.kind,
    async second(): Promise<Database> {
      if (!url) return database;
      const other = await openDatabase({ databaseUrl: url, schema, poolSize: 4 });
      others.push(other);
      return other;
    },
    async close() {
      for (const o of others) await o.close();
      if (url && schema) await database.execScript(`drop schema "${schema}" cascade`);
      await database.close();
    },
  };
}

const root = path.resolve(import.meta.dirname, '../../../..');

export interface TimerNode {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  /** Resolves when the process has printed `line` (a whole line), failing if it exits first. */
  waitFor(line: string | RegExp, timeoutMs?: number): Promise<void>;
  kill(signal: NodeJS.Signals): Promise<number | null>;
  /** What the node printed at SIGTERM: executions per key and the test jobs' rows. */
  state(): NodeState;
}

export interface NodeState {
  runs: Record<string, number>;
  jobs: Array<{ key: string; status: string; attempts: number }>;
}

/** Starts tests/timers/timer-node.ts, a process that schedules or runs test jobs (see that file for `env`). */
export function startTimerNode(env: Record<string, string>): TimerNode {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/tests/timers/timer-node.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const has = (line: string | RegExp) => out.split('\n').some((l) => (typeof line === 'string' ? l === line : line.test(l)));
  return {
    child,
    output: () => out,
    exited,
    async waitFor(line, timeoutMs = 45_000) {
      const deadline = Date.now() + timeoutMs;
      while (!has(line)) {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`timer node exited before printing ${line}\n${out}`);
        if (Date.now() > deadline) throw new Error(`timer node did not print ${line} in ${timeoutMs} ms\n${out}`);
        await sleep(25);
      }
    },
    state() {
      const line = out.split('\n').findLast((l) => l.startsWith('state '));
      if (!line) throw new Error(`timer node printed no state\n${out}`);
      return JSON.parse(line.slice('state '.length)) as NodeState;
    },
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
