import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../support/server-process.js';
import { allSettled, burst, expectBackoff, makeWorld, pushStats, storedTempIds, untilAcked, verifyExactlyOnce, type World } from './scenario.js';
import { ChatClient, CuttableProxy, freePort, serverData, sleep, startServerProcess, type Msg, type ServerData } from './support.js';

/**
 * The server keeps running; the network between clients and server fails. Every client talks through a TCP
 * proxy in this test, which either cuts every connection (both ends reset, then refuses new ones for a
 * while) or black-holes them (bytes silently dropped, nothing closed: the client only notices after 60 s
 * without a frame, scaled). Frames the server already read are still stored, but their acks are lost.
 */
const TIME_SCALE = 0.05;

let data: ServerData;
let server: ServerProcess;
const worlds: World[] = [];
const proxies: CuttableProxy[] = [];

beforeAll(async () => {
  data = await serverData('drop');
  server = startServerProcess(await freePort(), data);
  await server.ready();
}, 120_000);

afterAll(async () => {
  for (const w of worlds) for (const c of w.clients) c.stop();
  for (const p of proxies) await p.close();
  await server?.stop();
  await data?.drop();
});

async function setup(tag: string) {
  const proxy = await new CuttableProxy(server.port).listen();
  proxies.push(proxy);
  const base = server.base;
  const world = await makeWorld(base, tag);
  const clients = world.users.map((u, i) => new ChatClient({ name: `${tag}${'ABCDEF'[i]}`, user: u, url: `ws://127.0.0.1:${proxy.port}/ws`, base, timeScale: TIME_SCALE }).start());
  const w: World = { base, ...world, clients };
  worlds.push(w);
  await Promise.all(clients.map((c) => c.waitState('authenticated', 10_000)));
  burst(w, 'before', 2);
  await allSettled(w);
  return { w, proxy, clients };
}

const acked = (w: World): Msg[] => w.clients.flatMap((c) => [...c.outbox.values()].filter((o) => o.state === 'sent').map((o) => o.message!));

async function failedAndStored(w: World) {
  let failed = 0;
  let stored = 0;
  for (const c of w.clients) {
    const mine = [...c.outbox.values()].filter((o) => o.state === 'failed').map((o) => o.tempId);
    failed += mine.length;
    stored += (await storedTempIds(w, c, mine)).size;
  }
  return { failed, stored };
}

async function finish(w: World, ackedBefore: Msg[]) {
  for (const c of w.clients) c.retryFailed();
  await allSettled(w);
  burst(w, 'after', 2);
  await allSettled(w);
  await sleep(300);
  await Promise.all(w.clients.map((c) => c.catchUp()));
  return verifyExactlyOnce(w, ackedBefore);
}

describe(`dropped connections, server running (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('cut mid-burst (reset both ways, refused for 1 s): reconnect with backoff, resend, every message exactly once', async () => {
    const { w, proxy, clients } = await setup('Cut');
    // The cut comes with the server's first answer about the burst (an ack or a push naming one of its
    // messages): the burst's frames are read by then and the rest of them are stored after the cut, their acks
    // lost. (Cutting once the test had seen some acks raced the server: on a busy machine every ack could
    // arrive before the cut.)
    proxy.cutOnNextDownstream((chunk) => chunk.includes('burst #'));
    burst(w, 'burst', 8);
    await Promise.all(clients.map((c) => c.waitState('disconnected', 5_000).catch(() => undefined)));
    const cutAt = proxy.cutAt;
    expect(cutAt, 'the server answered the burst').toBeGreaterThan(0);
    const ackedBefore = acked(w);
    await sleep(1000);
    // Anything the server already read has been stored by now, its ack gone with the connection.
    const { failed, stored } = await failedAndStored(w);
    expect(failed).toBeGreaterThan(0);
    proxy.accepting = true;
    await Promise.all(clients.map((c) => c.waitState('authenticated', 30_000)));
    const attempts = clients.map((c) => expectBackoff(c, cutAt));
    // Attempts while the proxy refused: more than one each, so the delays grew.
    expect(Math.min(...attempts)).toBeGreaterThan(1);
    const report = await finish(w, ackedBefore);
    console.log('[cut]', { ackedBeforeCut: ackedBefore.length, failedAtCut: failed, failedButStoredBeforeRetry: stored, refusedConnections: proxy.refused, reconnectAttempts: attempts, ...pushStats(w), ...report });
    expect(stored, 'some failed messages were stored before the cut (lost acks), and resending them duplicated nothing').toBeGreaterThan(0);
  }, 120_000);

  it('black-holed mid-burst (nothing closes): the client gives up on the silent socket after 60 s (scaled), reconnects, resends', async () => {
    const { w, proxy, clients } = await setup('Hole');
    const inFlight = burst(w, 'burst', 6);
    await untilAcked(inFlight, Math.ceil(inFlight.length / 4));
    proxy.blackhole();
    const holeAt = Date.now();
    // Sent into the void: the client still thinks it is connected.
    const lost = burst(w, 'void', 2);
    expect(lost.every((o) => o.state === 'sending')).toBe(true);
    await Promise.all(clients.map((c) => c.waitState('disconnected', 15_000)));
    const noticedMs = Date.now() - holeAt;
    const ackedBefore = acked(w);
    const { failed, stored } = await failedAndStored(w);
    expect(failed).toBeGreaterThanOrEqual(lost.length);
    expect(stored).toBeLessThanOrEqual(failed - lost.length);
    await Promise.all(clients.map((c) => c.waitState('authenticated', 30_000)));
    const attempts = clients.map((c) => expectBackoff(c, holeAt));
    const report = await finish(w, ackedBefore);
    console.log('[blackhole]', { noticedAfterMs: noticedMs, ackedBefore: ackedBefore.length, failed, failedButStoredBeforeRetry: stored, neverReachedServer: failed - stored, reconnectAttempts: attempts, ...pushStats(w), ...report });
    // 60 s × 0.05 = 3 s of silence before the client gave up on the socket.
    expect(noticedMs).toBeGreaterThanOrEqual(60_000 * TIME_SCALE - 500);
  }, 120_000);
});
