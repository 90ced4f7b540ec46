import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate.js';
import { allMigrations } from '../../src/modules/migrations.js';
import { openEmptyDatabase, type EmptyDatabase } from '../support/empty-database.js';

/**
 * The upgrade as a running site takes it: a database migrated up to just before private media, holding chat files,
 * ID photos and public pictures, then migrated to the latest. Chat files and ID photos become private with their
 * purpose; everything else stays public. In-memory PGlite, or a PostgreSQL database of its own with TEST_DATABASE_URL.
 */
const FIRST = '202612040100-media-private';
let empty: EmptyDatabase | null = null;
afterAll(() => empty?.dispose());

const hash = (n: number) => n.toString(16).padStart(32, 'a');
const url = (n: number) => `/api/media/${hash(n)}`;

describe('private media migrations', () => {
  it('make existing chat files and ID photos private, and nothing else', async () => {
    empty = await openEmptyDatabase();
    const { database } = empty;
    const all = allMigrations();
    const before = Object.fromEntries(Object.entries(all).filter(([name]) => name < FIRST));
    await migrate(database, before);

    const db = database.db;
    const user = async (name: string) => (await sql<{ id: number }>`insert into app_user (nickname) values (${name}) returning id`.execute(db)).rows[0]!.id;
    const alice = await user('alice');
    const bob = await user('bob');
    for (let n = 1; n <= 8; n++) await sql`insert into media (hash, mime, width, height, size, created_by) values (${hash(n)}, 'image/jpeg', 10, 10, 100, ${alice})`.execute(db);
    // ID photos: 1 and 2 (with a foreign URL beside them).
    await sql`insert into user_verify (user_id, real_name, id_type, id_number, photos) values (${alice}, '林', 'passport', 'E1234567', ${JSON.stringify([url(1), url(2), 'https://cdn.example.com/x.jpg'])}::jsonb)`.execute(db);
    const conv = (await sql<{ id: number }>`insert into conversation (type, creator_id, owner_id, single_key) values (1, ${alice}, ${alice}, ${`${alice}:${bob}`}) returning id`.execute(db)).rows[0]!.id;
    const message = (seq: number, type: string, content: object) =>
      sql`insert into chat_message (conversation_id, seq, sender_id, type, content) values (${conv}, ${seq}, ${alice}, ${type}, ${JSON.stringify(content)}::jsonb)`.execute(db);
    // Chat files: 3 (image), 4 (voice), 5 (file). A text naming 6, a card's cover 7 and an avatar (8) are no chat files.
    await message(1, 'image', { url: url(3), mime: 'image/jpeg', size: 100 });
    await message(2, 'voice', { url: url(4), mime: 'audio/webm', size: 100, duration: 2 });
    await message(3, 'file', { url: url(5), mime: 'application/pdf', size: 100, name: 'a.pdf' });
    await message(4, 'text', { text: url(6) });
    await message(5, 'card', { card: { kind: 'housing', id: 1, title: 'x', cover: url(7), price: null } });
    await sql`update app_user set avatar = ${url(8)} where id = ${bob}`.execute(db);

    const applied = await migrate(database, all);
    expect(applied).toEqual(expect.arrayContaining([FIRST, '202612040110-auth-private-id-photos', '202612040120-chat-private-media']));
    const rows = await db.selectFrom('media').select(['hash', 'visibility', 'purpose']).orderBy('hash').execute();
    const by = new Map(rows.map((r) => [r.hash, [r.visibility, r.purpose]]));
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => by.get(hash(n)))).toEqual([
      ['private', 'real_name'],
      ['private', 'real_name'],
      ['private', 'chat'],
      ['private', 'chat'],
      ['private', 'chat'],
      ['public', null],
      ['public', null],
      ['public', null],
    ]);
    // A private file always names its purpose, a public one never: the table refuses anything else.
    await expect(sql`update media set purpose = 'chat' where hash = ${hash(8)}`.execute(db)).rejects.toThrow();
    await expect(sql`update media set visibility = 'secret' where hash = ${hash(8)}`.execute(db)).rejects.toThrow();
  });
});
