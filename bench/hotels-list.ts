/**
 * Hotels at scale (issue 28): 10,000 hotels, 50,000 room types and a year of nights, on PostgreSQL, the real server
 * in production mode.
 *
 *   npm run bench -- bench/hotels-list.ts [--hotels 10000] [--duration 15] [--connections 10] [--occupancy 0.35]
 *                                         [--every-night (a row for every night of every room type: 18 million)] [--keep] [--pg-dir DIR]
 *
 * Data: 10,000 live hotels (6,000 in Ho Chi Minh City, the rest over the other areas), 5 room types each, and their
 * nights for the next 365 days: a night has a row once something is booked or the hotel set its own count or price
 * (docs/hotels.md), so by default a room type has rows for the nights booked (`--occupancy` of them, some sold out);
 * `--every-night` writes all 365 rows of every room type, as a design that stores the whole calendar would.
 * Measures, in one run, at 10 connections:
 *   (a) the hotel list of the area, first page;
 *   (b) the same list for a 3-night stay, 2 guests (only hotels with a room free on every night);
 * each as HTTP p95 through the server against SQL p95 of the exact statements it issued (captured from PostgreSQL's
 * log and replayed through a pg pool at the same concurrency), and (b)'s HTTP p95 over (a)'s.
 *   (c) 100 bookings at once of one room type's last room, by 100 members: one succeeds, 99 are told "sold out"
 *       (409, in their language), and one room is taken on each night, nothing else held.
 */
import pg from 'pg';
import { capture, explain, http, line, sqlLoad, type Stats } from './http-sql.ts';
import { argValue, ensureBenchDeps, flag, fmt, HEADERS, SIGN_KEY, signPath, startServer } from './lib.ts';
import { computeSign } from '../apps/server/src/core/signing.ts';
import { DEMO_PASSWORD } from '../apps/server/src/modules/auth/seed/demo-users.ts';
import { removeCluster, startCluster } from './listings-data.ts';
import type { Kysely } from 'kysely';
import type { DB } from '../apps/server/src/db/schema.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { allMigrations } from '../apps/server/src/modules/migrations.ts';
import { runSeeds } from '../apps/server/src/core/seed-runner.ts';
import { modules } from '../apps/server/src/modules/index.ts';
import { imageStoreFor } from '../apps/server/src/seed/store-image.ts';
import { rmSync } from 'node:fs';
import { tempDataDir } from './lib.ts';

const HOTELS = Number(argValue('--hotels', '10000'));
const DURATION = Number(argValue('--duration', '15'));
const CONNECTIONS = Number(argValue('--connections', '10'));
const OCCUPANCY = Number(argValue('--occupancy', '0.35'));
const WARMUP = 3;
const PG_PORT = Number(argValue('--pg-port', '55452'));
const HTTP_PORT = 18112;
const TARGET = { httpSql: 1.3, filteredOverPlain: 1.5 };
const log = (m: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${m}`);
const day = (offset: number) => new Date(Date.now() + 7 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

async function load(url: string) {
  const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
  const db = database.db as Kysely<DB>;
  const dataDir = tempDataDir('hotels-seed');
  await migrate(database, allMigrations());
  await runSeeds(db, modules, { storeImage: imageStoreFor(dataDir, database), demo: { only: ['auth'] } });
  rmSync(dataDir, { recursive: true, force: true });
  await database.close();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const q = (text: string, values: unknown[] = []) => pool.query(text, values);
  try {
    const t = Date.now();
    const hcm = (await q(`select id from site_area where code = 'hcm'`)).rows[0].id as number;
    await q(`insert into app_user (username, area_code, mobile, password_hash, nickname, role, site_area_id, lang)
      select 'bench_hotelier_' || g, '86', '135' || lpad(g::text, 8, '0'), (select password_hash from app_user where username = 'member'), '酒店' || g, 'publisher', ${hcm}, 'zh'
      from generate_series(1, 200) g`);
    // Hotels: 60 % in Ho Chi Minh City, the rest over the other areas; stars, policy, tags, coordinates around each city.
    await q(`insert into listing (kind, site_area_id, user_id, lang_type, title, description, currency, tags, images, attrs, status, review_status, ever_passed, published_at, expires_at, latitude, longitude, address, view_count, created_at, updated_at)
      select 'hotel', a.id, (select id from app_user where username = 'bench_hotelier_' || (1 + g % 200)), 'zh', a.names->>'zh' || '酒店 ' || g, '市中心酒店，中文服务，含早餐。', a.currency,
        case g % 4 when 0 then array['free_wifi','breakfast'] when 1 then array['pool','family'] when 2 then array['chinese_service'] else array['near_metro','business'] end,
        '["/api/media/00000000000000000000000000abc001"]'::jsonb,
        jsonb_build_object('star', 1 + g % 5, 'free_cancel_days', g % 4, 'cancel_fee_percent', 50, 'auto_confirm_hours', 2),
        'online', 'passed', true, now() - (g % 500) * interval '1 hour', now() + interval '300 days',
        a.latitude + ((g * 37) % 200 - 100) / 2000.0, a.longitude + ((g * 53) % 200 - 100) / 2000.0, '第' || (g % 12 + 1) || '郡 ' || g || '号', g % 997, now(), now()
      from generate_series(1, $1::int) g
      cross join lateral (select id, names, currency, latitude, longitude from site_area
        where case when g % 10 < 6 then code = 'hcm' else code <> 'hcm' end order by (case when g % 10 < 6 then 0 else (id * 7919 + g) % 97 end), id limit 1) a`, [HOTELS]);
    await q(`insert into hotel (id) select id from listing where kind = 'hotel'`);
    await q(`insert into hotel_room (hotel_id, user_id, name, price, weekend_price, inventory, max_guests, photos, facilities, sort)
      select l.id, l.user_id, (array['标准大床房','标准双床房','豪华房','家庭房','套房'])[k], (400000 + ((l.id * 31 + k * 97) % 40) * 50000) * k, null,
        (array[10, 8, 5, 3, 2])[k], (array[2, 2, 2, 4, 3])[k], '["/api/media/00000000000000000000000000abc002"]', '{wifi,air_conditioning}', k * 10
      from listing l cross join generate_series(1, 5) k where l.kind = 'hotel'`);
    if (flag('--every-night')) {
      await q(`insert into hotel_night (room_id, night, taken)
        select r.id, current_date + d, case when random() < ${OCCUPANCY} then least(r.inventory, 1 + floor(random() * r.inventory * 1.3)::int) else 0 end
        from hotel_room r cross join generate_series(0, 364) d`);
    } else {
      await q(`insert into hotel_night (room_id, night, taken)
        select r.id, current_date + d, least(r.inventory, 1 + floor(random() * r.inventory * 1.3)::int)
        from hotel_room r cross join generate_series(0, 364) d where random() < ${OCCUPANCY}`);
    }
    // 100 members for the bookings.
    await q(`insert into app_user (username, area_code, mobile, password_hash, nickname, role, site_area_id, lang)
      select 'bench_guest_' || g, '86', '134' || lpad(g::text, 8, '0'), (select password_hash from app_user where username = 'member'), '客人' || g, 'member', ${hcm}, (array['zh','en','vi'])[1 + g % 3]
      from generate_series(1, 100) g`);
    await q(`analyze`);
    const n = (await q(`select (select count(*) from listing where kind = 'hotel') h, (select count(*) from hotel_room) r, (select count(*) from hotel_night) n, pg_size_pretty(pg_total_relation_size('hotel_night')) s`)).rows[0];
    log(`loaded ${n.h} hotels, ${n.r} room types, ${n.n} night rows (${n.s}) in ${((Date.now() - t) / 1000).toFixed(0)} s`);
    return hcm;
  } finally {
    await pool.end();
  }
}

async function measure(name: string, base: string, path: string, cluster: ReturnType<typeof startCluster>, admin: pg.Pool, sqlPool: pg.Pool) {
  await fetch(base + signPath(path), { headers: HEADERS });
  const { stmts, body } = await capture(cluster, admin, base, path);
  log(`${name}: total ${body.data.total}${body.data.total_capped ? '+' : ''}, ${body.data.list.length} cards, ${stmts.length} statements`);
  for (const s of stmts) console.log(`    SQL: ${s.text.replace(/\s+/g, ' ').slice(0, 240)}${s.text.length > 240 ? '…' : ''}`);
  await http(base, [path], WARMUP, CONNECTIONS);
  const h = await http(base, [path], DURATION, CONNECTIONS);
  console.log(line('  HTTP', h));
  await sqlLoad(sqlPool, [stmts], WARMUP, CONNECTIONS);
  const s = await sqlLoad(sqlPool, [stmts], DURATION, CONNECTIONS);
  console.log(line('  SQL (same statements)', s));
  if (flag('--plans')) for (const st of stmts) console.log(`\n--- ${name}: ${st.text.replace(/\s+/g, ' ').slice(0, 120)}…\n${await explain(admin, st)}`);
  return { h, s, total: body.data.total as number };
}

async function lastRoom(base: string, admin: pg.Pool, hcm: number) {
  // A room type of a live hotel with one room, nothing booked on the stay's nights.
  const room = (await admin.query(`select r.id from hotel_room r join listing l on l.id = r.hotel_id where l.site_area_id = $1 order by r.id limit 1`, [hcm])).rows[0].id as number;
  await admin.query(`update hotel_room set inventory = 1 where id = $1`, [room]);
  await admin.query(`delete from hotel_night where room_id = $1`, [room]);
  const guests = (await admin.query(`select mobile, lang from app_user where username like 'bench\\_guest\\_%' order by id`)).rows as Array<{ mobile: string; lang: string }>;
  const tokens = await Promise.all(
    guests.map(async (g, i) => {
      const r = await fetch(base + '/api/login', { method: 'POST', headers: { ...HEADERS, 'content-type': 'application/json', 'x-forwarded-for': `10.77.${Math.floor(i / 200)}.${(i % 200) + 1}` }, body: JSON.stringify({ ...signBody(), account: g.mobile, password: DEMO_PASSWORD }) });
      const j: any = await r.json();
      if (j.code !== 200) throw new Error(`login ${g.mobile}: ${j.message}`);
      return { token: j.data.token as string, lang: g.lang };
    }),
  );
  const ci = day(20);
  const co = day(23);
  const since = new Date();
  const replies = await Promise.all(
    tokens.map(async ({ token, lang }) => {
      const r = await fetch(base + '/api/hotel/order/save', {
        method: 'POST',
        headers: { ...HEADERS, lang, token, siteareaid: String(hcm), 'content-type': 'application/json' },
        body: JSON.stringify({ ...signBody(), room_id: room, check_in: ci, check_out: co, rooms: 1, guests: 2, contact_name: 'Bench', contact_phone: '+84 901234567' }),
      });
      return { status: r.status, body: (await r.json()) as any, lang };
    }),
  );
  const ok = replies.filter((r) => r.status === 200 && r.body.data?.hotel_order);
  const sold = replies.filter((r) => r.status === 409);
  const held = (await admin.query(`select coalesce(sum(taken), 0)::int n, count(*)::int nights from hotel_night where room_id = $1`, [room])).rows[0];
  const orders = (await admin.query(`select count(*)::int n from hotel_order where room_id = $1 and created_at >= $2`, [room, since])).rows[0].n;
  const sample = Object.fromEntries(['zh', 'en', 'vi'].map((l) => [l, sold.find((r) => r.lang === l)?.body.message ?? '']));
  return { ok: ok.length, sold: sold.length, other: replies.length - ok.length - sold.length, held, orders, sample };
}

/** The signature fields of a POST body. */
function signBody() {
  const ts = Math.floor(Date.now() / 1000);
  return { _timestamp: ts, _sign: computeSign(SIGN_KEY, ts) };
}

async function main() {
  ensureBenchDeps();
  const reuse = argValue('--pg-dir', '') || undefined;
  log(`hotels bench: ${HOTELS} hotels, ${CONNECTIONS} connections, ${DURATION} s per measure after ${WARMUP} s warm-up`);
  const cluster = startCluster(PG_PORT, reuse);
  const admin = new pg.Pool({ connectionString: cluster.url, max: 2 });
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    const loaded = reuse && (await admin.query(`select to_regclass('hotel_room') is not null and exists (select 1 from hotel_room) as ok`)).rows[0].ok;
    const hcm = loaded ? ((await admin.query(`select id from site_area where code = 'hcm'`)).rows[0].id as number) : await load(cluster.url);
    server = await startServer(HTTP_PORT, { DATABASE_URL: cluster.url, LOG_LEVEL: 'warn', SEED_DEMO: 'false', PAY_SANDBOX: 'true', TRUST_PROXY: 'true' });
    const sqlPool = new pg.Pool({ connectionString: cluster.url, max: CONNECTIONS });
    const plain = `/api/hotel/list?site_area_id=${hcm}&limit=20`;
    const stay = `/api/hotel/list?site_area_id=${hcm}&check_in=${day(10)}&check_out=${day(13)}&guests=2&limit=20`;
    const a = await measure('(a) hotel list, first page', server.base, plain, cluster, admin, sqlPool);
    const b = await measure('(b) 3-night stay, 2 guests', server.base, stay, cluster, admin, sqlPool);
    await sqlPool.end();
    const c = await lastRoom(server.base, admin, hcm);
    const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
    const ra = a.h.p95 / a.s.p95;
    const rb = b.h.p95 / b.s.p95;
    const rba = b.h.p95 / a.h.p95;
    console.log('\nRESULT');
    const out = [
      `(a) plain list [total ${a.total}]: HTTP p95 ${fmt(a.h.p95)} ms, SQL p95 ${fmt(a.s.p95)} ms, HTTP/SQL ${fmt(ra, 2)} — ${verdict(ra <= TARGET.httpSql)} (≤ ${TARGET.httpSql})`,
      `(b) 3-night stay [total ${b.total}]: HTTP p95 ${fmt(b.h.p95)} ms, SQL p95 ${fmt(b.s.p95)} ms, HTTP/SQL ${fmt(rb, 2)} — ${verdict(rb <= TARGET.httpSql)} (≤ ${TARGET.httpSql})`,
      `(b)/(a) filtered over plain, HTTP p95: ${fmt(rba, 2)} — ${verdict(rba <= TARGET.filteredOverPlain)} (≤ ${TARGET.filteredOverPlain}); SQL p95 ${fmt(b.s.p95 / a.s.p95, 2)}`,
      `(c) 100 bookings of the last room: ${c.ok} booked, ${c.sold} sold out (409), ${c.other} other; ${c.orders} order(s); night rows ${c.held.nights}, rooms taken ${c.held.n} — ${verdict(c.ok === 1 && c.sold === 99 && c.orders === 1 && c.held.n === 3)}`,
      `    sold-out messages: zh「${c.sample.zh}」 en "${c.sample.en}" vi "${c.sample.vi}"`,
    ];
    for (const l of out) console.log(l);
    const statsLine = (n: string, s: Stats) => `${n}: ${fmt(s.rps, 0)} req/s, p50/p95/p99 ${fmt(s.p50)}/${fmt(s.p95)}/${fmt(s.p99)} ms, ${s.errors} errors`;
    console.log([statsLine('(a) HTTP', a.h), statsLine('(a) SQL', a.s), statsLine('(b) HTTP', b.h), statsLine('(b) SQL', b.s)].join('\n'));
  } finally {
    await server?.stop();
    await admin.end();
    if (flag('--keep')) {
      cluster.stop();
      log(`cluster kept in ${cluster.dir} (reuse with --pg-dir ${cluster.dir})`);
    } else removeCluster(cluster);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
