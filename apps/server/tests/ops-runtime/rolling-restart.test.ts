import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../support/server-process.js';
import { allSettled, makeWorld, pushStats, verifyExactlyOnce, type World } from '../chat-faults/scenario.js';
import { ChatClient, freePort, serverData, sleep, startServerProcess, type ChatUser, type Msg, type Outgoing, type ServerData } from '../chat-faults/support.js';
import { Balancer } from './balancer.js';

/**
 * A rolling restart under chat load (docs/operations.md, "Graceful restart"). With TEST_DATABASE_URL and
 * TEST_REDIS_URL: two server processes on one PostgreSQL and Redis behind a balancer that follows /readyz; each is
 * sent SIGTERM in turn while six clients keep sending, and started again. Without them: one process on PGlite,
 * SIGTERM mid-load and started again on the same DATA_DIR. Either way each node exits 0, its sockets get 1012, the
 * clients come back through the balancer, resend what has no ack with the same temp id, catch up by seq, and every
 * message is stored once: none lost, none twice, seqs without gaps, every client holding exactly the history.
 */
const multi = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
const TIME_SCALE = 0.2;
/** Each client sends one message per this many ms while it is connected (under the 30 per 10 s rate limit, retries included). */
const SEND_EVERY_MS = 800;

interface Node {
  port: number;
  proc: ServerProcess;
}
let data: ServerData;
let balancer: Balancer;
const nodes: Node[] = [];
let w: World | null = null;
const env = { SEED_DEMO: 'false', ...(multi ? { REDIS_URL: process.env.TEST_REDIS_URL! } : {}) };

beforeAll(async () => {
  data = await serverData('roll');
  for (let i = 0; i < (multi ? 2 : 1); i++) {
    const port = await freePort();
    nodes.push({ port, proc: startServerProcess(port, data, env) });
  }
  await Promise.all(nodes.map((n) => n.proc.ready()));
  balancer = await new Balancer(nodes.map((n) => n.port)).start();
  await until(() => nodes.every((n) => balancer.isReady(n.port)), 10_000, 'every node ready at the balancer');
}, 120_000);

afterAll(async () => {
  for (const c of w?.clients ?? []) c.stop();
  await balancer?.stop();
  await Promise.all(nodes.map((n) => (n.proc.child.exitCode === null && n.proc.child.signalCode === null ? n.proc.stop() : null)));
  await data?.drop();
});

async function until(check: () => boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await sleep(25);
  }
}

/** A socket straight to one node, authenticated, resolving with the code it is closed with. */
async function closeCodeOf(port: number, user: ChatUser): Promise<{ code: Promise<number> }> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
  const code = new Promise<number>((resolve) => ws.on('close', (c) => resolve(c)));
  await new Promise((r) => ws.on('open', r));
  ws.send(JSON.stringify({ type: 'auth', token: user.wsToken }));
  await new Promise((r) => ws.once('message', r));
  return { code };
}

/** Every client, while authenticated, sends a message every SEND_EVERY_MS (group, and A/B their single chat) and resends what failed. */
function load(world: World) {
  let running = true;
  let n = 0;
  const loop = (async () => {
    while (running) {
      n += 1;
      world.clients.forEach((c, u) => {
        if (c.state !== 'authenticated') return;
        c.retryFailed();
        const toSingle = u < 2 && n % 2 === 0;
        c.send(toSingle ? world.single.id : world.group.id, `roll #${n} from ${c.name} to ${toSingle ? 'single' : 'group'}`);
      });
      await sleep(SEND_EVERY_MS);
    }
  })();
  return async () => {
    running = false;
    await loop;
  };
}

const acked = (world: World): Msg[] => world.clients.flatMap((c) => [...c.outbox.values()].filter((o) => o.state === 'sent').map((o) => o.message!));
const unacked = (world: World): Outgoing[] => world.clients.flatMap((c) => [...c.outbox.values()].filter((o) => o.state !== 'sent'));

describe(`rolling restart under chat load (${multi ? 'two processes on PostgreSQL and Redis' : 'one process on PGlite, restarted on its DATA_DIR'})`, () => {
  it('each node exits 0 and closes its sockets with 1012; nothing lost, nothing stored twice, every client holds the full history', async () => {
    const world = await makeWorld(`http://127.0.0.1:${nodes[0]!.port}`, 'Roll');
    const base = `http://127.0.0.1:${balancer.port}`;
    const clients = world.users.map((u, i) => new ChatClient({ name: 'ABCDEF'[i]!, user: u, url: `ws://127.0.0.1:${balancer.port}/ws`, base, timeScale: TIME_SCALE }).start());
    w = { base, ...world, clients };
    await Promise.all(clients.map((c) => c.waitState('authenticated', 10_000)));
    const stopLoad = load(w);
    await sleep(1500);

    const restarts: Record<string, number>[] = [];
    const survivors: Msg[] = [];
    for (const node of nodes) {
      const watcher = await closeCodeOf(node.port, world.users[0]!);
      const sentBefore = acked(w).length;
      // Mid-burst: every connected client sends four more at once; SIGTERM once the first of them are acknowledged.
      const burst = clients.filter((c) => c.state === 'authenticated').flatMap((c) => [1, 2, 3, 4].map((k) => c.send(world.group.id, `burst ${node.port}/${k} from ${c.name}`)));
      await until(() => burst.some((o) => o.state === 'sent'), 10_000, 'a first ack of the burst');
      const killedAt = Date.now();
      node.proc.child.kill('SIGTERM');
      const exit = await node.proc.exited;
      const stoppedMs = Date.now() - killedAt;
      expect(exit, `node on ${node.port} exit code (output: ${node.proc.output().slice(-800)})`).toBe(0);
      expect(await watcher.code, 'close code of a socket of the node that stopped').toBe(1012);
      expect(node.proc.output(), 'nothing ran against a closed database').not.toMatch(/driver has already been destroyed|unhandled error|Client was closed/);
      survivors.push(...acked(w));
      node.proc = startServerProcess(node.port, data, env);
      await node.proc.ready();
      await until(() => balancer.isReady(node.port), 10_000, 'the restarted node ready at the balancer');
      const backMs = Date.now() - killedAt;
      await Promise.all(clients.map((c) => c.waitState('authenticated', 30_000)));
      await sleep(1500);
      restarts.push({ stoppedMs, backMs, ackedBefore: sentBefore, ackedSince: acked(w).length - sentBefore });
    }
    await stopLoad();

    // What is still without an ack (its connection went while it was out) is resent with its temp id until answered.
    for (let i = 0; i < 40 && unacked(w).length > 0; i++) {
      for (const c of clients) if (c.state === 'authenticated') c.retryFailed();
      await sleep(250);
    }
    await allSettled(w);
    await sleep(300);
    await Promise.all(clients.map((c) => c.catchUp()));
    const resent = clients.flatMap((c) => [...c.outbox.values()].filter((o) => o.attempts > 1)).length;
    const report = await verifyExactlyOnce(w, survivors);
    expect(resent, 'some messages lost their ack in a restart and were resent').toBeGreaterThan(0);
    console.log('[rolling-restart]', { database: data.kind, nodes: nodes.length, restarts, sent: acked(w).length, resent, routed: Object.fromEntries(balancer.routed), refused: balancer.refused, ...pushStats(w), ...report });
  }, 150_000);
});
