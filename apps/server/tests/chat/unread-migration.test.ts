import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate.js';
import * as unreadDerived from '../../src/modules/chat/migrations/202612010100-chat-unread-derived.js';
import { allMigrations } from '../../src/modules/migrations.js';
import { openEmptyDatabase, type EmptyDatabase } from '../support/empty-database.js';

/**
 * Unread counts become derived (modules/chat/migrations/202612010100-chat-unread-derived.ts): on a database an
 * older server kept counts in, run like an upgrade, every member's count reads the same after as before, and
 * going down puts the column back with the same values.
 */
const MIGRATION = '202612010100-chat-unread-derived';
const opened: EmptyDatabase[] = [];
afterAll(async () => {
  for (const empty of opened) await empty.dispose();
});

describe('unread counts worked out from the seqs', () => {
  it('an upgrade keeps every member’s count; going down restores the column', async () => {
    const empty = await openEmptyDatabase();
    opened.push(empty);
    const { db } = empty.database;
    await migrate(empty.database, Object.fromEntries(Object.entries(allMigrations()).filter(([name]) => name < MIGRATION)));
    const [a, b, cc] = (await sql<{ id: number }>`insert into app_user (nickname, status) values ('A', 'active'), ('B', 'active'), ('C', 'active') returning id`.execute(db)).rows.map((r) => r.id);
    const conv = (await sql<{ id: number }>`insert into conversation (type, creator_id, owner_id) values (2, ${a}, ${a}) returning id`.execute(db)).rows[0]!.id;
    for (const u of [a, b, cc]) await sql`insert into conversation_member (conversation_id, user_id) values (${conv}, ${u})`.execute(db);
    // Stored the old way: A sends three, B reads one of them, then B sends one (which marks B read), C reads nothing.
    await sql`select * from chat_store_messages(${JSON.stringify([1, 2, 3].map((i) => ({ c: conv, s: a, t: 'text', x: { text: `m${i}` } })))}::jsonb, now())`.execute(db);
    await sql`update conversation_member set last_read_seq = 1, unread_count = 2 where conversation_id = ${conv} and user_id = ${b}`.execute(db);
    await sql`select * from chat_store_messages(${JSON.stringify([{ c: conv, s: b, t: 'text', x: { text: 'reply' } }])}::jsonb, now())`.execute(db);
    const stored = async () => Object.fromEntries((await sql<{ user_id: number; unread_count: number }>`select user_id, unread_count from conversation_member where conversation_id = ${conv}`.execute(db)).rows.map((r) => [r.user_id, r.unread_count]));
    const before = await stored();
    expect(before).toEqual({ [a!]: 1, [b!]: 0, [cc!]: 4 });

    expect(await migrate(empty.database, allMigrations())).toContain(MIGRATION);
    const derived = Object.fromEntries(
      (await sql<{ user_id: number; unread: number }>`select m.user_id, c.last_seq - m.last_read_seq as unread from conversation_member m join conversation c on c.id = m.conversation_id where c.id = ${conv}`.execute(db)).rows.map((r) => [r.user_id, r.unread]),
    );
    expect(derived).toEqual(before);
    const { rows: cols } = await sql<{ n: number }>`select count(*)::int as n from information_schema.columns where table_name = 'conversation_member' and column_name = 'unread_count'`.execute(db);
    expect(cols[0]!.n).toBe(0);
    // The new function's marks carry the same counts (third element), one more message later.
    const { rows } = await sql<{ o_marks: [number, number, number][] }>`select o_marks from chat_store_messages(${JSON.stringify([{ c: conv, s: cc, t: 'text', x: { text: 'hi' } }])}::jsonb, now())`.execute(db);
    expect(Object.fromEntries(rows[0]!.o_marks.map(([u, , n]) => [u, n]))).toEqual({ [a!]: 2, [b!]: 1, [cc!]: 0 });

    for (const statement of unreadDerived.down) await sql.raw(statement).execute(db);
    expect(await stored()).toEqual({ [a!]: 2, [b!]: 1, [cc!]: 0 });
  });
});
