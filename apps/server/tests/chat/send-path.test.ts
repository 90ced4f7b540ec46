import type { DatabaseConnection } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, startChat, type ChatTest, type Client, type TestUser } from './support.js';

/**
 * The cost of a send (database statements) and what it keeps under concurrency: gap-free seqs, exact
 * unread counts, membership changes that race with a send. On PGlite there is one session, so the races
 * only really happen on PostgreSQL (TEST_DATABASE_URL); the assertions hold on both.
 */
let c: ChatTest;
beforeAll(async () => {
  c = await startChat();
});
afterAll(() => c.close());

/**
 * Records every statement the server's Kysely instance sends, BEGIN and COMMIT included (the driver sends
 * those on the connection, not through `executeQuery`, so the connection itself is wrapped).
 */
function recordStatements() {
  const executor = c.t.db.getExecutor() as unknown as { provideConnection: <T>(consumer: (conn: DatabaseConnection) => Promise<T>) => Promise<T> };
  const original = executor.provideConnection.bind(executor);
  const statements: string[] = [];
  executor.provideConnection = (consumer) =>
    original((conn) =>
      consumer({
        executeQuery: (q) => {
          statements.push(q.sql.trim().split(/\s+/).slice(0, 3).join(' '));
          return conn.executeQuery(q);
        },
        streamQuery: (q, n) => conn.streamQuery(q, n),
      }),
    );
  return { statements, restore: () => void (executor.provideConnection = original) };
}

async function group(owner: TestUser, members: TestUser[], name = 'Send path') {
  const g = await c.call('chatCreateGroup', { token: owner.token, body: { name, memberIds: members.map((m) => m.id) } });
  expect(g.code).toBe(200);
  return g.data.id as number;
}

async function memberRows(conversationId: number) {
  // The unread count as every reader works it out (docs/chat.md, "Unread counts").
  return c.t.db
    .selectFrom('conversation_member as m')
    .innerJoin('conversation as c', 'c.id', 'm.conversation_id')
    .select(['m.user_id', 'm.last_read_seq', sql<number>`c.last_seq - m.last_read_seq`.as('unread_count'), 'm.left_at'])
    .where('m.conversation_id', '=', conversationId)
    .execute();
}

/** What every member's unread count must be: messages from others above their read mark, from their joining on. */
async function expectedUnread(conversationId: number) {
  const { rows } = await sql<{ user_id: number; unread_count: number; expected: number }>`
    select m.user_id, (select c.last_seq from conversation c where c.id = m.conversation_id) - m.last_read_seq as unread_count,
           (select count(*)::int from chat_message x where x.conversation_id = m.conversation_id and x.sender_id <> m.user_id
             and x.seq > greatest(m.last_read_seq, m.visible_from_seq)) as expected
      from conversation_member m where m.conversation_id = ${conversationId} and m.left_at is null`.execute(c.t.db);
  return rows;
}

/** Waits until a statement of the server waits for a row lock (PostgreSQL), or a moment (PGlite). */
async function untilBlocked() {
  if (c.t.database.kind !== 'postgres') return sleep(150);
  for (let i = 0; i < 100; i++) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%chat_send_messages%'`.execute(c.t.db);
    if (rows[0]!.n > 0) return;
    await sleep(20);
  }
  throw new Error('the send never waited for the conversation lock');
}

describe('statements per send', () => {
  it('a send is one statement (checks and write), a resend and a refused send too, whatever the group size', async () => {
    const [a, b, d] = [await c.user('Cost A'), await c.user('Cost B'), await c.user('Cost D')];
    const single = (await c.call('chatCreateSingle', { token: a.token, body: { target_id: b.id } })).data.id as number;
    const crowd = [b, d];
    for (let i = 0; i < 8; i++) crowd.push(await c.user(`Crowd ${i}`));
    const gid = await group(a, crowd);
    const sa = await c.online(a);
    const sb = await c.online(b);
    // Warm up (the first query of a kind may do one-off work).
    await sa.sendMessage({ conversation_id: single, content: { text: 'warm' }, temp_id: 'cost-0' });
    await sb.next('new_message');
    const recorder = recordStatements();
    try {
      const measure = async (send: () => Promise<unknown>) => {
        recorder.statements.length = 0;
        await send();
        return [...recorder.statements];
      };
      const socket = await measure(async () => expect((await sa.sendMessage({ conversation_id: single, content: { text: 'one' }, temp_id: 'cost-1' })).code).toBe(200));
      const http = await measure(async () => expect((await c.call('chatSend', { token: a.token, body: { conversation_id: single, content: { text: 'two' } } })).code).toBe(200));
      const grouped = await measure(async () => expect((await sa.sendMessage({ conversation_id: gid, content: { text: 'three' }, temp_id: 'cost-3' })).code).toBe(200));
      const resend = await measure(async () => expect((await sa.sendMessage({ conversation_id: single, content: { text: 'one' }, temp_id: 'cost-1' })).data.seq).toBe(2));
      const stranger = await measure(async () => expect((await c.call('chatSend', { token: a.token, body: { conversation_id: 9_999_999, content: { text: 'x' } } })).status).toBe(403));
      // Before: temp-id lookup, membership, BEGIN, 5 writes, COMMIT, conversation type, marks, sender = 12; then a
      // precheck and the store = 2.
      expect(socket).toEqual(['select o_idx as']);
      expect(grouped).toEqual(socket);
      // HTTP adds the session lookup of the request.
      expect(http).toHaveLength(2);
      expect(http.slice(1)).toEqual(socket);
      // Before: temp-id lookup, membership, marks, sender = 4.
      expect(resend).toEqual(['select o_idx as']);
      expect(stranger.slice(1)).toEqual(['select o_idx as']);
    } finally {
      recorder.restore();
    }
    // The pushes carry what the old path read after the commit.
    const pushed = await sb.next('new_message', (f) => f.data.content.text === 'three');
    expect(pushed.data).toMatchObject({ conversation_type: 2, seq: 1, sender_id: a.id, account: 'Cost A', nickname: 'Cost A', unread_count: 1, temp_id: null, read_by: [], is_read: false });
    sa.close();
    sb.close();
  });
});

describe('concurrent sends', () => {
  it('several senders at once, over both transports: seqs gap-free and unique, ids in seq order, unread counts exact, each push once', async () => {
    const users = [await c.user('P1'), await c.user('P2'), await c.user('P3'), await c.user('P4'), await c.user('P5')];
    const quiet = await c.user('Lurker');
    const gid = await group(users[0]!, [...users.slice(1), quiet]);
    const sockets = new Map<number, Client>();
    for (const u of [...users, quiet]) sockets.set(u.id, await c.online(u));
    // The lurker read nothing; P5 reads halfway through.
    const perSender = 6;
    type Sent = { seq: number; message_id: number; sender: number; viaSocket: boolean };
    const sends: Promise<Sent | null>[] = [];
    for (let i = 0; i < perSender; i++) {
      for (const [k, u] of users.entries()) {
        const body = { conversation_id: gid, content: { text: `${u.id}:${i}` }, temp_id: `cc-${u.id}-${i}` };
        const viaSocket = (i + k) % 2 === 0;
        const reply = viaSocket ? sockets.get(u.id)!.sendMessage(body).then((f) => ({ code: f.code, data: f.data })) : c.call('chatSend', { token: u.token, body });
        sends.push(
          reply.then((r) => {
            expect(r.code).toBe(200);
            return { seq: r.data.seq as number, message_id: r.data.message_id as number, sender: u.id, viaSocket };
          }),
        );
      }
      if (i === perSender / 2) sends.push(sockets.get(users[4]!.id)!.request({ type: 'read', conversation_id: gid }, 'read_ack').then(() => null));
    }
    const sent = (await Promise.all(sends)).filter((s): s is Sent => s !== null);
    const total = users.length * perSender;
    expect(sent.map((s) => s.seq).sort((x, y) => x - y)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    const bySeq = [...sent].sort((x, y) => x.seq - y.seq);
    for (let i = 1; i < bySeq.length; i++) expect(bySeq[i]!.message_id).toBeGreaterThan(bySeq[i - 1]!.message_id);
    const conv = await c.t.db.selectFrom('conversation').select(['last_seq', 'last_message_id']).where('id', '=', gid).executeTakeFirstOrThrow();
    expect(conv).toEqual({ last_seq: total, last_message_id: bySeq[total - 1]!.message_id });
    for (const r of await expectedUnread(gid)) expect(r.unread_count, `unread of user ${r.user_id}`).toBe(r.expected);
    const marks = new Map((await memberRows(gid)).map((m) => [m.user_id, m]));
    expect(marks.get(quiet.id)).toMatchObject({ last_read_seq: 0, unread_count: total });
    // A sender's mark is at least its own newest message (sending reads the conversation).
    for (const u of users) expect(marks.get(u.id)!.last_read_seq).toBeGreaterThanOrEqual(Math.max(...sent.filter((s) => s.sender === u.id).map((s) => s.seq)));
    // Every socket hears every message exactly once, except its own sends (those it got as acks).
    for (const u of [...users, quiet]) {
      const s = sockets.get(u.id)!;
      const expected = sent.filter((x) => x.sender !== u.id || !x.viaSocket).map((x) => x.message_id);
      const got: number[] = [];
      for (let i = 0; i < expected.length; i++) got.push((await s.next('new_message', undefined, 15_000)).data.message_id);
      expect(got.sort((x, y) => x - y)).toEqual(expected.sort((x, y) => x - y));
      expect(await s.quiet('new_message', 50)).toBe(true);
    }
    // The lurker's newest push carries its unread count right after that message.
    const lurker = sockets.get(quiet.id)!.frames.filter((f) => f.type === 'new_message');
    expect(Math.max(...lurker.map((f) => f.data.unread_count))).toBe(total);
    for (const s of sockets.values()) s.close();
  });
});

describe('membership changes racing a send', () => {
  it('a member added (and one removed) while the send waits for the conversation lock: unread counts and pushes as if in order', async () => {
    const [owner, stays, leaves, joins] = [await c.user('Race owner'), await c.user('Stays'), await c.user('Leaves'), await c.user('Joins')];
    const gid = await group(owner, [stays, leaves]);
    await c.call('chatSend', { token: owner.token, body: { conversation_id: gid, content: { text: 'before' } } });
    const sJoins = await c.online(joins);
    const sLeaves = await c.online(leaves);
    // An owner's add-and-remove, done the way addMembers/removeMembers do it: the conversation row first.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const change = c.t.db.transaction().execute(async (trx) => {
      const conv = await trx.selectFrom('conversation').select('last_seq').where('id', '=', gid).forUpdate().executeTakeFirstOrThrow();
      const fresh = { role: 'member' as const, is_top: false, is_mute: false, last_read_seq: conv.last_seq, visible_from_seq: conv.last_seq, joined_at: new Date(), left_at: null };
      await trx.insertInto('conversation_member').values({ conversation_id: gid, user_id: joins.id, ...fresh }).execute();
      await trx.updateTable('conversation_member').set({ left_at: new Date() }).where('conversation_id', '=', gid).where('user_id', '=', leaves.id).execute();
      await trx.updateTable('conversation').set({ updated_at: new Date() }).where('id', '=', gid).execute();
      locked();
      await held;
    });
    await isLocked;
    const sending = c.call('chatSend', { token: stays.token, body: { conversation_id: gid, content: { text: 'during' }, temp_id: 'race-1' } });
    await untilBlocked();
    release();
    await change;
    const res = await sending;
    expect(res.code).toBe(200);
    expect(res.data.seq).toBe(2);
    const marks = new Map((await memberRows(gid)).map((m) => [m.user_id, m]));
    expect(marks.get(joins.id)).toMatchObject({ unread_count: 1, left_at: null });
    // Gone: no unread count of theirs is kept or totalled any more (a rejoin starts from the last seq).
    expect(marks.get(leaves.id)?.left_at).toBeInstanceOf(Date);
    for (const r of await expectedUnread(gid)) expect(r.unread_count, `unread of user ${r.user_id}`).toBe(r.expected);
    expect((await sJoins.next('new_message', undefined, 15_000)).data).toMatchObject({ seq: 2, unread_count: 1 });
    expect(await sLeaves.quiet('new_message')).toBe(true);
    sJoins.close();
    sLeaves.close();
  });

  it('a sender removed while its send waits gets 403 and nothing is stored', async () => {
    const [owner, gone] = [await c.user('Owner 2'), await c.user('Removed sender')];
    const gid = await group(owner, [gone]);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const change = c.t.db.transaction().execute(async (trx) => {
      await trx.updateTable('conversation').set({ updated_at: new Date() }).where('id', '=', gid).execute();
      await trx.updateTable('conversation_member').set({ left_at: new Date() }).where('conversation_id', '=', gid).where('user_id', '=', gone.id).execute();
      locked();
      await held;
    });
    await isLocked;
    const sending = c.call('chatSend', { token: gone.token, body: { conversation_id: gid, content: { text: 'too late' } } });
    // On PostgreSQL the precheck still sees the member (the removal is not committed) and the write waits.
    await untilBlocked().catch(() => undefined);
    release();
    await change;
    const res = await sending;
    expect(res.status).toBe(403);
    expect((await c.t.db.selectFrom('conversation').select('last_seq').where('id', '=', gid).executeTakeFirstOrThrow()).last_seq).toBe(0);
  });
});
