import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChat, sleep, type ChatTest, type Client } from '../chat/support.js';
import { redisAvailable, startRedis, type TestRedis } from '../support/redis.js';

/**
 * A session that ends must end everywhere: after logout, a password change (other sessions) or closing the
 * account, the chat token of each ended session no longer authenticates, and sockets already open on it are
 * closed within a second or two, on every node (Redis fan-out). Real sockets on a listening server.
 */
let c: ChatTest;
let redis: TestRedis | null = null;
beforeAll(async () => {
  c = await startChat();
});
afterAll(async () => {
  await c?.close();
  await redis?.stop();
});

type Login = { token: string; user: { id: number; ws_token: string } };
type Node = Awaited<ReturnType<ChatTest['node']>>;

/** A member with two sessions (two devices), each with its own session token and chat token. */
async function twoDevices(node: Pick<Node, 'call'> = c) {
  const u = await c.t.newUser();
  const second = await node.call<Login>('login', { body: { account: u.mobile, password: u.password } });
  expect(second.code).toBe(200);
  const peer = await c.user('Peer');
  const conv = await node.call('chatCreateSingle', { token: u.token, body: { target_id: peer.id } });
  expect(conv.code).toBe(200);
  return {
    id: u.id,
    mobile: u.mobile,
    password: u.password,
    phone: { token: u.token, wsToken: u.user.ws_token },
    laptop: { token: second.data.token, wsToken: second.data.user.ws_token },
    peer,
    convId: conv.data.id as number,
  };
}

/** Resolves with the close code, or null when the socket is still open after `ms`. */
async function closedWithin(s: Client, ms = 2000) {
  return Promise.race([s.closed.then((x) => x.code), sleep(ms).then(() => null)]);
}

/** Whether a new socket authenticates with this token. */
async function authenticates(node: Pick<Node, 'connect'>, token: string) {
  const s = await node.connect();
  const auth = await s.request({ type: 'auth', token }, 'auth_result');
  s.close();
  return auth.success === true;
}

/** A stale chat token gets nothing: no auth, no sync of the private chat, no send. */
async function expectRefused(node: Pick<Node, 'connect'>, wsToken: string, convId: number) {
  const s = await node.connect();
  expect(await s.request({ type: 'auth', token: wsToken }, 'auth_result')).toMatchObject({ success: false, code: 401 });
  expect((await s.request({ type: 'sync', conversation_id: convId, after_seq: 0 }, 'error')).code).toBe(401);
  const send = await s.request({ type: 'send_message', data: { conversation_id: convId, type: 'text', content: { text: 'still here?' }, temp_id: `stale-${Date.now()}` } }, 'error');
  expect(send.code).toBe(401);
  s.close();
}

describe('chat tokens are bound to their session', () => {
  it('each session gets its own chat token; both work while the sessions live', async () => {
    const u = await twoDevices();
    expect(u.phone.wsToken).not.toBe(u.laptop.wsToken);
    for (const token of [u.phone.wsToken, u.laptop.wsToken]) {
      expect(await authenticates(c, token)).toBe(true);
    }
    // user-info on a session answers that session's chat token.
    expect((await c.call<{ ws_token: string }>('userInfo', { token: u.laptop.token })).data.ws_token).toBe(u.laptop.wsToken);
  });

  it('logout: that session’s chat token is refused and its open sockets close; the other device stays', async () => {
    const u = await twoDevices();
    const [phoneWs, phoneSession, laptopWs] = [await c.online(u.phone), await c.online(u.phone, { session: true }), await c.online(u.laptop)];
    expect((await c.call('logout', { token: u.phone.token })).code).toBe(200);

    expect(await closedWithin(phoneWs)).toBe(4401);
    expect(await closedWithin(phoneSession)).toBe(4401);
    expect(phoneWs.frames.find((f) => f.type === 'error')).toMatchObject({ code: 401 });
    await expectRefused(c, u.phone.wsToken, u.convId);

    // The laptop's session lives on: its socket still sends, its token still authenticates.
    expect(await closedWithin(laptopWs, 300)).toBeNull();
    expect((await laptopWs.sendMessage({ conversation_id: u.convId, type: 'text', content: { text: 'hi' }, temp_id: 'laptop-1' })).code).toBe(200);
    expect(await authenticates(c, u.laptop.wsToken)).toBe(true);
    laptopWs.close();
  });

  it('password change: every other session’s chat token is refused and its sockets close; this device stays', async () => {
    const u = await twoDevices();
    const [phoneWs, laptopWs, laptopSession] = [await c.online(u.phone), await c.online(u.laptop), await c.online(u.laptop, { session: true })];
    const changed = await c.call('putUserPassword', { token: u.phone.token, body: { old_password: u.password, new_password: 'Brand-new-pass1' } });
    expect(changed.code).toBe(200);

    expect(await closedWithin(laptopWs)).toBe(4401);
    expect(await closedWithin(laptopSession)).toBe(4401);
    await expectRefused(c, u.laptop.wsToken, u.convId);

    expect(await closedWithin(phoneWs, 300)).toBeNull();
    expect((await phoneWs.sendMessage({ conversation_id: u.convId, type: 'text', content: { text: 'mine' }, temp_id: 'phone-1' })).code).toBe(200);
    expect(await authenticates(c, u.phone.wsToken)).toBe(true);
    phoneWs.close();
  });

  it('closing the account: every chat token is refused and every socket closes', async () => {
    const u = await twoDevices();
    const [phoneWs, laptopWs] = [await c.online(u.phone), await c.online(u.laptop)];
    expect((await c.call('logoutUser', { token: u.phone.token, body: { password: u.password } })).code).toBe(200);

    expect(await closedWithin(phoneWs)).toBe(4401);
    expect(await closedWithin(laptopWs)).toBe(4401);
    await expectRefused(c, u.phone.wsToken, u.convId);
    await expectRefused(c, u.laptop.wsToken, u.convId);
  });

  it('the peer of an ended session still chats normally', async () => {
    const u = await twoDevices();
    const peerWs = await c.online(u.peer);
    await c.call('logout', { token: u.phone.token });
    expect(await closedWithin(peerWs, 300)).toBeNull();
    expect((await peerWs.sendMessage({ conversation_id: u.convId, type: 'text', content: { text: 'hello' }, temp_id: 'peer-1' })).code).toBe(200);
    peerWs.close();
  });
});

describe.skipIf(!redisAvailable)('across nodes (Redis)', () => {
  it('a logout on one node closes that session’s sockets on another node', async () => {
    redis = await startRedis();
    const node1 = await c.node(redis.url);
    const node2 = await c.node(redis.url);
    const u = await twoDevices(node1);
    const [onNode2, laptopOnNode2] = [await node2.online(u.phone), await node2.online(u.laptop)];
    expect((await node1.call('logout', { token: u.phone.token })).code).toBe(200);
    expect(await closedWithin(onNode2)).toBe(4401);
    await expectRefused(node2, u.phone.wsToken, u.convId);
    expect(await closedWithin(laptopOnNode2, 300)).toBeNull();

    // A password change on node 2 closes the laptop's socket on node 1.
    const laptopOnNode1 = await node1.online(u.laptop);
    const again = await node2.call<Login>('login', { body: { account: u.mobile, password: u.password } });
    expect(again.code).toBe(200);
    expect((await node2.call('putUserPassword', { token: again.data.token, body: { old_password: u.password, new_password: 'Other-node-pass1' } })).code).toBe(200);
    expect(await closedWithin(laptopOnNode1)).toBe(4401);
    expect(await closedWithin(laptopOnNode2)).toBe(4401);
  });
});
