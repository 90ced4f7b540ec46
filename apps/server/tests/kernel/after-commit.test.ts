import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { afterCommit } from '../../src/db/after-commit.js';
import type { Database } from '../../src/db/database.js';
import { openEmptyDatabase, type EmptyDatabase } from '../support/empty-database.js';

// Work registered on a transaction runs after its commit, sees the committed rows from outside, and never runs
// when the transaction rolls back; on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (a pool of sessions).
let database: Database;
let empty: EmptyDatabase | undefined;
const tick = () => new Promise((r) => setTimeout(r, 30));

beforeAll(async () => {
  empty = await openEmptyDatabase(4);
  database = empty.database;
  await sql`create table if not exists ac_probe (id serial primary key, note text not null)`.execute(database.db);
});
afterAll(async () => {
  await empty?.dispose();
});

const count = async (note: string) =>
  Number((await sql<{ n: string }>`select count(*) as n from ac_probe where note = ${note}`.execute(database.db)).rows[0]!.n);

describe('afterCommit', () => {
  it('runs after the commit, and then sees the change from outside the transaction', async () => {
    const seen: number[] = [];
    let ranInside = false;
    await database.db.transaction().execute(async (trx) => {
      await sql`insert into ac_probe (note) values ('committed')`.execute(trx);
      await afterCommit(trx, async () => {
        seen.push(await count('committed'));
      });
      await tick();
      ranInside = seen.length > 0;
    });
    expect(ranInside).toBe(false);
    // It runs soon after the commit, not within a fixed time: a busy machine may take longer than a tick.
    await vi.waitFor(() => expect(seen).toEqual([1]), { timeout: 10_000, interval: 20 });
  });

  it('never runs when the transaction rolls back, nor at a later commit on the same connection', async () => {
    let ran = 0;
    await database.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into ac_probe (note) values ('rolled back')`.execute(trx);
        await afterCommit(trx, () => void ran++);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    // Later transactions (on PGlite the very same connection) commit without running it.
    for (let i = 0; i < 3; i++) await database.db.transaction().execute(async (trx) => void (await sql`select 1`.execute(trx)));
    await tick();
    expect(ran).toBe(0);
    expect(await count('rolled back')).toBe(0);
  });

  it('runs at once outside a transaction, and a failing piece of work fails nothing', async () => {
    let ran = 0;
    await afterCommit(database.db, () => {
      throw new Error('ignored');
    });
    await afterCommit(database.db, () => void ran++);
    await vi.waitFor(() => expect(ran).toBe(1), { timeout: 10_000, interval: 20 });
  });

  it('keeps each concurrent transaction’s work to its own commit', async () => {
    const done: string[] = [];
    await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        database.db
          .transaction()
          .execute(async (trx) => {
            await afterCommit(trx, () => void done.push(name));
            if (name === 'b') throw new Error('roll back b');
          })
          .catch(() => undefined),
      ),
    );
    await vi.waitFor(() => expect([...done].sort()).toEqual(['a', 'c']), { timeout: 10_000, interval: 20 });
    await tick();
    expect(done.sort()).toEqual(['a', 'c']);
  });
});
