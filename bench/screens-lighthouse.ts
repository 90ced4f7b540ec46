/**
 * Every real screen under Lighthouse mobile (performance only, default simulated throttling), each beside a baseline
 * measured in the same run: a bare React 19 page (one line of text, no router, no i18n; bench/baseline-page/) built
 * by the web app's own Vite config and served with the server's static settings (bench/baseline-server.ts).
 * Targets (issue 33), in every block: score >= 95 % of the baseline's, TBT <= the baseline's + 100 ms, LCP <= 1.5 s.
 *
 *   npm run bench -- bench/screens-lighthouse.ts [--runs N] [--only SUBSTRING] [--limit N] [--logged-in | --logged-out]
 *     [--dist DIR] [--no-build] [--block N] [--data-dir DIR]
 *
 * The screens are the app's own table (e2e/support/screen-records.ts: every path a feature declares a screen for,
 * plus home), opened on real demo records found through the API. Logged out, every screen; logged in as the demo
 * member (13800000001, its session stored as the app stores it: spec keys token / userInfo / wsToken, the refresh
 * token and the session-hint cookie), the screens that differ: those a visitor gets the login prompt or the login
 * page on (found by opening each screen once in Chromium first), the "my" tab and the message centre.
 * Runs go in blocks of --block screens (default 20), each block between two baseline runs, so drift shows; a screen is
 * compared with the mean of its block's two baselines. --runs N: the run with the median score stands for a screen
 * (and for each baseline). --dist DIR measures that build (with --no-build: as it is); --data-dir DIR keeps the
 * server's data folder (seeded once on the first start) for the next run. Results: bench/results/screens-lighthouse.json.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { spawnServer } from '../apps/server/tests/support/server-process.ts';
import { apiClient } from '../e2e/support/api-client.ts';
import { findScreenRecords, loadScreenPaths, screenUrls } from '../e2e/support/screen-records.ts';
import { startBaselineServer } from './baseline-server.ts';
import { argValue, ensureBenchDeps, flag, fmt, PRODUCTION_ENV, ROOT } from './lib.ts';
import { CHROME, medianLighthouse, type Lh } from './lighthouse-run.ts';

const PORT = 18300;
const BASELINE_PORT = 18301;
const TARGET_SCORE_RATIO = 0.95;
const TARGET_TBT_OVER_MS = 100;
const TARGET_LCP_MS = 1500;
const MEMBER = '13800000001';
/** Screens that differ for a member though a visitor is not asked to log in on them. */
const ALSO_LOGGED_IN = ['/pages/index/my', '/pagesA/chat/conversation/list'];
/** The area admin's desk (not the member's addresses under the same folder): a member gets no more there than a visitor. */
const ADMIN_ONLY = /^\/pagesA\/manage\/(?!address)/;

const runs = Number(argValue('--runs', '1'));
const blockSize = Number(argValue('--block', '20'));
const only = argValue('--only', '');
const limit = Number(argValue('--limit', '0'));
const loggedOut = !flag('--logged-in');
const loggedIn = !flag('--logged-out');
const DIST = path.resolve(argValue('--dist', path.join(ROOT, 'apps/web/dist')));
const BASELINE_DIST = path.join(tmpdir(), 'haiwai-bench-baseline-page');

interface Job {
  url: string;
  member: boolean;
}
interface Measured extends Job {
  lh: Lh;
  scores: string[];
  block: number;
}

function buildApp() {
  const own = process.argv.includes('--dist');
  console.log(`[screens] building the web app into ${path.relative(ROOT, DIST) || DIST} ...`);
  const r = own
    ? spawnSync('npx', ['vite', 'build', '--outDir', DIST, '--emptyOutDir'], { cwd: path.join(ROOT, 'apps/web'), stdio: ['ignore', 'ignore', 'inherit'] })
    : spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error('web build failed');
}

/**
 * The baseline page built by the web app's Vite config (its plugins, resolve and build settings, strict warnings),
 * with bench/baseline-page as the root and React 19 from the web app; only the two plugins that read the app's own
 * screen tables (the screens check, the route files) are left out.
 */
async function buildBaseline() {
  const web = path.join(ROOT, 'apps/web');
  const webRequire = createRequire(path.join(web, 'package.json'));
  const vite = (await import(pathToFileURL(webRequire.resolve('vite')).href)) as typeof import('vite');
  const loaded = await vite.loadConfigFromFile({ command: 'build', mode: 'production' }, path.join(web, 'vite.config.ts'));
  if (!loaded) throw new Error('apps/web/vite.config.ts did not load');
  const config = loaded.config;
  const appOnly = new Set(['haiwai-screens-check', 'haiwai-route-files']);
  const plugins = (config.plugins ?? []).flat(Infinity as 1).filter((p) => p && typeof p === 'object' && 'name' in p && !appOnly.has(p.name));
  const pkg = (name: string) => path.dirname(webRequire.resolve(`${name}/package.json`));
  const alias = [
    { find: /^react-dom(\/.*)?$/, replacement: `${pkg('react-dom')}$1` },
    { find: /^react(\/.*)?$/, replacement: `${pkg('react')}$1` },
    ...((config.resolve?.alias as { find: RegExp | string; replacement: string }[] | undefined) ?? []),
  ];
  await vite.build({
    ...config,
    configFile: false,
    root: path.join(ROOT, 'bench/baseline-page'),
    plugins,
    logLevel: 'warn',
    resolve: { ...config.resolve, alias },
    build: { ...config.build, outDir: BASELINE_DIST, emptyOutDir: true },
  });
}

/**
 * Which screens a visitor is asked to log in on (the login prompt, or sent to the login page): opened once each in
 * Chromium, three tabs at a time, until no request has been in flight for 250 ms and the page is no longer loading.
 */
async function loginScreens(base: string, urls: string[]): Promise<Set<string>> {
  const browser = await chromium.launch({ executablePath: CHROME, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const found = new Set<string>();
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN', serviceWorkers: 'block' });
    let next = 0;
    const lane = async () => {
      const page = await context.newPage();
      const open = new Set<unknown>();
      page.on('request', (r) => open.add(r));
      page.on('requestfinished', (r) => open.delete(r));
      page.on('requestfailed', (r) => open.delete(r));
      for (let i = next++; i < urls.length; i = next++) {
        const url = urls[i]!;
        open.clear();
        await page.goto(base + url, { waitUntil: 'load' });
        await quiet(page, open);
        await page.waitForFunction(() => !document.querySelector('[data-testid="page-loading"]'), undefined, { timeout: 8_000 }).catch(() => undefined);
        const landed = new URL(page.url()).pathname;
        const asked = new URL(url, base).pathname;
        if ((landed !== asked && landed === '/pages/login/login') || (await page.getByTestId('require-login').count())) found.add(url);
      }
      await page.close();
    };
    await Promise.all([lane(), lane(), lane()]);
  } finally {
    await browser.close();
  }
  return found;
}

async function quiet(page: Page, open: Set<unknown>) {
  const deadline = Date.now() + 8_000;
  let since = Date.now();
  while (Date.now() < deadline) {
    if (open.size > 0) since = Date.now();
    else if (Date.now() - since >= 250) return;
    await page.waitForTimeout(50);
  }
}

/** Stores the member's session in the launched Chromium as the app does after a login (apps/web/src/stores/session-store.ts). */
function storeSession(base: string, session: { token: string; refresh_token: string; user: { ws_token?: string } }) {
  return async (port: number) => {
    const { default: puppeteer } = await import('puppeteer-core');
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
    try {
      const page = await browser.newPage();
      // A same-origin address that is not the app, so nothing the measured load needs gets cached here.
      await page.goto(`${base}/healthz`);
      await page.evaluate((s) => {
        localStorage.setItem('token', s.token);
        localStorage.setItem('refresh_token', s.refresh_token);
        localStorage.setItem('userInfo', JSON.stringify(s.user));
        if (s.user.ws_token) localStorage.setItem('wsToken', s.user.ws_token);
        document.cookie = 'hw_session=1; path=/; max-age=31536000; samesite=lax';
      }, session);
      await page.close();
    } finally {
      await browser.disconnect();
    }
  };
}

const ms = (n: number) => fmt(n, 0).padStart(5);
const sec = (n: number) => fmt(n / 1000, 2);

function row(label: string, lh: Lh, base?: { score: number; tbt: number }) {
  const ratio = base ? ` ratio ${fmt(lh.score / base.score, 2)}  TBT-base ${ms(lh.tbt - base.tbt)}` : '';
  return `${String(lh.score).padStart(3)}  FCP ${sec(lh.fcp)}  LCP ${sec(lh.lcp)}  TBT ${ms(lh.tbt)}  CLS ${fmt(lh.cls, 3)}${ratio}  ${label}`;
}

async function main() {
  ensureBenchDeps();
  const load0 = loadavg();
  const started = Date.now();
  console.log(`[screens] load average at start: ${load0.map((l) => fmt(l, 2)).join(' ')}`);
  if (!flag('--no-build')) buildApp();
  if (!existsSync(path.join(DIST, 'index.html'))) throw new Error(`${DIST}/index.html missing: build the web app first`);
  if (!flag('--no-build') || !existsSync(path.join(BASELINE_DIST, 'index.html'))) {
    console.log(`[screens] building the baseline page into ${BASELINE_DIST} ...`);
    await buildBaseline();
  }

  const paths = await loadScreenPaths();
  const dataDir = process.argv.includes('--data-dir') ? path.resolve(argValue('--data-dir', '')) : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // Development mode, as bench/web-weight.ts: the web build carries the development signing key. The demo data seeded.
  const server = spawnServer({ port: PORT, dataDir, env: { ...PRODUCTION_ENV, WEB_DIST: DIST, NODE_ENV: 'development', SIGN_KEY: 'haiwai-dev-sign-key' } });
  const baseline = await startBaselineServer(BASELINE_DIST, BASELINE_PORT);
  const measured: Measured[] = [];
  const baselines: { block: number; lh: Lh; scores: string[] }[] = [];
  try {
    await server.ready(300_000);
    const api = apiClient(server.base);
    const records = await findScreenRecords(api);
    const urls = screenUrls(paths, records).filter((u) => u.includes(only));
    console.log(`[screens] ${paths.length} screen paths, ${urls.length} URLs${only ? ` containing "${only}"` : ''}`);

    // Screen by screen in the table's order, logged out then (where it differs) logged in: both in one block.
    const prompts = loggedIn ? await loginScreens(server.base, urls) : new Set<string>();
    const member = new Set(urls.filter((u) => (prompts.has(u) && !ADMIN_ONLY.test(u)) || ALSO_LOGGED_IN.includes(u)));
    if (loggedIn) console.log(`[screens] ${prompts.size} screens ask a visitor to log in; logged in: ${member.size}`);
    const jobs: Job[] = urls.flatMap((url) => [...(loggedOut ? [{ url, member: false }] : []), ...(member.has(url) ? [{ url, member: true }] : [])]);
    if (limit > 0) jobs.splice(limit);
    const session = jobs.some((j) => j.member) ? await api.login(MEMBER) : null;
    const prepare = session ? storeSession(server.base, session as unknown as Parameters<typeof storeSession>[1]) : undefined;

    const blocks = Math.ceil(jobs.length / blockSize);
    const measureBaseline = async (block: number) => {
      const { median, scores } = await medianLighthouse(baseline.base + '/', 'baseline', runs, { metricsOnly: true });
      baselines.push({ block, lh: median, scores });
      console.log(`baseline ${row(`(block ${block}, before)`, median)}`);
    };
    for (let b = 0; b < blocks; b++) {
      await measureBaseline(b);
      for (const job of jobs.slice(b * blockSize, (b + 1) * blockSize)) {
        const label = `${job.member ? 'member ' : 'visitor'} ${job.url}`;
        try {
          const { median, scores } = await medianLighthouse(server.base + job.url, label, runs, { metricsOnly: true, ...(job.member ? { prepare } : {}) });
          measured.push({ ...job, lh: median, scores, block: b });
          console.log(`         ${row(label, median)}${median.finalUrl && new URL(median.finalUrl).pathname !== new URL(job.url, server.base).pathname ? `  → ${new URL(median.finalUrl).pathname}` : ''}`);
        } catch (err) {
          console.log(`         FAILED ${label}: ${(err as Error).message.split('\n')[0]}`);
        }
      }
    }
    await measureBaseline(blocks);
  } finally {
    await baseline.stop();
    await server.stop();
  }
  report(measured, baselines, load0, started);
}

function report(measured: Measured[], baselines: { block: number; lh: Lh; scores: string[] }[], load0: number[], started: number) {
  // Each block is compared with the mean of the baselines measured just before and just after it.
  const baseOf = (block: number) => {
    const around = baselines.filter((b) => b.block === block || b.block === block + 1).map((b) => b.lh);
    return { score: around.reduce((s, b) => s + b.score, 0) / around.length, tbt: around.reduce((s, b) => s + b.tbt, 0) / around.length, lcp: around.reduce((s, b) => s + b.lcp, 0) / around.length };
  };
  const rows = measured.map((m) => {
    const base = baseOf(m.block);
    return { ...m, base, ratio: m.lh.score / base.score, tbtOver: m.lh.tbt - base.tbt };
  });
  rows.sort((a, b) => a.ratio - b.ratio || b.tbtOver - a.tbtOver || b.lh.lcp - a.lh.lcp);
  const label = (r: (typeof rows)[number]) => `${r.member ? 'member ' : 'visitor'} ${r.url}`;

  console.log('\nRESULT');
  console.log(`baselines (bare React 19 page, same Vite config), block by block:`);
  for (const b of baselines) console.log(`  ${row(`block ${b.block}${b.scores.length > 1 ? ` (scores ${b.scores.join(', ')})` : ''}`, b.lh)}`);
  console.log(`\nworst ten of ${rows.length} (score ratio, then TBT over the baseline):`);
  for (const r of rows.slice(0, 10)) console.log(`  ${row(label(r), r.lh, r.base)}`);

  const blocks = [...new Set(rows.map((r) => r.block))].sort((a, b) => a - b);
  const targets = [
    { name: `score >= ${TARGET_SCORE_RATIO * 100} % of the baseline's`, ok: (r: (typeof rows)[number]) => r.ratio >= TARGET_SCORE_RATIO, worst: () => `worst ratio ${fmt(Math.min(...rows.map((r) => r.ratio)), 2)}` },
    { name: `TBT <= baseline + ${TARGET_TBT_OVER_MS} ms`, ok: (r: (typeof rows)[number]) => r.tbtOver <= TARGET_TBT_OVER_MS, worst: () => `worst +${fmt(Math.max(...rows.map((r) => r.tbtOver)), 0)} ms` },
    { name: `LCP <= ${TARGET_LCP_MS / 1000} s`, ok: (r: (typeof rows)[number]) => r.lh.lcp <= TARGET_LCP_MS, worst: () => `worst ${sec(Math.max(...rows.map((r) => r.lh.lcp)))} s` },
  ];
  console.log('\ntargets (each in every block):');
  for (const t of targets) {
    const failing = rows.filter((r) => !t.ok(r));
    const perBlock = blocks.map((b) => (rows.filter((r) => r.block === b).every(t.ok) ? 'pass' : 'FAIL')).join(' ');
    console.log(`  ${t.name}: ${failing.length ? 'FAIL' : 'PASS'} (${t.worst()}; ${failing.length} of ${rows.length} screens miss it; blocks: ${perBlock})`);
    for (const r of failing.slice(0, 40)) console.log(`    ${label(r)}`);
  }
  const load1 = loadavg();
  console.log(`\nload average at start ${load0.map((l) => fmt(l, 2)).join(' ')}, at end ${load1.map((l) => fmt(l, 2)).join(' ')}; took ${fmt((Date.now() - started) / 60000, 1)} min`);
  // What Lighthouse measured on the worst ten and on the first logged-in screen (that the session held), to look at.
  const shots = path.join(ROOT, 'bench/results/screens-lighthouse');
  rmSync(shots, { recursive: true, force: true });
  mkdirSync(shots, { recursive: true });
  const firstMember = rows.find((r) => r.member);
  for (const [i, r] of [...rows.slice(0, 10), ...(firstMember ? [firstMember] : [])].entries()) {
    const data = r.lh.screenshot?.replace(/^data:image\/\w+;base64,/, '');
    if (data) writeFileSync(path.join(shots, `${String(i + 1).padStart(2, '0')}-${r.member ? 'member' : 'visitor'}${r.url.replace(/[/?&=%]+/g, '_')}.jpg`), Buffer.from(data, 'base64'));
  }
  const out = path.join(ROOT, 'bench/results/screens-lighthouse.json');
  rmSync(out, { force: true });
  const strip = (lh: Lh) => ({ score: lh.score, fcp: lh.fcp, lcp: lh.lcp, tbt: lh.tbt, cls: lh.cls, si: lh.si, finalUrl: lh.finalUrl, warnings: lh.warnings });
  writeFileSync(out, JSON.stringify({ runs, load: { start: load0, end: load1 }, baselines: baselines.map((b) => ({ ...b, lh: strip(b.lh) })), screens: rows.map((r) => ({ ...r, lh: strip(r.lh) })) }, null, 2));
  console.log(`(figures in ${path.relative(ROOT, out)})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
