import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { testPhoto } from './support/images.js';
import { launchBrowser, startServer, stepShots } from './support/server.js';

/**
 * The account screens beyond the first visit: SMS-code login (new number, no password), setting a password by
 * code, changing the mobile number, real-name verification, area codes, about, Vietnamese, closing the account,
 * and the error screen with retry when a page's code fails to load.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let page: Page;
const shot = stepShots('account');
const suffix = String(Date.now()).slice(-7);
const mobile = `1370${suffix}`;
const newMobile = `90${suffix}`;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 })).newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const id = (testId: string) => page.getByTestId(testId);
/** Taps a "get code" button and returns the code that text carried. */
async function sendCode(button: string, to: string) {
  const since = Date.now();
  await id(button).click();
  return server.nextSmsCode(to, since);
}

describe('account screens', () => {
  it('logs in with an SMS code on a number never seen before', async () => {
    await page.goto(`${server.base}/pages/login/login`);
    await id('login-tab-sms').click();
    await id('sms-mobile').fill(mobile);
    await id('sms-code').fill(await sendCode('sms-send', mobile));
    await shot(page, 'sms-login');
    await id('sms-submit').click();
    await page.waitForURL('**/pages/index/my');
    await expect.poll(() => id('me-nickname').textContent()).toContain(mobile.slice(-4));
  });

  it('sets a password with a code sent to the own number, then logs in with it', async () => {
    await id('me-settings').click();
    await id('settings-password').click();
    await id('password-code').fill(await sendCode('password-send', mobile));
    await id('password-new').fill('Texted-pass-1');
    await id('password-confirm').fill('Texted-pass-1');
    await shot(page, 'set-password');
    const saved = page.waitForResponse((r) => r.url().includes('/api/putUserPassword'));
    await id('password-submit').click();
    expect((await saved).status()).toBe(200);
    // Log out and back in with the new password.
    await id('logout').click();
    await page.locator('.adm-dialog-footer button').last().click();
    await page.waitForURL('**/pages/login/login**');
    await id('login-tab-password').click();
    await id('login-account').fill(mobile);
    await id('login-password').fill('Texted-pass-1');
    await id('login-submit').click();
    await page.waitForURL((u) => !u.pathname.includes('/login'));
  });

  it('picks an area code from the searchable list and changes the mobile number', async () => {
    await page.goto(`${server.base}/pages/common/setting`);
    await id('settings-mobile').click();
    await id('mobile-area-code').click();
    await page.waitForURL('**/pagesA/common/area-code');
    await page.locator('[data-testid="area-code-search"] input').fill('越南');
    await shot(page, 'area-code-search');
    await expect.poll(() => page.locator('[data-testid^="area-code-item-"]').count()).toBe(1);
    await id('area-code-item-84').click();
    await page.waitForURL('**/pages/common/setting');
    await id('settings-mobile').click();
    await expect.poll(() => id('mobile-area-code').textContent()).toContain('84');
    await id('mobile-new').fill(newMobile);
    await id('mobile-code').fill(await sendCode('mobile-send', newMobile));
    const saved = page.waitForResponse((r) => r.url().includes('/api/putUserMobile'));
    await id('mobile-submit').click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => id('settings-mobile').textContent()).toContain(newMobile);
    await shot(page, 'mobile-changed');
  });

  it('submits real-name verification with two photos and sees it pending', async () => {
    await page.goto(`${server.base}/pagesA/common/real-name`);
    await id('realname-name').fill('阮氏兰');
    await id('realname-id-type-passport').click();
    await id('realname-id-number').fill('C1234567');
    const input = id('realname-photos').locator('input[type=file]');
    for (const [i, color] of [{ r: 200, g: 220, b: 255 }, { r: 255, g: 230, b: 200 }].entries()) {
      const done = page.waitForResponse((r) => r.url().includes('/api/media/upload'));
      await input.setInputFiles({ name: `id-${i}.jpg`, mimeType: 'image/jpeg', buffer: await testPhoto(color, i) });
      expect((await done).status()).toBe(200);
    }
    await shot(page, 'real-name-form');
    await id('realname-submit').click();
    await expect.poll(() => id('realname-status').textContent(), { timeout: 10_000 }).toMatch(/审核中|review|duyệt/i);
    await shot(page, 'real-name-pending');
  });

  it('shows About and a single content page, in Vietnamese after switching', async () => {
    await page.goto(`${server.base}/pages/index/my`);
    await id('me-language').click();
    await id('lang-vi').click();
    // The switch loads the Vietnamese dictionaries first; navigate once it has taken effect.
    await page.waitForFunction(() => document.documentElement.lang === 'vi');
    await page.goto(`${server.base}/pagesA/common/about`);
    await expect.poll(() => id('content-page').textContent()).toContain('Haiwai Link');
    await expect.poll(() => id('page-title').textContent()).toMatch(/Về|Giới thiệu/);
    await shot(page, 'about-vi');
    await page.goto(`${server.base}/pages/common/single-page?key=privacy`);
    await expect.poll(() => id('content-page').textContent()).toContain('quyền riêng tư');
    await shot(page, 'privacy-vi');
  });

  it('shows a retry screen when a page’s code fails to load, and recovers', async () => {
    // Service workers would serve the chunk from their cache, out of reach of request interception.
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const page = await ctx.newPage();
    const id = (testId: string) => page.getByTestId(testId);
    let fail = true;
    await page.route('**/assets/about-page-*.js', (route) => (fail ? route.abort('failed') : route.continue()));
    await page.goto(`${server.base}/pages/index/my`);
    await id('me-about').click();
    await id('page-error-chunk').waitFor({ timeout: 15_000 });
    await shot(page, 'chunk-error');
    fail = false;
    await id('page-retry').click();
    // A fresh context, so the default language: Chinese.
    await expect.poll(() => id('content-page').textContent(), { timeout: 15_000 }).toContain('海外通');
    await ctx.close();
  });

  it('closes the account with the password', async () => {
    // Still logged in from the steps above: the login page says so; log out there first.
    await page.goto(`${server.base}/pages/login/login`);
    await id('login-signed-in-logout').click();
    await page.locator('.adm-dialog-footer button').last().click();
    await page.locator('.adm-dialog-body').waitFor({ state: 'hidden' });
    // Before: the +84 number logs in with the password, no area code needed on the password form.
    await id('login-tab-password').click();
    await id('login-account').fill(newMobile);
    await id('login-password').fill('Texted-pass-1');
    const before = page.waitForResponse((r) => r.url().includes('/api/login'));
    await id('login-submit').click();
    expect((await before).status()).toBe(200);
    await page.waitForURL((u) => !u.pathname.includes('/login'));
    await page.goto(`${server.base}/pages/common/setting`);
    await id('close-account').click();
    await id('close-account-password').fill('Texted-pass-1');
    await shot(page, 'close-account');
    await id('close-account-confirm').click();
    await page.waitForURL('**/pages/login/login**');
    await id('login-tab-password').click();
    await id('login-account').fill(newMobile);
    await id('login-password').fill('Texted-pass-1');
    const res = page.waitForResponse((r) => r.url().includes('/api/login'));
    await id('login-submit').click();
    expect((await res).status()).toBe(400);
  });
});
