import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatSearchIndexer } from '../../src/modules/chat/search/indexer.js';
import { startSweep } from '../../src/modules/chat/search/sweep.js';
import { startTestApp, type TestApp } from '../support/harness.js';

/**
 * Chat search (docs/chat-search.md): words in Chinese, Vietnamese and English, sender and date filters, keyset pages,
 * only what the caller could see, indexing after the send, and the messages around a found one. The background
 * sweep is off here: every search indexes what it needs itself, which is what these tests rely on.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { chatSearch: { sweepMs: 0 } });
});
afterAll(() => t.close());

type Hit = { conversation: { id: number; name: string }; message: { id: number; sender_id: number; nickname: string; timestamp: number; content: { text?: string } }; text: string; highlights: Array<[number, number]> };
type Page = { list: Hit[]; has_more: boolean; next_cursor: string | null; complete: boolean };

async function member(nickname: string) {
  const u = await t.newUser({ nickname });
  return { id: u.id, token: u.token };
}
type Member = Awaited<ReturnType<typeof member>>;

async function single(a: Member, b: Member) {
  const res = await t.call<{ id: number }>('chatCreateSingle', { token: a.token, body: { target_id: b.id } });
  return res.data.id;
}
async function group(owner: Member, others: Member[], name = '租房群') {
  const res = await t.call<{ id: number }>('chatCreateGroup', { token: owner.token, body: { name, memberIds: others.map((o) => o.id) } });
  return res.data.id;
}
async function send(from: Member, conversationId: number, text: string) {
  const res = await t.call<{ id: number; seq: number }>('chatSend', { token: from.token, body: { conversation_id: conversationId, type: 'text', content: { text } } });
  expect(res.status).toBe(200);
  return res.data;
}
const search = (who: Member, query: Record<string, string | number | undefined>, lang = 'en') => t.call<Page>('chatSearch', { token: who.token, query, lang });
const found = async (who: Member, query: Record<string, string | number | undefined>) => {
  const res = await search(who, query);
  expect(res.status).toBe(200);
  return res.data.list.map((h) => h.text);
};
const db = () => t.database.db;

describe('finding words', () => {
  it('finds a Chinese word across all my conversations, newest first, with the word marked, its conversation, sender and time', async () => {
    const landlord = await member('王房东');
    const tenant1 = await member('李租客');
    const tenant2 = await member('Nguyen');
    const c1 = await single(tenant1, landlord);
    const c2 = await single(tenant2, landlord);
    await send(tenant1, c1, '房东你好，押金什么时候退？');
    await send(landlord, c1, '下周一退');
    await send(tenant2, c2, 'Tiền đặt cọc (押金) bao giờ trả lại?');
    await send(tenant2, c2, 'The deposit is 500');

    const res = await search(landlord, { q: '押金' });
    expect(res.data.complete).toBe(true);
    expect(res.data.list.map((h) => h.text)).toEqual(['Tiền đặt cọc (押金) bao giờ trả lại?', '房东你好，押金什么时候退？']);
    const [newest, older] = res.data.list;
    expect(newest!.conversation).toMatchObject({ id: c2, name: 'Nguyen' });
    expect(older!.conversation).toMatchObject({ id: c1, name: '李租客' });
    expect(older!.message).toMatchObject({ sender_id: tenant1.id, nickname: '李租客', content: { text: '房东你好，押金什么时候退？' } });
    expect(Math.abs(older!.message.timestamp - Date.now() / 1000)).toBeLessThan(600);
    expect(older!.highlights.map(([a, b]) => older!.text.slice(a, b))).toEqual(['押金']);

    expect(await found(landlord, { q: 'dat coc' })).toEqual(['Tiền đặt cọc (押金) bao giờ trả lại?']);
    expect(await found(landlord, { q: 'DEPOSIT' })).toEqual(['The deposit is 500']);
    expect(await found(landlord, { q: '押金', conversation_id: c1 })).toEqual(['房东你好，押金什么时候退？']);
    // Every word of the query, in any order.
    expect(await found(landlord, { q: '退 押金' })).toEqual(['房东你好，押金什么时候退？']);
    expect(await found(landlord, { q: '!!!' })).toEqual([]);
    // The tenants see only their own conversation's message.
    expect(await found(tenant2, { q: '押金' })).toEqual(['Tiền đặt cọc (押金) bao giờ trả lại?']);
  });

  it('filters by sender and by date range, and refuses an empty range', async () => {
    const a = await member('Anh');
    const b = await member('Bao');
    const c = await single(a, b);
    const old = await send(a, c, '合同已经签好了');
    await send(b, c, '合同我收到了');
    await sql`update chat_message set created_at = '2026-01-15T12:00:00Z' where id = ${old.id}`.execute(db());
    expect(await found(a, { q: '合同', sender_id: b.id })).toEqual(['合同我收到了']);
    expect(await found(a, { q: '合同', sender_id: a.id })).toEqual(['合同已经签好了']);
    const jan = { since: Date.parse('2026-01-01T00:00:00Z') / 1000, until: Date.parse('2026-02-01T00:00:00Z') / 1000 };
    expect(await found(b, { q: '合同', ...jan })).toEqual(['合同已经签好了']);
    expect(await found(b, { q: '合同', since: jan.until })).toEqual(['合同我收到了']);
    expect(await found(b, { q: '合同', until: jan.since })).toEqual([]);
    const bad = await search(a, { q: '合同', since: jan.until, until: jan.since }, 'zh');
    expect(bad.status).toBe(400);
    expect((bad.data as unknown as { fields: Record<string, string> }).fields['query.until']).toBe('结束日期必须晚于开始日期');
    expect((await search(a, { q: '' })).status).toBe(400);
    expect((await search(a, { q: 'x'.repeat(101) })).status).toBe(400);
  });

  it('pages newest first by keyset, without repeats, and refuses a forged cursor', async () => {
    const a = await member('Pager');
    const b = await member('Friend');
    const c = await single(a, b);
    for (let i = 1; i <= 5; i++) await send(i % 2 ? a : b, c, `第${i}次提醒：房租到期`);
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 5; page++) {
      const res = await search(a, { q: '房租', limit: 2, cursor });
      seen.push(...res.data.list.map((h) => h.text));
      if (!res.data.has_more) break;
      cursor = res.data.next_cursor!;
    }
    expect(seen).toEqual([5, 4, 3, 2, 1].map((i) => `第${i}次提醒：房租到期`));
    expect((await search(a, { q: '房租', cursor: 'forged.cursor' })).status).toBe(400);
  });
});

describe('only what I could see', () => {
  it('nothing from conversations I am not in; the call is refused for another conversation and without a token', async () => {
    const a = await member('A');
    const b = await member('B');
    const stranger = await member('Stranger');
    const c = await single(a, b);
    await send(a, c, '秘密暗号：菠萝');
    expect(await found(stranger, { q: '菠萝' })).toEqual([]);
    const refused = await search(stranger, { q: '菠萝', conversation_id: c }, 'zh');
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('您不是该会话的成员，无法查看或发送消息');
    expect((await search(stranger, { q: '菠萝', conversation_id: 999999 })).status).toBe(403);
    expect((await t.call('chatSearch', { query: { q: '菠萝' } })).status).toBe(401);
  });

  it('nothing from before I joined a group, nor after I left it', async () => {
    const owner = await member('Owner');
    const early = await member('Early');
    const late = await member('Late');
    const g = await group(owner, [early]);
    await send(owner, g, '旧规定：晚上十点后安静');
    expect((await t.call('chatAddMembers', { token: owner.token, body: { conversationId: g, memberIds: [late.id] } })).status).toBe(200);
    await send(owner, g, '新规定：晚上十一点后安静');
    expect(await found(late, { q: '规定' })).toEqual(['新规定：晚上十一点后安静']);
    expect(await found(early, { q: '规定' })).toEqual(['新规定：晚上十一点后安静', '旧规定：晚上十点后安静']);
    expect((await t.call('chatLeaveGroup', { token: early.token, body: { conversationId: g } })).status).toBe(200);
    expect(await found(early, { q: '规定' })).toEqual([]);
  });

  it('leaves out recalled messages (their words erased) and messages or conversations deleted for me, for me only', async () => {
    const a = await member('Recaller');
    const b = await member('Reader');
    const c = await single(a, b);
    const recalled = await send(a, c, '银行卡号写错了');
    const hidden = await send(b, c, '银行今天不开门');
    const kept = await send(a, c, '银行明天见');
    expect(await found(b, { q: '银行' })).toHaveLength(3);
    expect((await t.call('chatRecall', { token: a.token, body: { message_id: recalled.id } })).status).toBe(200);
    const words = await db().selectFrom('chat_message_search').select('message_id').where('message_id', 'in', [recalled.id, hidden.id, kept.id]).execute();
    expect(words.map((w) => w.message_id).sort()).toEqual([hidden.id, kept.id].sort());
    expect(await found(b, { q: '银行' })).toEqual(['银行明天见', '银行今天不开门']);
    // Deleted for me (chat_message_hidden, docs/chat.md "Devices agree"): gone for b, still there for a.
    await db().insertInto('chat_message_hidden').values({ user_id: b.id, message_id: hidden.id }).execute();
    expect(await found(b, { q: '银行' })).toEqual(['银行明天见']);
    expect(await found(a, { q: '银行' })).toEqual(['银行明天见', '银行今天不开门']);
    // The conversation deleted for me: everything up to then is hidden (visible_from_seq raised); newer messages show.
    await db().updateTable('conversation_member').set({ visible_from_seq: kept.seq }).where('conversation_id', '=', c).where('user_id', '=', b.id).execute();
    expect(await found(b, { q: '银行' })).toEqual([]);
    await send(a, c, '银行卡寄到了');
    expect(await found(b, { q: '银行' })).toEqual(['银行卡寄到了']);
  });
});

describe('indexing', () => {
  it('a send writes no words; a search indexes the conversations it searches, once, and the mark follows the last seq', async () => {
    const a = await member('Writer');
    const b = await member('Other');
    const c = await single(a, b);
    const m1 = await send(a, c, '搬家公司电话多少');
    const m2 = await send(b, c, '一张图片');
    await db().updateTable('chat_message').set({ type: 'image', content: JSON.stringify({ url: '/api/media/x', mime: 'image/png', size: 1 }) }).where('id', '=', m2.id).execute();
    const before = await db().selectFrom('chat_message_search').select('message_id').where('conversation_id', '=', c).execute();
    expect(before).toEqual([]);
    expect(await found(a, { q: '搬家' })).toEqual(['搬家公司电话多少']);
    const after = await db().selectFrom('chat_message_search').select('message_id').where('conversation_id', '=', c).execute();
    expect(after.map((r) => r.message_id)).toEqual([m1.id]);
    const mark = await db().selectFrom('chat_search_progress').select('indexed_seq').where('conversation_id', '=', c).executeTakeFirstOrThrow();
    expect(Number(mark.indexed_seq)).toBe(m2.seq);
    expect(await found(b, { q: '搬家' })).toEqual(['搬家公司电话多少']);
    const count = await db().selectFrom('chat_message_search').select(sql<number>`count(*)::int`.as('n')).where('conversation_id', '=', c).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
});

describe('hostile input', () => {
  it('never answers 5xx: tsquery syntax, quotes, huge and negative numbers, forged cursors', async () => {
    const a = await member('Fuzz');
    const b = await member('Fuzzed');
    const c = await single(a, b);
    await send(a, c, "it's a 'quoted' & (tricky) message: 押金!");
    const queries: Array<Record<string, string | number>> = [
      { q: "' & | ! ( ) :* \\" },
      { q: "it's" },
      { q: '押金 & !退' },
      { q: 'a'.repeat(100) },
      { q: '押金', conversation_id: 2147483648 },
      { q: '押金', conversation_id: -1 },
      { q: '押金', sender_id: 'x' },
      { q: '押金', since: -5 },
      { q: '押金', since: 1e20 },
      { q: '押金', until: 'tomorrow' },
      { q: '押金', limit: 0 },
      { q: '押金', limit: 1000 },
      { q: '押金', cursor: 'eyJpZCI6IjEgb3IgMT0xIn0.AAAAAAAAAAAAAAAAAAAAAA' },
      { q: '押金', cursor: '.' },
    ];
    for (const query of queries) expect((await search(a, query)).status, JSON.stringify(query)).toBeLessThan(500);
    for (const query of [{ conversation_id: c, around_id: 2147483648 }, { conversation_id: c, around_id: 1, limit: 51 }, { conversation_id: 'x', around_id: 1 }]) {
      expect((await t.call('chatMessageContext', { token: a.token, query })).status, JSON.stringify(query)).toBeLessThan(500);
    }
  });
});

describe('the background sweep', () => {
  it('indexes new messages without any search, and stops when asked', async () => {
    const a = await member('Sweeper');
    const b = await member('Quiet');
    const c = await single(a, b);
    const m = await send(a, c, '水电费已经交了');
    const errors: unknown[] = [];
    const sweep = startSweep(new ChatSearchIndexer(db()), 20, (err) => errors.push(err));
    try {
      await expect
        .poll(async () => (await db().selectFrom('chat_message_search').select('message_id').where('conversation_id', '=', c).execute()).map((r) => r.message_id), { timeout: 15_000 })
        .toEqual([m.id]);
    } finally {
      await sweep.stop();
    }
    expect(errors).toEqual([]);
    expect(Number((await db().selectFrom('chat_search_progress').select('indexed_seq').where('conversation_id', '=', c).executeTakeFirstOrThrow()).indexed_seq)).toBe(m.seq);
  });
});

describe('the messages around a found one', () => {
  it('gives older and newer neighbours, leaves out what I deleted, and refuses non-members and unknown messages', async () => {
    const a = await member('Ctx');
    const b = await member('Mate');
    const c = await single(a, b);
    const sent = [];
    for (let i = 1; i <= 7; i++) sent.push(await send(i % 2 ? a : b, c, `消息${i}`));
    await db().insertInto('chat_message_hidden').values({ user_id: a.id, message_id: sent[2]!.id }).execute();
    const around = await t.call<{ messages: Array<{ id: number; content: { text: string } }>; has_more_before: boolean; has_more_after: boolean }>('chatMessageContext', {
      token: a.token,
      query: { conversation_id: c, around_id: sent[3]!.id, limit: 2 },
    });
    expect(around.status).toBe(200);
    expect(around.data.messages.map((m) => m.content.text)).toEqual(['消息1', '消息2', '消息4', '消息5', '消息6']);
    expect(around.data).toMatchObject({ has_more_before: false, has_more_after: true });
    const hiddenOne = await t.call('chatMessageContext', { token: a.token, query: { conversation_id: c, around_id: sent[2]!.id }, lang: 'vi' });
    expect(hiddenOne).toMatchObject({ status: 404, message: 'Tin nhắn này không tồn tại hoặc bạn đã xóa nó' });
    expect((await t.call('chatMessageContext', { token: b.token, query: { conversation_id: c, around_id: sent[2]!.id } })).status).toBe(200);
    const stranger = await member('Nosy');
    expect((await t.call('chatMessageContext', { token: stranger.token, query: { conversation_id: c, around_id: sent[3]!.id } })).status).toBe(403);
    expect((await t.call('chatMessageContext', { query: { conversation_id: c, around_id: sent[3]!.id } })).status).toBe(401);
    expect((await t.call('chatMessageContext', { token: a.token, query: { conversation_id: c, around_id: 999999 } })).status).toBe(404);
    expect((await t.call('chatMessageContext', { token: a.token, query: { conversation_id: c, around_id: 'x' } })).status).toBe(400);
  });
});
