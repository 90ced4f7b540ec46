/** Shared helpers for the benchmarks in this folder. Run everything from the repo root. */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { computeSign } from '../apps/server/src/core/signing.ts';
import { nodeVersionProblem } from '../scripts/check-node.mjs';
import { spawnServer, type ServerProcess } from '../apps/server/tests/support/server-process.ts';

// Figures are compared across sessions: measure on the project's runtime only (run through `npm run bench --`).
const runtimeProblem = nodeVersionProblem();
if (runtimeProblem) throw new Error(runtimeProblem);

export const ROOT = path.resolve(import.meta.dirname, '..');
export const BENCH = path.join(ROOT, 'bench');
/**
 * The bench runs the server as production does (NODE_ENV=production), which refuses the dev keys; on the
 * demo data, which production seeds only when asked (SEED_DEMO=true).
 */
export const SIGN_KEY = 'bench-production-sign-key';
export const PRODUCTION_ENV = { NODE_ENV: 'production', SIGN_KEY, TOKEN_SECRET: 'bench-production-token-secret', SEED_DEMO: 'true' };
export const HEADERS = { lang: 'zh', siteareaid: '1', terminal: '3' };

/** Installs bench/package.json dependencies on first use. */
export function ensureBenchDeps() {
  if (existsSync(path.join(BENCH, 'node_modules'))) return;
  console.log('[bench] installing bench dependencies ...');
  const r = spawnSync('npm', ['install', '--prefix', 'bench', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('npm install --prefix bench failed');
}

/** Loads a package from bench/node_modules (installing first if needed). */
export function benchRequire<T = any>(id: string): T {
  ensureBenchDeps();
  return createRequire(path.join(BENCH, 'package.json'))(id) as T;
}

export function signedQuery(ts = Math.floor(Date.now() / 1000)) {
  return `_timestamp=${ts}&_sign=${computeSign(SIGN_KEY, ts)}`;
}

/** Appends a fresh signature to an /api path. */
export function signPath(p: string) {
  return p + (p.includes('?') ? '&' : '?') + signedQuery();
}

export function tempDataDir(tag: string) {
  return mkdtempSync(path.join(tmpdir(), `haiwai-bench-${tag}-`));
}

export type ServerHandle = ServerProcess;

/** Starts the real server as production runs it, with a fresh data folder, and waits until it is healthy. */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<ServerHandle> {
  const server = spawnServer({ port, env: { ...PRODUCTION_ENV, ...env } });
  await server.ready(120_000);
  return server;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

type Req = { path: string; method?: string };

/** Runs autocannon in this process (fine when the server is another process). */
export async function autocannonRun(base: string, requests: Req[], connections: number, duration: number): Promise<LoadResult> {
  const autocannon = benchRequire('autocannon');
  const url = base + requests[0].path;
  const opts: any = { url, connections, duration, headers: HEADERS };
  if (requests.length > 1) opts.requests = requests.map((r) => ({ method: r.method ?? 'GET', path: r.path }));
  const res = await autocannon(opts);
  return toResult(res);
}

export function toResult(res: any): LoadResult {
  return {
    rps: res.requests.average,
    p50: res.latency.p50,
    p99: res.latency.p99,
    max: res.latency.max,
    requests: res.requests.total,
    non2xx: res.non2xx,
    errors: res.errors,
    timeouts: res.timeouts,
  };
}

/** Runs autocannon as a child process (so it does not share the measured event loop); returns parsed --json output. */
export function autocannonChild(base: string, requests: Req[], connections: number, duration: number): Promise<LoadResult> {
  ensureBenchDeps();
  const script = `
    const autocannon = require(${JSON.stringify(path.join(BENCH, 'node_modules', 'autocannon'))});
    const reqs = ${JSON.stringify(requests.map((r) => ({ method: r.method ?? 'GET', path: r.path })))};
    autocannon({ url: ${JSON.stringify(base + requests[0].path)}, connections: ${connections}, duration: ${duration},
      headers: ${JSON.stringify(HEADERS)}, requests: reqs }, (err, res) => {
      if (err) { console.error(err); process.exit(1); }
      process.stdout.write(JSON.stringify(res));
    });`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon child exited ${code}`));
      resolve(toResult(JSON.parse(out)));
    });
  });
}

/** The middle value (the mean of the two middle ones for an even count): the figure of repeated bench runs. */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

export const fmt = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : String(n));

export function printLoad(label: string, r: LoadResult) {
  console.log(
    `${label.padEnd(34)} ${fmt(r.rps, 0).padStart(7)} req/s   p50 ${fmt(r.p50, 0).padStart(4)} ms   p99 ${fmt(r.p99, 0).padStart(4)} ms   ` +
      `(${r.requests} req, non2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts})`,
  );
}

export function flag(name: string) {
  return process.argv.includes(name);
}

export function argValue(name: string, dflt: string) {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : dflt;
}

/**
 * --cpu-prof is not allowed in NODE_OPTIONS, and would record the start-up (migrations, seeding) too: a data:
 * module starts the inspector's profiler on SIGUSR2, sent once the server is healthy, and writes the profile
 * when the server exits (its SIGTERM handler calls process.exit).
 */
export function profileEnv(dir: string): Record<string, string> {
  const hook = `import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';
const s = new Session();
s.connect();
s.post('Profiler.enable');
s.post('Profiler.setSamplingInterval', { interval: 200 });
process.on('SIGUSR2', () => s.post('Profiler.start'));
process.on('exit', () => s.post('Profiler.stop', (err, r) => { if (!err) writeFileSync(${JSON.stringify(dir)} + '/server-' + process.pid + '.cpuprofile', JSON.stringify(r.profile)); }));`;
  return { NODE_OPTIONS: `--import=data:text/javascript,${encodeURIComponent(hook)}` };
}
