/**
 * Page heads (docs/links.md): a listing detail page's HTML with its own head (the listing read, title, description,
 * canonical, hreflang, og, twitter, JSON-LD written into index.html) against the plain shell of a screen no module
 * describes (`/pages/index/my`: the generic head, no lookup), on the real server in production mode, in the same run.
 *
 *   npm run bench -- bench/page-head.ts [--dist /tmp/dist] [--duration 15] [--connections 10] [--runs 1] [--cache-ms 10000]
 *
 * `--cache-ms` is the server's PAGE_HEAD_CACHE_MS (default as in production; 0: the head and photo read on every answer).
 *
 * The figure: time per answer, detail / plain (the inverse of their req/s), target ≤ 1.3.
 */
import path from 'node:path';
import { argValue, autocannonChild, ensureBenchDeps, fmt, HEADERS, median, printLoad, ROOT, signPath, startServer, type LoadResult } from './lib.ts';

const DURATION = Number(argValue('--duration', '15'));
const CONNECTIONS = Number(argValue('--connections', '10'));
const RUNS = Math.max(1, Number(argValue('--runs', '1')));
const DIST = path.resolve(argValue('--dist', path.join(ROOT, 'apps/web/dist')));
const CACHE_MS = argValue('--cache-ms', '10000');
const WARMUP = 3;
const TARGET = 1.3;
const PORT = 18090;
const PLAIN = '/pages/index/my';

async function load(base: string, p: string): Promise<LoadResult> {
  await autocannonChild(base, [{ path: p }], CONNECTIONS, WARMUP); // warm-up, discarded
  return autocannonChild(base, [{ path: p }], CONNECTIONS, DURATION);
}

/** A live house of the first area, and what its page's head says (checked: the head is really there). */
async function detailPath(base: string): Promise<string> {
  const res = (await (await fetch(base + signPath('/api/housing/list?limit=1'), { headers: HEADERS })).json()) as { data: { list: Array<{ id: number; title: string }> } };
  const house = res.data.list[0];
  if (!house) throw new Error('no demo house: the server needs SEED_DEMO=true');
  const p = `/pages/house/detail?id=${house.id}`;
  const html = await (await fetch(base + p)).text();
  if (!html.includes('<link rel="canonical"') || !html.includes('application/ld+json')) throw new Error(`${p} has no page head`);
  const plain = await (await fetch(base + PLAIN)).text();
  console.log(`detail ${p}: ${html.length} B of HTML; plain ${PLAIN}: ${plain.length} B (head ${html.length - plain.length} B more)\n`);
  return p;
}

async function main() {
  ensureBenchDeps();
  console.log(`page-head: connections ${CONNECTIONS}, duration ${DURATION} s after ${WARMUP} s warm-up, ${RUNS} run(s), PAGE_HEAD_CACHE_MS ${CACHE_MS}, web build ${DIST}\n`);
  const server = await startServer(PORT, { WEB_DIST: DIST, PUBLIC_URL: `http://127.0.0.1:${PORT}`, PAGE_HEAD_CACHE_MS: CACHE_MS });
  const ratios: number[] = [];
  const detail: LoadResult[] = [];
  const plain: LoadResult[] = [];
  try {
    const p = await detailPath(server.base);
    for (let i = 0; i < RUNS; i++) {
      plain.push(await load(server.base, PLAIN));
      printLoad(`plain  ${PLAIN}`, plain[i]!);
      detail.push(await load(server.base, p));
      printLoad(`detail ${p}`, detail[i]!);
      ratios.push(plain[i]!.rps / detail[i]!.rps);
    }
  } finally {
    await server.stop();
  }
  const ratio = median(ratios);
  const bad = [...detail, ...plain].reduce((n, r) => n + r.non2xx + r.errors, 0);
  console.log(`\nRESULT (${RUNS > 1 ? `median of ${RUNS} runs` : 'one run'})`);
  console.log(
    `detail ${fmt(median(detail.map((r) => r.rps)), 0)} req/s (p50 ${median(detail.map((r) => r.p50))} / p99 ${median(detail.map((r) => r.p99))} ms), ` +
      `plain ${fmt(median(plain.map((r) => r.rps)), 0)} req/s (p50 ${median(plain.map((r) => r.p50))} / p99 ${median(plain.map((r) => r.p99))} ms), ` +
      `time per answer detail/plain ${fmt(ratio, 2)}${RUNS > 1 ? ` (runs ${ratios.map((x) => fmt(x, 2)).join(', ')})` : ''} ${ratio <= TARGET ? 'PASS' : 'FAIL'} (target <= ${TARGET})`,
  );
  if (bad) console.log(`WARNING: ${bad} non-2xx replies or errors`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
