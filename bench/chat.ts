/**
 * Chat delivery benchmark: the real server (NODE_ENV=production, PostgreSQL in a throwaway cluster on port
 * 55451) with 10,000 connected, authenticated sockets (half in one-to-one conversations, half in groups of
 * 100) sending 1,000 messages per second in total; then the same traffic through a bare `ws` relay with no
 * storage (bench/chat-baseline-server.ts) as the baseline. Load generators are child processes
 * (bench/chat-load.ts). Measures end-to-end delivery latency (send → each recipient receives) p50/p99,
 * deliveries per second, server RSS per idle connection, lost and duplicated deliveries.
 *
 *   node --import tsx bench/chat.ts [--sockets 10000] [--rate 1000] [--duration 60] [--warmup 5]
 *        [--generators 2] [--group-size 100] [--only server|baseline] [--profile] [--diag] [--pg-async-commit] [--pg-stats]
 *        [--pg-settings '-c log_checkpoints=on'] [--pg-log FILE]
 *        [--node-flags '--max-semi-space-size=32']
 *        [--processes 1|2|1,2]
 *   node --import tsx bench/chat.ts --capacity [--rates 500,600,...,1600] [--step-duration 20] [--warmup 2] [--warm-start 10]
 *        [--processes 1,2] [--max-fails 1] [--max-drain 60] [--repeat 3]
 *
 * --capacity steps the rate up on the same sockets, for the server and the relay in the same run and world,
 * and reports each one's highest rate with delivery p99 ≤ 150 ms (bench/chat-capacity.ts) and their ratio.
 * --repeat n does that n times (server, then relay, round after round, on the same world) and adds each target's
 * median and the ratio of the medians: on a shared 2-core box one round can be decided by a single stall. Each
 * target first gets --warm-start seconds (default 10) at half the first step's rate, not measured.
 * --processes n runs n server processes behind one redis-server (port 56390), every conversation spanning all;
 * a list (1,2) measures each in turn. --profile records a CPU profile per server process (bench/results/chat-prof/).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { argValue, BENCH, flag, fmt, PRODUCTION_ENV, type ServerHandle } from './lib.ts';
import { createWorld, PG_STATS_SETTINGS, printPgStats, resetPgStats, rssOf, startCluster, type BenchWorld } from './chat-setup.ts';
import { ackErrorsOf, checkDeliveries, cpuSecondsOf, drain, openGenerators, percentiles, runTag, sleep, total, type Report } from './chat-measure.ts';
import { startRedis, startRelay, startServers } from './chat-nodes.ts';
import { capacity, printCapacity, type Capacity, type CapacityOptions } from './chat-capacity.ts';

// Raise the open-file limit for this process and its children (10,000 sockets on each side of loopback).
if (process.env.CHAT_BENCH_ULIMIT !== '1') {
  const r = spawnSync('bash', ['-c', `ulimit -n $(ulimit -Hn) && CHAT_BENCH_ULIMIT=1 exec "${process.execPath}" ${process.execArgv.join(' ')} ${process.argv.slice(1).map((a) => JSON.stringify(a)).join(' ')}`], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}

const CAPACITY = flag('--capacity');
const SOCKETS = Number(argValue('--sockets', '10000'));
const RATE = Number(argValue('--rate', '1000'));
const DURATION_S = Number(argValue('--duration', '60'));
const WARMUP_S = Number(argValue('--warmup', CAPACITY ? '2' : '5'));
const GENERATORS = Number(argValue('--generators', '2'));
const GROUP_SIZE = Number(argValue('--group-size', '100'));
const ONLY = argValue('--only', '');
const PROCESSES = argValue('--processes', '1').split(',').map(Number);
/** V8 flags for the server processes and the relay alike (e.g. --node-flags '--max-semi-space-size=32'). */
const NODE_FLAGS = argValue('--node-flags', '');
const CAPACITY_OPTS: Omit<CapacityOptions, 'orderRequired'> = {
  generators: GENERATORS,
  rates: argValue('--rates', '500,600,700,800,900,1000,1100,1200,1300,1400,1500,1600').split(',').map(Number),
  stepSeconds: Number(argValue('--step-duration', '20')),
  warmupSeconds: WARMUP_S,
  warmStartSeconds: Number(argValue('--warm-start', '10')),
  maxDrainSeconds: Number(argValue('--max-drain', '60')),
  maxFails: Number(argValue('--max-fails', '1')),
  p99TargetMs: 150,
};
/** Rounds of the capacity steps (--capacity only); more than one adds the medians. */
const REPEAT = CAPACITY ? Math.max(1, Number(argValue('--repeat', '1'))) : 1;
/** The throwaway cluster's port (--pg-port: another bench, e.g. social.ts, may hold the default). */
const PG_PORT = Number(argValue('--pg-port', '55451'));
const REDIS_PORT = 56390;
const SERVER_PORT = 18090;
const BASELINE_PORT = 18091;
const TARGET = { p99Ms: 150, idleKB: 50, capacityRatio: 0.7 };

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

async function measure(name: string, urls: string[], pids: number[], world: BenchWorld): Promise<Result> {
  console.log(`\n[${name}] ${world.sockets.length} sockets via ${GENERATORS} generator processes → ${urls.join(', ')}`);
  const { gens, connect } = await openGenerators(GENERATORS, world, urls);
  const rss = () => pids.reduce((n, pid) => n + rssOf(pid), 0);
  const cpu = () => pids.reduce((n, pid) => n + cpuSecondsOf(pid), 0);

  await sleep(2000);
  const rssBefore = rss();
  const c = await connect();
  const connected = c.reduce((n, x) => n + x.ok, 0);
  const connectFailed = c.reduce((n, x) => n + x.failed, 0);
  const connectMs = Math.max(...c.map((x) => x.ms));
  console.log(`[${name}] connected and authenticated ${connected} (failed ${connectFailed}) in ${(connectMs / 1000).toFixed(1)} s`);
  await sleep(5000);
  const rssIdle = rss();
  console.log(`[${name}] RSS ${fmt(rssBefore / 2 ** 20)} MB before, ${fmt(rssIdle / 2 ** 20)} MB with ${connected} idle sockets`);

  const cpu0 = cpu();
  const runStart = Date.now();
  let rssPeak = rssIdle;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rss())), 1000);
  const tag = runTag();
  await Promise.all(gens.map((g, i) => g.ask({ cmd: 'run', rate: RATE / GENERATORS, warmupMs: WARMUP_S * 1000, durationMs: DURATION_S * 1000, tag: `${tag}g${i}` }, 'sent')));
  // Drain: until nothing new arrives for 2 s and every ack is in (at most 120 s).
  await drain(gens, 120_000);
  clearInterval(sampler);
  const cpuSeconds = cpu() - cpu0;
  const busySeconds = (Date.now() - runStart) / 1000;
  const reports = await Promise.all(gens.map((g) => g.ask<Report>({ cmd: 'report' }, 'report')));
  for (const g of gens) g.child.send({ cmd: 'close' });

  const d = checkDeliveries(reports, world);
  const [p50, p99, p999, max] = percentiles(reports.map((r) => r.hist), [0.5, 0.99, 0.999]);
  const [ackP50, ackP99] = percentiles(reports.map((r) => r.ackHist), [0.5, 0.99]);
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
    sent: total(reports, 'sent'),
    acked: total(reports, 'ackOk'),
    ackFailed: total(reports, 'ackFail'),
    ackErrors: ackErrorsOf(reports),
    unacked: total(reports, 'unacked'),
    ...d,
    deliveriesPerSec: total(reports, 'measuredDeliveries') / DURATION_S,
    p50: p50!,
    p99: p99!,
    p999: p999!,
    max: max!,
    ackP50: ackP50!,
    ackP99: ackP99!,
    closedDuringRun: total(reports, 'closedDuringRun'),
    outOfOrder: total(reports, 'outOfOrder'),
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

const serverName = (n: number) => (n === 1 ? 'server (1 process)' : `server (${n} processes, Redis)`);

/** Runs the fixed-rate measurement or the capacity steps on the target at `urls`. */
async function measureTarget(name: string, urls: string[], pids: number[], world: BenchWorld, results: Result[], caps: Capacity[], round = 1) {
  if (CAPACITY) caps.push({ ...(await capacity(REPEAT > 1 ? `${name} [round ${round}]` : name, urls, pids, world, { ...CAPACITY_OPTS, orderRequired: urls.length === 1 })), name, round });
  else results.push(await measure(name, urls, pids, world));
}

async function main() {
  const mode = CAPACITY ? `capacity steps ${CAPACITY_OPTS.rates.join(', ')} msg/s, ${WARMUP_S} + ${CAPACITY_OPTS.stepSeconds} s each` : `${RATE} msg/s, ${WARMUP_S} s warm-up + ${DURATION_S} s measured`;
  console.log(`chat bench: ${SOCKETS} sockets (half in pairs, half in groups of ${GROUP_SIZE}), ${mode}; server processes ${PROCESSES.join(' then ')}; load average ${loadavg().map((l) => fmt(l, 2)).join(' ')}`);
  // --pg-async-commit: diagnostic only (commits are not on disk before the ack, so a crash could lose acked messages).
  // --pg-stats: the statements the database spent its time on, printed after each server target.
  const pgStats = flag('--pg-stats');
  // --pg-settings '-c name=value …': more server settings (diagnostics, e.g. log_checkpoints=on); --pg-log FILE keeps the
  // cluster's log (with timestamps) after the run, to line its events up with the steps.
  const cluster = startCluster(
    PG_PORT,
    [flag('--pg-async-commit') ? '-c synchronous_commit=off' : '', pgStats ? PG_STATS_SETTINGS : '', argValue('--pg-settings', '')].join(' '),
    argValue('--pg-log', '') || undefined,
  );
  const redis = PROCESSES.some((n) => n > 1) && ONLY !== 'baseline' ? await startRedis(REDIS_PORT) : null;
  process.once('SIGINT', () => {
    cluster.stop();
    redis?.stop();
    process.exit(130);
  });
  const results: Result[] = [];
  const caps: Capacity[] = [];
  let servers: ServerHandle[] = [];
  let relay: Awaited<ReturnType<typeof startRelay>> | null = null;
  try {
    const profileDir = flag('--profile') ? path.join(BENCH, 'results', 'chat-prof') : undefined;
    if (profileDir) mkdirSync(profileDir, { recursive: true });
    let world: BenchWorld | null = null;
    for (let round = 1; round <= REPEAT; round++) {
      if (REPEAT > 1) console.log(`\n--- round ${round} of ${REPEAT} (load average ${loadavg().map((l) => fmt(l, 2)).join(' ')})`);
      for (const n of ONLY === 'baseline' ? [1] : PROCESSES) {
        servers = await startServers(n, SERVER_PORT, { databaseUrl: cluster.url, redisUrl: n > 1 ? redis!.url : undefined, diag: flag('--diag'), profileDir, nodeFlags: NODE_FLAGS });
        if (!world) {
          world = await createWorld(cluster.url, PRODUCTION_ENV.TOKEN_SECRET, SOCKETS, GROUP_SIZE);
          console.log(`world: ${world.sockets.length} sockets, ${world.singles} one-to-one conversations, ${world.groups} groups of ${GROUP_SIZE}`);
        }
        const urls = servers.map((s) => `ws://127.0.0.1:${s.port}/ws`);
        if (pgStats) await resetPgStats(cluster.url);
        if (ONLY !== 'baseline') await measureTarget(serverName(n), urls, servers.map((s) => s.child.pid!), world, results, caps, round);
        if (pgStats) await printPgStats(cluster.url, serverName(n));
        await Promise.all(servers.map((s) => s.stop()));
        servers = [];
      }
      if (ONLY !== 'server') {
        relay = await startRelay(BASELINE_PORT, world!, profileDir, NODE_FLAGS);
        await measureTarget(CAPACITY ? 'relay (bare ws, no storage)' : 'baseline (bare ws relay, no storage)', [`ws://127.0.0.1:${BASELINE_PORT}`], [relay.child.pid!], world!, results, caps, round);
        relay.stop();
        relay = null;
      }
    }
  } finally {
    relay?.stop();
    await Promise.all(servers.map((s) => s.stop()));
    redis?.stop();
    cluster.stop();
  }
  console.log(`\nRESULT (load average at the end ${loadavg().map((l) => fmt(l, 2)).join(' ')})`);
  if (CAPACITY) printCapacity(caps, TARGET.capacityRatio);
  else printFixed(results);
}

function printFixed(results: Result[]) {
  for (const r of results) print(r);
  const s = results.find((r) => r.name.startsWith('server'));
  const b = results.find((r) => r.name.startsWith('baseline'));
  if (s && b) {
    console.log('\n== ratios server / baseline');
    console.log(`  p50 ${fmt(s.p50 / b.p50, 2)}×, p99 ${fmt(s.p99 / b.p99, 2)}×, deliveries/s ${fmt(s.deliveriesPerSec / b.deliveriesPerSec, 2)}×, memory per idle connection ${fmt(s.idleKBPerConn / b.idleKBPerConn, 2)}×`);
  }
  for (const r of results.filter((x) => x.name.startsWith('server'))) {
    console.log(`\n== targets (${r.name})`);
    console.log(`  p99 ${fmt(r.p99)} ms ≤ ${TARGET.p99Ms} ms: ${r.p99 <= TARGET.p99Ms ? 'PASS' : 'FAIL'}`);
    console.log(`  ${fmt(r.idleKBPerConn)} KB per idle connection ≤ ${TARGET.idleKB} KB: ${r.idleKBPerConn <= TARGET.idleKB ? 'PASS' : 'FAIL'}`);
    // An acknowledged message that some member never got is lost; one a member got twice is duplicated. Messages the
    // server had not acknowledged when the bench stopped it (backlog) are counted apart: they were never "sent".
    console.log(`  lost ${r.lost}, duplicated ${r.duplicated} (acknowledged messages): ${r.lost === 0 && r.duplicated === 0 ? 'PASS' : 'FAIL'}`);
    console.log(`  out of order ${r.outOfOrder}: ${r.outOfOrder === 0 ? 'PASS' : 'FAIL'}`);
    if (r.unacked || r.ackFailed) console.log(`  NOTE: ${r.unacked} sends still unacknowledged after the drain (server backlog), ${r.ackFailed} answered with an error`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
