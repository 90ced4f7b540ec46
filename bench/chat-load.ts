/**
 * One load-generator process of the chat benchmark (forked by bench/chat.ts; several run side by side).
 * It opens and authenticates its share of the sockets, then sends messages at its share of the rate from
 * randomly chosen sockets of its own, and records for every received `new_message` the delivery latency
 * (the send time travels in the text) and which seq each socket got, so the parent can count lost and
 * duplicated deliveries. Frames are read with string searches, not JSON.parse, to keep this side cheap.
 *
 * IPC: parent → {cmd:'connect', url, sockets, concurrency} → {ev:'connected', ok, failed, ms}
 *      parent → {cmd:'run', rate, warmupMs, durationMs} → {ev:'sent'} when sending is over
 *      parent → {cmd:'count'} → {ev:'count', allDeliveries, unacked}
 *      parent → {cmd:'report'} → {ev:'report', ...}; {cmd:'reset'} → {ev:'reset'} (counts start again)
 */
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import path from 'node:path';
import type WebSocketType from 'ws';

// The repository's ws (the one the server uses), not bench/node_modules' older copy pulled in by lighthouse.
const WebSocket = createRequire(path.resolve(import.meta.dirname, '../package.json'))('ws') as typeof WebSocketType;
type WebSocket = WebSocketType;
import type { BenchSocket } from './chat-setup.ts';

const now = () => performance.timeOrigin + performance.now();
/** Histogram: 0.1 ms buckets up to 60 s. */
const BUCKET_MS = 0.1;
const hist = new Uint32Array(600_000);
let histOverflow = 0;

interface Sock {
  s: BenchSocket;
  ws: WebSocket | null;
  authed: boolean;
  /** received count per seq (index = seq) */
  got: Uint8Array;
  index: number;
  /** highest seq received so far */
  max: number;
}
const socks: Sock[] = [];
let sent = 0;
let ackOk = 0;
let ackFail = 0;
const ackErrors = new Map<string, number>();
/** conv, seq, sender for every acknowledged message */
const acked: number[] = [];
let measuredDeliveries = 0;
let allDeliveries = 0;
let firstMeasured = 0;
let lastMeasured = 0;
let unparsed = 0;
/** pushes that arrived after a higher seq of the same conversation had (reordered fan-out) */
let outOfOrder = 0;
let closedDuringRun = 0;
let running = false;
const pendingAcks = new Map<string, number>();
const ackLatency = new Uint32Array(600_000);

function record(h: Uint32Array, ms: number) {
  const b = Math.floor(ms / BUCKET_MS);
  if (b >= 0 && b < h.length) h[b]! += 1;
  else histOverflow += 1;
}

function intAfter(str: string, key: string, from = 0) {
  const i = str.indexOf(key, from);
  if (i < 0) return -1;
  let j = i + key.length;
  let n = 0;
  let c = str.charCodeAt(j);
  while (c >= 48 && c <= 57) {
    n = n * 10 + (c - 48);
    c = str.charCodeAt(++j);
  }
  return n;
}

function onFrame(k: Sock, raw: WebSocketType.RawData) {
  const str = raw.toString();
  if (str.startsWith('{"type":"new_message"')) {
    const seq = intAfter(str, '"seq":');
    // text: "B|<phase>|<send time ms>|<tag>"
    const t = str.indexOf('"text":"B|');
    if (seq < 0 || t < 0) {
      unparsed += 1;
      return;
    }
    const phase = str.charCodeAt(t + 10) - 48;
    const end = str.indexOf('|', t + 12);
    const sentAt = Number(str.slice(t + 12, end));
    const at = now();
    if (seq >= k.got.length) {
      const bigger = new Uint8Array(Math.max(seq + 1, k.got.length * 2));
      bigger.set(k.got);
      k.got = bigger;
    }
    if (k.got[seq]! < 255) k.got[seq]! += 1;
    if (seq < k.max) outOfOrder += 1;
    else k.max = seq;
    allDeliveries += 1;
    if (phase === 1) {
      record(hist, at - sentAt);
      measuredDeliveries += 1;
      if (!firstMeasured) firstMeasured = at;
      lastMeasured = at;
    }
    return;
  }
  if (str.startsWith('{"type":"message_ack"')) {
    const tq = str.indexOf('"temp_id":"');
    const tempId = tq >= 0 ? str.slice(tq + 11, str.indexOf('"', tq + 11)) : '';
    const code = intAfter(str, '"code":');
    const started = pendingAcks.get(tempId);
    pendingAcks.delete(tempId);
    if (code === 200) {
      ackOk += 1;
      const seq = intAfter(str, '"seq":');
      acked.push(k.s.conv, seq, k.s.userId);
      if (started !== undefined) record(ackLatency, now() - started);
    } else {
      ackFail += 1;
      const m = /"message":"([^"]*)"/.exec(str)?.[1] ?? String(code);
      ackErrors.set(`${code} ${m}`, (ackErrors.get(`${code} ${m}`) ?? 0) + 1);
    }
    return;
  }
  if (str.startsWith('{"type":"auth_result"')) {
    k.authed = str.includes('"success":true');
    authWaiters.get(k.index)?.(k.authed);
    return;
  }
}

const authWaiters = new Map<number, (ok: boolean) => void>();

function open(url: string, k: Sock): Promise<boolean> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    k.ws = ws;
    const timer = setTimeout(() => done(false), 60_000);
    const done = (ok: boolean) => {
      clearTimeout(timer);
      authWaiters.delete(k.index);
      resolve(ok);
    };
    authWaiters.set(k.index, done);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token: k.s.token, device_info: { platform: 'bench' } })));
    ws.on('message', (raw) => onFrame(k, raw));
    ws.on('error', () => done(false));
    ws.on('close', () => {
      if (running) closedDuringRun += 1;
      done(false);
    });
  });
}

/** Each socket connects to its own `url` when it has one (several server processes), else to `url`. */
async function connectAll(url: string, sockets: (BenchSocket & { url?: string })[], concurrency: number) {
  const started = Date.now();
  sockets.forEach((s, index) => socks.push({ s, ws: null, authed: false, got: new Uint8Array(16), index, max: 0 }));
  let next = 0;
  let ok = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < socks.length) {
        const k = socks[next++]!;
        if (await open((k.s as { url?: string }).url ?? url, k)) ok += 1;
        else failed += 1;
      }
    }),
  );
  return { ok, failed, ms: Date.now() - started };
}

/** Sends `rate` messages per second for warmup + duration, from random sockets, in 5 ms ticks. */
function run(rate: number, warmupMs: number, durationMs: number, tag: string): Promise<void> {
  running = true;
  const t0 = Date.now();
  let due = 0;
  let n = 0;
  // A fixed keep-alive ping per socket is not needed: the run is shorter than the server's 90 s idle limit.
  return new Promise((resolve) => {
    const tick = setInterval(() => {
      const elapsed = Date.now() - t0;
      if (elapsed >= warmupMs + durationMs) {
        clearInterval(tick);
        resolve();
        return;
      }
      const phase = elapsed < warmupMs ? 0 : 1;
      const should = Math.floor((elapsed * rate) / 1000);
      due = should - n;
      for (; due > 0; due--) {
        const k = socks[Math.floor(Math.random() * socks.length)]!;
        if (!k.authed || !k.ws || k.ws.readyState !== WebSocket.OPEN) continue;
        n += 1;
        const tempId = `${tag}-${n}`;
        const sentAt = now();
        pendingAcks.set(tempId, sentAt);
        k.ws.send(`{"type":"send_message","data":{"conversation_id":${k.s.conv},"type":"text","content":{"text":"B|${phase}|${sentAt.toFixed(3)}|${tempId}"},"temp_id":"${tempId}"}}`);
        sent += 1;
      }
      n = Math.max(n, should);
    }, 5);
  });
}

/**
 * Forgets what was counted (between the steps of a capacity run, once the previous step drained): counts,
 * histograms, acknowledged messages and received seqs. The highest seq seen per socket stays, so a push of an
 * earlier step arriving late still counts as out of order (and as unexpected: its ack is forgotten).
 */
function reset() {
  sent = ackOk = ackFail = measuredDeliveries = allDeliveries = firstMeasured = lastMeasured = unparsed = outOfOrder = histOverflow = 0;
  ackErrors.clear();
  acked.length = 0;
  hist.fill(0);
  ackLatency.fill(0);
  for (const k of socks) k.got.fill(0);
}

process.on('message', async (msg: any) => {
  if (msg.cmd === 'connect') {
    // The spec's client pings every 30 s (the server closes sockets silent for 90 s); spread over the interval,
    // and from the start: on a busy machine connecting 10,000 sockets can take longer than 90 s.
    let p = 0;
    setInterval(() => {
      const slice = Math.ceil(socks.length / 30);
      for (let i = 0; i < slice && socks.length > 0; i++, p = (p + 1) % socks.length) {
        const k = socks[p]!;
        if (k.authed && k.ws?.readyState === WebSocket.OPEN) k.ws.send(`{"type":"ping","timestamp":${Date.now()}}`);
      }
    }, 1000).unref();
    const r = await connectAll(msg.url, msg.sockets, msg.concurrency);
    process.send!({ ev: 'connected', ...r });
  } else if (msg.cmd === 'run') {
    await run(msg.rate, msg.warmupMs, msg.durationMs, msg.tag);
    process.send!({ ev: 'sent', sent });
  } else if (msg.cmd === 'count') {
    process.send!({ ev: 'count', allDeliveries, unacked: pendingAcks.size });
  } else if (msg.cmd === 'ping') {
    // keep sockets alive between phases
    for (const k of socks) if (k.ws?.readyState === WebSocket.OPEN) k.ws.send(`{"type":"ping","timestamp":${Date.now()}}`);
    process.send!({ ev: 'pinged' });
  } else if (msg.cmd === 'reset') {
    reset();
    process.send!({ ev: 'reset' });
  } else if (msg.cmd === 'report') {
    running = false;
    const got: { conv: number; user: number; seqs: number[] }[] = [];
    for (const k of socks) {
      const seqs: number[] = [];
      for (let i = 1; i < k.got.length; i++) if (k.got[i]) seqs.push(i, k.got[i]!);
      got.push({ conv: k.s.conv, user: k.s.userId, seqs });
    }
    const sparse = (h: Uint32Array) => {
      const out: number[] = [];
      for (let i = 0; i < h.length; i++) if (h[i]) out.push(i, h[i]!);
      return out;
    };
    process.send!({
      ev: 'report',
      sent,
      ackOk,
      ackFail,
      ackErrors: [...ackErrors],
      unacked: pendingAcks.size,
      acked,
      got,
      hist: sparse(hist),
      ackHist: sparse(ackLatency),
      histOverflow,
      measuredDeliveries,
      allDeliveries,
      measuredSpanMs: lastMeasured - firstMeasured,
      unparsed,
      outOfOrder,
      closedDuringRun,
      authed: socks.filter((k) => k.authed && k.ws?.readyState === WebSocket.OPEN).length,
    });
  } else if (msg.cmd === 'close') {
    for (const k of socks) k.ws?.terminate();
    setTimeout(() => process.exit(0), 200);
  }
});
process.send!({ ev: 'up' });
