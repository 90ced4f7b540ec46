import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, redisAvailable, type TestRedis } from '../support/redis.js';
import { startChat, type ChatTest } from './support.js';

/**
 * Two server instances on one database, each with its own sockets: with Redis they share fan-out, so
 * users connected to different nodes talk in real time. Uses TEST_REDIS_URL, else a throwaway
 * redis-server when one is installed; skipped when neither is available.
 */
let c: ChatTest;
let redis: TestRedis | null = null;

beforeAll(async () => {
  if (!redisAvailable) return;
  redis = await startRedis();
  c = await startChat();
});
afterAll(async () => {
  await c?.close();
  await redis?.stop();
});

describe.skipIf(!redisAvailable)('several server processes', () => {
  it('users on different nodes get each other’s messages, reads and group changes in real time', async () => {
    const node1 = await c.node(redis!.url);
    const node2 = await c.node(redis!.url);
    const [a, b, d] = [await c.user('OnNode1'), await c.user('OnNode2'), await c.user('AlsoNode2')];
    const sa = await node1.online(a);
    const sb = await node2.online(b);
    const conv = await node1.call('chatCreateSingle', { token: a.token, body: { target_id: b.id } });
    expect((await sb.next('conversation_created')).data.id).toBe(conv.data.id);
    const ack = await sa.sendMessage({ conversation_id: conv.data.id, content: { text: 'across nodes' }, temp_id: 'x-1' });
    expect(ack.code).toBe(200);
    const got = await sb.next('new_message');
    expect(got.data).toMatchObject({ message_id: ack.data.message_id, content: { text: 'across nodes' }, unread_count: 1, temp_id: null });
    // Delivered once, not once per node.
    expect(await sb.quiet('new_message')).toBe(true);
    expect(await sa.quiet('new_message')).toBe(true);
    // And back, over HTTP on node 2; the read mark crosses too.
    await node2.call('chatSend', { token: b.token, body: { conversation_id: conv.data.id, content: { text: 'reply' } } });
    expect((await sa.next('new_message')).data.content.text).toBe('reply');
    await sa.request({ type: 'read', conversation_id: conv.data.id }, 'read_ack');
    expect((await sb.next('message_read')).data).toMatchObject({ user_id: a.id, last_read_seq: 2 });
    // Group changes reach members on the other node.
    const sd = await node2.online(d);
    const g = await node1.call('chatCreateGroup', { token: a.token, body: { name: 'Mesh', memberIds: [b.id] } });
    await sb.next('conversation_created', (f) => f.data.id === g.data.id);
    await node1.call('chatAddMembers', { token: a.token, body: { conversationId: g.data.id, memberIds: [d.id] } });
    expect((await sb.next('group_member_changed')).data).toMatchObject({ action: 'add', user_ids: [d.id] });
    expect((await sd.next('conversation_created')).data.id).toBe(g.data.id);
    for (const s of [sa, sb, sd]) s.close();
  });
});
