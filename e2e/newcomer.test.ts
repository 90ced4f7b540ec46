import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, phoneContext, screenFilesOf, startServer, stepShots } from './support/server.js';

/**
 * A newcomer's first ten minutes, clicked through in Chromium on the built app served by the real server:
 * home → site area → English → register with an SMS code → log out → log in → profile with avatar →
 * log out; then a 401 mid-session; then the desktop layout.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const shot = stepShots('newcomer');
const mobile = `139${String(Date.now()).slice(-8)}`;
const password = 'Newcomer-2026';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser({ serviceWorker: true }); // installable: the service worker takes control
  context = await phoneContext(browser);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const byTestId = (id: string) => page.getByTestId(id);
async function fill(id: string, value: string) {
  await byTestId(id).fill(value);
}

describe('a newcomer', () => {
  it('opens the home page and sees the area’s content', async () => {
    await page.goto(server.base);
    await expect.poll(() => byTestId('home-entries').locator('[data-testid^="entry-"]').count()).toBeGreaterThanOrEqual(10);
    await expect.poll(() => byTestId('home-site-name').textContent()).toBe('胡志明市');
    await byTestId('home-carousel').locator('img').first().waitFor();
    // Page meta from the area's settings.
    await expect.poll(() => page.title()).toContain('海外通');
    await expect.poll(() => page.locator('meta[name="description"]').getAttribute('content')).toContain('租房买房');
    await shot(page, 'home');
  });

  it('picks a site area and the app relaunches at home in that area', async () => {
    await byTestId('home-site').click();
    await page.waitForURL('**/pagesA/common/site');
    await page.locator('[data-testid^="site-item-"]').nth(4).waitFor();
    await shot(page, 'site-list');
    await page.getByTestId(/site-item-/).filter({ hasText: '曼谷' }).click();
    await page.waitForURL((u) => u.pathname === '/' || u.pathname === '/pages/index/home');
    await expect.poll(() => byTestId('home-site-name').textContent()).toBe('曼谷');
    const stored = await page.evaluate(() => localStorage.getItem('siteObj'));
    expect(stored).toContain('site_area_id');
    await shot(page, 'home-bangkok');
  });

  it('switches to English', async () => {
    await byTestId('tab-bar-item-4').click();
    await page.waitForURL('**/pages/index/my');
    await byTestId('me-language').click();
    await byTestId('lang-en').click();
    await expect.poll(() => byTestId('me-language').textContent()).toContain('English');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toContain('en');
    await shot(page, 'me-english');
    // The app tells the server its language (a cookie), which then preloads an opening screen's words in it.
    expect((await context.cookies()).find((c) => c.name === 'hw_lang')?.value).toBe('en');
    const preloads = async (cookie: string) => {
      const html = await (await page.request.get(`${server.base}/pages/house/list`, { headers: { cookie } })).text();
      return screenFilesOf(html);
    };
    const [en, zh] = [await preloads('hw_lang=en'), await preloads('hw_lang=zh')];
    expect(en.length).toBeGreaterThan(10);
    expect(en.filter((f) => !zh.includes(f)).length).toBeGreaterThan(0);
    expect(zh.filter((f) => !en.includes(f)).length).toBeGreaterThan(0);
  });

  it('registers with an SMS code', async () => {
    await byTestId('me-login').click();
    await page.waitForURL('**/pages/login/login**');
    await byTestId('login-tab-register').click();
    await fill('register-mobile', mobile);
    await byTestId('register-send').click();
    await expect.poll(() => server.smsCode(mobile), { timeout: 10_000 }).toMatch(/^\d{6}$/);
    const code = (await server.smsCode(mobile))!;
    await fill('register-code', code);
    await fill('register-password', password);
    await fill('register-nickname', 'Lan');
    await shot(page, 'register-form');
    await byTestId('register-submit').click();
    await page.waitForURL('**/pages/index/my');
    await expect.poll(() => byTestId('me-nickname').textContent()).toMatch(/^Lan(?! Nguyen)/);
    const user = await page.evaluate(() => localStorage.getItem('userInfo'));
    expect(user).toContain('ws_token');
    expect(await page.evaluate(() => localStorage.getItem('wsToken'))).toMatch(/wst_/);
    await shot(page, 'registered');
  });

  it('logs out and logs back in with the password', async () => {
    await byTestId('me-settings').click();
    await page.waitForURL('**/pages/common/setting');
    await byTestId('logout').click();
    await page.locator('.adm-dialog-footer button').last().click();
    await page.waitForURL('**/pages/login/login**');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeFalsy();
    await byTestId('login-tab-password').click();
    await fill('login-account', mobile);
    await fill('login-password', password);
    await shot(page, 'login-form');
    await byTestId('login-submit').click();
    await page.waitForURL((u) => !u.pathname.includes('/login'));
    await byTestId('tab-bar-item-4').click();
    await expect.poll(() => byTestId('me-nickname').textContent()).toMatch(/^Lan(?! Nguyen)/);
  });

  it('edits the profile with an avatar', async () => {
    await byTestId('me-settings').click();
    await page.waitForURL('**/pages/common/setting');
    const avatar = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 22, g: 119, b: 255 } } })
      .composite([{ input: Buffer.from('<svg width="400" height="400"><circle cx="200" cy="170" r="80" fill="#fff"/><rect x="90" y="280" width="220" height="120" rx="60" fill="#fff"/></svg>') }])
      .jpeg()
      .toBuffer();
    const uploaded = page.waitForResponse((r) => r.url().includes('/api/media/upload'));
    await byTestId('avatar-input').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: avatar });
    expect((await uploaded).status()).toBe(200);
    await expect.poll(async () => (await page.locator('[data-testid="avatar-upload"] img').getAttribute('src')) ?? '').toContain('/api/media/');
    await fill('profile-nickname', 'Lan Nguyen');
    await fill('profile-bio', 'New in Bangkok, looking for a flat near BTS.');
    const saved = page.waitForResponse((r) => r.url().includes('/api/putUser'));
    await byTestId('profile-save').click();
    expect((await saved).status()).toBe(200);
    await shot(page, 'profile-saved');
    await byTestId('nav-back').click();
    await page.waitForURL('**/pages/index/my');
    await expect.poll(() => byTestId('me-nickname').textContent()).toMatch(/^Lan Nguyen/);
    await expect.poll(async () => (await byTestId('me-profile').locator('img').first().getAttribute('src')) ?? '').toContain('/api/media/');
    await shot(page, 'me-with-avatar');
  });

  it('is sent to login on a 401 mid-session and comes back after logging in', async () => {
    await byTestId('me-settings').click();
    await page.waitForURL('**/pages/common/setting');
    // The session ends elsewhere (another device logs out, or it expires): revoke it on the server.
    const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    const ts = await page.evaluate(() => Math.floor(Date.now() / 1000));
    const { computeSign } = await import('../apps/server/src/core/signing.js');
    const res = await fetch(`${server.base}/api/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ _timestamp: ts, _sign: computeSign('haiwai-dev-sign-key', ts) }),
    });
    expect(res.status).toBe(200);
    await fill('profile-bio', 'Edited after the session ended');
    await byTestId('profile-save').click();
    await page.waitForURL('**/pages/login/login?redirect=**', { timeout: 10_000 });
    expect(decodeURIComponent(page.url())).toContain('redirect=/pages/common/setting');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeFalsy();
    await shot(page, 'login-after-401');
    await byTestId('login-tab-password').click();
    await fill('login-account', mobile);
    await fill('login-password', password);
    await byTestId('login-submit').click();
    await page.waitForURL('**/pages/common/setting');
    // What was typed before the session ended is still there, and saves now.
    await expect.poll(() => byTestId('profile-bio').inputValue()).toBe('Edited after the session ended');
    await shot(page, 'back-after-login');
    const saved = page.waitForResponse((r) => r.url().includes('/api/putUser'));
    await byTestId('profile-save').click();
    expect((await saved).status()).toBe(200);
  });

  it('logs out', async () => {
    await byTestId('logout').click();
    await page.locator('.adm-dialog-footer button').last().click();
    await page.waitForURL('**/pages/login/login**');
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userInfo'), localStorage.getItem('wsToken')].every((v) => !v || v === 'null' || v === '""'))).toBe(true);
    await shot(page, 'logged-out');
  });

  it('at 1280 px the page is a 500 px column, centred on grey', async () => {
    const wide = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await wide.goto(server.base);
    await wide.getByTestId('home-page').waitFor();
    const box = await wide.evaluate(() => {
      const el = document.querySelector('[data-testid="home-page"]')!.closest('.app-frame, #root > div') as HTMLElement;
      const r = el.getBoundingClientRect();
      return { left: r.left, width: r.width, bg: getComputedStyle(document.body).backgroundColor };
    });
    expect(box.width).toBe(500);
    expect(box.left).toBe(390);
    expect(box.bg).not.toBe('rgb(255, 255, 255)');
    await wide.screenshot({ path: 'e2e/artifacts/newcomer/99-desktop-1280.png' });
    // Installable: a manifest with icons, and a service worker that takes control.
    const manifestHref = await wide.evaluate(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href'));
    const manifest = (await (await fetch(new URL(manifestHref!, server.base))).json()) as { display: string; icons: unknown[]; start_url: string };
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
    expect(manifest.icons.length).toBeGreaterThanOrEqual(2);
    await expect.poll(() => wide.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())), { timeout: 40_000 }).toBe(true);
    await wide.close();
  });
});
