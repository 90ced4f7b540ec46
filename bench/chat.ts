/**
 * Chat delivery benchmark: the real server (NODE_ENV=production, PostgreSQL in a throwaway cluster on port
 * 55451) with 10,000 connected, authenticated sockets (half in one-to-one conversations, half in groups of
 * 100) sending 1,000 messages per second in total; then the same traffic through a bare `ws` relay with no
 * storage (bench/chat-baseline-server.ts) as the baseline. Load generators are child processes
 * (bench/chat-load.ts). Measures end-to-end delivery latency (send → each recipient receives) p50/p99,
 * deliveries per second, server RSS per idle connection, lost and duplicated deliveries.
 *
 *   node --import tsx bench/chat.ts [--sockets 10000] [--rate 1000] [--duration 60] [--warmup 5]
 *        [--generators 2] [--group-size 100] [--only server|baseline] [--profile]
 *
 * --profile runs the real server with --cpu-prof (profile in bench/results/chat-prof/).
 */
import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { argValue, BENCH, flag, fmt, PRODUCTION_ENV, ROOT, startServer } from './lib.ts';
import { createWorld, rssOf, startCluster, type BenchSocket, type BenchWorld } from './chat-setup.ts';

// Raise the open-file limit for this process and its children (10,000 sockets on each side of loopback).
if (process.env.CHAT_BENCH_ULIMIT !== '1') {
  const r = spawnSync('bash', ['-c', `ulimit -n $(ulimit -Hn) && CHAT_BENCH_ULIMIT=1 exec "${process.execPath}" ${process.execArgv.join(' ')} ${process.argv.slice(1).map((a) => JSON.stringify(a)).join(' ')}`], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}

const SOCKETS = Number(argValue('--sockets', '10000'));
const RATE = Number(argValue('--rate', '1000'));
const DURATION_S = Number(argValue('--duration', '60'));
const WARMUP_S = Number(argValue('--warmup', '5'));
const GENERATORS = Number(argValue('--generators', '2'));
const GROUP_SIZE = Number(argValue('--group-size', '100'));
const ONLY = argValue('--only', '');
const PG_PORT = 55451;
const SERVER_PORT = 18090;
const BASELINE_PORT = 18091;
const TARGET = { p99Ms: 150, idleKB: 50 };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

class Generator {
  readonly child: ChildProcess;
  #waiters = new Map<string, (m: any) => void>();
  constructor() {
    this.child = fork(path.join(BENCH, 'chat-load.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' });
    this.child.on('message', (m: any) => {
      const w = this.#waiters.get(m.ev);
      this.#waiters.delete(m.ev);
      w?.(m);
    });
  }
  ask<T = any>(cmd: object, ev: string): Promise<T> {
    return new Promise((resolve) => {
      this.#waiters.set(ev, resolve);
      this.child.send(cmd);
    });
  }
  up() {
    return new Promise<void>((resolve) => this.#waiters.set('up', () => resolve()));
  }
}

interface Report {
  sent: number;
  ackOk: number;
  ackFail: number;
  ackErrors: [string, number][];
  unacked: number;
  acked: number[];
  got: { conv: number; user: number; seqs: number[] }[];
  hist: number[];
  ackHist: number[];
  histOverflow: number;
  measuredDeliveries: number;
  allDeliveries: number;
  unparsed: number;
  outOfOrder: number;
  closedDuringRun: number;
  authed: number;
}

interface Result {
  name: string;
  connectMs: number;
  connected: number;
  connectFailed: number;
  rssBeforeMB: number;
  rssIdleMB: number;
  idleKBPerConn: number;
  rssPeakMB: number;
  cpuSeconds: number;
  busySeconds: number;
  sent: number;
  acked: number;
  ackFailed: number;
  ackErrors: string[];
  unacked: number;
  expected: number;
  delivered: number;
  lost: number;
  duplicated: number;
  unexpected: number;
  deliveriesPerSec: number;
  p50: number;
  p99: number;
  p999: number;
  max: number;
  ackP50: number;
  ackP99: number;
  closedDuringRun: number;
  outOfOrder: number;
}

function cpuSecondsOf(pid: number) {
  try {
    const stat = spawnSync('cat', [`/proc/${pid}/stat`]).stdout.toString();
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, clock ticks of 1/100 s
  } catch {
    return 0;
  }
}

function percentiles(sparse: number[][], qs: number[]) {
  const counts = new Map<number, number>();
  let total = 0;
  for (const arr of sparse) {
    for (let i = 0; i < arr.length; i += 2) {
      counts.set(arr[i]!, (counts.get(arr[i]!) ?? 0) + arr[i + 1]!);
      total += arr[i + 1]!;
    }
  }
  const buckets = [...counts].sort((a, b) => a[0] - b[0]);
  const out: number[] = [];
  for (const q of qs) {
    const want = Math.ceil(q * total);
    let acc = 0;
    let v = NaN;
    for (const [b, n] of buckets) {
      acc += n;
      if (acc >= want) {
        v = (b + 1) * 0.1;
        break;
      }
    }
    out.push(v);
  }
  out.push(buckets.length ? (buckets[buckets.length - 1]![0] + 1) * 0.1 : NaN);
  return out;
}

async function measure(name: string, url: string, pid: number, world: BenchWorld): Promise<Result> {
  console.log(`\n[${name}] ${world.sockets.length} sockets via ${GENERATORS} generator processes → ${url}`);
  const gens = Array.from({ length: GENERATORS }, () => new Generator());
  await Promise.all(gens.map((g) => g.up()));
  // Round-robin, so every conversation has members on every generator.
  const shares: BenchSocket[][] = gens.map(() => []);
  world.sockets.forEach((s, i) => shares[i % GENERATORS]!.push(s));

  await sleep(2000);
  const rssBefore = rssOf(pid);
  const c = await Promise.all(gens.map((g, i) => g.ask<{ ok: number; failed: number; ms: number }>({ cmd: 'connect', url, sockets: shares[i], concurrency: 64 }, 'connected')));
  const connected = c.reduce((n, x) => n + x.ok, 0);
  const connectFailed = c.reduce((n, x) => n + x.failed, 0);
  const connectMs = Math.max(...c.map((x) => x.ms));
  console.log(`[${name}] connected and authenticated ${connected} (failed ${connectFailed}) in ${(connectMs / 1000).toFixed(1)} s`);
  await sleep(5000);
  const rssIdle = rssOf(pid);
  console.log(`[${name}] RSS ${fmt(rssBefore / 2 ** 20)} MB before, ${fmt(rssIdle / 2 ** 20)} MB with ${connected} idle sockets`);

  const cpu0 = cpuSecondsOf(pid);
  const runStart = Date.now();
  let rssPeak = rssIdle;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssOf(pid))), 1000);
  const tag = name.slice(0, 1);
  await Promise.all(gens.map((g, i) => g.ask({ cmd: 'run', rate: RATE / GENERATORS, warmupMs: WARMUP_S * 1000, durationMs: DURATION_S * 1000, tag: `${tag}${i}` }, 'sent')));
  // Drain: until nothing new arrives for 2 s and every ack is in (at most 60 s).
  let last = -1;
  for (let i = 0; i < 60; i++) {
    await sleep(i === 0 ? 1000 : 2000);
    const counts = await Promise.all(gens.map((g) => g.ask<{ allDeliveries: number; unacked: number }>({ cmd: 'count' }, 'count')));
    const total = counts.reduce((n, x) => n + x.allDeliveries, 0);
    const unacked = counts.reduce((n, x) => n + x.unacked, 0);
    if (total === last && unacked === 0) break;
    last = total;
  }
  clearInterval(sampler);
  const cpuSeconds = cpuSecondsOf(pid) - cpu0;
  const busySeconds = (Date.now() - runStart) / 1000;
  const reports = await Promise.all(gens.map((g) => g.ask<Report>({ cmd: 'report' }, 'report')));
  for (const g of gens) g.child.send({ cmd: 'close' });

  // Every acknowledged message must reach every other member exactly once.
  const gotByUser = new Map<number, Map<number, number>>();
  for (const r of reports) {
    for (const g of r.got) {
      const m = new Map<number, number>();
      for (let i = 0; i < g.seqs.length; i += 2) m.set(g.seqs[i]!, g.seqs[i + 1]!);
      gotByUser.set(g.user, m);
    }
  }
  let expected = 0;
  let delivered = 0;
  let lost = 0;
  let duplicated = 0;
  const ackedSeqs = new Map<number, Set<number>>();
  for (const r of reports) {
    for (let i = 0; i < r.acked.length; i += 3) {
      const [conv, seq, sender] = [r.acked[i]!, r.acked[i + 1]!, r.acked[i + 2]!];
      let set = ackedSeqs.get(conv);
      if (!set) ackedSeqs.set(conv, (set = new Set()));
      set.add(seq);
      for (const u of world.members.get(conv) ?? []) {
        if (u === sender) continue;
        expected += 1;
        const n = gotByUser.get(u)?.get(seq) ?? 0;
        if (n === 0) lost += 1;
        else delivered += 1;
        if (n > 1) duplicated += n - 1;
      }
    }
  }
  // Deliveries of seqs nobody saw acknowledged (should not happen without failed acks).
  let unexpected = 0;
  const convOf = new Map(world.sockets.map((s) => [s.userId, s.conv]));
  for (const [user, seqs] of gotByUser) {
    const acked = ackedSeqs.get(convOf.get(user)!) ?? new Set();
    for (const [seq, n] of seqs) if (!acked.has(seq)) unexpected += n;
  }
  const [p50, p99, p999, max] = percentiles(reports.map((r) => r.hist), [0.5, 0.99, 0.999]);
  const [ackP50, ackP99] = percentiles(reports.map((r) => r.ackHist), [0.5, 0.99]);
  const errors = new Map<string, number>();
  for (const r of reports) for (const [k, n] of r.ackErrors) errors.set(k, (errors.get(k) ?? 0) + n);
  return {
    name,
    connectMs,
    connected,
    connectFailed,
    rssBeforeMB: rssBefore / 2 ** 20,
    rssIdleMB: rssIdle / 2 ** 20,
    idleKBPerConn: (rssIdle - rssBefore) / 1024 / Math.max(1, connected),
    rssPeakMB: rssPeak / 2 ** 20,
    cpuSeconds,
    busySeconds,
    sent: reports.reduce((n, r) => n + r.sent, 0),
    acked: reports.reduce((n, r) => n + r.ackOk, 0),
    ackFailed: reports.reduce((n, r) => n + r.ackFail, 0),
    ackErrors: [...errors].map(([k, n]) => `${n}× ${k}`),
    unacked: reports.reduce((n, r) => n + r.unacked, 0),
    expected,
    delivered,
    lost,
    duplicated,
    unexpected,
    deliveriesPerSec: reports.reduce((n, r) => n + r.measuredDeliveries, 0) / DURATION_S,
    p50: p50!,
    p99: p99!,
    p999: p999!,
    max: max!,
    ackP50: ackP50!,
    ackP99: ackP99!,
    closedDuringRun: reports.reduce((n, r) => n + r.closedDuringRun, 0),
    outOfOrder: reports.reduce((n, r) => n + r.outOfOrder, 0),
  };
}

function print(r: Result) {
  console.log(`\n== ${r.name}`);
  console.log(`  sockets           ${r.connected} authenticated (${r.connectFailed} failed) in ${fmt(r.connectMs / 1000)} s; ${r.closedDuringRun} closed during the run`);
  console.log(`  memory            RSS ${fmt(r.rssBeforeMB)} MB → ${fmt(r.rssIdleMB)} MB idle = ${fmt(r.idleKBPerConn)} KB per idle connection; peak under load ${fmt(r.rssPeakMB)} MB`);
  console.log(`  messages          sent ${r.sent}, acked ${r.acked}, ack errors ${r.ackFailed}${r.ackErrors.length ? ` (${r.ackErrors.join('; ')})` : ''}, never acked ${r.unacked}`);
  console.log(`  deliveries        expected ${r.expected}, delivered ${r.delivered}, LOST ${r.lost}, DUPLICATED ${r.duplicated}, unacked-but-delivered ${r.unexpected}`);
  console.log(`  order             ${r.outOfOrder} pushes arrived after a higher seq of their conversation (a client keeping only the highest seq would skip them on catch-up)`);
  console.log(`  throughput        ${fmt(r.deliveriesPerSec, 0)} deliveries/s over the ${DURATION_S} s window (${fmt(RATE)} messages/s offered)`);
  console.log(`  delivery latency  p50 ${fmt(r.p50)} ms, p99 ${fmt(r.p99)} ms, p99.9 ${fmt(r.p999)} ms, max ${fmt(r.max)} ms`);
  console.log(`  ack latency       p50 ${fmt(r.ackP50)} ms, p99 ${fmt(r.ackP99)} ms`);
  console.log(`  server CPU        ${fmt(r.cpuSeconds)} s during the ${fmt(r.busySeconds)} s of sending + drain (${fmt(r.cpuSeconds / r.busySeconds, 2)} core)`);
}

/** Prints garbage-collection pauses over 20 ms and seconds whose event-loop delay exceeded 50 ms (stderr). */
function diagHook() {
  return `import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';
new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.duration > 20) process.stderr.write('[diag] gc kind ' + (e.detail?.kind ?? e.kind) + ' ' + e.duration.toFixed(1) + ' ms\\n'); }).observe({ entryTypes: ['gc'] });
const h = monitorEventLoopDelay({ resolution: 5 }); h.enable();
setInterval(() => { const max = h.max / 1e6; if (max > 50) process.stderr.write('[diag] event loop delay max ' + max.toFixed(0) + ' ms, p99 ' + (h.percentile(99) / 1e6).toFixed(0) + ' ms\\n'); h.reset(); }, 1000).unref();`;
}

function profileHook(dir: string) {
  return `import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';
const s = new Session();
s.connect();
s.post('Profiler.enable');
s.post('Profiler.setSamplingInterval', { interval: 500 });
s.post('Profiler.start');
process.on('exit', () => s.post('Profiler.stop', (err, r) => { if (!err) writeFileSync(${JSON.stringify(dir)} + '/server-' + process.pid + '.cpuprofile', JSON.stringify(r.profile)); }));`;
}

async function main() {
  console.log(`chat bench: ${SOCKETS} sockets (half in pairs, half in groups of ${GROUP_SIZE}), ${RATE} msg/s, ${WARMUP_S} s warm-up + ${DURATION_S} s measured`);
  // --pg-async-commit: diagnostic only (commits are not on disk before the ack, so a crash could lose acked messages).
  const cluster = startCluster(PG_PORT, flag('--pg-async-commit') ? '-c synchronous_commit=off' : '');
  process.once('SIGINT', () => {
    cluster.stop();
    process.exit(130);
  });
  const results: Result[] = [];
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  let baseline: ChildProcess | null = null;
  const tmp = mkdtempSync(path.join(tmpdir(), 'haiwai-chat-bench-'));
  try {
    const profileDir = path.join(BENCH, 'results', 'chat-prof');
    if (flag('--profile')) mkdirSync(profileDir, { recursive: true });
    server = await startServer(SERVER_PORT, {
      DATABASE_URL: cluster.url,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // --cpu-prof is not allowed in NODE_OPTIONS: a data: module starts the inspector's profiler and writes the
      // profile when the process exits (the inspector session of the main thread answers synchronously).
      ...(flag('--diag') ? { NODE_OPTIONS: `--import=data:text/javascript,${encodeURIComponent(diagHook())}` } : {}),
      ...(flag('--profile') ? { NODE_OPTIONS: `--import=data:text/javascript,${encodeURIComponent(profileHook(profileDir))}` } : {}),
    });
    const world = await createWorld(cluster.url, PRODUCTION_ENV.TOKEN_SECRET, SOCKETS, GROUP_SIZE);
    console.log(`world: ${world.sockets.length} sockets, ${world.singles} one-to-one conversations, ${world.groups} groups of ${GROUP_SIZE}`);

    if (ONLY !== 'baseline') results.push(await measure('server', `ws://127.0.0.1:${SERVER_PORT}/ws`, server.child.pid!, world));
    await server.stop();
    server = null;

    if (ONLY !== 'server') {
      const file = path.join(tmp, 'members.json');
      writeFileSync(file, JSON.stringify([...world.members]));
      baseline = spawn(process.execPath, ['--import', 'tsx', path.join(BENCH, 'chat-baseline-server.ts'), String(BASELINE_PORT), file], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
      await new Promise<void>((resolve, reject) => {
        baseline!.stdout!.once('data', () => resolve());
        baseline!.once('exit', (code) => reject(new Error(`baseline server exited (${code})`)));
      });
      results.push(await measure('baseline (bare ws relay, no storage)', `ws://127.0.0.1:${BASELINE_PORT}`, baseline.pid!, world));
    }
  } finally {
    baseline?.kill('SIGTERM');
    await server?.stop();
    cluster.stop();
    rmSync(tmp, { recursive: true, force: true });
  }

  console.log('\nRESULT');
  for (const r of results) print(r);
  const s = results.find((r) => r.name === 'server');
  const b = results.find((r) => r.name.startsWith('baseline'));
  if (s && b) {
    console.log('\n== ratios server / baseline');
    console.log(`  p50 ${fmt(s.p50 / b.p50, 2)}×, p99 ${fmt(s.p99 / b.p99, 2)}×, deliveries/s ${fmt(s.deliveriesPerSec / b.deliveriesPerSec, 2)}×, memory per idle connection ${fmt(s.idleKBPerConn / b.idleKBPerConn, 2)}×`);
  }
  if (s) {
    console.log('\n== targets (server)');
    console.log(`  p99 ${fmt(s.p99)} ms ≤ ${TARGET.p99Ms} ms: ${s.p99 <= TARGET.p99Ms ? 'PASS' : 'FAIL'}`);
    console.log(`  ${fmt(s.idleKBPerConn)} KB per idle connection ≤ ${TARGET.idleKB} KB: ${s.idleKBPerConn <= TARGET.idleKB ? 'PASS' : 'FAIL'}`);
    // An acknowledged message that some member never got is lost; one a member got twice is duplicated. Messages the
    // server had not acknowledged when the bench stopped it (backlog) are counted apart: they were never "sent".
    console.log(`  lost ${s.lost}, duplicated ${s.duplicated} (acknowledged messages): ${s.lost === 0 && s.duplicated === 0 ? 'PASS' : 'FAIL'}`);
    if (s.unacked || s.ackFailed) console.log(`  NOTE: ${s.unacked} sends still unacknowledged after the drain (server backlog), ${s.ackFailed} answered with an error`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
