import type { DatabaseConnection } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimiter } from '../../src/core/rate-limit.js';
import { redisAvailable, startRedis, type TestRedis } from '../support/redis.js';
import { sleep, startChat, type ChatTest, type Client, type TestUser } from './support.js';

/**
 * A conversation's message pushes reach every socket in seq order, under many concurrent sends (docs/chat.md,
 * "Push order"). Each burst fires all its sends at once (half over the senders' sockets, half over HTTP) and
 * checks every socket of every member: the conversation's `new_message` pushes, plus the socket's own
 * `message_ack`s, are exactly the burst's seqs, each once, in increasing order.
 *
 * On PGlite there is one database session, so sends are stored one after another and their answers come back
 * in that order: the race only happens for real on PostgreSQL (TEST_DATABASE_URL), where an earlier seq's
 * answer can reach the server after a later one's. `slowAnswers` makes it happen on both: it holds back the
 * answer of each message insert for a random few milliseconds after the database is done with it.
 */
let c: ChatTest;
type Node = Awaited<ReturnType<ChatTest['node']>>;
let node: Node;

/** These bursts send more than a user's rate budget (30 per 10 s). */
const unlimited: RateLimiter = {
  hit: async () => ({ count: 1, resetIn: 10 }),
  peek: async () => ({ count: 0, resetIn: 0 }),
  reset: async () => undefined,
};

beforeAll(async () => {
  c = await startChat();
  node = await c.node(null, { limiter: unlimited });
});
afterAll(() => c?.close());

/**
 * Delays the answer of every statement that inserts a chat message by 0–`maxMs` ms, after its connection is
 * released (as a busy server or database delays one answer and not the next): later seqs then come back first.
 */
function slowAnswers(maxMs: number) {
  const executor = c.t.db.getExecutor() as unknown as { provideConnection: <T>(consumer: (conn: DatabaseConnection) => Promise<T>) => Promise<T> };
  const original = executor.provideConnection.bind(executor);
  executor.provideConnection = async (consumer) => {
    let inserted = false;
    const result = await original((conn) =>
      consumer({
        executeQuery: (q) => {
          if (q.sql.includes('chat_send_messages')) inserted = true;
          return conn.executeQuery(q);
        },
        streamQuery: (q, n) => conn.streamQuery(q, n),
      }),
    );
    if (inserted) await sleep(Math.random() * maxMs);
    return result;
  };
  return () => void (executor.provideConnection = original);
}

type Sender = { user: TestUser; socket: Client; via: Node };

/** `perSender` messages from each sender, all at once: even ones over its socket, odd ones over HTTP. Returns the seqs. */
async function burst(convId: number, senders: Sender[], perSender: number) {
  const sends: Promise<{ seq: number; sender: number }>[] = [];
  for (const s of senders) {
    for (let i = 0; i < perSender; i++) {
      const text = `burst ${s.user.id}/${i}`;
      const sent =
        i % 2 === 0
          ? s.socket.sendMessage({ conversation_id: convId, content: { text }, temp_id: `b-${convId}-${s.user.id}-${i}` }).then((ack) => ({ code: ack.code, data: ack.data }))
          : s.via.call('chatSend', { token: s.user.token, body: { conversation_id: convId, content: { text } } });
      sends.push(
        sent.then((r) => {
          if (r.code !== 200) throw new Error(`send failed: ${r.code} ${JSON.stringify(r.data)}`);
          return { seq: r.data.seq as number, sender: s.user.id };
        }),
      );
    }
  }
  return Promise.all(sends);
}

/** The seqs of a conversation a socket was told about, in arrival order: pushes, and acks of its own sends. */
function seen(socket: Client, convId: number) {
  return socket.frames
    .filter((f) => (f.type === 'new_message' || (f.type === 'message_ack' && f.code === 200)) && f.data?.conversation_id === convId)
    .map((f) => ({ seq: f.data.seq as number, sender: f.data.sender_id as number }));
}

/** Waits until every socket was told about `count` messages of the conversation (or 5 s passed). */
async function settle(sockets: Client[], convId: number, count: number) {
  const until = Date.now() + 5000;
  while (Date.now() < until && sockets.some((s) => seen(s, convId).length < count)) await sleep(20);
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** Every socket got every seq of the burst exactly once, in increasing order. */
async function expectInOrder(sockets: Client[], convId: number, total: number) {
  await settle(sockets, convId, total);
  for (const s of sockets) expect(seen(s, convId).map((m) => m.seq)).toEqual(range(total));
}

async function single(a: TestUser, b: TestUser) {
  const conv = await node.call('chatCreateSingle', { token: a.token, body: { target_id: b.id } });
  expect(conv.code).toBe(200);
  return conv.data.id as number;
}

async function group(owner: TestUser, members: TestUser[], via = node) {
  const g = await via.call('chatCreateGroup', { token: owner.token, body: { name: 'Order', memberIds: members.map((m) => m.id) } });
  expect(g.code).toBe(200);
  return g.data.id as number;
}

describe('push order under concurrent sends', () => {
  it('one-to-one: 200 sends at once from both users reach all four sockets in seq order', async () => {
    const [a, b] = [await c.user('OrderA'), await c.user('OrderB')];
    const convId = await single(a, b);
    const sockets = [await node.online(a), await node.online(a), await node.online(b), await node.online(b)];
    const seqs = await burst(convId, [{ user: a, socket: sockets[0]!, via: node }, { user: b, socket: sockets[2]!, via: node }], 100);
    expect(seqs.map((s) => s.seq).sort((x, y) => x - y)).toEqual(range(200));
    await expectInOrder(sockets, convId, 200);
    for (const s of sockets) s.close();
  });

  it('group: 200 sends at once from eight members reach every member (and a silent one) in seq order', async () => {
    const members: TestUser[] = [];
    for (let i = 0; i < 9; i++) members.push(await c.user(`OrderG${i}`));
    const convId = await group(members[0]!, members.slice(1));
    const sockets: Client[] = [];
    for (const m of members) sockets.push(await node.online(m));
    const senders = members.slice(0, 8).map((user, i) => ({ user, socket: sockets[i]!, via: node }));
    await burst(convId, senders, 25);
    await expectInOrder(sockets, convId, 200);
    for (const s of sockets) s.close();
  });

  it('with answers from the database coming back out of order, pushes still go out in seq order', async () => {
    const restore = slowAnswers(8);
    try {
      const members: TestUser[] = [];
      for (let i = 0; i < 5; i++) members.push(await c.user(`OrderSlow${i}`));
      const convId = await group(members[0]!, members.slice(1));
      const sockets: Client[] = [];
      for (const m of members) sockets.push(await node.online(m));
      const senders = members.slice(0, 4).map((user, i) => ({ user, socket: sockets[i]!, via: node }));
      await burst(convId, senders, 50);
      await expectInOrder(sockets, convId, 200);
      for (const s of sockets) s.close();
    } finally {
      restore();
    }
  });
});

describe.skipIf(!redisAvailable)('push order across two nodes (Redis)', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(() => redis?.stop());

  it('each node’s sends reach sockets on both nodes in seq order, each message once', async () => {
    const node1 = await c.node(redis.url, { limiter: unlimited });
    const node2 = await c.node(redis.url, { limiter: unlimited });
    const restore = slowAnswers(8);
    try {
      const members: TestUser[] = [];
      for (let i = 0; i < 6; i++) members.push(await c.user(`OrderR${i}`));
      const convId = await group(members[0]!, members.slice(1), node1);
      // Members 0–2 on node 1, 3–5 on node 2; 0, 1, 3 and 4 send, 2 and 5 listen.
      const nodeOf = (i: number) => (i < 3 ? node1 : node2);
      const sockets: Client[] = [];
      for (const [i, m] of members.entries()) sockets.push(await nodeOf(i).online(m));
      const senders = [0, 1, 3, 4].map((i) => ({ user: members[i]!, socket: sockets[i]!, via: nodeOf(i) }));
      const total = senders.length * 40;
      await burst(convId, senders, 40);
      await settle(sockets, convId, total);
      const onNode1 = new Set([members[0]!.id, members[1]!.id]);
      for (const s of sockets) {
        const got = seen(s, convId);
        // Every message once; two nodes sending at the same instant may interleave, each node's own in order.
        expect(got.map((m) => m.seq).sort((x, y) => x - y)).toEqual(range(total));
        const fromNode1 = got.filter((m) => onNode1.has(m.sender)).map((m) => m.seq);
        const fromNode2 = got.filter((m) => !onNode1.has(m.sender)).map((m) => m.seq);
        expect(fromNode1).toEqual([...fromNode1].sort((x, y) => x - y));
        expect(fromNode2).toEqual([...fromNode2].sort((x, y) => x - y));
      }
      for (const s of sockets) s.close();
    } finally {
      restore();
    }
  });
});
