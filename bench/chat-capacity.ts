/**
 * The capacity mode of the chat benchmark (bench/chat.ts --capacity): on the same connected sockets, the
 * send rate goes up step by step; each step sends for a warm-up plus a measured window, then waits until
 * nothing more arrives (so a step's backlog does not spill into the next), and is read on its own: delivery
 * p50/p99, lost / duplicated deliveries of acknowledged messages, pushes out of seq order. A step passes with
 * p99 ≤ the target, nothing lost, duplicated, refused or left unacknowledged, and every push in order; the
 * capacity is the highest passing rate (steps stop after `maxFails` failing steps in a row, or a backlog that
 * does not drain).
 */
import { loadavg } from 'node:os';
import { spawnSync } from 'node:child_process';
import { fmt, median } from './lib.ts';
import { ackErrorsOf, checkDeliveries, cpuSecondsOf, drain, openGenerators, percentiles, runTag, sleep, total, type Report } from './chat-measure.ts';
import type { BenchWorld } from './chat-setup.ts';

export interface CapacityOptions {
  generators: number;
  rates: number[];
  stepSeconds: number;
  warmupSeconds: number;
  /**
   * Seconds of traffic at half the first step's rate before the first step, not measured: a process that has just
   * started has not compiled its send path, filled its connection pool or warmed the database's caches, and its
   * first step read that (p99 184 ms at 600 msg/s when 600 came first, 38 ms when it came after 500).
   */
  warmStartSeconds: number;
  maxDrainSeconds: number;
  maxFails: number;
  p99TargetMs: number;
  /**
   * Whether a push out of seq order fails a step. Not across server processes: docs/chat.md ("Push order")
   * guarantees each node's own order, not the order of two nodes' messages of one conversation at one instant.
   */
  orderRequired: boolean;
}

export interface Step {
  rate: number;
  sent: number;
  acked: number;
  ackFailed: number;
  ackErrors: string[];
  unacked: number;
  p50: number;
  p99: number;
  p999: number;
  max: number;
  lost: number;
  duplicated: number;
  unexpected: number;
  outOfOrder: number;
  /** Sockets closed while sending so far (a bench problem: their deliveries count as lost). */
  closed: number;
  deliveriesPerSec: number;
  /** CPU of the measured process(es) over sending + drain, in cores. */
  cores: number;
  /** CPU of the database's processes (every process of user postgres) and of the load generators, same span. */
  dbCores: number;
  genCores: number;
  drainSeconds: number;
  drained: boolean;
  load: number;
  pass: boolean;
  why: string[];
}

export interface Capacity {
  name: string;
  connected: number;
  connectFailed: number;
  connectSeconds: number;
  steps: Step[];
  /** The highest rate that passed (0: none). */
  max: number;
  /** The round of `--repeat` it was measured in (bench/chat.ts; 1 when not repeated). */
  round?: number;
}

function judge(s: Omit<Step, 'pass' | 'why'>, target: number, orderRequired: boolean): string[] {
  const why: string[] = [];
  if (!(s.p99 <= target)) why.push(`p99 ${fmt(s.p99)} ms`);
  // Without a drain, deliveries still queued count as lost here: the step fails either way.
  if (s.lost) why.push(`${s.lost} ${s.drained ? 'lost' : 'not delivered yet'}`);
  if (s.duplicated) why.push(`${s.duplicated} duplicated`);
  if (s.ackFailed) why.push(`${s.ackFailed} refused`);
  if (s.unacked) why.push(`${s.unacked} unacked`);
  if (s.outOfOrder && orderRequired) why.push(`${s.outOfOrder} out of order`);
  if (!s.drained) why.push('backlog did not drain');
  return why;
}

function stepOf(rate: number, reports: Report[], world: BenchWorld, extra: { cores: number; dbCores: number; genCores: number; drainSeconds: number; drained: boolean }, opts: CapacityOptions): Step {
  const d = checkDeliveries(reports, world);
  const [p50, p99, p999, max] = percentiles(reports.map((r) => r.hist), [0.5, 0.99, 0.999]);
  const s = {
    rate,
    sent: total(reports, 'sent'),
    acked: total(reports, 'ackOk'),
    ackFailed: total(reports, 'ackFail'),
    ackErrors: ackErrorsOf(reports),
    unacked: total(reports, 'unacked'),
    p50: p50!,
    p99: p99!,
    p999: p999!,
    max: max!,
    lost: d.lost,
    duplicated: d.duplicated,
    unexpected: d.unexpected,
    outOfOrder: total(reports, 'outOfOrder'),
    closed: total(reports, 'closedDuringRun'),
    deliveriesPerSec: total(reports, 'measuredDeliveries') / opts.stepSeconds,
    load: loadavg()[0]!,
    ...extra,
  };
  const why = judge(s, opts.p99TargetMs, opts.orderRequired);
  return { ...s, pass: why.length === 0, why };
}

export function printStep(name: string, s: Step) {
  const cols = [
    `${String(s.rate).padStart(5)} msg/s`,
    `sent ${s.sent}`,
    `p50 ${fmt(s.p50)} ms`,
    `p99 ${fmt(s.p99)} ms`,
    `p99.9 ${fmt(s.p999)} ms`,
    `max ${fmt(s.max)} ms`,
    `lost ${s.lost} dup ${s.duplicated} unexpected ${s.unexpected}`,
    `out-of-order ${s.outOfOrder}`,
    `sockets closed ${s.closed}`,
    `${fmt(s.deliveriesPerSec, 0)} deliveries/s`,
    `${fmt(s.cores, 2)} core (database ${fmt(s.dbCores, 2)}, generators ${fmt(s.genCores, 2)})`,
    `drain ${fmt(s.drainSeconds)} s`,
    `load ${fmt(s.load, 2)}`,
  ];
  console.log(`[${name}] ${new Date().toISOString().slice(11, 19)} ${cols.join(' | ')} → ${s.pass ? 'PASS' : `FAIL (${s.why.join(', ')})`}${s.ackErrors.length ? ` [${s.ackErrors.join('; ')}]` : ''}`);
}

/** Steps the rate up on `urls` (one per server process; `pids` are measured for CPU) and finds the capacity. */
export async function capacity(name: string, urls: string[], pids: number[], world: BenchWorld, opts: CapacityOptions): Promise<Capacity> {
  console.log(`\n[${name}] capacity: ${world.sockets.length} sockets via ${opts.generators} generators → ${urls.join(', ')}; steps ${opts.rates.join(', ')} msg/s, ${opts.warmupSeconds} + ${opts.stepSeconds} s each; pushes out of order ${opts.orderRequired ? 'fail a step' : 'counted, not failing a step (several nodes)'}`);
  const { gens, connect } = await openGenerators(opts.generators, world, urls);
  const c = await connect();
  const result: Capacity = {
    name,
    connected: c.reduce((n, x) => n + x.ok, 0),
    connectFailed: c.reduce((n, x) => n + x.failed, 0),
    connectSeconds: Math.max(...c.map((x) => x.ms)) / 1000,
    steps: [],
    max: 0,
  };
  console.log(`[${name}] connected and authenticated ${result.connected} (failed ${result.connectFailed}) in ${fmt(result.connectSeconds)} s`);
  await sleep(3000);
  if (opts.warmStartSeconds > 0) {
    const rate = Math.max(1, Math.round(opts.rates[0]! / 2));
    console.log(`[${name}] warm start: ${opts.warmStartSeconds} s at ${rate} msg/s, not measured`);
    const tag = runTag();
    await Promise.all(gens.map((g, j) => g.ask({ cmd: 'run', rate: rate / gens.length, warmupMs: 0, durationMs: opts.warmStartSeconds * 1000, tag: `${tag}g${j}` }, 'sent')));
    await drain(gens, opts.maxDrainSeconds * 1000);
    await Promise.all(gens.map((g) => g.ask({ cmd: 'reset' }, 'reset')));
  }
  const cpu = () => pids.reduce((n, pid) => n + cpuSecondsOf(pid), 0);
  const sum = (ps: number[]) => ps.reduce((n, pid) => n + cpuSecondsOf(pid), 0);
  // Backends come and go with the pool; the ones alive at both ends of a step carry its work.
  const dbPids = () => spawnSync('pgrep', ['-u', 'postgres']).stdout.toString().split('\n').filter(Boolean).map(Number);
  const genPids = gens.map((g) => g.child.pid!);
  let fails = 0;
  for (const [i, rate] of opts.rates.entries()) {
    const cpu0 = cpu();
    const db0 = new Map(dbPids().map((pid) => [pid, cpuSecondsOf(pid)]));
    const gen0 = sum(genPids);
    const t0 = Date.now();
    const tag = runTag();
    await Promise.all(gens.map((g, j) => g.ask({ cmd: 'run', rate: rate / gens.length, warmupMs: opts.warmupSeconds * 1000, durationMs: opts.stepSeconds * 1000, tag: `${tag}g${j}` }, 'sent')));
    const d = await drain(gens, opts.maxDrainSeconds * 1000);
    const span = (Date.now() - t0) / 1000;
    const cores = (cpu() - cpu0) / span;
    const dbCores = dbPids().reduce((n, pid) => n + cpuSecondsOf(pid) - (db0.get(pid) ?? 0), 0) / span;
    const genCores = (sum(genPids) - gen0) / span;
    const reports = await Promise.all(gens.map((g) => g.ask<Report>({ cmd: 'report' }, 'report')));
    const step = stepOf(rate, reports, world, { cores, dbCores, genCores, drainSeconds: d.ms / 1000, drained: d.drained }, opts);
    printStep(name, step);
    result.steps.push(step);
    if (step.pass) result.max = Math.max(result.max, rate);
    fails = step.pass ? 0 : fails + 1;
    if (!d.drained || fails >= opts.maxFails || i === opts.rates.length - 1) break;
    await Promise.all(gens.map((g) => g.ask({ cmd: 'reset' }, 'reset')));
  }
  for (const g of gens) g.child.send({ cmd: 'close' });
  await sleep(500);
  return result;
}

/** The steps of every measured target side by side, and server max / relay max against the ratio target. */
export function printCapacity(results: Capacity[], ratioTarget: number) {
  const rounds = [...new Set(results.map((r) => r.round ?? 1))];
  const label = (r: Capacity) => (rounds.length > 1 ? `${r.name} [round ${r.round ?? 1}]` : r.name);
  console.log('\n== capacity (highest rate with delivery p99 within target, nothing lost / duplicated / refused, in order)');
  for (const r of results) {
    console.log(`\n  ${label(r)}: ${r.connected} sockets (${r.connectFailed} failed) → capacity ${r.max || 'below the first step'} msg/s`);
    for (const s of r.steps) {
      console.log(
        `    ${String(s.rate).padStart(5)} msg/s  p50 ${fmt(s.p50).padStart(8)}  p99 ${fmt(s.p99).padStart(8)} ms  lost/dup ${s.lost}/${s.duplicated}  ooo ${s.outOfOrder}  ${fmt(s.deliveriesPerSec, 0).padStart(6)} deliv/s  ${fmt(s.cores, 2)} core  db ${fmt(s.dbCores, 2)}  gen ${fmt(s.genCores, 2)}  load ${fmt(s.load, 2)}  ${s.pass ? 'PASS' : 'FAIL'}`,
      );
    }
  }
  // Each server against the relay of its own round.
  for (const round of rounds) {
    const mine = results.filter((r) => (r.round ?? 1) === round);
    const relay = mine.find((r) => r.name.startsWith('relay'));
    if (!relay) continue;
    for (const r of mine) {
      if (r === relay) continue;
      const ratio = relay.max ? r.max / relay.max : NaN;
      console.log(`\n  ${label(r)} / relay: ${r.max} / ${relay.max} msg/s = ${fmt(ratio, 2)} (target ≥ ${ratioTarget}): ${ratio >= ratioTarget ? 'PASS' : 'FAIL'}`);
    }
  }
  if (rounds.length < 2) return;
  // One round can be decided by one stall of the server or the relay on a shared box: the medians are the figure.
  const names = [...new Set(results.map((r) => r.name))];
  const maxes = (name: string) => results.filter((r) => r.name === name).map((r) => r.max);
  const relayName = names.find((n) => n.startsWith('relay'));
  console.log(`\n== medians of ${rounds.length} rounds`);
  for (const name of names) console.log(`  ${name}: ${maxes(name).join(', ')} msg/s → median ${median(maxes(name))}`);
  if (!relayName) return;
  const relayMedian = median(maxes(relayName));
  for (const name of names) {
    if (name === relayName) continue;
    const ratio = relayMedian ? median(maxes(name)) / relayMedian : NaN;
    console.log(`  ${name} / relay, medians: ${median(maxes(name))} / ${relayMedian} msg/s = ${fmt(ratio, 2)} (target ≥ ${ratioTarget}): ${ratio >= ratioTarget ? 'PASS' : 'FAIL'}`);
  }
}
