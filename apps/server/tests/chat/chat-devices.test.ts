import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAvailable, startRedis, type TestRedis } from '../support/redis.js';
import { startChat, type ChatTest, type TestUser } from './support.js';

/** Issue 32 "devices agree": delete for me (messages, conversations), drafts, the message centre's keyset pages. */
let c: ChatTest;
beforeAll(async () => {
  c = await startChat();
});
let redis: TestRedis | null = null;
afterAll(async () => {
  await c.close();
  await redis?.stop();
});

const single = async (a: TestUser, b: TestUser) => (await c.call('chatCreateSingle', { token: a.token, body: { target_id: b.id } })).data.id as number;
const say = async (u: TestUser, conversation_id: number, text: string, extra: object = {}) => c.call('chatSend', { token: u.token, body: { conversation_id, content: { text }, ...extra } });
const list = async (u: TestUser, query: Record<string, string | number | undefined> = {}) => (await c.call('chatConversationList', { token: u.token, query })).data;
const texts = (ms: { content: { text?: string } }[]) => ms.map((m) => m.content.text);

describe('delete for me', () => {
  it('a message: gone from my history, sync and row on both my devices, still there for the other side', async () => {
    const [a, b] = [await c.user(), await c.user()];
    const conv = await single(a, b);
    await say(b, conv, 'one');
    const two = await say(b, conv, 'two');
    const [phone, laptop] = [await c.online(a), await c.online(a)];
    const res = await c.call('chatDeleteMessages', { token: a.token, body: { conversation_id: conv, message_ids: [two.data.message_id] } });
    expect(res.data).toEqual({ conversation_id: conv, message_ids: [two.data.message_id] });
    for (const s of [phone, laptop]) expect((await s.next('message_hidden')).data).toEqual({ conversation_id: conv, message_ids: [two.data.message_id] });
    expect(texts((await c.call('chatHistory', { token: a.token, query: { conversation_id: conv } })).data.messages)).toEqual(['one']);
    expect(texts((await c.call('chatSync', { token: a.token, query: { conversation_id: conv, after_seq: 0 } })).data.messages)).toEqual(['one']);
    expect((await list(a)).list.find((x: { id: number }) => x.id === conv).last_message.content.text).toBe('one');
    expect(texts((await c.call('chatHistory', { token: b.token, query: { conversation_id: conv } })).data.messages)).toEqual(['one', 'two']);
    phone.close();
    laptop.close();
  });

  it('a message: refused to non-members, checked input, no token', async () => {
    const [a, b, x] = [await c.user(), await c.user(), await c.user()];
    const conv = await single(a, b);
    const m = await say(b, conv, 'x');
    expect((await c.call('chatDeleteMessages', { token: x.token, body: { conversation_id: conv, message_ids: [m.data.message_id] } })).status).toBe(403);
    expect((await c.call('chatDeleteMessages', { token: a.token, body: { conversation_id: conv, message_ids: [] } })).status).toBe(400);
    expect((await c.call('chatDeleteMessages', { body: { conversation_id: conv, message_ids: [1] } })).status).toBe(401);
    // A message id of another conversation is not hidden.
    const other = await say(x, await single(x, b), 'elsewhere');
    expect((await c.call('chatDeleteMessages', { token: a.token, body: { conversation_id: conv, message_ids: [other.data.message_id] } })).data.message_ids).toEqual([]);
  });

  it('a conversation: its row and messages leave all my devices, unread goes, the next message brings the row back alone', async () => {
    const [a, b] = [await c.user(), await c.user()];
    const conv = await single(a, b);
    await say(b, conv, 'old 1');
    await say(b, conv, 'old 2');
    const [phone, laptop] = [await c.online(a), await c.online(a)];
    const res = await c.call('chatDeleteConversation', { token: a.token, body: { conversation_id: conv } });
    expect(res.data).toEqual({ conversation_id: conv, last_seq: 2, total_unread: 0 });
    for (const s of [phone, laptop]) expect((await s.next('conversation_hidden')).data).toMatchObject({ conversation_id: conv, last_seq: 2 });
    expect((await list(a)).list.map((x: { id: number }) => x.id)).not.toContain(conv);
    expect((await list(a)).total_unread).toBe(0);
    expect((await c.call('chatHistory', { token: a.token, query: { conversation_id: conv } })).data.messages).toEqual([]);
    await say(b, conv, 'new');
    const back = (await list(a)).list.find((x: { id: number }) => x.id === conv);
    expect(back).toMatchObject({ unread_count: 1, last_message: { content: { text: 'new' } } });
    expect(texts((await c.call('chatHistory', { token: a.token, query: { conversation_id: conv } })).data.messages)).toEqual(['new']);
    // The other side keeps everything.
    expect((await c.call('chatHistory', { token: b.token, query: { conversation_id: conv } })).data.messages).toHaveLength(3);
    expect((await c.call('chatDeleteConversation', { token: (await c.user()).token, body: { conversation_id: conv } })).status).toBe(403);
    expect((await c.call('chatDeleteConversation', { body: { conversation_id: conv } })).status).toBe(401);
    expect((await c.call('chatDeleteConversation', { token: a.token, body: { conversation_id: 'x' } })).status).toBe(400);
    phone.close();
    laptop.close();
  });
});

describe('drafts', () => {
  it('saved on one device, pushed to the others, on the row; cleared by a send that says so', async () => {
    const [a, b] = [await c.user(), await c.user()];
    const conv = await single(a, b);
    const laptop = await c.online(a);
    const saved = await c.call('chatSaveDraft', { token: a.token, body: { conversation_id: conv, text: '明天见' } });
    expect(saved.data).toMatchObject({ conversation_id: conv, draft: { text: '明天见' } });
    expect((await laptop.next('draft_updated')).data).toMatchObject({ conversation_id: conv, draft: { text: '明天见' } });
    expect((await list(a)).list.find((x: { id: number }) => x.id === conv).draft).toMatchObject({ text: '明天见' });
    expect((await list(b)).list.find((x: { id: number }) => x.id === conv).draft).toBeNull();
    expect((await say(a, conv, '明天见', { clear_draft: true })).status).toBe(200);
    expect((await laptop.next('draft_updated')).data).toEqual({ conversation_id: conv, draft: null });
    expect((await list(a)).list.find((x: { id: number }) => x.id === conv).draft).toBeNull();
    // Empty text clears too; non-members, bad input and no token are refused.
    await c.call('chatSaveDraft', { token: a.token, body: { conversation_id: conv, text: 'x' } });
    expect((await c.call('chatSaveDraft', { token: a.token, body: { conversation_id: conv, text: '' } })).data.draft).toBeNull();
    expect((await c.call('chatSaveDraft', { token: (await c.user()).token, body: { conversation_id: conv, text: 'x' } })).status).toBe(403);
    expect((await c.call('chatSaveDraft', { token: a.token, body: { conversation_id: conv, text: 'x'.repeat(5001) } })).status).toBe(400);
    expect((await c.call('chatSaveDraft', { body: { conversation_id: conv, text: 'x' } })).status).toBe(401);
    laptop.close();
  });
});

describe('the message centre pages by keyset', () => {
  it('walks every conversation once with the cursor (pinned first); page and limit still work; a bad cursor is a 400', async () => {
    const me = await c.user();
    const convs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const other = await c.user();
      const id = await single(other, me);
      await say(other, id, `m${i}`);
      convs.push(id);
    }
    await c.call('chatConversationSettings', { token: me.token, body: { conversation_id: convs[1]!, is_top: 1 } });
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 5; i++) {
      const p = await list(me, { limit: 2, cursor });
      seen.push(...p.list.map((x: { id: number }) => x.id));
      if (!p.has_more) break;
      cursor = p.next_cursor;
    }
    expect(seen).toEqual([convs[1], convs[4], convs[3], convs[2], convs[0]]);
    expect((await list(me, { page: 2, limit: 2 })).list.map((x: { id: number }) => x.id)).toEqual([convs[3], convs[2]]);
    expect((await c.call('chatConversationList', { token: me.token, query: { cursor: 'abc.def' } })).status).toBe(400);
  });
});

describe.skipIf(!redisAvailable)('two nodes over Redis', () => {
  it('deletes, drafts and mentions reach my devices and the mentioned member on the other node', async () => {
    redis = await startRedis();
    const [n1, n2] = [await c.node(redis.url), await c.node(redis.url)];
    const [a, b, d] = [await c.user(), await c.user(), await c.user()];
    const conv = (await n1.call('chatCreateSingle', { token: a.token, body: { target_id: b.id } })).data.id as number;
    const msg = await n1.call('chatSend', { token: b.token, body: { conversation_id: conv, content: { text: 'x' } } });
    const other = await n2.online(a);
    await n1.call('chatDeleteMessages', { token: a.token, body: { conversation_id: conv, message_ids: [msg.data.message_id] } });
    expect((await other.next('message_hidden')).data).toEqual({ conversation_id: conv, message_ids: [msg.data.message_id] });
    await n1.call('chatSaveDraft', { token: a.token, body: { conversation_id: conv, text: 'later' } });
    expect((await other.next('draft_updated')).data).toMatchObject({ conversation_id: conv, draft: { text: 'later' } });
    await n1.call('chatDeleteConversation', { token: a.token, body: { conversation_id: conv } });
    expect((await other.next('conversation_hidden')).data).toMatchObject({ conversation_id: conv });
    // A mention sent through node 1 reaches the mentioned member on node 2, and node 2's list shows it.
    const grp = (await n1.call('chatCreateGroup', { token: a.token, body: { name: 'N', memberIds: [b.id, d.id] } })).data.id as number;
    await n2.call('chatConversationSettings', { token: d.token, body: { conversation_id: grp, is_mute: 1 } });
    const sd = await n2.online(d);
    await n1.call('chatSend', { token: b.token, body: { conversation_id: grp, content: { text: '@d' }, mentions: [d.id] } });
    expect((await sd.next('new_message')).data.content.mentions).toEqual([d.id]);
    expect((await n2.call('chatConversationList', { token: d.token })).data.list.find((x: { id: number }) => x.id === grp).mention).toBe('me');
    other.close();
    sd.close();
  });
});
