import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../support/server-process.js';
import { allSettled, burst, expectBackoff, makeWorld, pushStats, storedTempIds, untilAcked, verifyExactlyOnce, type World } from './scenario.js';
import { ChatClient, freePort, serverData, startServerProcess, type Msg, type ServerData } from './support.js';

/**
 * The server process is killed with SIGKILL while six senders have messages in flight, then started again on
 * the same data (PGlite folder, or PostgreSQL with TEST_DATABASE_URL). The clients reconnect with the spec's
 * backoff (time scale 0.2), resend what they show as failed with the same temp ids, and catch up.
 */
const TIME_SCALE = 0.2;

let data: ServerData;
let port: number;
let server: ServerProcess | null = null;
let w: World | null = null;

beforeAll(async () => {
  data = await serverData('crash');
  port = await freePort();
  server = startServerProcess(port, data);
  await server.ready();
}, 120_000);

afterAll(async () => {
  for (const c of w?.clients ?? []) c.stop();
  if (server && server.child.exitCode === null && server.child.signalCode === null) await server.stop();
  await data?.drop();
});

describe(`server killed (SIGKILL) with messages in flight, restarted on the same data (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('every acknowledged message is in every history exactly once, failed ones are resent once, no seq gap', async () => {
    const base = server!.base;
    const world = await makeWorld(base, 'Crash');
    const clients = world.users.map((u, i) => new ChatClient({ name: 'ABCDEF'[i]!, user: u, url: `ws://127.0.0.1:${port}/ws`, base, timeScale: TIME_SCALE }).start());
    w = { base, ...world, clients };
    await Promise.all(clients.map((c) => c.waitState('authenticated', 10_000)));

    // Ordinary traffic first, every ack awaited.
    burst(w, 'before', 2);
    await allSettled(w);

    // The burst: 6 senders × 8 messages without waiting; SIGKILL once a quarter are acknowledged.
    const inFlight = burst(w, 'burst', 8);
    await untilAcked(inFlight, Math.ceil(inFlight.length / 4));
    server!.child.kill('SIGKILL');
    const killedAt = Date.now();
    await server!.exited;
    await Promise.all(clients.map((c) => c.waitState('disconnected', 10_000).catch(() => undefined)));
    await new Promise((r) => setTimeout(r, 50));

    const ackedBefore: Msg[] = clients.flatMap((c) => [...c.outbox.values()].filter((o) => o.state === 'sent').map((o) => o.message!));
    const failed = clients.flatMap((c) => [...c.outbox.values()].filter((o) => o.state === 'failed'));
    expect(failed.length, 'messages without an ack when the server died').toBeGreaterThan(0);
    expect(ackedBefore.length).toBeGreaterThan(12);

    // Started again on the same data and port; the clients come back by themselves.
    server = startServerProcess(port, data);
    await server.ready();
    const restartMs = Date.now() - killedAt;
    await Promise.all(clients.map((c) => c.waitState('authenticated', 60_000)));
    const attempts = clients.map((c) => expectBackoff(c, killedAt));
    for (const c of clients) expect(c.gaveUp).toBe(false);

    // Which failed messages had been stored before the crash (ack lost) and which had not.
    let storedBeforeRetry = 0;
    for (const c of clients) {
      const mine = [...c.outbox.values()].filter((o) => o.state === 'failed').map((o) => o.tempId);
      storedBeforeRetry += (await storedTempIds(w, c, mine)).size;
    }

    // The person taps retry: same temp ids.
    for (const c of clients) c.retryFailed();
    await allSettled(w);

    // Traffic after the restart, then a last catch-up.
    burst(w, 'after', 2);
    await allSettled(w);
    await new Promise((r) => setTimeout(r, 300));
    await Promise.all(clients.map((c) => c.catchUp()));

    const report = await verifyExactlyOnce(w, ackedBefore);
    console.log('[server-crash]', {
      database: data.kind,
      restartMs,
      reconnectAttempts: attempts,
      ackedBeforeKill: ackedBefore.length,
      failedAtKill: failed.length,
      failedButStoredBeforeRetry: storedBeforeRetry,
      ...pushStats(w),
      ...report,
    });
  }, 180_000);
});
