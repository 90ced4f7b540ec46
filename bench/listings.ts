/**
 * Listings at scale: 1,000,000 listings on PostgreSQL, the real server in production mode, and for each
 * measured request the exact SQL the engine issued for it, replayed through a pg pool at the same
 * concurrency as the baseline.
 *
 *   node --import tsx bench/listings.ts [--total 1000000] [--duration 15] [--connections 10] [--mixed 300 (0: none)]
 *                                       [--keep] [--pg-dir DIR (reuse a loaded cluster)] [--cases a,b,c] [--pg-port 55450]
 *                                       [--profile (the server's CPU profile over the measures, bench/results/listings-prof/)]
 *
 * (a) filtered list: area + kind + category + price range, tops first then newest, first page;
 * (b) the same list ~200 pages deep (following next_cursor);
 * (c) a Chinese keyword search (公寓 in the housing list of one area);
 * then a mixed load (lists, cursor pages, searches, details) sampling the server's RSS every 10 s.
 * See listings-data.ts for the data. The cluster runs on port 55450 in a temp folder and is removed at the
 * end (unless --keep).
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { capture, explain, http as httpLoad, line, sqlLoad as sqlReplay, type Stats, type Stmt } from './http-sql.ts';
import { argValue, BENCH, ensureBenchDeps, flag, fmt, HEADERS, profileEnv, signPath, startServer } from './lib.ts';
import { isLoaded, loadMillion, removeCluster, startCluster } from './listings-data.ts';

const http = (base: string, paths: string[], seconds: number, connections = CONNECTIONS) => httpLoad(base, paths, seconds, connections);
const sqlLoad = (pool: pg.Pool, groups: Stmt[][], seconds: number, connections = CONNECTIONS) => sqlReplay(pool, groups, seconds, connections);

const TOTAL = Number(argValue('--total', '1000000'));
const DURATION = Number(argValue('--duration', '15'));
const CONNECTIONS = Number(argValue('--connections', '10'));
const MIXED = Number(argValue('--mixed', '300'));
const WARMUP = 3;
const PG_PORT = Number(argValue('--pg-port', '55450'));
const HTTP_PORT = 18110;
/** Issue 12: (a)'s HTTP/SQL p95 ≤ 1.3; (c)'s HTTP p95 ≤ 1.5 × (a)'s. The older absolute targets are printed beside. */
const TARGET = { list: 30, search: 60, ratio: 1.5, firstPageRatio: 1.3, searchOverPlain: 1.5 };
const ONLY = new Set(argValue('--cases', 'a,b,c').split(','));

const log = (m: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${m}`);

function rssMb(pid: number) {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}
function slope(xs: number[], ys: number[]) {
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    num += (xs[i]! - mx) * (ys[i]! - my);
    den += (xs[i]! - mx) ** 2;
  }
  return den ? num / den : 0;
}

/** CPU time (ms) of the server process and of the cluster's PostgreSQL processes, per request: steadier than latency on shared cores. */
function cpuMeter(serverPid: number, clusterDir: string) {
  const ticks = (pid: number) => {
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return Number(f[11]) + Number(f[12]);
    } catch {
      return 0;
    }
  };
  const postmaster = Number(readFileSync(`${clusterDir}/data/postmaster.pid`, 'utf8').split('\n')[0]);
  // Backends that exited meanwhile (pools close idle ones) count through the postmaster's reaped-children time.
  const reaped = (pid: number) => {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(f[13]) + Number(f[14]);
  };
  const pgTicks = () => {
    let t = ticks(postmaster) + reaped(postmaster);
    for (const d of readdirSync('/proc')) {
      if (!/^\d+$/.test(d)) continue;
      try {
        if (readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(postmaster)) t += ticks(Number(d));
      } catch {
        // gone meanwhile
      }
    }
    return t;
  };
  return {
    start: () => ({ server: ticks(serverPid), pg: pgTicks() }),
    perRequest(from: { server: number; pg: number }, n: number) {
      const ms = (t: number) => fmt((t * 10) / Math.max(1, n), 2);
      return `CPU/request: server ${ms(ticks(serverPid) - from.server)} ms, PostgreSQL ${ms(pgTicks() - from.pg)} ms`;
    },
  };
}

/** The issue-12 verdicts: (a)'s HTTP/SQL p95 and the search's HTTP p95 over the plain first page's. */
function issueVerdicts(results: Array<{ key: string; h: Stats; s: Stats }>): string[] {
  const a = results.find((r) => r.key === 'a');
  const c = results.find((r) => r.key === 'c');
  const out: string[] = [];
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  if (a) {
    const r = a.h.p95 / a.s.p95;
    out.push(`(a) first page HTTP/SQL p95: ${fmt(a.h.p95)} / ${fmt(a.s.p95)} ms = ${fmt(r, 2)} — ${verdict(r <= TARGET.firstPageRatio)} (≤ ${TARGET.firstPageRatio})`);
  }
  if (a && c) {
    const r = c.h.p95 / a.h.p95;
    out.push(`(c)/(a) search over plain first page, HTTP p95: ${fmt(c.h.p95)} / ${fmt(a.h.p95)} ms = ${fmt(r, 2)} — ${verdict(r <= TARGET.searchOverPlain)} (≤ ${TARGET.searchOverPlain}); SQL p95 ${fmt(c.s.p95)} / ${fmt(a.s.p95)} ms = ${fmt(c.s.p95 / a.s.p95, 2)}`);
  }
  return out;
}

async function main() {
  ensureBenchDeps();
  const reuse = argValue('--pg-dir', '') || undefined;
  log(`listings bench: ${TOTAL.toLocaleString('en')} listings, ${CONNECTIONS} connections, ${DURATION} s per measure after ${WARMUP} s warm-up, mixed ${MIXED} s`);
  const cluster = startCluster(PG_PORT, reuse);
  log(`PostgreSQL on ${PG_PORT} in ${cluster.dir}`);
  const admin = new pg.Pool({ connectionString: cluster.url, max: 2 });
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  const report: string[] = [];
  try {
    if (!(reuse && (await isLoaded(cluster.url)))) {
      const t = Date.now();
      await loadMillion(cluster.url, TOTAL, log);
      log(`data ready in ${((Date.now() - t) / 1000).toFixed(0)} s`);
    } else log('reusing the loaded cluster');
    const size = (await admin.query(`select pg_size_pretty(pg_total_relation_size('listing')) as s, (select count(*) from listing) as n`)).rows[0];
    log(`listing: ${Number(size.n).toLocaleString('en')} rows, ${size.s} with indexes`);

    // What to ask for: Ho Chi Minh City, homes, whole apartments, 8–25 million VND a month.
    const area = (await admin.query(`select id from site_area where code = 'hcm'`)).rows[0].id as number;
    const cat = (await admin.query(`select id from category_type where group_key = 'housing' and names->>'zh' = '整租公寓'`)).rows[0].id as number;
    const listPath = `/api/housing/list?site_area_id=${area}&category_id=${cat}&price_min=8000000&price_max=25000000&limit=20`;
    const searchPath = `/api/housing/list?site_area_id=${area}&keyword=${encodeURIComponent('公寓')}&limit=20`;

    const profileDir = flag('--profile') ? path.join(BENCH, 'results', 'listings-prof') : undefined;
    if (profileDir) mkdirSync(profileDir, { recursive: true });
    server = await startServer(HTTP_PORT, { DATABASE_URL: cluster.url, LOG_LEVEL: 'warn', ...(profileDir ? profileEnv(profileDir) : {}) });
    const pid = server.child.pid!;
    if (profileDir) server.child.kill('SIGUSR2');
    log(`server pid ${pid} at ${server.base}`);
    const sqlPool = new pg.Pool({ connectionString: cluster.url, max: CONNECTIONS });

    // A first page's count that reached the cap is remembered by the node for 30 s (capped-totals.ts): the
    // statements of a list's first request (a miss) are captured here, before anything asked for it.
    const cold = new Map<string, Stmt[]>();
    for (const [key, path] of [['a', listPath], ['c', searchPath]] as const) if (ONLY.has(key)) cold.set(key, (await capture(cluster, admin, server.base, path)).stmts);

    // (b) follow the cursor ~200 pages in.
    let cursor: string | null = null;
    let pages = 0;
    const t0 = Date.now();
    for (; pages < 200; pages++) {
      const r = await fetch(server.base + signPath(listPath + (cursor ? `&cursor=${cursor}` : '')), { headers: HEADERS });
      const j: any = await r.json();
      if (!j.data?.next_cursor) break;
      cursor = j.data.next_cursor;
    }
    log(`followed next_cursor ${pages} pages in (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    const deepPath = `${listPath}&cursor=${cursor}`;

    const cases = [
      { key: 'a', name: '(a) list, first page', path: listPath, target: TARGET.list },
      { key: 'b', name: `(b) list, page ${pages + 1}`, path: deepPath, target: TARGET.list },
      { key: 'c', name: '(c) search 公寓', path: searchPath, target: TARGET.search },
    ].filter((c) => ONLY.has(c.key));
    const results: Array<{ key: string; name: string; target: number; h: Stats; s: Stats; stmts: Stmt[]; total: number }> = [];
    const cpu = cpuMeter(pid, cluster.dir);
    for (const c of cases) {
      // The steady state: the SQL of a request right after another (the capped count remembered), replayed as the baseline.
      await fetch(server.base + signPath(c.path), { headers: HEADERS });
      const { stmts, body } = await capture(cluster, admin, server.base, c.path);
      log(`${c.name}: total ${body.data.total}, ${body.data.list.length} cards, ${stmts.length} statements`);
      for (const s of stmts) console.log(`    SQL: ${s.text.replace(/\s+/g, ' ').slice(0, 220)}${s.text.length > 220 ? '…' : ''}`);
      await http(server.base, [c.path], WARMUP);
      const hc = cpu.start();
      const h = await http(server.base, [c.path], DURATION);
      console.log(line('  HTTP', h) + '   ' + cpu.perRequest(hc, h.n));
      await sqlLoad(sqlPool, [stmts], WARMUP);
      const sc = cpu.start();
      const s = await sqlLoad(sqlPool, [stmts], DURATION);
      console.log(line('  SQL (same statements)', s) + '   ' + cpu.perRequest(sc, s.n));
      const miss = cold.get(c.key);
      if (miss && miss.length !== stmts.length) {
        const m = await sqlLoad(sqlPool, [miss], DURATION);
        console.log(line(`  SQL of a miss (${miss.length} stmts)`, m) + '   (the first request of this list in 30 s: with its capped count)');
      }
      results.push({ key: c.key, name: c.name, target: c.target, h, s, stmts, total: body.data.total });
    }

    // Plans of every statement of the three requests.
    console.log('\nPLANS (EXPLAIN (ANALYZE, BUFFERS), parameters as captured)');
    for (const r of results) {
      for (const [i, s] of r.stmts.entries()) {
        if (!/^\s*select/i.test(s.text)) continue;
        console.log(`\n--- ${r.name}, statement ${i + 1}: ${s.text.replace(/\s+/g, ' ').slice(0, 160)}…`);
        console.log(await explain(admin, s));
      }
    }

    let mixedSummary = '';
    if (MIXED > 0) {
      // Mixed load: lists of several areas/kinds, cursor pages, searches, details; RSS every 10 s.
      const ids = (await admin.query(`select id, kind from listing where deleted_at is null and status in ('online','on-sale') and expires_at > now() order by random() limit 2000`)).rows as Array<{ id: number; kind: string }>;
      const areaIds = (await admin.query(`select id from site_area order by id`)).rows.map((r: any) => r.id as number);
      const kindList: Record<string, string> = { housing: '/api/housing/list', shGoods: '/api/shGoods', car: '/api/car/list', job: '/api/job', jobHunt: '/api/jobHunt', talent: '/api/talent/list', company: '/api/company/list', yp: '/api/yp/enterprise' };
      const kindInfo: Record<string, string> = { housing: '/api/housing/info/', shGoods: '/api/shGoods/info/', car: '/api/car/info/', job: '/api/job/', jobHunt: '/api/jobHunt/', talent: '/api/talent/info/', company: '/api/company/info/', yp: '/api/yp/info/' };
      const mixed: string[] = [];
      const words = ['公寓', '两房', '丰田', '翻译', '冰箱', '签证', 'apartment', 'căn hộ', '第七郡', '会计'];
      for (let k = 0; k < 400; k++) {
        const a = areaIds[k % areaIds.length]!;
        const kind = Object.keys(kindList)[k % 8]!;
        mixed.push(`${kindList[kind]}?site_area_id=${a}&limit=20`);
        if (k % 2 === 0) mixed.push(`${kindList.housing}?site_area_id=${a}&keyword=${encodeURIComponent(words[k % words.length]!)}&limit=20`);
        const d = ids[k % ids.length]!;
        mixed.push(`${kindInfo[d.kind]}${d.id}`);
      }
      // cursor pages at several depths
      let cur: string | null = null;
      for (let p = 0; p < 60; p++) {
        const r = await fetch(server.base + signPath(listPath + (cur ? `&cursor=${cur}` : '')), { headers: HEADERS });
        const j: any = await r.json();
        cur = j.data?.next_cursor ?? null;
        if (!cur) break;
        if (p % 3 === 0) mixed.push(`${listPath}&cursor=${cur}`);
      }
      for (let i = mixed.length - 1; i > 0; i--) {
        const j = Math.floor(((i * 7919) % 1000) / 1000 * (i + 1));
        [mixed[i], mixed[j]] = [mixed[j]!, mixed[i]!];
      }
      log(`mixed load: ${mixed.length} distinct requests, ${MIXED} s, RSS every 10 s`);
      const series: Array<{ t: number; mb: number }> = [{ t: 0, mb: rssMb(pid) }];
      const started = performance.now();
      const timer = setInterval(() => series.push({ t: (performance.now() - started) / 1000, mb: rssMb(pid) }), 10_000);
      const m = await http(server.base, mixed, MIXED);
      clearInterval(timer);
      series.push({ t: (performance.now() - started) / 1000, mb: rssMb(pid) });
      console.log(line('mixed', m));
      console.log('RSS (s → MB): ' + series.map((p) => `${p.t.toFixed(0)}→${p.mb.toFixed(0)}`).join('  '));
      const after = series.filter((p) => p.t >= 30); // the first 30 s are warm-up (JIT, caches)
      const perMin = slope(after.map((p) => p.t / 60), after.map((p) => p.mb));
      console.log(`RSS slope after the first 30 s: ${perMin.toFixed(2)} MB/min (min ${Math.min(...after.map((p) => p.mb)).toFixed(0)}, max ${Math.max(...after.map((p) => p.mb)).toFixed(0)} MB)`);
      // The heap saws up and down with garbage collection; the floor after each collection is what would leak.
      const floors = new Map<number, number>();
      for (const p of after) floors.set(Math.floor(p.t / 60), Math.min(floors.get(Math.floor(p.t / 60)) ?? Infinity, p.mb));
      const floorSlope = slope([...floors.keys()], [...floors.values()]);
      console.log(`RSS floor per minute: ${[...floors.values()].map((v) => v.toFixed(0)).join(', ')} MB; slope ${floorSlope.toFixed(2)} MB/min`);
      mixedSummary = `mixed ${MIXED} s: ${fmt(m.rps, 0)} req/s, p50/p95/p99 ${fmt(m.p50)}/${fmt(m.p95)}/${fmt(m.p99)} ms, errors ${m.errors}; RSS slope ${perMin.toFixed(2)} MB/min`;
    }

    console.log('\nRESULT');
    for (const r of results) {
      const ratio = r.h.p95 / r.s.p95;
      const tput = r.s.rps / r.h.rps;
      const ok = r.h.p95 <= r.target && ratio <= TARGET.ratio;
      const s = `${r.name} [total ${r.total}]: HTTP p50/p95/p99 ${fmt(r.h.p50)}/${fmt(r.h.p95)}/${fmt(r.h.p99)} ms ${fmt(r.h.rps, 0)} req/s; SQL ${fmt(r.s.p50)}/${fmt(r.s.p95)}/${fmt(r.s.p99)} ms ${fmt(r.s.rps, 0)} req/s; ` +
        `HTTP/SQL p95 ${fmt(ratio, 2)}, req/s SQL/HTTP ${fmt(tput, 2)} — ${ok ? 'PASS' : 'FAIL'} (p95 ≤ ${r.target} ms, ratio ≤ ${TARGET.ratio})`;
      console.log(s);
      report.push(s);
    }
    for (const v of issueVerdicts(results)) {
      console.log(v);
      report.push(v);
    }
    if (mixedSummary) console.log(mixedSummary);
    console.log(`load average: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
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
