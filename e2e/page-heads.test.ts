import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { launchBrowser, phoneContext, startServer, stepShots } from './support/server.js';

/**
 * Page heads in Chromium on the built app served by the real server (docs/links.md): a listing's detail page opens
 * with the head the server wrote (title, description, og tags), and the app, once started, keeps exactly that title
 * and description (never a flash of the screen's generic title); a link to a listing in a post shows as a card that
 * opens it; a path that is no screen answers 404 with the app's not-found screen; a real screen still opens offline.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const shot = stepShots('page-heads');
let houseId = 0;
let hcm = 0;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser({ serviceWorker: true }); // offline, a screen opens from the service worker
  context = await phoneContext(browser);
  // Every value the document's title takes, from the first script on (the app's own included).
  await context.addInitScript(() => {
    const titles: string[] = [];
    (window as unknown as { __titles: string[] }).__titles = titles;
    const own = Object.getOwnPropertyDescriptor(Document.prototype, 'title')!;
    Object.defineProperty(Document.prototype, 'title', {
      configurable: true,
      get() {
        return own.get!.call(this);
      },
      set(v: string) {
        titles.push(v);
        own.set!.call(this, v);
      },
    });
  });
  page = await context.newPage();
  const api = apiClient(server.base);
  const areas = await api.call<Array<{ id: number; code: string }>>('GET', '/siteArea/all');
  hcm = areas.find((a) => a.code === 'hcm')!.id;
  houseId = (await api.call<{ list: Array<{ id: number }> }>('GET', '/housing/list?limit=1', { siteAreaId: hcm })).list[0]!.id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const unescape = (s: string) => s.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
/** The head as the server sends it to a previewer (no scripts run). */
async function serverHead(path: string) {
  const res = await fetch(`${server.base}${path}`);
  const html = await res.text();
  const meta = (key: string) => unescape(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1] ?? '');
  return {
    status: res.status,
    title: unescape(/<title>([^<]*)<\/title>/.exec(html)![1]!),
    description: meta('description'),
    ogTitle: meta('og:title'),
    ogImage: meta('og:image'),
  };
}

describe('a detail page’s head', () => {
  it('the server writes the listing’s title, description and picture; the started app keeps them, with no other title on the way', async () => {
    const path = `/pages/house/detail?id=${houseId}`;
    const head = await serverHead(path);
    expect(head.status).toBe(200);
    expect(head.title).toMatch(/ - 海外一站式服务$/);
    expect(head.title).not.toBe('海外一站式服务');
    expect(head.description.length).toBeGreaterThan(10);
    expect(head.ogImage).toMatch(/^http:\/\/.+\/api\/media\/[0-9a-f]{32}\?w=1200&h=1200&fit=inside&format=jpeg/);

    await page.goto(`${server.base}${path}`);
    await page.getByTestId('listing-detail').waitFor();
    await page.getByTestId('detail-title').waitFor();
    // The app has started and drawn the page: its title and description are still the server's.
    expect(await page.title()).toBe(head.title);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(head.description);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(head.ogTitle);
    // Every title the app set on the way was that same one: no flash of "房屋详情 - 海外一站式服务" or the bare site name.
    const titles = await page.evaluate(() => (window as unknown as { __titles: string[] }).__titles);
    expect(titles.length).toBeGreaterThan(0);
    expect(new Set(titles)).toEqual(new Set([head.title]));
    await shot(page, 'house-detail');
  });

  it('in English through ?lang=en, the same: the English head, kept by the app in English', async () => {
    const path = `/pages/house/detail?id=${houseId}&lang=en`;
    const head = await serverHead(path);
    expect(head.title).toMatch(/ - Haiwai One-Stop$/);
    const p = await context.newPage();
    await p.goto(`${server.base}${path}`);
    await p.getByTestId('detail-title').waitFor();
    expect(await p.title()).toBe(head.title);
    expect(new Set(await p.evaluate(() => (window as unknown as { __titles: string[] }).__titles))).toEqual(new Set([head.title]));
    await p.close();
  });

  it('leaving the page: the next screen’s own title takes over', async () => {
    await page.goto(`${server.base}/pages/house/detail?id=${houseId}`);
    await page.getByTestId('detail-title').waitFor();
    const kept = await page.title();
    // Within the app (no new page load): the Me tab's own title replaces the house's.
    await page.evaluate(() => {
      history.pushState(null, '', '/pages/index/my');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    // (In the language the app now has: the previous test left it in English.)
    await expect.poll(() => page.title(), { timeout: 15_000 }).toMatch(/^(我的|Me|Tôi) - /);
    expect(kept).not.toBe(await page.title());
  });
});

describe('link cards and 404s', () => {
  it('a post with a link to the house shows its card (title, price, photo); tapping it opens the house', async () => {
    const api = apiClient(server.base);
    const member = await api.login('13800000001');
    const post = await api.call<{ id: number }>('POST', '/social/post', { token: member.token, siteAreaId: hcm, body: { content: `这套房子不错 ${server.base}/pages/house/detail?id=${houseId} 大家看看` } });
    const head = await serverHead(`/pages/house/detail?id=${houseId}`);
    await page.goto(`${server.base}/pagesA/socialize/dynamics-detail?id=${post.id}`);
    const card = page.getByTestId('link-card');
    await card.waitFor();
    expect(await card.locator('.link-card__title').textContent()).toBe(head.ogTitle);
    expect(await card.locator('.link-card__price').textContent()).toMatch(/\d/);
    await card.locator('img').evaluate((img: HTMLImageElement) => (img.complete ? null : new Promise((r) => img.addEventListener('load', r, { once: true }))));
    expect(await card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await shot(page, 'post-link-card');
    await card.click();
    await page.waitForURL((u) => u.pathname === '/pages/house/detail' && u.searchParams.get('id') === String(houseId));
    await page.getByTestId('detail-title').waitFor();
  });

  it('a path that is no screen: 404, the app’s not-found screen, noindex', async () => {
    const head = await fetch(`${server.base}/no-such-page`);
    expect(head.status).toBe(404);
    expect(await head.text()).toContain('<meta name="robots" content="noindex">');
    // A first visit (no service worker yet, which would answer from its copy of the app).
    const fresh = await phoneContext(browser, { serviceWorkers: 'block' });
    const p = await fresh.newPage();
    const res = await p.goto(`${server.base}/no-such-page`);
    expect(res?.status()).toBe(404);
    await p.getByTestId('not-found').waitFor();
    await shot(p, 'not-found');
    await fresh.close();
  });

  it('offline, a real screen still opens from the service worker', async () => {
    await page.goto(`${server.base}/pages/index/my`);
    await expect.poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker?.getRegistration())), { timeout: 60_000 }).toBe(true);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    try {
      await page.goto(`${server.base}/pages/house/list`);
      await page.waitForFunction(() => document.querySelector('#root')?.textContent?.length, undefined, { timeout: 20_000 });
      expect(await page.locator('#root').count()).toBe(1);
      await shot(page, 'offline-house-list');
    } finally {
      await context.setOffline(false);
    }
  });
});
