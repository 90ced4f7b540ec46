import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Request } from 'playwright-core';
import { launchBrowser, phoneContext, startServer, stepShots } from './support/server.js';

/**
 * A screen opened from a link on a cold start: the page the server answers names the screen's own files
 * (modulepreload, from the build's route-files.json), so they download with the entry instead of after it has run.
 * Checked on the built app: each named file is used by the screen and fetched once (a preload the page does not
 * take up, or takes up with other credentials, would be a second download), and the screen renders.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
const shot = stepShots('first-load');

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The script and style files a page's HTML names (the entry's and the screen's). */
const namedFiles = (html: string) => [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);

async function openCold(path: string, ready: string) {
  const context = await phoneContext(browser, { serviceWorkers: 'block' });
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('requestfinished', (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/assets/')) fetched.push(url.pathname);
  });
  const answer = await page.goto(`${server.base}${path}`);
  const html = (await answer?.text()) ?? '';
  await page.getByTestId(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  return { context, page, html, fetched };
}

describe('first load', () => {
  for (const [name, path, ready] of [
    ['a house list', '/pages/house/list', 'listing-items'],
    ['a company list', '/pages/shop/list', 'listing-list-company'],
  ] as const) {
    it(`${name} opened from a link fetches its screen's files with the entry, each once`, async () => {
      const home = await openCold('/', 'tab-bar-item-0');
      const entry = new Set(namedFiles(home.html));
      await home.context.close();

      const { context, page, html, fetched } = await openCold(path, ready);
      const screenFiles = namedFiles(html).filter((f) => !entry.has(f));
      // The list's own chunk and its words are among them.
      expect(screenFiles.length).toBeGreaterThan(10);
      expect(screenFiles.some((f) => /\/list-page-[\w-]+\.js$/.test(f))).toBe(true);
      for (const file of namedFiles(html)) expect({ file, times: fetched.filter((f) => f === file).length }).toEqual({ file, times: 1 });
      await shot(page, name.replaceAll(' ', '-'));
      await context.close();
    });
  }

  it('a house list shows its first cards before the app has started, where the app’s cards then stand', async () => {
    // Scripts off: what the server's page paints by itself (the boot shell).
    const still = await phoneContext(browser, { javaScriptEnabled: false });
    const shell = await still.newPage();
    await shell.goto(`${server.base}/pages/house/list`);
    const bootCards = shell.locator('.boot--list .boot__item');
    expect(await bootCards.count()).toBe(6);
    await expect.poll(() => shell.locator('.boot__item img').evaluateAll((imgs: HTMLImageElement[]) => imgs.every((i) => i.complete && i.naturalWidth > 0))).toBe(true);
    const boot = await Promise.all([0, 1].map(async (i) => ({ title: await bootCards.nth(i).locator('span').textContent(), href: await bootCards.nth(i).getAttribute('href'), cover: await bootCards.nth(i).locator('img').boundingBox() })));
    await shot(shell, 'list-before-the-app');
    await still.close();

    // The app: its first cards are those listings, their covers where the shell drew them (the first exactly; the
    // second lower by what the first card's price and chips add).
    const { context, page } = await openCold('/pages/house/list', 'listing-items');
    const cards = page.getByTestId('listing-items').locator('.lcard');
    for (const [i, b] of boot.entries()) {
      expect(await cards.nth(i).getByTestId('listing-card-title').textContent()).toBe(b.title);
      expect(await cards.nth(i).locator('a').first().getAttribute('href')).toBe(b.href);
    }
    const cover = await cards.first().locator('.lcard__cover').boundingBox();
    for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(cover![k] - boot[0]!.cover![k])).toBeLessThanOrEqual(1);
    await context.close();
  });

  it('a house detail shows its first photo under the page’s bar before the app has started, where the gallery then stands', async () => {
    const list = await openCold('/pages/house/list', 'listing-items');
    const href = await list.page.getByTestId('listing-items').locator('a[href*="/pages/house/detail"]').first().getAttribute('href');
    await list.context.close();
    expect(href).toMatch(/id=\d+/);

    // Scripts off: what the server's page paints by itself (the boot shell).
    const still = await phoneContext(browser, { javaScriptEnabled: false });
    const shell = await still.newPage();
    await shell.goto(`${server.base}${href}`);
    const bootPhoto = shell.locator('.boot--photo .boot__card img');
    await expect.poll(() => bootPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const before = await bootPhoto.boundingBox();
    const bootSrc = await bootPhoto.getAttribute('src');
    await shot(shell, 'detail-before-the-app');
    await still.close();

    // The app: its gallery's first photo is the same picture in the same place, so the hand-over does not jump.
    const { context, page } = await openCold(href!, 'listing-detail');
    const galleryPhoto = page.locator('.ldetail__photo img').first();
    const after = await galleryPhoto.boundingBox();
    expect(await galleryPhoto.getAttribute('src')).toBe(bootSrc);
    for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(after![k] - before![k])).toBeLessThanOrEqual(1);
    await shot(page, 'detail-app');
    await context.close();
  });
});
