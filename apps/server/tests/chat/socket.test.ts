import { CHAT } from '@haiwai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChat, type ChatTest, type TestUser } from './support.js';

/** The chat socket protocol against the real server (listening on a port) and database. */
let c: ChatTest;
beforeAll(async () => {
  c = await startChat();
});
afterAll(() => c.close());

async function pair() {
  const a = await c.user('Alice');
  const b = await c.user('Bob');
  const conv = await c.call('chatCreateSingle', { token: a.token, body: { target_id: b.id } });
  expect(conv.code).toBe(200);
  return { a, b, convId: conv.data.id as number };
}

describe('auth', () => {
  it('accepts the ws_token or the session token, on /ws and /api/ws', async () => {
    const a = await c.user('Ann');
    const s1 = await c.connect('/ws');
    const r1 = await s1.request({ type: 'auth', token: a.wsToken, device_info: { platform: 'H5' } }, 'auth_result');
    expect(r1).toMatchObject({ success: true, code: 200, message: 'Connected', data: { user_id: a.id, heartbeat: 30, total_unread: 0 } });
    const s2 = await c.connect('/api/ws');
    const r2 = await s2.request({ type: 'auth', token: a.token, device_info: 'browser' }, 'auth_result');
    expect(r2).toMatchObject({ success: true, code: 200, data: { user_id: a.id } });
    s1.close();
    s2.close();
  });

  it('answers a bad or outdated token with code 401, keeps the socket, and accepts a fresh token after', async () => {
    const a = await c.user();
    const s = await c.connect();
    const bad = await s.request({ type: 'auth', token: 'wst_1.1.' + 'x'.repeat(43), device_info: {} }, 'auth_result');
    expect(bad).toMatchObject({ success: false, code: 401, data: null });
    expect(bad.message).toMatch(/chat token is invalid/);
    // Rotating the chat token makes the old one a 401 (the client refreshes user info and reconnects).
    const rotated = await c.call('rotateWsToken', { token: a.token });
    expect(rotated.code).toBe(200);
    const old = await s.request({ type: 'auth', token: a.wsToken }, 'auth_result');
    expect(old.code).toBe(401);
    const fresh = await s.request({ type: 'auth', token: rotated.data.ws_token }, 'auth_result');
    expect(fresh).toMatchObject({ success: true, code: 200 });
    s.close();
  });

  it('closes after five failed authentications', async () => {
    const s = await c.connect();
    for (let i = 0; i < 5; i++) await s.request({ type: 'auth', token: `nope-${i}` }, 'auth_result');
    expect((await s.closed).code).toBe(4401);
  });

  it('answers frames before auth with 401 and the socket stays usable', async () => {
    const { a, convId } = await pair();
    const s = await c.connect();
    const err = await s.request({ type: 'read', conversation_id: convId }, 'error');
    expect(err).toMatchObject({ code: 401, message: 'Please authenticate first (auth)' });
    await s.request({ type: 'auth', token: a.wsToken }, 'auth_result');
    expect((await s.request({ type: 'read', conversation_id: convId }, 'read_ack')).code).toBe(200);
    s.close();
  });

  it('speaks the language of the auth frame', async () => {
    const a = await c.user();
    const s = await c.connect();
    const r = await s.request({ type: 'auth', token: a.wsToken, lang: 'vi' }, 'auth_result');
    expect(r.message).toBe('Đã kết nối');
    const err = await s.request({ type: 'nonsense' }, 'error');
    expect(err.message).toBe('Loại khung không được hỗ trợ: nonsense');
    s.close();
  });
});

describe('frames', () => {
  it('ping is answered with pong, echoing the timestamp', async () => {
    const a = await c.user();
    const s = await c.online(a);
    const pong = await s.request({ type: 'ping', timestamp: 1234567 }, 'pong');
    expect(pong.timestamp).toBe(1234567);
    expect(Math.abs((pong.server_time as number) - Date.now() / 1000)).toBeLessThan(5);
    s.close();
  });

  it('malformed JSON, unknown types and invalid fields get a 400 error frame; nobody is disconnected', async () => {
    const { a, b, convId } = await pair();
    const sa = await c.online(a);
    const sb = await c.online(b);
    sa.sendRaw('{"type": "send_message", nope');
    expect(await sa.next('error')).toMatchObject({ code: 400, message: 'The frame is not valid JSON' });
    sa.sendRaw('[1,2,3]');
    expect((await sa.next('error')).code).toBe(400);
    expect((await sa.request({ type: 'launch_missiles' }, 'error')).message).toBe('Unsupported frame type: launch_missiles');
    const badRead = await sa.request({ type: 'read', conversation_id: 'abc' }, 'error');
    expect(badRead.code).toBe(400);
    expect(badRead.data.fields).toHaveProperty('conversation_id');
    const badSend = await sa.sendMessage({ conversation_id: convId, type: 'text', content: 'not an object', temp_id: 'bad one!' });
    expect(badSend).toMatchObject({ type: 'message_ack', code: 400, temp_id: 'bad one!' });
    expect(Object.keys(badSend.data.fields)).toEqual(expect.arrayContaining(['data.content', 'data.temp_id']));
    // Both sockets still work.
    expect((await sa.sendMessage({ conversation_id: convId, content: { text: 'still here' }, temp_id: 'ok-1' })).code).toBe(200);
    expect((await sb.next('new_message')).data.content.text).toBe('still here');
    sa.close();
    sb.close();
  });

  it('an oversize frame gets an error and closes only that socket, with 1009', async () => {
    const { a, b, convId } = await pair();
    const sa = await c.online(a);
    const sb = await c.online(b);
    sa.send({ type: 'send_message', data: { conversation_id: convId, content: { text: 'x'.repeat(CHAT.maxFrameBytes) } } });
    expect(await sa.next('error')).toMatchObject({ code: 413, message: 'The frame is too large (max 64 KB)' });
    expect((await sa.closed).code).toBe(1009);
    // Bob's socket is untouched and receives Alice's next message sent from a new socket.
    const sa2 = await c.online(a);
    expect((await sa2.sendMessage({ conversation_id: convId, content: { text: 'small' }, temp_id: 'small-1' })).code).toBe(200);
    expect((await sb.next('new_message')).data.content.text).toBe('small');
    expect((await sb.request({ type: 'ping' }, 'pong')).type).toBe('pong');
    sa2.close();
    sb.close();
  });
});

describe('the queue of a socket', () => {
  it('frames beyond the bound get 429 with retry_after at once, in the socket’s language; the queued ones are all answered, in order', async () => {
    const { a, b, convId } = await pair();
    const s = await c.connect();
    expect((await s.request({ type: 'auth', token: a.wsToken, lang: 'vi' }, 'auth_result')).success).toBe(true);
    // Hold the conversation row: the first read waits for it, and every frame of the socket behind that one.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const blocker = c.t.db.transaction().execute(async (trx) => {
      await trx.selectFrom('conversation').select('id').where('id', '=', convId).forUpdate().execute();
      locked();
      await held;
    });
    await isLocked;
    const excess = 30;
    const wait = 15_000; // generous: 200 frames on a loaded machine
    for (let i = 0; i < CHAT.maxQueuedFrames + excess; i++) s.send({ type: 'read', conversation_id: convId, req_id: `q${i}` });
    s.send({ type: 'send_message', req_id: 'q-send', data: { conversation_id: convId, content: { text: 'one too many' }, temp_id: 'q-send' } });
    s.send({ type: 'sync', conversation_id: convId, after_seq: 0, req_id: 'q-sync' });
    s.send({ type: 'ping', timestamp: 5, req_id: 'q-ping' });
    const busy = 'Có quá nhiều khung dữ liệu đang chờ trên kết nối này, vui lòng thử lại sau 1 giây';
    for (let i = CHAT.maxQueuedFrames; i < CHAT.maxQueuedFrames + excess; i++) {
      expect(await s.next('error', (f) => f.req_id === `q${i}`, wait)).toMatchObject({ code: 429, message: busy, data: { retry_after: CHAT.queueRetryAfterSeconds } });
    }
    expect(await s.next('message_ack', (f) => f.req_id === 'q-send', wait)).toMatchObject({ code: 429, temp_id: 'q-send', message: busy, data: { retry_after: 1 } });
    expect(await s.next('error', (f) => f.req_id === 'q-sync', wait)).toMatchObject({ code: 429, message: busy });
    // A ping is answered even then; nothing queued has been answered yet.
    expect((await s.next('pong', (f) => f.req_id === 'q-ping', wait)).timestamp).toBe(5);
    expect(s.frames.filter((f) => f.type === 'read_ack')).toHaveLength(0);
    release();
    await blocker;
    const acks: string[] = [];
    for (let i = 0; i < CHAT.maxQueuedFrames; i++) {
      const ack = await s.next('read_ack', (f) => f.req_id === `q${i}`, wait);
      expect(ack.code).toBe(200);
      acks.push(ack.req_id as string);
    }
    const order = s.frames.filter((f) => f.type === 'read_ack').map((f) => f.req_id);
    expect(order).toEqual(acks);
    // The refused send was not stored; the socket works as before once its queue has drained.
    const sb = await c.online(b);
    expect((await s.sendMessage({ conversation_id: convId, content: { text: 'after the rush' }, temp_id: 'q-after' })).data).toMatchObject({ seq: 1 });
    expect((await sb.next('new_message', undefined, wait)).data.content.text).toBe('after the rush');
    s.close();
    sb.close();
  }, 90_000);
});

describe('delivery', () => {
  it('acks with the temp id and seq; every device of every member gets new_message, the sending socket only the ack', async () => {
    const { a, b, convId } = await pair();
    const phone = await c.online(a);
    const laptop = await c.online(a, { session: true });
    const bob1 = await c.online(b);
    const bob2 = await c.online(b);
    const ack = await phone.sendMessage({ conversation_id: convId, type: 'text', content: { text: '你好' }, temp_id: 'tmp-100' });
    expect(ack).toMatchObject({ type: 'message_ack', code: 200, temp_id: 'tmp-100' });
    expect(ack.data).toMatchObject({ conversation_id: convId, conversation_type: 1, seq: 1, sender_id: a.id, type: 'text', content: { text: '你好' }, temp_id: 'tmp-100', recalled: false, account: 'Alice', unread_count: 0, read_by: [], is_read: false });
    expect(Math.abs(ack.data.timestamp - Date.now() / 1000)).toBeLessThan(5);
    for (const s of [bob1, bob2]) {
      const m = await s.next('new_message');
      expect(m.data).toMatchObject({ message_id: ack.data.message_id, seq: 1, temp_id: null, unread_count: 1, sender_id: a.id });
    }
    // The sender's other device learns of it too, with the temp id to match a local copy.
    expect((await laptop.next('new_message')).data).toMatchObject({ message_id: ack.data.message_id, temp_id: 'tmp-100', unread_count: 0 });
    expect(await phone.quiet('new_message')).toBe(true);
    // A message sent over HTTP reaches every socket, the sender's included.
    const http = await c.call('chatSend', { token: b.token, body: { conversation_id: convId, type: 'text', content: { text: 'hi' }, temp_id: 'b-1' } });
    expect(http.data).toMatchObject({ seq: 2, temp_id: 'b-1' });
    for (const s of [phone, laptop]) expect((await s.next('new_message')).data).toMatchObject({ seq: 2, unread_count: 1 });
    for (const s of [bob1, bob2]) expect((await s.next('new_message')).data).toMatchObject({ seq: 2, temp_id: 'b-1' });
    for (const s of [phone, laptop, bob1, bob2]) s.close();
  });

  it('a resend with the same temp id (socket or HTTP) is the same message, stored and pushed once', async () => {
    const { a, b, convId } = await pair();
    const sa = await c.online(a);
    const sb = await c.online(b);
    const body = { conversation_id: convId, type: 'text', content: { text: 'only once' }, temp_id: 'dup-1' };
    const [first, second] = await Promise.all([sa.sendMessage(body), sa.sendMessage(body)]);
    const third = await c.call('chatSend', { token: a.token, body });
    expect(first.data.message_id).toBe(second.data.message_id);
    expect(third.data.message_id).toBe(first.data.message_id);
    expect(third.data.temp_id).toBe('dup-1');
    // Concurrent HTTP resends after a lost ack: still one message.
    const burst = await Promise.all(Array.from({ length: 5 }, () => c.call('chatSend', { token: a.token, body: { ...body, temp_id: 'dup-2' } })));
    expect(new Set(burst.map((r) => r.data.message_id)).size).toBe(1);
    await sb.next('new_message', (f) => f.data.message_id === first.data.message_id);
    await sb.next('new_message', (f) => f.data.message_id === burst[0]!.data.message_id);
    expect(await sb.quiet('new_message')).toBe(true);
    const history = await c.call('chatHistory', { token: b.token, query: { conversation_id: convId } });
    expect(history.data.total).toBe(2);
    expect(history.data.messages.map((m: { seq: number }) => m.seq)).toEqual([1, 2]);
    // The same temp id from another sender is another message.
    const other = await c.call('chatSend', { token: b.token, body });
    expect(other.data.message_id).not.toBe(first.data.message_id);
    // Reusing a temp id for another conversation is a conflict, not a silent mix-up.
    const { convId: elsewhere } = await pairWith(a);
    expect((await c.call('chatSend', { token: a.token, body: { ...body, conversation_id: elsewhere } })).status).toBe(409);
    sa.close();
    sb.close();
  });

  it('a client that was away catches up from its last seen seq with no gap (socket sync and HTTP)', async () => {
    const { a, b, convId } = await pair();
    const sb = await c.online(b);
    for (let i = 1; i <= 2; i++) await c.call('chatSend', { token: a.token, body: { conversation_id: convId, content: { text: `m${i}` }, temp_id: `gap-${i}` } });
    const seen = [await sb.next('new_message'), await sb.next('new_message')].map((f) => f.data.seq);
    expect(seen).toEqual([1, 2]);
    sb.close();
    await sb.closed;
    // While Bob is away: five more, from two senders and both transports.
    const sa = await c.online(a);
    for (let i = 3; i <= 5; i++) await sa.sendMessage({ conversation_id: convId, content: { text: `m${i}` }, temp_id: `gap-${i}` });
    await c.call('chatSend', { token: a.token, body: { conversation_id: convId, content: { text: 'm6' } } });
    const bobPhone = await c.online(b, { session: true });
    await c.call('chatSend', { token: b.token, body: { conversation_id: convId, content: { text: 'm7 from another device' } } });
    bobPhone.close();
    const back = await c.online(b);
    const list = await c.call('chatConversationList', { token: b.token });
    const conv = list.data.list.find((x: { id: number }) => x.id === convId);
    expect(conv.last_seq).toBe(7);
    const sync = await back.request({ type: 'sync', conversation_id: convId, after_seq: 2, limit: 3 }, 'sync_result');
    expect(sync.code).toBe(200);
    expect(sync.data.messages.map((m: { seq: number }) => m.seq)).toEqual([3, 4, 5]);
    expect(sync.data.has_more).toBe(true);
    const rest = await back.request({ type: 'sync', conversation_id: convId, after_seq: 5 }, 'sync_result');
    expect(rest.data.messages.map((m: { content: { text: string } }) => m.content.text)).toEqual(['m6', 'm7 from another device']);
    expect(rest.data).toMatchObject({ has_more: false, last_seq: 7 });
    // Read positions come with the catch-up: a sender has read up to its own message (Alice m6, Bob's phone m7).
    expect(new Map(rest.data.read_marks.map((m: { user_id: number; last_read_seq: number }) => [m.user_id, m.last_read_seq]))).toEqual(
      new Map([
        [a.id, 6],
        [b.id, 7],
      ]),
    );
    const http = await c.call('chatSync', { token: b.token, query: { conversation_id: convId, after_id: sync.data.messages[0].message_id } });
    expect(http.data.messages.map((m: { seq: number }) => m.seq)).toEqual([4, 5, 6, 7]);
    sa.close();
    back.close();
  });

  it('message_read reaches the other members and the reader’s other devices', async () => {
    const { a, b, convId } = await pair();
    const sa = await c.online(a);
    const b1 = await c.online(b);
    const b2 = await c.online(b);
    for (let i = 0; i < 3; i++) await sa.sendMessage({ conversation_id: convId, content: { text: `r${i}` } });
    expect((await c.call('chatUnreadCount', { token: b.token })).data.total_unread).toBe(3);
    const ack = await b1.request({ type: 'read', conversation_id: convId, seq: 2 }, 'read_ack');
    expect(ack.data).toMatchObject({ conversation_id: convId, user_id: b.id, last_read_seq: 2, unread_count: 1, total_unread: 1 });
    expect((await sa.next('message_read')).data).toEqual({ conversation_id: convId, user_id: b.id, last_read_seq: 2 });
    expect((await b2.next('message_read')).data).toMatchObject({ last_read_seq: 2, unread_count: 1, total_unread: 1 });
    const history = await c.call('chatHistory', { token: a.token, query: { conversation_id: convId } });
    expect(history.data.messages.map((m: { is_read: boolean }) => m.is_read)).toEqual([true, true, false]);
    expect(history.data.messages[0].read_by).toEqual([b.id]);
    // Reading all over HTTP; reading again changes nothing and pushes nothing.
    expect((await c.call('chatRead', { token: b.token, body: { conversation_id: convId } })).data).toMatchObject({ last_read_seq: 3, unread_count: 0, total_unread: 0 });
    await sa.next('message_read', (f) => f.data.last_read_seq === 3);
    await c.call('chatRead', { token: b.token, body: { conversation_id: convId, seq: 1 } });
    expect(await sa.quiet('message_read')).toBe(true);
    for (const s of [sa, b1, b2]) s.close();
  });

  it('sending is rate limited per user with a clear 429 (socket and HTTP share the budget)', async () => {
    const { a, convId } = await pair();
    const sa = await c.online(a);
    for (let i = 0; i < CHAT.sendRateLimit - 5; i++) expect((await sa.sendMessage({ conversation_id: convId, content: { text: `n${i}` }, temp_id: `rl-n${i}` })).code).toBe(200);
    for (let i = 0; i < 5; i++) expect((await c.call('chatSend', { token: a.token, body: { conversation_id: convId, content: { text: `h${i}` } } })).code).toBe(200);
    const limited = await sa.sendMessage({ conversation_id: convId, content: { text: 'one too many' }, temp_id: 'rl-1' });
    expect(limited).toMatchObject({ code: 429, temp_id: 'rl-1' });
    expect(limited.message).toMatch(/sending too fast; please try again in \d+ s/);
    expect(limited.data.retry_after).toBeGreaterThan(0);
    const http = await c.call('chatSend', { token: a.token, body: { conversation_id: convId, content: { text: 'again' } } });
    expect(http.status).toBe(429);
    // A resend of an already stored message is answered even while limited (it is no new message).
    const resend = await sa.sendMessage({ conversation_id: convId, content: { text: 'n0' }, temp_id: 'rl-n0' });
    expect(resend).toMatchObject({ code: 200, data: { seq: 1 } });
    const stored = (await c.call('chatHistory', { token: a.token, query: { conversation_id: convId, limit: 1 } })).data;
    expect(stored).toMatchObject({ total: CHAT.sendRateLimit, has_more: true });
    expect(stored.messages[0].content.text).toBe('h4');
    sa.close();
  });

  it('a socket send to a conversation the user is not in is a 403 ack that reveals nothing', async () => {
    const { convId } = await pair();
    const eve = await c.user('Eve');
    const se = await c.online(eve);
    const ack = await se.sendMessage({ conversation_id: convId, content: { text: 'let me in' }, temp_id: 'eve-1' });
    const none = await se.sendMessage({ conversation_id: 999999, content: { text: 'let me in' }, temp_id: 'eve-2' });
    expect(ack).toMatchObject({ code: 403, temp_id: 'eve-1' });
    expect(none.code).toBe(403);
    expect(none.message).toBe(ack.message);
    const sync = await se.request({ type: 'sync', conversation_id: convId, after_seq: 0 }, 'sync_result');
    expect(sync).toMatchObject({ code: 403, data: null });
    se.close();
  });
});

async function pairWith(a: TestUser) {
  const b = await c.user();
  const conv = await c.call('chatCreateSingle', { token: a.token, body: { target_id: b.id } });
  return { b, convId: conv.data.id as number };
}

