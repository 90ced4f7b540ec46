/**
 * The social square at scale: 1,000,000 posts, 10,000,000 likes, 100,000 users on PostgreSQL (social-data.ts),
 * the real server in production mode, and for each measured feed the exact SQL the server issued for it,
 * replayed through a pg pool at the same concurrency (http-sql.ts) — the baseline of the same run.
 *
 *   npm run bench -- bench/social.ts [--posts 1000000] [--likes 10000000] [--users 100000] [--duration 15]
 *                                    [--connections 10] [--keep] [--pg-dir DIR (reuse a loaded cluster)]
 *
 * (a) "newest" of Ho Chi Minh City, first page, anonymous;
 * (b) "following", first page, for a reader who follows 500 people and 10 topics;
 * (c) "recommend" (hot score), first page, for information;
 * (d) like toggles: ten members each toggling likes on the 2,000 newest posts (HTTP only: a toggle's statements
 *     depend on the state it finds, so they are not replayed), beside the baseline of the same run: the same ten
 *     members toggling favourites of 2,000 listings (`/api/collect`, the simplest authenticated write with a row
 *     and a counter; the listings are added to the cluster once, social-data.ts ensureFavouriteTargets).
 * Targets (issue 33, ratios within the run): (a) and (b) HTTP/SQL p95 ≤ 1.3; (b) p95 ≤ 1.5 × (a) p95;
 * (d) like p95 ≤ 1.5 × favourite p95. Issue 10's absolute ones ((a), (b) p95 ≤ 25 ms; (d) ≤ 15 ms) are printed too.
 * The load average (os.loadavg, 1 min) is printed beside each measure: the machine is shared.
 */
import { loadavg } from 'node:os';
import pg from 'pg';
import { capture, explain, http, line, sqlLoad, type HttpReq, type Stats, type Stmt } from './http-sql.ts';
import { argValue, ensureBenchDeps, flag, fmt, HEADERS, signPath, startServer } from './lib.ts';
import { removeCluster, startCluster } from './listings-data.ts';
import { BENCH_PASSWORD, ensureFavouriteTargets, isSocialLoaded, LIKERS, loadSocial, READER } from './social-data.ts';

const SIZE = { posts: Number(argValue('--posts', '1000000')), likes: Number(argValue('--likes', '10000000')), users: Number(argValue('--users', '100000')), follows: 1_000_000 };
const DURATION = Number(argValue('--duration', '15'));
const CONNECTIONS = Number(argValue('--connections', '10'));
const WARMUP = 3;
const PG_PORT = 55451;
const HTTP_PORT = 18120;
const TARGET = { feed: 25, ratio: 1.3, like: 15, followingOverNewest: 1.5, likeOverFavourite: 1.5 };
const load = () => `load ${loadavg()[0]!.toFixed(2)}`;

const log = (m: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${m}`);

async function login(base: string, account: string): Promise<string> {
  const res = await fetch(base + signPath('/api/login'), { method: 'POST', headers: { ...HEADERS, 'content-type': 'application/json' }, body: JSON.stringify({ account, password: BENCH_PASSWORD }) });
  const j: any = await res.json();
  if (j.code !== 200) throw new Error(`login ${account}: ${JSON.stringify(j).slice(0, 200)}`);
  return j.data.token as string;
}

async function main() {
  ensureBenchDeps();
  const reuse = argValue('--pg-dir', '') || undefined;
  log(`social bench: ${SIZE.posts.toLocaleString('en')} posts, ${SIZE.likes.toLocaleString('en')} likes, ${SIZE.users.toLocaleString('en')} users; ${CONNECTIONS} connections, ${DURATION} s per measure after ${WARMUP} s warm-up`);
  const cluster = startCluster(PG_PORT, reuse);
  log(`PostgreSQL on ${PG_PORT} in ${cluster.dir}`);
  const admin = new pg.Pool({ connectionString: cluster.url, max: 2 });
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    if (!(reuse && (await isSocialLoaded(cluster.url)))) {
      const t = Date.now();
      await loadSocial(cluster.url, SIZE, log);
      log(`data ready in ${((Date.now() - t) / 1000).toFixed(0)} s`);
    } else log('reusing the loaded cluster');
    const sizes = (await admin.query(`select (select count(*) from social_post) as posts, (select count(*) from social_post_like) as likes, (select count(*) from app_user) as users,
      pg_size_pretty(pg_total_relation_size('social_post')) as post_size, pg_size_pretty(pg_total_relation_size('social_post_like')) as like_size`)).rows[0];
    log(`social_post ${Number(sizes.posts).toLocaleString('en')} rows (${sizes.post_size}), social_post_like ${Number(sizes.likes).toLocaleString('en')} (${sizes.like_size}), users ${Number(sizes.users).toLocaleString('en')}`);
    const hcm = (await admin.query(`select id from site_area where code = 'hcm'`)).rows[0].id as number;
    const listings = await ensureFavouriteTargets(cluster.url, hcm, 2000);

    server = await startServer(HTTP_PORT, { DATABASE_URL: cluster.url, LOG_LEVEL: 'warn', SEED_DEMO: 'false' });
    log(`server pid ${server.child.pid} at ${server.base}`);
    const area = { siteareaid: String(hcm) };
    const readerToken = await login(server.base, READER);
    const likerTokens: string[] = [];
    for (const u of LIKERS) likerTokens.push(await login(server.base, u));

    const cases: Array<{ name: string; req: HttpReq; target?: number }> = [
      { name: '(a) newest, first page', req: { path: '/api/social/post/list?type=newest&limit=20', headers: area }, target: TARGET.feed },
      { name: '(b) following (500 people), first page', req: { path: '/api/social/post/list?type=following&limit=20', headers: { ...area, token: readerToken } }, target: TARGET.feed },
      { name: '(c) recommend, first page', req: { path: '/api/social/post/list?type=recommend&limit=20', headers: area } },
    ];
    const sqlPool = new pg.Pool({ connectionString: cluster.url, max: CONNECTIONS });
    const results: Array<{ name: string; target?: number; h: Stats; s: Stats; stmts: Stmt[] }> = [];
    for (const c of cases) {
      const { stmts, body } = await capture(cluster, admin, server.base, c.req);
      log(`${c.name}: ${body.data.list.length} cards, ${stmts.length} statements`);
      for (const s of stmts) console.log(`    SQL: ${s.text.replace(/\s+/g, ' ').slice(0, 220)}${s.text.length > 220 ? '…' : ''}`);
      await http(server.base, [c.req], WARMUP, CONNECTIONS);
      const h = await http(server.base, [c.req], DURATION, CONNECTIONS);
      await sqlLoad(sqlPool, [stmts], WARMUP, CONNECTIONS);
      const s = await sqlLoad(sqlPool, [stmts], DURATION, CONNECTIONS);
      console.log(line('  HTTP', h) + `   ${load()}`);
      console.log(line('  SQL (same statements)', s) + `   ${load()}`);
      results.push({ name: c.name, target: c.target, h, s, stmts });
    }

    // (d) like toggles over the 2,000 newest posts and, as the baseline, favourite toggles over 2,000 listings, by the same ten members.
    const newest = (await admin.query(`select id from social_post where site_area_id = $1 order by id desc limit 2000`, [hcm])).rows.map((r: any) => r.id as number);
    const toggles: HttpReq[] = newest.map((id, i) => ({ path: '/api/social/post/number/save', method: 'POST', body: { id, type: 'like' }, headers: { ...area, token: likerTokens[i % likerTokens.length]! } }));
    const favourites: HttpReq[] = listings.map((id, i) => ({ path: '/api/collect', method: 'POST', body: { kind: 'shGoods', id }, headers: { ...area, token: likerTokens[i % likerTokens.length]! } }));
    for (const [name, req] of [['(d) like toggle', toggles[0]!], ['(d) favourite toggle (baseline)', favourites[0]!]] as const) {
      const { stmts } = await capture(cluster, admin, server.base, req);
      log(`${name}: ${stmts.length} statements (begin/commit not logged)`);
      for (const st of stmts) console.log(`    SQL: ${st.text.replace(/\s+/g, ' ').slice(0, 220)}${st.text.length > 220 ? '…' : ''}`);
    }
    await http(server.base, favourites, WARMUP, CONNECTIONS);
    const favourite = await http(server.base, favourites, DURATION, CONNECTIONS);
    console.log(line('(d) favourite toggle', favourite) + `   ${load()}`);
    await http(server.base, toggles, WARMUP, CONNECTIONS);
    const like = await http(server.base, toggles, DURATION, CONNECTIONS);
    console.log(line('(d) like toggle', like) + `   ${load()}`);

    console.log('\nPLANS (EXPLAIN (ANALYZE, BUFFERS), parameters as captured)');
    for (const r of results) {
      for (const [i, s] of r.stmts.entries()) {
        if (!/^\s*(select|with)/i.test(s.text)) continue;
        console.log(`\n--- ${r.name}, statement ${i + 1}: ${s.text.replace(/\s+/g, ' ').slice(0, 160)}…`);
        console.log(await explain(admin, s));
      }
    }

    console.log('\nRESULT');
    for (const r of results) {
      const ratio = r.h.p95 / r.s.p95;
      const verdict = r.target === undefined ? 'no target' : `${ratio <= TARGET.ratio ? 'PASS' : 'FAIL'} (ratio ≤ ${TARGET.ratio}; issue 10's p95 ≤ ${r.target} ms: ${r.h.p95 <= r.target ? 'met' : 'not met'})`;
      console.log(
        `${r.name}: HTTP p50/p95/p99 ${fmt(r.h.p50)}/${fmt(r.h.p95)}/${fmt(r.h.p99)} ms ${fmt(r.h.rps, 0)} req/s; SQL ${fmt(r.s.p50)}/${fmt(r.s.p95)}/${fmt(r.s.p99)} ms ${fmt(r.s.rps, 0)} req/s; ` +
          `HTTP/SQL p95 ${fmt(ratio, 2)} — ${verdict}`,
      );
    }
    const [a, b] = results;
    const following = b!.h.p95 / a!.h.p95;
    console.log(`(b) following p95 / (a) newest p95: ${fmt(following, 2)} — ${following <= TARGET.followingOverNewest ? 'PASS' : 'FAIL'} (≤ ${TARGET.followingOverNewest})`);
    const likeRatio = like.p95 / favourite.p95;
    console.log(
      `(d) like toggle: HTTP p50/p95/p99 ${fmt(like.p50)}/${fmt(like.p95)}/${fmt(like.p99)} ms ${fmt(like.rps, 0)} req/s, ${like.errors} errors; ` +
        `favourite toggle (baseline) ${fmt(favourite.p50)}/${fmt(favourite.p95)}/${fmt(favourite.p99)} ms ${fmt(favourite.rps, 0)} req/s, ${favourite.errors} errors; ` +
        `like p95 / favourite p95 ${fmt(likeRatio, 2)} — ${likeRatio <= TARGET.likeOverFavourite && like.errors === 0 && favourite.errors === 0 ? 'PASS' : 'FAIL'} (≤ ${TARGET.likeOverFavourite}; issue 10's like p95 ≤ ${TARGET.like} ms: ${like.p95 <= TARGET.like ? 'met' : 'not met'})`,
    );
    console.log(`load average at the end: ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
    await sqlPool.end();
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
