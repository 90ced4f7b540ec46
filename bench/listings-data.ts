/**
 * Data for bench/listings.ts: a throwaway PostgreSQL cluster and one million listings in it.
 *
 * Texts come from the demo seed's generators (apps/server/src/modules/listings/seed/demo.ts: real Chinese, English and Vietnamese
 * listing phrases, city prices and districts, every body validated against its kind), drawn ~32,000 times
 * across the areas (more in the big cities), with their search lexemes computed by the engine's own
 * `searchVector`. SQL then multiplies them to 1,000,000 rows with generate_series: random owners, prices
 * jittered ±15 %, published over the last 45 days (a third already expired), 90 % live, 4 % waiting for
 * review, 3 % offline, 3 % sold, 1 % deleted, 1 % top placed. The engine's indexes are dropped for the load
 * and created again from their own definitions afterwards (much faster than a million GIN inserts).
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { DB } from '../apps/server/src/db/schema.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { allMigrations } from '../apps/server/src/modules/migrations.ts';
import { searchVector } from '../apps/server/src/modules/listings/listing-core.ts';
import { runSeeds } from '../apps/server/src/core/seed-runner.ts';
import { modules } from '../apps/server/src/modules/index.ts';
import { demoListingBodies, type Ref } from '../apps/server/src/modules/listings/seed/demo.ts';
import { imageStoreFor } from '../apps/server/src/seed/store-image.ts';
import { tempDataDir } from './lib.ts';

export interface Cluster {
  dir: string;
  port: number;
  url: string;
  log: string;
  stop(): void;
}

const pgBin = () => {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  if (!versions.length) throw new Error('PostgreSQL is not installed (/usr/lib/postgresql)');
  return `/usr/lib/postgresql/${versions[0]}/bin`;
};
const asPostgres = (cmd: string, args: string[]) => {
  const r = spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${path.basename(cmd)} failed: ${r.stderr || r.stdout}`);
  return r.stdout;
};

/**
 * A cluster owned by the postgres user in a temp folder (as scripts/test-all.sh does). `reuse` starts an
 * existing folder again (to measure without reloading). Settings: a machine-sized production-like
 * configuration; fsync off only because the data is throwaway (reads do not depend on it).
 */
export function startCluster(port: number, reuse?: string): Cluster {
  const bin = pgBin();
  const dir = reuse ?? mkdtempSync('/tmp/haiwai-bench-pg.');
  if (!reuse) {
    chownSync(dir, Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim()), Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim()));
    asPostgres(`${bin}/initdb`, ['-D', `${dir}/data`, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8']);
  }
  const log = `${dir}/log`;
  const opts = [
    `-p ${port}`, `-k ${dir}`, '-c listen_addresses=127.0.0.1', '-c max_connections=200', '-c shared_buffers=2GB', '-c effective_cache_size=12GB',
    '-c work_mem=16MB', '-c maintenance_work_mem=2GB', '-c max_wal_size=16GB', '-c checkpoint_timeout=30min', '-c fsync=off', '-c synchronous_commit=off',
    '-c full_page_writes=off', '-c random_page_cost=1.1', '-c jit=off',
  ].join(' ');
  asPostgres(`${bin}/pg_ctl`, ['-D', `${dir}/data`, '-l', log, '-w', '-o', opts, 'start']);
  return {
    dir,
    port,
    log,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      spawnSync('runuser', ['-u', 'postgres', '--', `${bin}/pg_ctl`, '-D', `${dir}/data`, '-m', 'fast', 'stop'], { stdio: 'ignore' });
    },
  };
}
export function removeCluster(c: Cluster) {
  c.stop();
  if (existsSync(c.dir)) rmSync(c.dir, { recursive: true, force: true });
}

const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** Rounds of demo drafts per area (~318 listings each): bigger cities get more. */
const ROUNDS: Record<string, number> = { hcm: 18, hanoi: 8, danang: 4, phnompenh: 10, bangkok: 14, kualalumpur: 10, manila: 8, dubai: 10, singapore: 10, jakarta: 8 };
const USERS_PER_AREA = 5000;

export async function loadMillion(url: string, total: number, log: (m: string) => void) {
  const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
  const db = database.db as Kysely<DB>;
  const dataDir = tempDataDir('listings-seed');
  await migrate(database, allMigrations());
  await runSeeds(db, modules, { storeImage: imageStoreFor(dataDir, database), demo: { only: ['auth'] } });
  rmSync(dataDir, { recursive: true, force: true });
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const q = (text: string, values: unknown[] = []) => pool.query(text, values);
  try {
    let t = Date.now();
    const areas = (await db.selectFrom('site_area').select(['id', 'code', 'names', 'currency', 'latitude', 'longitude']).orderBy('id').execute()).map((a) => ({ ...a, names: json<any>(a.names) }));
    const districts = await db.selectFrom('district').select(['id', 'site_area_id', 'names']).execute();
    const catRows = await db.selectFrom('category_type').select(['id', 'group_key', 'names']).where('site_area_id', '=', 0).orderBy('sort').orderBy('id').execute();
    const cats: Record<string, Ref[]> = {};
    for (const c of catRows) (cats[c.group_key] ??= []).push({ id: c.id, names: json(c.names) });
    const fakeImg = (i: number) => `/api/media/${(0xabc000 + i).toString(16).padStart(32, '0')}`;
    const img = { rooms: [0, 1, 2, 3, 4, 5, 6, 7, 8].map(fakeImg), buildings: [9, 10, 11, 12].map(fakeImg), cars: [13, 14, 15, 16, 17, 18, 19, 20].map(fakeImg), goods: [21, 22, 23, 24, 25, 26, 27, 28].map(fakeImg), logos: new Map<string, string>() };
    const brandNames = ['安居地产', '华信贸易', '金龙酒家', '东方制衣', '新桥教育', '远航国际', '恒通电子', '中南建材', '和记海鲜', '鸿达物流', '顺心签证', '老王川菜', '好运搬家', '乐学中文', '环球报关', '华人诊所'];
    brandNames.forEach((b, i) => img.logos.set(b, fakeImg(40 + i)));

    await q(`drop table if exists bench_src; create table bench_src (k serial primary key, site_area_id int, kind text, live_status text, lang_type text, title text, description text, price numeric, price_unit text,
      currency text, category_id int, district_id int, tags text[], images jsonb, address text, latitude float8, longitude float8, contact_name text, contact_phone text, attrs jsonb, lexemes text[])`);
    let n = 0;
    for (const a of areas) {
      const ds = districts.filter((d) => d.site_area_id === a.id).map((d) => ({ id: d.id, names: json<any>(d.names) }));
      for (let round = 0; round < (ROUNDS[a.code] ?? 6); round++) {
        const bodies = demoListingBodies({ area: a, districts: ds, cats, img, now: new Date(), seed: a.id * 1000 + round });
        const rows = bodies.map(({ def, body }) => {
          const attrs: Record<string, unknown> = {};
          for (const name of Object.keys(def.fields)) if (name in body) attrs[name] = body[name] ?? null;
          const lexemes = searchVector(def, body.title, body.description ?? '', attrs, body.tags ?? []).compile(db).parameters[0] as string[];
          return {
            site_area_id: a.id, kind: def.kind, live_status: def.liveStatus, lang_type: body.lang_type ?? 'zh', title: body.title, description: body.description ?? '', price: body.price ?? null,
            price_unit: body.price_unit ?? (def.price?.units ? Object.keys(def.price.units)[0] : null), currency: a.currency, category_id: body.category_id ?? null, district_id: body.district_id ?? null,
            tags: body.tags ?? [], images: body.images, address: body.address ?? null, latitude: body.latitude ?? null, longitude: body.longitude ?? null, contact_name: body.contact_name ?? null,
            contact_phone: body.contact_phone ?? null, attrs, lexemes,
          };
        });
        await q(`insert into bench_src (site_area_id, kind, live_status, lang_type, title, description, price, price_unit, currency, category_id, district_id, tags, images, address, latitude, longitude, contact_name, contact_phone, attrs, lexemes)
          select site_area_id, kind, live_status, lang_type, title, description, price, price_unit, currency, category_id, district_id, tags, images, address, latitude, longitude, contact_name, contact_phone, attrs, lexemes
          from jsonb_to_recordset($1::jsonb) as x(site_area_id int, kind text, live_status text, lang_type text, title text, description text, price numeric, price_unit text, currency text, category_id int,
            district_id int, tags text[], images jsonb, address text, latitude float8, longitude float8, contact_name text, contact_phone text, attrs jsonb, lexemes text[])`, [JSON.stringify(rows)]);
        n += rows.length;
      }
    }
    log(`source texts: ${n} demo bodies (validated, lexemes by searchVector) in ${((Date.now() - t) / 1000).toFixed(1)} s`);

    t = Date.now();
    await q(`insert into app_user (username, area_code, mobile, password_hash, nickname, role, site_area_id, lang)
      select 'bench_' || a.id || '_' || g, '86', '135' || lpad(a.id::text, 2, '0') || lpad(g::text, 6, '0'), null, '用户' || g, case when g % 10 = 0 then 'publisher' else 'member' end, a.id, 'zh'
      from site_area a, generate_series(1, ${USERS_PER_AREA}) g`);
    await q(`drop table if exists bench_user; create table bench_user as select id, site_area_id, row_number() over (partition by site_area_id order by id) as n from app_user where username like 'bench\\_%'; create index on bench_user (site_area_id, n)`);
    await q(`drop table if exists bench_src_area; create table bench_src_area as select site_area_id, min(k) as k0, count(*) as c from bench_src group by 1`);
    log(`users: ${USERS_PER_AREA} per area in ${((Date.now() - t) / 1000).toFixed(1)} s`);

    // The engine's own index definitions, dropped for the load and created again after it.
    const defs = (await q(`select indexname, indexdef from pg_indexes where tablename = 'listing' and indexname <> 'listing_pkey'`)).rows as Array<{ indexname: string; indexdef: string }>;
    for (const d of defs) await q(`drop index ${d.indexname}`);
    t = Date.now();
    // Area shares follow the source (more drafts in bigger cities): pick a source row at random.
    const nsrc = Number((await q('select count(*) as c from bench_src')).rows[0].c);
    const chunk = 100_000;
    for (let from = 1; from <= total; from += chunk) {
      const to = Math.min(total, from + chunk - 1);
      await q(`insert into listing (kind, site_area_id, user_id, company_id, lang_type, title, description, price, price_unit, currency, category_id, district_id, tags, images, address, latitude, longitude,
          contact_name, contact_phone, attrs, status, review_status, ever_passed, top_until, published_at, expires_at, view_count, collect_count, search, created_at, updated_at, deleted_at)
        select s.kind, s.site_area_id, u.id, null, s.lang_type, s.title, s.description,
          case when s.price is null then null else round(s.price * (0.85 + 0.3 * x.r2)) end, s.price_unit, s.currency, s.category_id, s.district_id, s.tags, s.images, s.address, s.latitude, s.longitude,
          s.contact_name, s.contact_phone, s.attrs,
          case when x.st < 0.90 then s.live_status when x.st < 0.94 then 'reviewing' when x.st < 0.97 then 'offline' else 'sold' end,
          case when x.st >= 0.90 and x.st < 0.94 then 'pending' else 'passed' end,
          not (x.st >= 0.90 and x.st < 0.94),
          case when x.r3 < 0.01 then now() + (1 + x.r3 * 600) * interval '1 day' end,
          x.pub, case when x.st >= 0.90 and x.st < 0.94 then null else x.pub + interval '30 days' end,
          floor(power(x.r4, 3) * 2000)::int, 0, array_to_tsvector(s.lexemes), x.pub, x.pub, case when x.r5 < 0.01 then x.pub end
        from (select g, random() as r1, random() as r2, random() as st, random() as r3, random() as r4, random() as r5, random() as r6,
                now() - random() * interval '45 days' as pub from generate_series(${from}, ${to}) g) x
        join bench_src s on s.k = 1 + floor(x.r1 * ${nsrc})::int
        join bench_user u on u.site_area_id = s.site_area_id and u.n = 1 + floor(x.r6 * ${USERS_PER_AREA})::int`);
      log(`  listings ${to.toLocaleString('en')} / ${total.toLocaleString('en')} (${((Date.now() - t) / 1000).toFixed(0)} s)`);
    }
    // Jobs belong to a company of the same area (as the engine requires).
    await q(`drop table if exists bench_company; create table bench_company as select id, site_area_id, row_number() over (partition by site_area_id order by id) - 1 as n, count(*) over (partition by site_area_id) as c
      from listing where kind = 'company' and review_status = 'passed'; create index on bench_company (site_area_id, n)`);
    await q(`update listing j set company_id = c.id from bench_company c where j.kind = 'job' and c.site_area_id = j.site_area_id and c.n = j.id % c.c`);
    log(`listings loaded in ${((Date.now() - t) / 1000).toFixed(0)} s`);
    t = Date.now();
    for (const d of defs) {
      const t1 = Date.now();
      await q(d.indexdef);
      log(`  index ${d.indexname}: ${((Date.now() - t1) / 1000).toFixed(1)} s`);
    }
    await q('vacuum analyze listing');
    await q('analyze');
    log(`indexes rebuilt and analysed in ${((Date.now() - t) / 1000).toFixed(0)} s`);
    await q(`create table if not exists bench_done (at timestamptz default now(), total int); insert into bench_done (total) values (${total})`);
  } finally {
    await pool.end();
    await database.close();
  }
}

export async function isLoaded(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query(`select to_regclass('bench_done') is not null as ok`);
    return Boolean(r.rows[0].ok);
  } finally {
    await c.end();
  }
}
