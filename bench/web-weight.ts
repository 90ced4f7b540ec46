/**
 * Web weight: gzip size (zlib level 9) of the JS + CSS the home page loads initially (target <= 170 KB),
 * measured (a) statically from apps/web/dist/index.html and (b) from what headless Chromium actually requests,
 * then a Lighthouse mobile performance run (target score >= 90).
 *
 *   node --import tsx bench/web-weight.ts [--no-build] [--no-lighthouse] [--dist DIR]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { argValue, ensureBenchDeps, flag, fmt, ROOT, startServer } from './lib.ts';

const TARGET_KB = 170;
const TARGET_SCORE = 90;
const PORT = 18100;
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
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
    let js = 0;
    let css = 0;
    for (const f of all) {
      console.log(`  ${f.kind.padEnd(3)} ${fmt(kb(f.size)).padStart(7)} KB gz  ${f.url.replace(base, '')}`);
      if (f.kind === 'js') js += f.size;
      else css += f.size;
    }
    return { js, css, count: all.length };
  } finally {
    await browser.close();
  }
}

async function runLighthouse(url: string) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], formFactor: 'mobile' });
    const lhr = result!.lhr;
    const a = lhr.audits;
    // The full report, for finding out what the largest paint waited on.
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync('bench/results', { recursive: true });
    writeFileSync('bench/results/lighthouse-home.json', JSON.stringify(lhr));
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: a['first-contentful-paint'].numericValue ?? NaN,
      lcp: a['largest-contentful-paint'].numericValue ?? NaN,
      tbt: a['total-blocking-time'].numericValue ?? NaN,
      cls: a['cumulative-layout-shift'].numericValue ?? NaN,
      si: a['speed-index'].numericValue ?? NaN,
      warnings: lhr.runWarnings,
    };
  } finally {
    await chrome.kill();
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
  let lh;
  try {
    console.log('\n(b) Chromium: JS/CSS responses actually requested by GET / (until network idle)');
    br = await browserWeight(server.base);
    if (!flag('--no-lighthouse')) {
      console.log('\n(c) Lighthouse mobile, performance only ...');
      lh = await runLighthouse(server.base + '/');
    }
  } finally {
    await server.stop();
  }
  console.log('\nRESULT');
  line('static  (index.html)   ', st);
  line('browser (requested)    ', br);
  if (lh) {
    console.log(
      `lighthouse mobile performance score ${lh.score} (target >= ${TARGET_SCORE}) ${lh.score >= TARGET_SCORE ? 'PASS' : 'FAIL'}; ratio ${fmt(lh.score / TARGET_SCORE, 2)}; ` +
        `FCP ${fmt(lh.fcp / 1000, 2)} s, LCP ${fmt(lh.lcp / 1000, 2)} s, TBT ${fmt(lh.tbt, 0)} ms, CLS ${fmt(lh.cls, 3)}, SI ${fmt(lh.si / 1000, 2)} s`,
    );
    if (lh.warnings?.length) console.log('lighthouse warnings:', lh.warnings.join(' | '));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
