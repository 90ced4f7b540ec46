import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../support/server-process.js';
import { call, ChatClient, freePort, fullHistory, registerUser, serverData, sleep, startServerProcess, type ServerData } from './support.js';

/**
 * SIGTERM while sockets still have frames queued: the server should finish (or refuse) what it already read
 * before it closes the database, as it does for HTTP requests in flight (tests/kernel/process.test.ts).
 */
let data: ServerData;
let server: ServerProcess;
let port: number;

beforeAll(async () => {
  data = await serverData('term');
  port = await freePort();
  server = startServerProcess(port, data, { LOG_LEVEL: process.env.SHUTDOWN_DEBUG ? 'debug' : 'warn' });
  await server.ready();
}, 120_000);
afterAll(async () => {
  if (server.child.exitCode === null && server.child.signalCode === null) await server.stop();
  await data?.drop();
});

describe(`SIGTERM with socket frames queued (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('exits 0 without running queued sends against a closed database; whatever was acknowledged is stored', async () => {
    const users = [];
    for (let i = 0; i < 4; i++) users.push(await registerUser(server.base, `Term${i}`));
    const g = await call(server.base, 'chatCreateGroup', { token: users[0]!.token, body: { name: 'Shutdown', memberIds: users.slice(1).map((u) => u.id) } });
    const clients = users.map((u, i) => new ChatClient({ name: `T${i}`, user: u, url: `ws://127.0.0.1:${port}/ws`, base: server.base, timeScale: 0.05 }).start());
    await Promise.all(clients.map((c) => c.waitState('authenticated', 10_000)));
    // One more socket that only listens, to see the close code (docs/chat.md: server shutting down → 1012, service restart).
    const watcher = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    const closeCode = new Promise<number>((resolve) => watcher.on('close', (c) => resolve(c)));
    await new Promise((r) => watcher.on('open', r));
    watcher.send(JSON.stringify({ type: 'auth', token: users[0]!.wsToken }));
    await new Promise((r) => watcher.once('message', r));
    // 4 × 20 sends without waiting, then SIGTERM at once.
    for (let i = 0; i < 20; i++) for (const c of clients) c.send(g.data.id, `${c.name} ${i}`);
    await sleep(5);
    server.child.kill('SIGTERM');
    const code = await server.exited;
    for (const c of clients) c.stop();
    const acked = clients.flatMap((c) => [...c.outbox.values()].filter((o) => o.state === 'sent'));
    if (process.env.SHUTDOWN_DEBUG) console.log(server.output().split('\n').filter((l) => !/incoming request|request completed/.test(l)).slice(-40).join('\n'));
    expect.soft(code, `exit code (output: ${server.output().slice(-600)})`).toBe(0);
    expect.soft(server.output(), 'queued frames ran after the database was closed').not.toMatch(/driver has already been destroyed|unhandled error/);
    expect.soft(await closeCode, 'close code of a socket when the server shuts down').toBe(1012);

    // Whatever was acknowledged is there after a restart.
    server = startServerProcess(port, data);
    await server.ready();
    const texts = new Set((await fullHistory(server.base, users[0]!, g.data.id)).map((m) => m.content.text));
    expect(acked.filter((o) => !texts.has(o.text)).map((o) => o.text)).toEqual([]);
    console.log('[sigterm]', { acknowledgedBeforeExit: acked.length, stored: texts.size, sent: 80 });
  }, 120_000);
});
