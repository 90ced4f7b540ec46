import net from 'node:net';
import { sql } from 'kysely';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeSign } from '../../src/core/signing.js';
import { openDatabase, pgliteDirFor } from '../../src/db/database.js';
import type { ServerProcess } from '../support/server-process.js';
import { call, DEV_SIGN_KEY, freePort, fullHistory, registerUser, serverData, sleep, startServerProcess, type ChatUser, type ServerData } from '../chat-faults/support.js';

/**
 * SIGTERM on the real process (`node … src/main.ts`; docs/operations.md, "Graceful restart"): sockets are closed with
 * 1012 at once, new connections are refused, requests in flight finish (a send whose body was still arriving is
 * stored and answered), a request that reaches the node meanwhile on a kept-alive connection finds /readyz 503 and
 * /healthz 200, the process exits 0, and its log lines are JSON carrying the request id the caller (nginx) sent.
 * On PGlite, a job a dead process left `running` under its lease runs at the next start, not 5 minutes later.
 */
let data: ServerData;
let server: ServerProcess;
let port: number;
const onPglite = !process.env.TEST_DATABASE_URL;
/** The sender and conversation of the first test, read again after the restart. */
let sender: ChatUser;
let conversationId = 0;

beforeAll(async () => {
  data = await serverData('grace');
  port = await freePort();
  server = startServerProcess(port, data, { SEED_DEMO: 'false', LOG_LEVEL: 'info' });
  await server.ready();
}, 120_000);
afterAll(async () => {
  if (server.child.exitCode === null && server.child.signalCode === null) await server.stop();
  await data?.drop();
});

/** A socket authenticated as `user`: when it was closed, and with which code. */
async function socketOf(user: ChatUser) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
  const closed = new Promise<{ code: number; at: number }>((resolve) => ws.on('close', (code) => resolve({ code, at: Date.now() })));
  await new Promise((r) => ws.on('open', r));
  ws.send(JSON.stringify({ type: 'auth', token: user.wsToken }));
  await new Promise((r) => ws.once('message', r));
  return { closed };
}

interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Splits what came back on one connection into its HTTP/1.1 replies (bodies by Content-Length). */
function replies(raw: Buffer): RawReply[] {
  const out: RawReply[] = [];
  let rest = raw;
  while (rest.length > 0) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) break;
    const [statusLine, ...lines] = rest.subarray(0, end).toString().split('\r\n');
    const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
    const length = Number(headers['content-length'] ?? 0);
    out.push({ status: Number(statusLine!.split(' ')[1]), headers, body: rest.subarray(end + 4, end + 4 + length).toString() });
    rest = rest.subarray(end + 4 + length);
  }
  return out;
}

/**
 * A send over a raw connection, in flight: its headers and half its body now; `finish` sends the rest and then
 * `next` (a GET on the same kept-alive connection, pipelined) and resolves with every reply once the node closes it.
 */
function sendInFlight(user: ChatUser, conversationId: number, text: string, requestId: string) {
  const ts = Math.floor(Date.now() / 1000);
  const body = JSON.stringify({ conversation_id: conversationId, type: 'text', content: { text }, temp_id: requestId, _timestamp: ts, _sign: computeSign(DEV_SIGN_KEY, ts) });
  const socket = net.connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (d) => chunks.push(d));
  const ended = new Promise<Buffer>((resolve) => socket.on('close', () => resolve(Buffer.concat(chunks))));
  socket.write(
    `POST /api/message/send HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `token: ${user.token}\r\nlang: en\r\nx-request-id: ${requestId}\r\nConnection: keep-alive\r\n\r\n${body.slice(0, 20)}`,
  );
  return {
    async finish(next: string) {
      socket.write(`${body.slice(20)}GET ${next} HTTP/1.1\r\nHost: 127.0.0.1\r\nlang: en\r\n\r\n`);
      return replies(await ended);
    },
  };
}

describe(`SIGTERM on a server process (${onPglite ? 'PGlite' : 'PostgreSQL'})`, () => {
  it('1012 to sockets at once, no new connections, in-flight sends finish, /readyz 503 and /healthz 200 meanwhile, exit 0, JSON logs with the request id', async () => {
    const a = await registerUser(server.base, 'GraceA');
    const b = await registerUser(server.base, 'GraceB');
    const single = await call<{ id: number }>(server.base, 'chatCreateSingle', { token: a.token, body: { target_id: b.id } });
    [sender, conversationId] = [a, single.data.id];
    const watcher = await socketOf(b);
    const first = sendInFlight(a, single.data.id, 'sent while the node stops (1)', 'ops-grace-1');
    const second = sendInFlight(a, single.data.id, 'sent while the node stops (2)', 'ops-grace-2');
    await sleep(300); // both requests' headers are in: they are in flight

    const killedAt = Date.now();
    server.child.kill('SIGTERM');
    const closed = await watcher.closed;
    expect(closed.code, 'the socket is told: service restart').toBe(1012);
    expect(closed.at - killedAt, 'sockets closed at once').toBeLessThan(1000);
    await expect(fetch(`${server.base}/healthz`), 'a new connection is refused').rejects.toThrow();

    const [r1, r2] = await Promise.all([first.finish('/readyz'), second.finish('/healthz')]);
    expect(r1.map((r) => r.status), 'the in-flight send, then /readyz on its connection').toEqual([200, 503]);
    expect(r2.map((r) => r.status), 'the in-flight send, then /healthz on its connection').toEqual([200, 200]);
    expect(JSON.parse(r1[0]!.body)).toMatchObject({ code: 200, data: { temp_id: 'ops-grace-1', content: { text: 'sent while the node stops (1)' } } });
    expect(r1[0]!.headers['x-request-id']).toBe('ops-grace-1');
    expect(JSON.parse(r1[1]!.body)).toMatchObject({ code: 503, data: { status: 'shutting_down' } });
    expect(JSON.parse(r2[1]!.body)).toMatchObject({ code: 200, data: { status: 'ok', shutting_down: true } });
    expect(await server.exited).toBe(0);

    // The log: one JSON object per line, the same shape on every node; the send's lines carry the id the caller sent.
    const lines = server.output().split('\n').filter(Boolean);
    const parsed = lines.map((l) => JSON.parse(l) as { level: number; time: number; pid: number; hostname: string; msg: string; reqId?: string });
    for (const p of parsed) expect(Object.keys(p)).toEqual(expect.arrayContaining(['level', 'time', 'pid', 'hostname', 'msg']));
    const mine = parsed.filter((p) => p.reqId === 'ops-grace-1').map((p) => p.msg);
    expect(mine).toEqual(['incoming request', 'request completed']);
    expect(parsed.map((p) => p.msg)).toEqual(expect.arrayContaining(['shutting down', 'shut down']));
    console.log('[graceful-shutdown]', { socketClosedMs: closed.at - killedAt, logLines: parsed.length });
  }, 60_000);

  it('started again: both sends stored, once each; on PGlite a job left running by a dead process runs at once', async () => {
    let orphanId: string | null = null;
    if (onPglite) {
      // The folder is free (the process exited): leave a job as a process killed mid-run would, leased for 5 minutes.
      const db = await openDatabase({ pgliteDir: pgliteDirFor(data.dataDir), pgliteWorker: false });
      const row = await sql<{ id: string }>`
        insert into scheduled_job (kind, payload, run_at, status, attempts, locked_by, locked_until)
        values ('payments.expire', '{"orderId": 987654321}', now() - interval '1 minute', 'running', 1, 'dead-node', now() + interval '5 minutes')
        returning id`.execute(db.db);
      orphanId = String(row.rows[0]!.id);
      await db.close();
    }
    server = startServerProcess(port, data, { SEED_DEMO: 'false' });
    await server.ready();
    const texts = (await fullHistory(server.base, sender, conversationId)).map((m) => m.content.text);
    expect([...texts].sort()).toEqual(['sent while the node stops (1)', 'sent while the node stops (2)']);
    const metrics = async () => (await fetch(`${server.base}/metrics`)).text();
    if (orphanId) {
      const deadline = Date.now() + 10_000;
      while (!/haiwai_timer_jobs_total\{kind="payments.expire",outcome="done"\} 1/.test(await metrics())) {
        if (Date.now() > deadline) throw new Error(`the orphaned job did not run:\n${(await metrics()).split('\n').filter((l) => l.includes('timer')).join('\n')}`);
        await sleep(200);
      }
      expect(server.output()).toMatch(/jobs left running by a previous process are due again/);
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 90_000);
});
