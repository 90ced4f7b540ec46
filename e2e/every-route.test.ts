import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loadRouteTable, type RouteEntry } from './support/route-table.js';
import { launchBrowser, startServer, stepShots } from './support/server.js';
import { keepMapsLocal } from './support/map-tiles.js';

/**
 * Every path of the route table, opened cold in Chromium on the built app served by the real server, as a visitor
 * following a shared link would: no page error (uncaught exception, React's "Maximum update depth exceeded"), no
 * crash screen, no console error. A flawed route is reported with what went wrong and a screenshot in
 * e2e/artifacts/every-route/. Every screen as the demo member (and as the publisher and the admin, with real
 * records) is opened by the accessibility test, which fails on the same problems.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let routes: RouteEntry[];
const shot = stepShots('every-route');

/** `EVERY_ROUTE_ONLY=/pagesA/manage` walks only the paths starting so (the first test still checks the whole table). */
const only = process.env.EVERY_ROUTE_ONLY;
let table: RouteEntry[];

beforeAll(async () => {
  table = await loadRouteTable();
  routes = only ? table.filter((r) => r.path.startsWith(only)) : table;
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
  // The map screens' tiles are answered here: nothing leaves the machine (docs/maps.md).
  await keepMapsLocal(context, server.base);
  const page = await context.newPage();
  track(page);
  return { context, page };
}

/** Requests in flight per page (a WebSocket is not one). */
const inflight = new WeakMap<Page, Set<unknown>>();

function track(page: Page): void {
  const open = new Set<unknown>();
  inflight.set(page, open);
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}

/**
 * Until no request has been in flight for 250 ms (at most 8 s). Playwright's `networkidle` waits 500 ms of quiet
 * after everything, twice what a screen needs, on each of three hundred visits.
 */
async function quiet(page: Page): Promise<void> {
  const open = inflight.get(page)!;
  const deadline = Date.now() + 8_000;
  let since = Date.now();
  while (Date.now() < deadline) {
    if (open.size > 0) since = Date.now();
    else if (Date.now() - since >= 250) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Opens one path and returns what went wrong on it (nothing: an empty list). */
async function visit(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  const onError = (e: Error) => problems.push(`page error: ${e.message.split('\n')[0]}`);
  const url = `${server.base}${path}`;
  const onConsole = (m: { type(): string; text(): string; location(): { url: string } }) => {
    // A detail screen opened without its record (no `id`) is a 404 from the server with the app (docs/links.md): the
    // browser reports the page's own status; the screen itself must still open cleanly.
    if (m.type() === 'error' && m.location().url === url && / 404 /.test(m.text())) return;
    if (m.type() === 'error') problems.push(`console error: ${m.text().split('\n')[0]}`);
  };
  page.on('pageerror', onError);
  page.on('console', onConsole);
  try {
    await page.goto(url, { waitUntil: 'load' });
    // Settle: the page's chunk and its first requests (an error a late answer causes is still caught).
    await quiet(page);
    await page.waitForFunction(() => !document.querySelector('[data-testid="page-loading"]'), undefined, { timeout: 8_000 }).catch(() => problems.push('still loading after 8 s'));
    for (const id of ['page-error-crash', 'page-error-timeout', 'page-error-chunk']) if (await page.getByTestId(id).count()) problems.push(`shows ${id}`);
    if (await page.getByTestId('not-found').count()) problems.push('shows the not-found page');
  } finally {
    page.off('pageerror', onError);
    page.off('console', onConsole);
  }
  return problems;
}

/** Pages walking the table side by side: most of a visit is waiting (the network going quiet), not work. */
const LANES = 3;

/**
 * Walks every route in one context (one visitor or one member), `LANES` tabs at a time, each tab taking the next
 * path when it is done; returns `path: problem` lines in the table's order (screenshots of the flawed ones).
 */
async function walk(context: BrowserContext, who: string): Promise<string[]> {
  const found = new Map<string, string[]>();
  let next = 0;
  const lane = async () => {
    const page = await context.newPage();
    track(page);
    for (let i = next++; i < routes.length; i = next++) {
      const path = routes[i]!.path;
      const problems = await visit(page, path);
      if (problems.length) {
        found.set(path, problems.map((p) => `${path}: ${p}`));
        await shot(page, `${who}${path.replaceAll('/', '_')}`);
      }
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: LANES }, lane));
  return routes.flatMap((r) => found.get(r.path) ?? []);
}

describe('every route of the route table', () => {
  it('is the whole table (the tabs, the spec pages, the stand-ins)', () => {
    expect(table.length).toBeGreaterThan(140);
    const paths = table.map((r) => r.path);
    for (const p of ['/', '/pages/index/my', '/pagesA/manage/index', '/pagesA/manage/job/list', '/pagesA/manage/shop/list', '/pagesA/chat/chat/chat', '/pages/login/login']) expect(paths).toContain(p);
  });

  it('the admin desk gives a visitor the login prompt', async () => {
    const { context, page } = await newPage();
    for (const path of ['/pagesA/manage/index', '/pagesA/manage/job/list', '/pagesA/manage/shop/list']) {
      expect(await visit(page, path), path).toEqual([]);
      await page.getByTestId('require-login').waitFor();
      await shot(page, `visitor${path.replaceAll('/', '_')}`);
    }
    await context.close();
  });

  it('opens for a visitor without a page error, a crash or a console error', async () => {
    const { context } = await newPage();
    const flawed = await walk(context, 'visitor');
    await context.close();
    expect(flawed).toEqual([]);
  }, 900_000);
});
