/**
 * Kernel overhead: the real server (signing, context, envelope, logging, DB) vs a bare Fastify route
 * returning the same bytes. Both servers run alone in their process; autocannon runs in a child process.
 *
 *   node --import tsx bench/kernel-overhead.ts [--duration 15] [--connections 50] [--runs 3] [--profile] [--path /api/...]
 *
 * --runs N alternates full and bare N times per path and reports the median of each and of the ratios (a busy
 * machine moves single runs by ±20 %). --profile writes the full server's CPU profile to bench/results/kernel-prof/.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';
import Fastify from 'fastify';
import { argValue, autocannonChild, BENCH, ensureBenchDeps, flag, fmt, HEADERS, median, printLoad, profileEnv, signPath, startServer, type LoadResult } from './lib.ts';

const DURATION = Number(argValue('--duration', '15'));
const CONNECTIONS = Number(argValue('--connections', '50'));
const RUNS = Math.max(1, Number(argValue('--runs', '1')));
const WARMUP = 3;
const TARGET = 0.7;
const PORT = 18080;
const BARE_PORT = 18081;
const PATHS = flag('--path') ? [argValue('--path', '')] : ['/api/basis/config', '/api/langFixedWords?lang_type=zh'];

/** CPU seconds a process has used (all its threads), from /proc; this process's own when no pid is given. */
function cpuSeconds(pid?: number): number {
  if (pid === undefined) {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1e6;
  }
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / 100; // utime + stime, in clock ticks of 10 ms
}

interface Measured extends LoadResult {
  /** The server's CPU time per answered request, µs: steadier than req/s on a busy machine. */
  cpuUs: number;
}

async function measure(base: string, path: string, pid?: number): Promise<Measured> {
  await autocannonChild(base, [{ path: signPath(path) }], CONNECTIONS, WARMUP); // warm-up, discarded
  const before = cpuSeconds(pid);
  const load = await autocannonChild(base, [{ path: signPath(path) }], CONNECTIONS, DURATION);
  return { ...load, cpuUs: ((cpuSeconds(pid) - before) * 1e6) / Math.max(1, load.requests) };
}

async function fetchBytes(base: string, path: string) {
  const r = await fetch(base + signPath(path), { headers: HEADERS });
  const body = Buffer.from(await r.arrayBuffer());
  if (r.status !== 200) throw new Error(`${path} -> ${r.status}: ${body.toString().slice(0, 200)}`);
  return body;
}

async function bare(body: Buffer) {
  const app = Fastify({ logger: false });
  app.get('/*', (_req, reply) => reply.header('content-type', 'application/json; charset=utf-8').send(body));
  await app.listen({ host: '127.0.0.1', port: BARE_PORT });
  return app;
}


/** With --profile, the bare server (this process) is profiled too, during its runs only, for comparison. */
let bareProfiler: { start(): { stop(): Promise<void> } } | undefined;

function profileBare(dir: string) {
  bareProfiler = {
    start() {
      const s = new Session();
      s.connect();
      s.post('Profiler.enable');
      s.post('Profiler.setSamplingInterval', { interval: 200 });
      s.post('Profiler.start');
      return {
        stop: () =>
          new Promise<void>((resolve) =>
            s.post('Profiler.stop', (err, r) => {
              if (!err) writeFileSync(path.join(dir, `bare-${Date.now()}.cpuprofile`), JSON.stringify(r.profile));
              s.disconnect();
              resolve();
            }),
          ),
      };
    },
  };
}


interface Row {
  name: string;
  bytes: number;
  full: Measured[];
  bare: Measured[];
}

/** One path: RUNS times the full server then the bare one, back to back so both see the same machine load. */
async function measurePath(base: string, pid: number | undefined, p: string): Promise<Row> {
  const body = await fetchBytes(base, p);
  const row: Row = { name: p, bytes: body.length, full: [], bare: [] };
  for (let i = 0; i < RUNS; i++) {
    const full = await measure(base, p, pid);
    printLoad(`full  ${p}${RUNS > 1 ? ` #${i + 1}` : ''}`, full);
    console.log(`${''.padEnd(34)} server CPU ${fmt(full.cpuUs, 0)} µs/request`);
    const app = await bare(body);
    const session = bareProfiler?.start();
    try {
      row.bare.push(await measure(`http://127.0.0.1:${BARE_PORT}`, p));
    } finally {
      await session?.stop();
      await app.close();
    }
    row.full.push(full);
    printLoad(`bare  (same ${body.length} bytes)`, row.bare[i]!);
    console.log(`${''.padEnd(34)} bench process CPU ${fmt(row.bare[i]!.cpuUs, 0)} µs/request`);
  }
  console.log('');
  return row;
}

function report(rows: Row[]) {
  console.log(`RESULT (${RUNS > 1 ? `median of ${RUNS} runs` : 'one run'})`);
  for (const [i, r] of rows.entries()) {
    const ratios = r.full.map((f, j) => f.rps / r.bare[j]!.rps);
    const ratio = median(ratios);
    const verdict = i === 0 ? (ratio >= TARGET ? `PASS (target >= ${TARGET})` : `FAIL (target >= ${TARGET})`) : '(information only)';
    const full = median(r.full.map((x) => x.rps));
    const bareRps = median(r.bare.map((x) => x.rps));
    console.log(
      `${r.name} [${r.bytes} B]: full ${fmt(full, 0)} req/s (p50 ${median(r.full.map((x) => x.p50))} / p99 ${median(r.full.map((x) => x.p99))} ms), ` +
        `bare ${fmt(bareRps, 0)} req/s (p50 ${median(r.bare.map((x) => x.p50))} / p99 ${median(r.bare.map((x) => x.p99))} ms), ` +
        `ratio full/bare ${fmt(ratio, 2)}${RUNS > 1 ? ` (runs ${ratios.map((x) => fmt(x, 2)).join(', ')})` : ''} ${verdict}`,
    );
    console.log(`  CPU per request: full ${fmt(median(r.full.map((x) => x.cpuUs)), 0)} µs, bare ${fmt(median(r.bare.map((x) => x.cpuUs)), 0)} µs`);
    const bad = r.full.reduce((n, x) => n + x.non2xx + x.errors, 0);
    if (bad) console.log(`  WARNING: full server had ${bad} non-2xx replies or errors`);
  }
}

async function main() {
  ensureBenchDeps();
  console.log(`kernel-overhead: connections ${CONNECTIONS}, duration ${DURATION} s after ${WARMUP} s warm-up, ${RUNS} run(s)\n`);
  const profileDir = flag('--profile') ? path.join(BENCH, 'results', 'kernel-prof') : undefined;
  if (profileDir) {
    mkdirSync(profileDir, { recursive: true });
    profileBare(profileDir);
  }
  const server = await startServer(PORT, profileDir ? profileEnv(profileDir) : {});
  if (profileDir) server.child.kill('SIGUSR2');
  const rows: Row[] = [];
  try {
    for (const p of PATHS) rows.push(await measurePath(server.base, server.child.pid, p));
  } finally {
    await server.stop();
  }
  if (profileDir) console.log(`CPU profile of the full server in ${profileDir}\n`);
  report(rows);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
