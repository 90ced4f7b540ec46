/**
 * Web weight: gzip size (zlib level 9) of the JS + CSS the home page loads initially (target <= 170 KB),
 * measured (a) statically from apps/web/dist/index.html and (b) from what headless Chromium actually requests,
 * then Lighthouse mobile performance runs (default simulated throttling) on the four first screens people open most:
 * home, the house list, a house detail and the message centre (target: score >= 95, LCP <= 2.0 s, TBT <= 150 ms,
 * CLS <= 0.05 on each; home JS + CSS <= 120 KB gzip).
 *
 *   node --import tsx bench/web-weight.ts [--no-build] [--no-lighthouse] [--dist DIR] [--runs N] [--pages home,list,detail,messages]
 *
 * --runs N runs Lighthouse N times per page (default 3) and reports the run with the median score.
 * --trace prints, for that run, each main-thread task of 50 ms or more and what ran in it (bench/trace-tasks.ts), and
 * keeps the trace in bench/results/trace-PAGE.json (open it in Chrome's performance panel).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { argValue, ensureBenchDeps, flag, fmt, ROOT, startServer } from './lib.ts';
import { CHROME, medianLighthouse, type Lh } from './lighthouse-run.ts';
import { longTasks } from './trace-tasks.ts';

const TARGET_KB = 120;
const TARGET_SCORE = 95;
const TARGET_LCP_MS = 2000;
const TARGET_TBT_MS = 150;
const TARGET_CLS = 0.05;
const PORT = 18100;
// --dist DIR measures another build output (passed to the server as WEB_DIST); implies nothing about --no-build.
const DIST = path.resolve(argValue('--dist', path.join(ROOT, 'apps/web/dist')));

const gz = (b: Buffer) => gzipSync(b, { level: 9 }).length;
const kb = (n: number) => n / 1024;

function staticWeight() {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const files: { url: string; kind: 'js' | 'css' }[] = [];
  for (const m of html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["'][^>]*>/g)) files.push({ url: m[1], kind: 'js' });
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = m[0];
    const rel = /\brel=["']([^"']+)["']/.exec(tag)?.[1];
    const href = /\bhref=["']([^"']+)["']/.exec(tag)?.[1];
    if (!href) continue;
    if (rel === 'stylesheet') files.push({ url: href, kind: 'css' });
    if (rel === 'modulepreload') files.push({ url: href, kind: 'js' });
  }
  let js = 0;
  let css = 0;
  for (const f of files) {
    if (/^https?:/.test(f.url)) {
      console.log(`  (skipping external ${f.url})`);
      continue;
    }
    const size = gz(readFileSync(path.join(DIST, f.url.replace(/^\//, '').split('?')[0])));
    console.log(`  ${f.kind.padEnd(3)} ${fmt(kb(size)).padStart(7)} KB gz  ${f.url}`);
    if (f.kind === 'js') js += size;
    else css += size;
  }
  return { js, css, count: files.length };
}

async function browserWeight(base: string) {
  const browser = await chromium.launch({ executablePath: CHROME, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    // Service workers blocked: the PWA precache is background work, not what the first paint needs.
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    const seen: Promise<{ url: string; kind: 'js' | 'css'; size: number } | null>[] = [];
    page.on('response', (resp) => {
      const type = resp.request().resourceType();
      const ct = resp.headers()['content-type'] ?? '';
      const kind = type === 'script' || ct.includes('javascript') ? 'js' : type === 'stylesheet' || ct.includes('text/css') ? 'css' : null;
      if (!kind) return;
      seen.push(resp.body().then((b) => ({ url: resp.url(), kind, size: gz(b) }), () => null));
    });
    await page.goto(base + '/', { waitUntil: 'networkidle' });
    const all = (await Promise.all(seen)).filter((x) => x !== null);
    seen.length = 0;
    // A house for the detail page: the first card of the house list, as the list's own call answers it.
    const listed = page.waitForResponse((r) => /\/api\/housing\/list\b/.test(r.url()));
    await page.goto(base + '/pages/house/list', { waitUntil: 'networkidle' });
    const body = (await (await listed).json()) as { data?: { list?: { id: number | string }[] } };
    const houseId = body.data?.list?.[0]?.id;
    let js = 0;
    let css = 0;
    for (const f of all) {
      console.log(`  ${f.kind.padEnd(3)} ${fmt(kb(f.size)).padStart(7)} KB gz  ${f.url.replace(base, '')}`);
      if (f.kind === 'js') js += f.size;
      else css += f.size;
    }
    return { js, css, count: all.length, houseId };
  } finally {
    await browser.close();
  }
}

function line(label: string, w: { js: number; css: number; count: number }) {
  const total = w.js + w.css;
  const verdict = kb(total) <= TARGET_KB ? 'PASS' : 'FAIL';
  console.log(
    `${label}: JS ${fmt(kb(w.js))} KB + CSS ${fmt(kb(w.css))} KB = ${fmt(kb(total))} KB gz (${w.count} files); ` +
      `ratio measured/target ${fmt(kb(total) / TARGET_KB, 2)} (target <= ${TARGET_KB} KB) ${verdict}`,
  );
}

const PAGES: Record<string, (houseId: string) => string> = {
  home: () => '/',
  list: () => '/pages/house/list',
  detail: (id) => `/pages/house/detail?id=${id}`,
  messages: () => '/pagesA/chat/conversation/list',
};

function lhLine(name: string, lh: Lh, scores: string[]) {
  const ok = lh.score >= TARGET_SCORE && lh.lcp <= TARGET_LCP_MS && lh.tbt <= TARGET_TBT_MS && lh.cls <= TARGET_CLS;
  console.log(
    `lighthouse ${name.padEnd(8)} score ${lh.score} (runs ${scores.join(', ')}; target >= ${TARGET_SCORE}, ratio ${fmt(lh.score / TARGET_SCORE, 2)}) ` +
      `FCP ${fmt(lh.fcp / 1000, 2)} s, LCP ${fmt(lh.lcp / 1000, 2)} s (<= ${TARGET_LCP_MS / 1000}), TBT ${fmt(lh.tbt, 0)} ms (<= ${TARGET_TBT_MS}), ` +
      `CLS ${fmt(lh.cls, 3)} (<= ${TARGET_CLS}), SI ${fmt(lh.si / 1000, 2)} s — ${ok ? 'PASS' : 'FAIL'}`,
  );
  if (lh.warnings?.length) console.log('  warnings:', lh.warnings.join(' | '));
  if (flag('--trace') && lh.trace) {
    writeFileSync(`bench/results/trace-${name}.json`, JSON.stringify(lh.trace));
    console.log(`  long tasks, observed (bench/results/trace-${name}.json):`);
    for (const l of longTasks(lh.trace)) console.log(`  ${l}`);
  }
}

async function main() {
  ensureBenchDeps();
  if (!flag('--no-build')) {
    console.log('[web-weight] npm run build -w apps/web ...');
    const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) throw new Error('web build failed');
  }
  if (!existsSync(path.join(DIST, 'index.html'))) throw new Error(`${DIST}/index.html missing: build the web app first`);

  console.log('\n(a) static: index.html initial scripts / stylesheets / modulepreloads');
  const st = staticWeight();
  // Development mode: the web build carries the development signing key.
  const server = await startServer(PORT, { WEB_DIST: DIST, NODE_ENV: 'development', SIGN_KEY: 'haiwai-dev-sign-key' });
  let br;
  const lhs: { name: string; lh: Lh; scores: string[] }[] = [];
  try {
    console.log('\n(b) Chromium: JS/CSS responses actually requested by GET / (until network idle)');
    br = await browserWeight(server.base);
    if (!flag('--no-lighthouse')) {
      const runs = Number(argValue('--runs', '3'));
      for (const name of argValue('--pages', Object.keys(PAGES).join(',')).split(',')) {
        console.log(`\n(c) Lighthouse mobile, performance only, ${name} ×${runs} ...`);
        const { median, scores } = await medianLighthouse(server.base + PAGES[name](String(br.houseId)), name, runs, { report: name });
        lhs.push({ name, lh: median, scores });
      }
    }
  } finally {
    await server.stop();
  }
  console.log('\nRESULT');
  line('static  (index.html)   ', st);
  line('browser (requested)    ', br);
  for (const { name, lh, scores } of lhs) lhLine(name, lh, scores);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
