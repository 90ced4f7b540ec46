import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_COMMIT_MAX_BATCH, GroupCommit, StoreError, type StoreInput } from '../../src/modules/chat/group-commit.js';
import { PublishOrder } from '../../src/modules/chat/publish-order.js';
import { isUniqueViolation } from '../../src/modules/chat/store.js';
import { startChat, type ChatTest, type TestUser } from './support.js';

/**
 * Group commit (docs/chat.md, "Group commit"): the sends that reach the store together go to the database as
 * one statement and one commit. Every one is stored in the order it came, with gap-free seqs and exact unread
 * counts, and settles on its own: one that fails (a resend's temp id) or whose sender is no member does not
 * sink the others of its batch.
 */
let c: ChatTest;
beforeAll(async () => {
  c = await startChat();
});
afterAll(() => c?.close());

async function group(owner: TestUser, members: TestUser[]) {
  const g = await c.call('chatCreateGroup', { token: owner.token, body: { name: 'Group commit', memberIds: members.map((m) => m.id) } });
  expect(g.code).toBe(200);
  return g.data.id as number;
}

const text = (conversationId: number, senderId: number, t: string, tempId: string | null = null): StoreInput => ({ conversationId, senderId, type: 'text', content: { text: t }, tempId, cardKey: null, checkBlock: false });

/** Unread counts as they must be: messages from others above each member's read mark. */
async function unreadMismatches(conversationId: number) {
  const { rows } = await sql<{ user_id: number; unread_count: number; expected: number }>`
    select m.user_id, (select c.last_seq from conversation c where c.id = m.conversation_id) - m.last_read_seq as unread_count,
           (select count(*)::int from chat_message x where x.conversation_id = m.conversation_id and x.sender_id <> m.user_id
             and x.seq > greatest(m.last_read_seq, m.visible_from_seq)) as expected
      from conversation_member m where m.conversation_id = ${conversationId} and m.left_at is null`.execute(c.t.db);
  return rows.filter((r) => r.unread_count !== r.expected);
}

describe('group commit', () => {
  it('sends of one tick share statements (up to the batch size); all are stored with gap-free seqs (in arrival order within a batch) and exact unread counts', async () => {
    const users = [await c.user('GC A'), await c.user('GC B'), await c.user('GC C'), await c.user('GC D')];
    const g1 = await group(users[0]!, users.slice(1));
    const g2 = await group(users[1]!, [users[0]!, users[2]!]);
    const commit = new GroupCommit(c.t.db, new PublishOrder());
    const inputs = Array.from({ length: 60 }, (_, i) => (i % 3 === 2 ? text(g2, users[i % 3]!.id, `g2-${i}`) : text(g1, users[i % 4]!.id, `g1-${i}`)));
    const results = await Promise.all(inputs.map((input) => commit.store(input)));
    // At most GROUP_COMMIT_MAX_BATCH per statement.
    expect(commit.stats.batches).toBe(Math.ceil(60 / GROUP_COMMIT_MAX_BATCH));
    expect(commit.stats.messages).toBe(60);
    for (const conv of [g1, g2]) {
      const mine = results.filter((r) => r.row.conversation_id === conv);
      // Seqs from 1 with no gap; within a batch in the order the sends came in (batches in flight at once take
      // the conversation's lock in either order, as concurrent sends always did).
      expect(mine.map((r) => r.row.seq!).sort((x, y) => x - y)).toEqual(mine.map((_, i) => i + 1));
      for (let from = 0; from < inputs.length; from += GROUP_COMMIT_MAX_BATCH) {
        const batch = results.slice(from, from + GROUP_COMMIT_MAX_BATCH).filter((r) => r.row.conversation_id === conv);
        const seqs = batch.map((r) => r.row.seq!);
        expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
      }
      expect(await unreadMismatches(conv)).toEqual([]);
      const last = await c.t.db.selectFrom('conversation').select(['last_seq', 'last_message_id']).where('id', '=', conv).executeTakeFirstOrThrow();
      expect(last.last_seq).toBe(mine.length);
      expect(last.last_message_id).toBe(mine.find((r) => r.row.seq === mine.length)!.row.id);
    }
    // Each message carries the marks of its own moment: the sender read up to it.
    for (const r of results) {
      const own = r.row.marks!.find(([u]) => u === r.row.sender_id)!;
      expect(own[1]).toBe(r.row.seq);
      expect(own[2]).toBe(0);
    }
    for (const r of results) r.ticket.cancel();
  });

  it('in one batch: a resend is answered with the stored message, a stranger is refused, a card sent twice fails alone; the rest is stored', async () => {
    const [a, b, stranger] = [await c.user('GC E'), await c.user('GC F'), await c.user('GC G')];
    const g = await group(a, [b]);
    const commit = new GroupCommit(c.t.db, new PublishOrder());
    (await commit.store(text(g, a.id, 'first', 'gc-dup'))).ticket.cancel();
    const card = (key: string): StoreInput => ({ conversationId: g, senderId: a.id, type: 'card', content: { card: { kind: 'house', id: 1 } } as never, tempId: null, cardKey: key, checkBlock: false });
    const batch = [
      text(g, a.id, 'one'),
      text(g, b.id, 'again', 'gc-dup'),
      text(g, a.id, 'resent', 'gc-dup'),
      text(g, stranger.id, 'not a member'),
      card('house:1'),
      card('house:1'),
      text(g, b.id, 'two', 'gc-new'),
      text(g, b.id, 'two, resent in the same batch', 'gc-new'),
    ];
    const settled = await Promise.allSettled(batch.map((input) => commit.store(input)));
    expect(commit.stats.batches).toBe(2);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    const failed = (settled[5] as PromiseRejectedResult).reason;
    expect(failed).toBeInstanceOf(StoreError);
    expect(isUniqueViolation(failed)).toBe(true);
    const rows = settled.map((s) => (s.status === 'fulfilled' ? s.value.row : null));
    expect(rows.map((r) => r?.status ?? null)).toEqual(['stored', 'stored', 'existing', 'not_member', 'stored', null, 'stored', 'existing']);
    // The resend: a's first message, as a sees it at that point of the batch (a member; b's 'again' unread).
    expect(rows[2]).toMatchObject({ seq: 1, temp_id: 'gc-dup', sender_id: a.id, conversation_type: 2, member_unread: 1 });
    expect((rows[2]!.content as { text: string }).text).toBe('first');
    expect(rows[2]!.marks!.map(([u]) => u).sort()).toEqual([a.id, b.id].sort());
    expect(rows[3]!.id).toBeNull();
    // b's temp id is b's own: not a resend of a's. Within a batch a resend finds the message stored before it.
    expect([rows[0]!.seq, rows[1]!.seq, rows[4]!.seq, rows[6]!.seq]).toEqual([2, 3, 4, 5]);
    expect(rows[7]).toMatchObject({ id: rows[6]!.id, seq: 5 });
    for (const s of settled) if (s.status === 'fulfilled') s.value.ticket.cancel();
    const stored = await c.t.db.selectFrom('chat_message').select(['seq', 'type', 'content']).where('conversation_id', '=', g).orderBy('seq').execute();
    expect(stored.map((m) => (m.type === 'card' ? 'card' : (m.content as { text: string }).text))).toEqual(['first', 'one', 'again', 'card', 'two']);
    expect(await unreadMismatches(g)).toEqual([]);
  });

  it('a block refuses a one-to-one message either way when asked to (a person’s send), not a card', async () => {
    const [a, b] = [await c.user('GC J'), await c.user('GC K')];
    const single = (await c.call('chatCreateSingle', { token: a.token, body: { target_id: b.id } })).data.id as number;
    await c.t.db.insertInto('user_block').values({ blocker_id: b.id, blocked_id: a.id }).execute();
    const commit = new GroupCommit(c.t.db, new PublishOrder());
    const outcomes = await Promise.all([
      commit.store({ ...text(single, a.id, 'from a'), checkBlock: true }),
      commit.store({ ...text(single, b.id, 'from b'), checkBlock: true }),
      commit.store(text(single, a.id, 'unchecked')),
    ]);
    for (const o of outcomes) o.ticket.cancel();
    expect(outcomes.map((o) => o.row.status)).toEqual(['blocked_them', 'blocked_me', 'stored']);
    expect(outcomes[0]!.row.id).toBeNull();
    const stored = await c.t.db.selectFrom('chat_message').select('content').where('conversation_id', '=', single).execute();
    expect(stored.map((m) => (m.content as { text: string }).text)).toEqual(['unchecked']);
  });

  it('while batches are at the database, the sends arriving meanwhile wait and go together', async () => {
    const [a, b] = [await c.user('GC H'), await c.user('GC I')];
    const g = await group(a, [b]);
    const commit = new GroupCommit(c.t.db, new PublishOrder(), 1);
    const first = commit.store(text(g, a.id, 'alone'));
    // The next tick's sends find one batch in flight (the limit here) and queue behind it.
    await new Promise((r) => setImmediate(r));
    const later = Array.from({ length: GROUP_COMMIT_MAX_BATCH }, (_, i) => commit.store(text(g, i % 2 ? a.id : b.id, `later-${i}`)));
    const all = await Promise.all([first, ...later]);
    expect(all.map((r) => r.row.seq)).toEqual(all.map((_, i) => i + 1));
    expect(commit.stats.batches).toBe(2);
    for (const r of all) r.ticket.cancel();
    expect(await unreadMismatches(g)).toEqual([]);
  });
});
