import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { openEmptyDatabase, type EmptyDatabase } from '../support/empty-database.js';
import { migrate } from '../../src/db/migrate.js';
import { allMigrations } from '../../src/modules/migrations.js';

/**
 * The E.164 migration (modules/auth/migrations/202611260900-auth-phone-e164.ts) on a database holding numbers
 * in several spellings, duplicates among them: run like an upgrade (every earlier migration first, rows
 * written, then the rest). In-memory PGlite, or a PostgreSQL database of its own when TEST_DATABASE_URL is set.
 */
const MIGRATION = '202611260900-auth-phone-e164';
const opened: EmptyDatabase[] = [];

afterAll(async () => {
  for (const empty of opened) await empty.dispose();
});

async function databaseBefore() {
  const empty = await openEmptyDatabase();
  opened.push(empty);
  const { database } = empty;
  const earlier = Object.fromEntries(Object.entries(allMigrations()).filter(([name]) => name < MIGRATION));
  await migrate(database, earlier);
  return database;
}

type Row = { id: number; area_code: string | null; mobile: string | null; status: string; nickname: string; password_hash: string | null };

/** Accounts as an older server stored them: the spelling each one was typed with. */
const accounts = [
  { key: 'cn_oldest', area_code: '86', mobile: '13800138000', created: '2020-01-01' },
  { key: 'cn_0086', area_code: '0086', mobile: '13800138000', created: '2021-01-01' },
  { key: 'cn_086_trunk', area_code: '086', mobile: '013800138000', created: '2022-01-01' },
  { key: 'cn_closed', area_code: '86', mobile: '13800138000', created: '2018-01-01', status: 'closed' },
  { key: 'vn_trunk', area_code: '84', mobile: '0912345678', created: '2023-01-01' },
  { key: 'vn_plain', area_code: '84', mobile: '912345678', created: '2019-06-01' },
  { key: 'cn_single', area_code: '0086', mobile: '13900139000', created: '2021-05-01' },
  { key: 'unknown_range', area_code: '86', mobile: '139123456701', created: '2021-05-02' },
  { key: 'wechat', area_code: null, mobile: null, created: '2021-05-03' },
] as const;

async function seed(database: Database) {
  const ids: Record<string, number> = {};
  for (const a of accounts) {
    const r = await sql<{ id: number }>`insert into app_user (area_code, mobile, nickname, password_hash, status, created_at)
      values (${a.area_code}, ${a.mobile}, ${a.key}, ${`hash-of-${a.key}`}, ${'status' in a ? a.status : 'active'}, ${a.created}) returning id`.execute(database.db);
    ids[a.key] = r.rows[0]!.id;
  }
  // A live session of an account that will lose its number: it must survive.
  await sql`insert into session (user_id, token_hash, refresh_hash, expires_at, refresh_expires_at)
    values (${ids.cn_0086!}, 'th', 'rh', now() + interval '1 day', now() + interval '30 days')`.execute(database.db);
  return ids;
}

const users = async (database: Database) =>
  Object.fromEntries((await sql<Row>`select id, area_code, mobile, status, nickname, password_hash from app_user order by id`.execute(database.db)).rows.map((r) => [r.nickname, r]));

describe('normalising stored phone numbers to E.164', () => {
  it('normalises every number; the oldest active account keeps a duplicated number, the others are moved aside and reported', async () => {
    const database = await databaseBefore();
    const ids = await seed(database);
    expect(await migrate(database, allMigrations())).toContain(MIGRATION);

    const after = await users(database);
    expect(Object.keys(after)).toHaveLength(accounts.length); // no account dropped
    expect(after.cn_oldest).toMatchObject({ area_code: '86', mobile: '13800138000', status: 'active' });
    expect(after.vn_plain).toMatchObject({ area_code: '84', mobile: '912345678' });
    expect(after.cn_single).toMatchObject({ area_code: '86', mobile: '13900139000' });
    expect(after.cn_closed).toMatchObject({ area_code: '86', mobile: '13800138000', status: 'closed' });
    expect(after.unknown_range).toMatchObject({ area_code: '86', mobile: '139123456701' });
    expect(after.wechat).toMatchObject({ area_code: null, mobile: null });
    // The younger duplicates keep everything but the number.
    for (const key of ['cn_0086', 'cn_086_trunk', 'vn_trunk']) {
      expect(after[key], key).toMatchObject({ area_code: null, mobile: null, status: 'active', password_hash: `hash-of-${key}` });
    }
    expect((await sql`select id from session where user_id = ${ids.cn_0086!} and revoked_at is null`.execute(database.db)).rows).toHaveLength(1);

    // The report: which account lost which number (as typed and as normalised) to which.
    const aside = await sql<Record<string, unknown>>`select user_id, area_code, mobile, e164, typed_area_code, typed_mobile, kept_by from app_user_mobile_aside order by user_id`.execute(database.db);
    expect(aside.rows).toEqual([
      { user_id: ids.cn_0086, area_code: '86', mobile: '13800138000', e164: '+8613800138000', typed_area_code: '0086', typed_mobile: '13800138000', kept_by: ids.cn_oldest },
      { user_id: ids.cn_086_trunk, area_code: '86', mobile: '13800138000', e164: '+8613800138000', typed_area_code: '086', typed_mobile: '013800138000', kept_by: ids.cn_oldest },
      { user_id: ids.vn_trunk, area_code: '84', mobile: '912345678', e164: '+84912345678', typed_area_code: '84', typed_mobile: '0912345678', kept_by: ids.vn_plain },
    ]);

    // One active account per number from now on (the unique index holds the normalised spelling).
    await expect(sql`update app_user set area_code = '86', mobile = '13800138000' where id = ${ids.cn_0086!}`.execute(database.db)).rejects.toThrow();
  }, 120_000);

  it('going down puts moved-aside numbers back where nobody holds them', async () => {
    const database = await databaseBefore();
    const ids = await seed(database);
    await migrate(database, allMigrations());
    // One duplicate's old spelling is free again once its keeper changed number.
    await sql`update app_user set area_code = '84', mobile = '987654321' where id = ${ids.vn_plain!}`.execute(database.db);
    const { phoneE164 } = await import('../../src/modules/auth/migrations/202611260900-auth-phone-e164.js');
    await phoneE164.down!(database.db);
    const after = await users(database);
    expect(after.vn_trunk).toMatchObject({ area_code: '84', mobile: '0912345678' });
    expect(after.cn_0086).toMatchObject({ area_code: '0086', mobile: '13800138000' });
    expect(after.cn_086_trunk).toMatchObject({ area_code: '086', mobile: '013800138000' });
    expect((await sql<{ t: string | null }>`select to_regclass('app_user_mobile_aside')::text as t`.execute(database.db)).rows[0]!.t).toBeNull();
  }, 120_000);
});
