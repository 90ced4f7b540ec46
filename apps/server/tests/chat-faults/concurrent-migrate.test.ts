import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { allMigrations } from '../../src/modules/migrations.js';
import { serverData } from './support.js';

/**
 * Two nodes starting at once on an empty PostgreSQL database both run `migrate()`. The migrations themselves take
 * turns under the advisory lock; this checks the step before them too (creating the bookkeeping table). Each round
 * uses a fresh database; two pools stand for the two processes. Needs TEST_DATABASE_URL.
 */
const enabled = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!enabled)(`migrations from two nodes at once${enabled ? '' : ' (skipped: needs TEST_DATABASE_URL)'}`, () => {
  it('both succeed and every migration is applied once (10 rounds on fresh databases)', async () => {
    const failures: string[] = [];
    for (let round = 0; round < 10; round++) {
      const data = await serverData('migrace', { fresh: true });
      const [a, b] = await Promise.all([openDatabase({ databaseUrl: data.url!, poolSize: 2 }), openDatabase({ databaseUrl: data.url!, poolSize: 2 })]);
      try {
        const results = await Promise.allSettled([migrate(a, allMigrations()), migrate(b, allMigrations())]);
        for (const r of results) if (r.status === 'rejected') failures.push(`round ${round}: ${(r.reason as Error).message}`);
        const applied = await a.db.selectFrom('kysely_migration' as never).select(['name' as never]).execute();
        const names = (applied as { name: string }[]).map((x) => x.name);
        expect(new Set(names).size).toBe(names.length);
        expect(names.sort()).toEqual(Object.keys(allMigrations()).sort());
      } finally {
        await a.close();
        await b.close();
        await data.drop();
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
