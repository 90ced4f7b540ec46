/**
 * Chat benchmark setup: a throwaway PostgreSQL 15 cluster (as scripts/test-all.sh makes one), and the
 * benchmark's users and conversations written straight into the database.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { wsTokenFor } from '../apps/server/src/modules/auth/tokens.ts';

export interface Cluster {
  url: string;
  stop(): void;
}

function pgBin() {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  const bin = `/usr/lib/postgresql/${versions[versions.length - 1]}/bin`;
  if (!existsSync(`${bin}/pg_ctl`)) throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql (apt-get install postgresql)');
  return bin;
}

/** initdb + pg_ctl start as the postgres user, in a temp folder, on `port`; `stop()` removes everything. */
/** A throwaway PostgreSQL cluster on `port`; `extra` server settings (`-c name=value …`); `keepLog`: copy its log there on stop. */
export function startCluster(port: number, extra = '', keepLog?: string): Cluster {
  const bin = pgBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'haiwai-bench-pg-'));
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  chownSync(dir, uid, gid);
  const as = (args: string[]) => {
    const r = spawnSync('runuser', ['-u', 'postgres', '--', ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) throw new Error(`${args[0]} failed`);
  };
  as([`${bin}/initdb`, '-D', `${dir}/data`, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8']);
  // Default durability (fsync on, synchronous_commit on): a commit is on disk before the ack.
  as([`${bin}/pg_ctl`, '-D', `${dir}/data`, '-l', `${dir}/log`, '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c shared_buffers=256MB ${extra}`, 'start']);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      spawnSync('runuser', ['-u', 'postgres', '--', `${bin}/pg_ctl`, '-D', `${dir}/data`, '-m', 'immediate', 'stop'], { stdio: 'ignore' });
      if (keepLog) copyFileSync(`${dir}/log`, keepLog);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface BenchSocket {
  userId: number;
  token: string;
  conv: number;
}
export interface BenchWorld {
  sockets: BenchSocket[];
  /** conversation id → member user ids */
  members: Map<number, number[]>;
  singles: number;
  groups: number;
}

/**
 * `n` users (ws tokens derived with the server's secret); the first half in one-to-one conversations (pairs),
 * the second half in groups of `groupSize`. One socket per user.
 */
/** Messages already in each conversation when the bench starts. */
const HISTORY = 20;

export async function createWorld(url: string, secret: string, n: number, groupSize: number): Promise<BenchWorld> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const tag = Date.now().toString(36);
    const users = (
      await db.query<{ id: number }>(
        `insert into app_user (username, nickname, role, lang) select 'bench_${tag}_' || g, 'Bench ' || g, 'member', 'en' from generate_series(1, $1) g returning id`,
        [n],
      )
    ).rows.map((r) => r.id);
    users.sort((a, b) => a - b);
    const half = Math.floor(n / 2) - (Math.floor(n / 2) % 2);
    const singles: [number, number][] = [];
    for (let i = 0; i + 1 < half; i += 2) singles.push([users[i]!, users[i + 1]!]);
    const groups: number[][] = [];
    for (let i = half; i + groupSize <= n; i += groupSize) groups.push(users.slice(i, i + groupSize));

    const members = new Map<number, number[]>();
    const single = await db.query<{ id: number; creator_id: number }>(
      `insert into conversation (type, creator_id, owner_id, single_key) select 1, a, a, a || ':' || b from unnest($1::int[], $2::int[]) as t(a, b) returning id, creator_id`,
      [singles.map((p) => p[0]), singles.map((p) => p[1])],
    );
    const byCreator = new Map(singles.map((p) => [p[0], p]));
    for (const r of single.rows) members.set(r.id, byCreator.get(r.creator_id)!);
    const group = await db.query<{ id: number; owner_id: number }>(
      `insert into conversation (type, name, creator_id, owner_id) select 2, 'Bench group ' || o, o, o from unnest($1::int[]) as t(o) returning id, owner_id`,
      [groups.map((g) => g[0])],
    );
    const byOwner = new Map(groups.map((g) => [g[0]!, g]));
    for (const r of group.rows) members.set(r.id, byOwner.get(r.owner_id)!);
    const convIds: number[] = [];
    const userIds: number[] = [];
    const roles: string[] = [];
    for (const [conv, ms] of members) {
      for (const [i, u] of ms.entries()) {
        convIds.push(conv);
        userIds.push(u);
        roles.push(ms.length > 2 && i === 0 ? 'owner' : 'member');
      }
    }
    await db.query(`insert into conversation_member (conversation_id, user_id, role) select * from unnest($1::int[], $2::int[], $3::text[])`, [convIds, userIds, roles]);
    // History, as a server that has run for a while has it: 20 messages per conversation (with temp ids, as
    // clients send them), all read. Without it the statistics say chat_message is empty, and plans kept by the
    // server's connections would scan it whole once it fills up during the run.
    await db.query(`insert into chat_message (conversation_id, seq, sender_id, type, content, temp_id, created_at)
      select c.id, g, c.creator_id, 'text', '{"text":"history"}', 'history-' || c.id || '-' || g, now() - interval '1 day' + g * interval '1 minute'
        from conversation c cross join generate_series(1, $1) g where c.id = any($2::int[])`, [HISTORY, [...members.keys()]]);
    await db.query(`update conversation c set last_seq = $1, last_message_id = (select max(id) from chat_message m where m.conversation_id = c.id) where c.id = any($2::int[])`, [HISTORY, [...members.keys()]]);
    await db.query('update conversation_member set last_read_seq = $1 where conversation_id = any($2::int[])', [HISTORY, [...members.keys()]]);
    // One live login session per user: a chat token names its session, and the socket checks it is live.
    const sessions = await db.query<{ id: number; user_id: number }>(
      `insert into session (user_id, token_hash, refresh_hash, expires_at, refresh_expires_at, terminal)
       select u, 'bench-at-' || u, 'bench-rt-' || u, now() + interval '1 day', now() + interval '30 days', 3 from unnest($1::int[]) as t(u)
       returning id, user_id`,
      [users],
    );
    const sessionOf = new Map(sessions.rows.map((r) => [r.user_id, r.id]));
    const versions = await db.query<{ id: number; ws_token_version: number }>('select id, ws_token_version from app_user where id = any($1::int[])', [users]);
    const versionOf = new Map(versions.rows.map((r) => [r.id, r.ws_token_version]));
    await db.query('analyze');
    const sockets: BenchSocket[] = [];
    for (const [conv, ms] of members) {
      for (const u of ms) sockets.push({ userId: u, token: wsTokenFor(secret, { userId: u, sessionId: sessionOf.get(u)!, version: versionOf.get(u)! }), conv });
    }
    return { sockets, members, singles: singles.length, groups: groups.length };
  } finally {
    await db.end();
  }
}

/** Resident set size of a process in bytes (Linux /proc). */
export function rssOf(pid: number): number {
  const status = execFileSync('cat', [`/proc/${pid}/status`]).toString();
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kb) * 1024;
}

/** With `--pg-stats`: the cluster loads pg_stat_statements, counting statements inside functions too. */
export const PG_STATS_SETTINGS = '-c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all -c track_functions=all';

/** Starts counting from zero (creates the extension the first time). */
export async function resetPgStats(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('create extension if not exists pg_stat_statements');
  await client.query('select pg_stat_statements_reset()');
  await client.end();
}

/** The statements that took the database's time since the reset, most first: where a target's database work goes. */
export async function printPgStats(url: string, title: string, top = 12) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ calls: string; total: number; mean: number; rows: string; query: string }>(
    `select calls, total_exec_time as total, mean_exec_time as mean, rows, regexp_replace(query, '\\s+', ' ', 'g') as query
       from pg_stat_statements where query not like '%pg_stat_statements%' order by total_exec_time desc limit $1`,
    [top],
  );
  await client.end();
  console.log(`\n[${title}] database time by statement (pg_stat_statements, nested statements included):`);
  for (const r of rows) console.log(`  ${r.total.toFixed(0).padStart(8)} ms  ${r.calls.padStart(8)} calls  ${r.mean.toFixed(3).padStart(8)} ms/call  ${r.rows.padStart(8)} rows  ${r.query.slice(0, 150)}`);
}
