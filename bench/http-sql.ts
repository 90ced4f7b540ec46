/**
 * Measuring an API call against the SQL it runs, for the benchmarks at scale (listings.ts, social.ts): the
 * request through the real server with autocannon, its statements captured from PostgreSQL's log and replayed
 * through a pg pool at the same concurrency — the baseline of the same run.
 */
import { readFileSync, statSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { benchRequire, fmt, HEADERS, signPath } from './lib.ts';
import type { Cluster } from './listings-data.ts';

export interface Stats {
  n: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}
export function stats(lat: number[], seconds: number, errors: number): Stats {
  const s = [...lat].sort((a, b) => a - b);
  const q = (p: number) => (s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : NaN);
  return { n: s.length, rps: s.length / seconds, p50: q(50), p95: q(95), p99: q(99), errors };
}
export const line = (label: string, s: Stats) =>
  `${label.padEnd(28)} ${fmt(s.rps, 0).padStart(6)} req/s   p50 ${fmt(s.p50, 1).padStart(6)}   p95 ${fmt(s.p95, 1).padStart(6)}   p99 ${fmt(s.p99, 1).padStart(6)} ms   (${s.n} done, ${s.errors} errors)`;

/** One HTTP request shape: an /api path (signed afresh each time) and, for writes, a method, a JSON body and headers. */
export interface HttpReq {
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
}
const asReq = (r: string | HttpReq): HttpReq => (typeof r === 'string' ? { path: r } : r);

/** autocannon in this process (the server is another process), re-signing every request; latencies recorded per response. */
export async function http(base: string, requests: Array<string | HttpReq>, seconds: number, connections: number): Promise<Stats> {
  const autocannon = benchRequire('autocannon');
  const reqs = requests.map(asReq);
  const lat: number[] = [];
  let errors = 0;
  let i = 0;
  const inst = autocannon({
    url: base,
    connections,
    duration: seconds,
    headers: HEADERS,
    requests: [
      {
        setupRequest: (req: any) => {
          const r = reqs[i++ % reqs.length]!;
          const body = r.body === undefined ? undefined : JSON.stringify(r.body);
          const headers = { ...req.headers, ...r.headers, ...(body ? { 'content-type': 'application/json' } : {}) };
          return { ...req, method: r.method ?? 'GET', path: signPath(r.path), headers, body };
        },
      },
    ],
  });
  inst.on('response', (_c: unknown, code: number, _bytes: number, ms: number) => {
    if (code !== 200) errors++;
    lat.push(ms);
  });
  const res = await inst;
  return stats(lat, seconds, errors + res.errors + res.timeouts);
}

/** One request's statements, as the server sent them (text + parameters). */
export interface Stmt {
  text: string;
  values: Array<string | null>;
}

/** Replays statement groups through a pg pool: `connections` workers, each group on one connection, in order. */
export async function sqlLoad(pool: pg.Pool, groups: Stmt[][], seconds: number, connections: number): Promise<Stats> {
  const lat: number[] = [];
  let errors = 0;
  let i = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const group = groups[i++ % groups.length]!;
        const t = performance.now();
        const c = await pool.connect();
        try {
          for (const s of group) await c.query(s.text, s.values);
        } catch (err) {
          errors++;
          if (errors < 3) console.error(err);
        } finally {
          c.release();
        }
        lat.push(performance.now() - t);
      }
    }),
  );
  return stats(lat, seconds, errors);
}

/**
 * Captures the SQL the server runs for one request: statement logging on (log_min_duration_statement = 0),
 * one request, then the "execute" lines of the log with their parameters.
 */
export async function capture(cluster: Cluster, admin: pg.Pool, base: string, request: string | HttpReq): Promise<{ stmts: Stmt[]; body: any }> {
  const r = asReq(request);
  await admin.query(`alter system set log_min_duration_statement = 0`);
  await admin.query(`select pg_reload_conf()`);
  await new Promise((r) => setTimeout(r, 300));
  const from = statSync(cluster.log).size;
  const res = await fetch(base + signPath(r.path), {
    method: r.method ?? 'GET',
    headers: { ...HEADERS, ...r.headers, ...(r.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: r.body === undefined ? undefined : JSON.stringify(r.body),
  });
  const body = await res.json();
  await new Promise((r) => setTimeout(r, 300));
  await admin.query(`alter system reset log_min_duration_statement`);
  await admin.query(`select pg_reload_conf()`);
  if (res.status !== 200) throw new Error(`${r.path} -> ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  const text = readFileSync(cluster.log, 'utf8').slice(from);
  const entries = text.split(/\n(?=\d{4}-\d{2}-\d{2} )/);
  const stmts: Stmt[] = [];
  for (let k = 0; k < entries.length; k++) {
    const m = /LOG:\s+duration: [\d.]+ ms\s+execute [^:]*:\s([\s\S]*)$/.exec(entries[k]!);
    if (!m) continue;
    const sqlText = m[1]!.trim();
    // the area list is cached per node and reloaded now and then, the durable timers poll on their own: not part of the request
    // the search log is written in batches a second later (listings/search-log.ts): not part of the request either
    if (/pg_reload_conf|alter system|from "site_area"|scheduled_job|insert into "search_log"/i.test(sqlText)) continue;
    let detail = '';
    const d = /DETAIL:\s+Parameters: ([\s\S]*)$/i.exec(sqlText);
    let stmtText = sqlText;
    if (d) {
      detail = d[1]!;
      stmtText = sqlText.slice(0, d.index).trim();
    } else if (entries[k + 1]?.includes('DETAIL:')) detail = /DETAIL:\s+Parameters: ([\s\S]*)$/i.exec(entries[k + 1]!)?.[1] ?? '';
    const values: Array<string | null> = [];
    for (const p of detail.matchAll(/\$(\d+) = (NULL|'((?:[^']|'')*)')/g)) values[Number(p[1]) - 1] = p[2] === 'NULL' ? null : p[3]!.replace(/''/g, "'");
    stmts.push({ text: stmtText, values });
  }
  if (!stmts.length) throw new Error(`no statements captured for ${r.path}`);
  return { stmts, body };
}

export async function explain(pool: pg.Pool, s: Stmt) {
  const r = await pool.query(`explain (analyze, buffers) ${s.text}`, s.values);
  return r.rows.map((x: any) => x['QUERY PLAN']).join('\n');
}
