/**
 * What bench/chat.ts's fixed-rate mode and bench/chat-capacity.ts share: the load-generator processes
 * (bench/chat-load.ts) and their IPC, the drain after sending, and the reading of their reports (latency
 * percentiles, lost / duplicated deliveries of acknowledged messages).
 */
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { BENCH } from './lib.ts';
import type { BenchSocket, BenchWorld } from './chat-setup.ts';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let runs = 0;
/**
 * A prefix for the temp ids of one sending run, unique in the bench: targets share the database, and a temp id
 * the same sender used before is a resend (answered with the old message, pushed to no one).
 */
export const runTag = () => `r${++runs}`;

export class Generator {
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

export interface Report {
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

/** utime + stime of a process in seconds (Linux /proc; clock ticks of 1/100 s). */
export function cpuSecondsOf(pid: number) {
  try {
    const stat = spawnSync('cat', [`/proc/${pid}/stat`]).stdout.toString();
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** Percentiles (and the max, last) of sparse 0.1 ms histograms `[bucket, count, …]`. */
export function percentiles(sparse: number[][], qs: number[]) {
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

/**
 * Forks `n` generators and has them open and authenticate the world's sockets, round-robin (so every
 * conversation has members on every generator); socket i connects to `urls[i % urls.length]`, so with
 * several server processes every conversation spans all of them too.
 */
export async function openGenerators(n: number, world: BenchWorld, urls: string[]) {
  const gens = Array.from({ length: n }, () => new Generator());
  await Promise.all(gens.map((g) => g.up()));
  const shares: (BenchSocket & { url: string })[][] = gens.map(() => []);
  world.sockets.forEach((s, i) => shares[i % n]!.push({ ...s, url: urls[i % urls.length]! }));
  const connect = () => Promise.all(gens.map((g, i) => g.ask<{ ok: number; failed: number; ms: number }>({ cmd: 'connect', url: urls[0], sockets: shares[i], concurrency: 64 }, 'connected')));
  return { gens, connect };
}

/**
 * Waits until every send is acknowledged and nothing new arrived for `quietMs`, at most `maxMs`.
 * Returns whether it drained, and how long it took.
 */
export async function drain(gens: Generator[], maxMs: number, quietMs = 2000): Promise<{ drained: boolean; ms: number }> {
  const started = Date.now();
  let last = -1;
  let still = Date.now();
  while (Date.now() - started < maxMs) {
    await sleep(500);
    const counts = await Promise.all(gens.map((g) => g.ask<{ allDeliveries: number; unacked: number }>({ cmd: 'count' }, 'count')));
    const total = counts.reduce((n, x) => n + x.allDeliveries, 0);
    const unacked = counts.reduce((n, x) => n + x.unacked, 0);
    if (total !== last || unacked > 0) {
      last = total;
      still = Date.now();
    } else if (Date.now() - still >= quietMs) return { drained: true, ms: Date.now() - started };
  }
  return { drained: false, ms: Date.now() - started };
}

export interface Deliveries {
  expected: number;
  delivered: number;
  lost: number;
  duplicated: number;
  /** Deliveries of seqs no generator saw acknowledged. */
  unexpected: number;
}

/** Every acknowledged message must reach every other member exactly once. */
export function checkDeliveries(reports: Report[], world: BenchWorld): Deliveries {
  const gotByUser = new Map<number, Map<number, number>>();
  for (const r of reports) {
    for (const g of r.got) {
      const m = new Map<number, number>();
      for (let i = 0; i < g.seqs.length; i += 2) m.set(g.seqs[i]!, g.seqs[i + 1]!);
      gotByUser.set(g.user, m);
    }
  }
  const d: Deliveries = { expected: 0, delivered: 0, lost: 0, duplicated: 0, unexpected: 0 };
  const ackedSeqs = new Map<number, Set<number>>();
  for (const r of reports) {
    for (let i = 0; i < r.acked.length; i += 3) {
      const [conv, seq, sender] = [r.acked[i]!, r.acked[i + 1]!, r.acked[i + 2]!];
      let set = ackedSeqs.get(conv);
      if (!set) ackedSeqs.set(conv, (set = new Set()));
      set.add(seq);
      for (const u of world.members.get(conv) ?? []) {
        if (u === sender) continue;
        d.expected += 1;
        const n = gotByUser.get(u)?.get(seq) ?? 0;
        if (n === 0) d.lost += 1;
        else d.delivered += 1;
        if (n > 1) d.duplicated += n - 1;
      }
    }
  }
  const convOf = new Map(world.sockets.map((s) => [s.userId, s.conv]));
  for (const [user, seqs] of gotByUser) {
    const acked = ackedSeqs.get(convOf.get(user)!) ?? new Set();
    for (const [seq, n] of seqs) if (!acked.has(seq)) d.unexpected += n;
  }
  return d;
}

/** Sums over reports. */
export const total = (reports: Report[], key: 'sent' | 'ackOk' | 'ackFail' | 'unacked' | 'measuredDeliveries' | 'outOfOrder' | 'closedDuringRun') => reports.reduce((n, r) => n + r[key], 0);

export function ackErrorsOf(reports: Report[]) {
  const errors = new Map<string, number>();
  for (const r of reports) for (const [k, n] of r.ackErrors) errors.set(k, (errors.get(k) ?? 0) + n);
  return [...errors].map(([k, n]) => `${n}× ${k}`);
}
