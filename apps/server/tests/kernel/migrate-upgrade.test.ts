import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { openEmptyDatabase, type EmptyDatabase } from '../support/empty-database.js';
import { migrate, sqlScript } from '../../src/db/migrate.js';
import { allMigrations } from '../../src/modules/migrations.js';
import { runSeeds } from '../../src/core/seed-runner.js';
import { modules } from '../../src/modules/index.js';
import { imageStoreFor } from '../../src/seed/store-image.js';
import { markSeeded } from '../../src/core/seed-marker.js';
import { DEMO_GROUP_MARK } from '../../src/modules/chat/seed/demo-group.js';
import { legacyMigrate, legacyMigrations } from './fixtures/legacy-migrate.js';

/**
 * Moving from the hand-written runner (`schema_migration`) to Kysely's Migrator (`kysely_migration`): a database
 * made and seeded by the old runner upgrades with nothing re-applied and nothing lost, and the new path builds the
 * same schema as the old one. In-memory PGlite, or a PostgreSQL database of its own when TEST_DATABASE_URL is set.
 */
const BOOKKEEPING = ['schema_migration', 'kysely_migration', 'kysely_migration_lock'];
const opened: Array<{ empty: EmptyDatabase; dataDir: string }> = [];

async function freshDatabase() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'haiwai-migrate-'));
  const empty = await openEmptyDatabase();
  opened.push({ empty, dataDir });
  return { database: empty.database, dataDir };
}

afterAll(async () => {
  for (const { empty, dataDir } of opened) {
    await empty.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/** Tables and views: a table a later migration turns into a view of its new home (admin_site_area) must read the same. */
async function tablesOf(database: Database): Promise<string[]> {
  const r = await sql<{ t: string }>`select table_name as t from information_schema.tables
    where table_schema = current_schema() and table_type in ('BASE TABLE', 'VIEW') order by 1`.execute(database.db);
  return r.rows.map((x) => x.t).filter((t) => !BOOKKEEPING.includes(t));
}

/** Row counts of every table and the first 20 rows of each (by its primary key, else its first column), as plain JSON. */
async function snapshot(database: Database) {
  const counts: Record<string, number> = {};
  const samples: Record<string, unknown> = {};
  for (const t of await tablesOf(database)) {
    const c = await sql<{ n: number }>`select count(*)::int as n from ${sql.id(t)}`.execute(database.db);
    counts[t] = c.rows[0]!.n;
    // By the primary key where there is one: `order by 1` left ties (setting's area 0 rows) in any order.
    const key = await sql<{ c: string }>`select k.column_name as c from information_schema.table_constraints tc
      join information_schema.key_column_usage k on k.constraint_name = tc.constraint_name and k.table_schema = tc.table_schema and k.table_name = tc.table_name
      where tc.table_schema = current_schema() and tc.table_name = ${t} and tc.constraint_type = 'PRIMARY KEY' order by k.ordinal_position`.execute(database.db);
    const order = key.rows.length ? sql.join(key.rows.map((r) => sql.id(r.c))) : sql`1`;
    const rows = await sql`select * from ${sql.id(t)} order by ${order} limit 20`.execute(database.db);
    samples[t] = JSON.parse(JSON.stringify(rows.rows));
  }
  return { counts, samples };
}

/** Columns, indexes and constraints of the current schema (bookkeeping tables left out, schema name neutral). */
async function schemaOf(database: Database) {
  const columns = await sql<Record<string, unknown>>`
    select table_name, column_name, ordinal_position, data_type, udt_name, is_nullable, column_default, character_maximum_length, numeric_precision
    from information_schema.columns where table_schema = current_schema() order by table_name, ordinal_position`.execute(database.db);
  const indexes = await sql<{ tablename: string; indexname: string; indexdef: string }>`
    select tablename, indexname, indexdef from pg_indexes where schemaname = current_schema() order by tablename, indexname`.execute(database.db);
  const constraints = await sql<{ table: string; name: string; def: string }>`
    select rel.relname as table, con.conname as name, pg_get_constraintdef(con.oid) as def
    from pg_constraint con join pg_class rel on rel.oid = con.conrelid join pg_namespace ns on ns.oid = rel.relnamespace
    where ns.nspname = current_schema() order by 1, 2`.execute(database.db);
  const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(database.db)).rows[0]!.s;
  const neutral = (s: string) => s.replaceAll(`${schema}.`, '').replaceAll(`"${schema}".`, '');
  const keep = (table: unknown) => !BOOKKEEPING.includes(String(table));
  return {
    columns: columns.rows.filter((c) => keep(c.table_name)),
    indexes: indexes.rows.filter((i) => keep(i.tablename)).map((i) => ({ ...i, indexdef: neutral(i.indexdef) })),
    constraints: constraints.rows.filter((c) => keep(c.table)).map((c) => ({ ...c, def: neutral(c.def) })),
  };
}

const legacyNames = legacyMigrations.map((m) => m.name);
/** The modules of the layout the old runner served (frozen: areas added later never change it). */
const OLD_LAYOUT_MODULES = ['auth', 'site-area', 'basis', 'media', 'chat', 'notices', 'listings', 'cars', 'companies', 'jobs', 'dev'];
const onlyLegacy = () => Object.fromEntries(Object.entries(allMigrations()).filter(([name]) => legacyNames.includes(name)));

describe('upgrading a database made by the old runner', () => {
  it('adopts its bookkeeping: nothing re-applied, nothing lost, later migrations still apply', async () => {
    const { database, dataDir } = await freshDatabase();
    expect(await legacyMigrate(database)).toEqual(legacyNames);
    // Seeded as the old layout was: by its modules only (an area added since has tables only the upgrade creates),
    // and without the chat demo's group, added since: it writes columns only later chat migrations add.
    await markSeeded(database.db, DEMO_GROUP_MARK);
    await runSeeds(database.db, modules.filter((m) => OLD_LAYOUT_MODULES.includes(m.name)), { storeImage: imageStoreFor(dataDir, database), demo: true });
    const before = await snapshot(database);
    // The demo data is really there (else the comparison proves little).
    for (const t of ['app_user', 'listing', 'site_area', 'media']) expect(before.counts[t], t).toBeGreaterThan(0);
    const legacyRows = (await sql<{ name: string; applied_at: Date }>`select name, applied_at from schema_migration order by name`.execute(database.db)).rows;

    const logged: string[] = [];
    const applied = await migrate(database, allMigrations(), (m) => logged.push(m));
    // Only migrations the old layout never had run (none of the released ones).
    expect(applied).toEqual(Object.keys(allMigrations()).filter((n) => !legacyNames.includes(n)).sort());
    expect(logged[0]).toMatch(/adopted from schema_migration: 8 rows/);

    const adopted = (await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration order by name`.execute(database.db)).rows;
    expect(adopted.filter((r) => legacyNames.includes(r.name))).toEqual(legacyRows.map((r) => ({ name: r.name, timestamp: new Date(r.applied_at).toISOString() })));
    expect(adopted.map((r) => r.name)).toEqual(Object.keys(allMigrations()).sort());
    // The old table stays, untouched.
    expect((await sql`select name from schema_migration`.execute(database.db)).rows).toHaveLength(8);

    const after = await snapshot(database);
    // A column a later migration adds (app_user.cover) is new, not a change: compare the columns the old rows had.
    const oldColumns = (rows: unknown, like: unknown) => (rows as Array<Record<string, unknown>>).map((r, i) => Object.fromEntries(Object.keys((like as Array<Record<string, unknown>>)[i] ?? r).filter((k) => k in r).map((k) => [k, r[k]])));
    // A column a later migration drops (conversation_member.unread_count, now counted from seqs) is gone, not lost data:
    // compare the columns both sides have.
    const common = (rows: unknown, other: unknown) => {
      const there = new Set(Object.keys((other as Array<Record<string, unknown>>)[0] ?? {}));
      return (rows as Array<Record<string, unknown>>).map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => there.has(k))));
    };
    for (const t of Object.keys(before.counts)) {
      expect(after.counts[t], t).toBe(before.counts[t]);
      expect(oldColumns(after.samples[t], before.samples[t]), t).toEqual(common(before.samples[t], after.samples[t]));
    }

    // Started again: nothing to do, no second adoption.
    const again: string[] = [];
    expect(await migrate(database, allMigrations(), (m) => again.push(m))).toEqual([]);
    expect(again).toEqual([]);

    // A migration added later (a module's, named by time) applies on the upgraded database.
    const extra = { ...allMigrations(), '209912312359-test-probe': sqlScript('create table upgrade_probe (id integer primary key);\ninsert into upgrade_probe values (1)', 'drop table upgrade_probe') };
    expect(await migrate(database, extra)).toEqual(['209912312359-test-probe']);
    expect((await sql<{ id: number }>`select id from upgrade_probe`.execute(database.db)).rows).toEqual([{ id: 1 }]);
    expect((await snapshot(database)).counts.listing).toBe(before.counts.listing);
  }, 240_000);

  it('a failing migration applies nothing of its run and is reported by name', async () => {
    const { database } = await freshDatabase();
    const broken = { ...allMigrations(), '209912312359-test-broken': sqlScript('create table half_done (id integer);\nselect no_such_function()') };
    await expect(migrate(database, broken)).rejects.toThrow(/209912312359-test-broken failed/);
    expect(await tablesOf(database)).toEqual([]);
    expect(await migrate(database, allMigrations())).toEqual(Object.keys(allMigrations()).sort());
  }, 120_000);

  it('two migrations of one name are refused', async () => {
    const { mergeMigrations } = await import('../../src/db/migrate.js');
    const one = { '0001-kernel': sqlScript('select 1') };
    expect(() => mergeMigrations([allMigrations(), one])).toThrow(/two migrations are named 0001-kernel/);
  });
});

describe('a fresh database', () => {
  it('gets the same schema from the Migrator as from the old runner', async () => {
    const [viaOld, viaNew] = [await freshDatabase(), await freshDatabase()];
    await legacyMigrate(viaOld.database);
    await migrate(viaNew.database, onlyLegacy());
    const [a, b] = [await schemaOf(viaOld.database), await schemaOf(viaNew.database)];
    expect(a.columns.length).toBeGreaterThan(100);
    expect(b).toEqual(a);

    // And with every migration: fresh on the new path = old database upgraded.
    const full = await freshDatabase();
    await migrate(full.database, allMigrations());
    await migrate(viaOld.database, allMigrations());
    expect(await schemaOf(full.database)).toEqual(await schemaOf(viaOld.database));
  }, 120_000);
});
