/** Shared helpers for the benchmarks in this folder. Run everything from the repo root. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const BENCH = path.join(ROOT, 'bench');
/** The bench runs the server as production does (NODE_ENV=production), which refuses the dev keys. */
export const SIGN_KEY = 'bench-production-sign-key';
export const PRODUCTION_ENV = { NODE_ENV: 'production', SIGN_KEY, TOKEN_SECRET: 'bench-production-token-secret' };
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
  const sign = createHmac('sha256', SIGN_KEY).update(String(ts)).digest('hex');
  return `_timestamp=${ts}&_sign=${sign}`;
}

/** Appends a fresh signature to an /api path. */
export function signPath(p: string) {
  return p + (p.includes('?') ? '&' : '?') + signedQuery();
}

export function tempDataDir(tag: string) {
  return mkdtempSync(path.join(tmpdir(), `haiwai-bench-${tag}-`));
}

export async function waitHealthy(base: string, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const r = await fetch(`${base}/healthz`);
      if (r.status === 200) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${base} not healthy after ${timeoutMs} ms`);
}

export interface ServerHandle {
  base: string;
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the real server (`node --import tsx apps/server/src/main.ts`) with a fresh DATA_DIR. */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<ServerHandle> {
  const dataDir = tempDataDir('srv');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...PRODUCTION_ENV, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  await Promise.race([
    waitHealthy(base),
    exited.then(() => {
      throw new Error('server exited before becoming healthy');
    }),
  ]);
  return {
    base,
    port,
    child,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const t = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(t);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
