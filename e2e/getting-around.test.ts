import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { launchBrowser, startServer, stepShots, logInWithPassword, phoneContext } from './support/server.js';

/**
 * What a newcomer found hard to get around, clicked through on the built app served by the real server: Me's
 * "my listings" and each list's way to my own listings of its kind, the login page when already logged in and its
 * title on the registration tab, the chat room without a conversation, the two talent titles, each area's own home
 * (Bangkok is not Ho Chi Minh City) and Dubai's currency symbol. Screens in zh, en and vi under
 * e2e/artifacts/getting-around/.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let api: ReturnType<typeof apiClient>;
const shot = stepShots('getting-around');
const id = (testId: string) => page.getByTestId(testId);
const LANGS = ['zh', 'en', 'vi'] as const;
type Lang = (typeof LANGS)[number];
const PUBLISHER = '13800000002';
let areas: Array<{ id: number; code: string; currency: string; currency_symbol: string }>;

beforeAll(async () => {
  server = await startServer();
  api = apiClient(server.base);
  areas = await api.call('GET', '/siteArea/all');
  browser = await launchBrowser();
  context = await phoneContext(browser);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The app in another language: the stored choice, then a fresh load of the path. */
async function inLang(lang: Lang, path: string) {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.goto(`${server.base}${path}`);
}

async function loginAs(mobile: string) {
  await logInWithPassword(page, server.base, mobile);
}

async function imagesLoaded() {
  await page.waitForFunction(() => Array.from(document.images).filter((i) => i.getBoundingClientRect().top < window.innerHeight).every((i) => i.complete));
}

describe('a visitor', () => {
  it('sees the area’s own banner and hot words, and Bangkok’s after switching there (not Ho Chi Minh City’s)', async () => {
    await page.goto(server.base);
    await expect.poll(() => id('home-site-name').textContent()).toBe('胡志明市');
    await expect.poll(() => id('home-carousel').locator('.carousel__caption strong').first().textContent()).toBe('胡志明市租房指南');
    await expect.poll(() => id('home-hot').textContent()).toContain('第七郡公寓');
    await id('home-site').click();
    await page.getByTestId(/site-item-/).filter({ hasText: '曼谷' }).click();
    await expect.poll(() => id('home-site-name').textContent()).toBe('曼谷');
    await expect.poll(() => id('home-carousel').locator('.carousel__caption strong').first().textContent()).toBe('曼谷租房');
    await expect.poll(() => id('home-hot').textContent()).toContain('素坤逸公寓');
    const hot = (await id('home-hot').textContent()) ?? '';
    expect(hot).not.toContain('第七郡');
    expect(hot).not.toContain('富美兴');
    const banners = await id('home-carousel').locator('.carousel__caption strong').allTextContents();
    expect(banners.some((b) => b.includes('胡志明'))).toBe(false);
    const expected = { zh: ['曼谷租房', '素坤逸公寓'], en: ['Renting in Bangkok', 'Sukhumvit'], vi: ['Thuê nhà tại Băng Cốc', 'Sukhumvit'] };
    for (const lang of LANGS) {
      await inLang(lang, '/');
      await expect.poll(() => id('home-carousel').locator('.carousel__caption strong').first().textContent()).toBe(expected[lang][0]);
      await expect.poll(() => id('home-hot').textContent()).toContain(expected[lang][1]);
      await imagesLoaded();
      await shot(page, `home-bangkok-${lang}`);
    }
  });

  it('sees Dubai’s currency symbol beside its code on the site list', async () => {
    const dubai = areas.find((a) => a.code === 'dubai')!;
    expect(dubai.currency_symbol).toBe('د.إ');
    for (const lang of LANGS) {
      await inLang(lang, '/pagesA/common/site');
      await expect.poll(() => id(`site-item-${dubai.id}`).textContent()).toContain('د.إ AED');
      await id(`site-item-${dubai.id}`).scrollIntoViewIfNeeded();
      await shot(page, `site-dubai-${lang}`);
    }
  });

  it('sees the registration tab titled “sign up”, the password tab “log in”', async () => {
    const titles = { zh: ['注册', '登录'], en: ['Sign up', 'Log in'], vi: ['Đăng ký', 'Đăng nhập'] };
    for (const lang of LANGS) {
      await inLang(lang, '/pages/login/login?tab=register');
      await expect.poll(() => id('page-title').textContent()).toBe(titles[lang][0]);
      await id('register-mobile').waitFor();
      await shot(page, `register-tab-${lang}`);
      await id('login-tab-password').click();
      await expect.poll(() => id('page-title').textContent()).toBe(titles[lang][1]);
    }
    await page.evaluate(() => localStorage.setItem('lang', 'zh'));
  });

  it('keeps the registration tab’s title when the page comes back with its code already loaded', async () => {
    // Going back and forward inside the app mounts the login page again in the same render as its frame: the
    // frame's reset of a page's own title must not land after the page has set it.
    await inLang('zh', '/pages/index/my');
    await id('me-login').click();
    await page.waitForURL('**/pages/login/login**');
    await id('login-tab-register').click();
    await expect.poll(() => id('page-title').textContent()).toBe('注册');
    await page.goBack();
    await page.waitForURL('**/pages/index/my');
    await page.goForward();
    await page.waitForURL('**/pages/login/login?tab=register');
    await id('register-mobile').waitFor();
    await expect.poll(() => id('page-title').textContent()).toBe('注册');
  });

  it('sees the talent services and the talent pool under titles of their own', async () => {
    const titles = { zh: ['人才服务', '人才库'], en: ['Talent services', 'Talent pool'], vi: ['Dịch vụ nhân tài', 'Kho nhân tài'] };
    for (const lang of LANGS) {
      await inLang(lang, '/pagesA/talent/list');
      await expect.poll(() => id('page-title').textContent()).toBe(titles[lang][0]);
      await page.locator('[data-testid="listing-items"], [data-testid="listing-empty"]').first().waitFor();
      await shot(page, `talent-list-${lang}`);
      await page.goto(`${server.base}/pagesA/resume/list`);
      await expect.poll(() => id('page-title').textContent()).toBe(titles[lang][1]);
      await page.locator('[data-testid="pool-items"], [data-testid="pool-empty"]').first().waitFor();
      await shot(page, `resume-list-${lang}`);
    }
    await page.evaluate(() => localStorage.setItem('lang', 'zh'));
  });

  it('gets no “my listings” beside a list’s publish button', async () => {
    await page.goto(`${server.base}/pages/house/list`);
    await id('listing-publish').waitFor();
    expect(await id('listing-publish-mine').count()).toBe(0);
  });
});

describe('a publisher', () => {
  let counts: Array<{ kind: string; total: number; live: number; reviewing: number; failed: number }>;

  beforeAll(async () => {
    const me = await api.login(PUBLISHER);
    counts = await api.call('GET', '/listing/mine/counts', { token: me.token });
    await loginAs(PUBLISHER);
  });

  it('finds every kind they publish on Me, with counts and states, and each opens its manage page', async () => {
    await page.goto(`${server.base}/pages/index/my`);
    await id('me-listings').waitFor();
    for (const c of counts) await expect.poll(() => id(`me-listings-${c.kind}-total`).textContent(), { message: c.kind }).toBe(String(c.total));
    const housing = counts.find((c) => c.kind === 'housing')!;
    expect(housing.total).toBeGreaterThan(0);
    if (housing.live) await expect.poll(() => id('me-listings-housing-live').textContent()).toContain(String(housing.live));
    for (const lang of LANGS) {
      await inLang(lang, '/pages/index/my');
      await id('me-listings-housing-total').waitFor();
      await shot(page, `me-listings-${lang}`);
    }
    await page.evaluate(() => localStorage.setItem('lang', 'zh'));
    await page.goto(`${server.base}/pages/index/my`);
    await id('me-listings-housing').click();
    await page.waitForURL('**/pages/house/manage');
    await id('listing-manage-housing').waitFor();
    await page.goBack();
    await id('me-listings-job').click();
    await page.waitForURL('**/pagesA/resume/hire-manage');
  });

  it('has “my listings” beside each list’s publish button, leading to that kind’s own', async () => {
    for (const [list, manage] of [['/pages/house/list', '/pages/house/manage'], ['/pages/car/list', '/pages/car/manage'], ['/pages/publicPage/list', '/pages/my/second-hand']] as const) {
      await page.goto(`${server.base}${list}`);
      await id('listing-publish-mine').click();
      await page.waitForURL(`**${manage}`);
    }
    // A talent profile is managed on its edit page, where publishing leads already: one button.
    await page.goto(`${server.base}/pagesA/talent/list`);
    await id('listing-publish').waitFor();
    expect(await id('listing-publish-mine').count()).toBe(0);
    for (const lang of LANGS) {
      await inLang(lang, '/pages/house/list');
      await id('listing-publish-mine').waitFor();
      await page.locator('.lcard__cover img').first().waitFor();
      await imagesLoaded();
      await shot(page, `house-list-mine-${lang}`);
    }
    await page.evaluate(() => localStorage.setItem('lang', 'zh'));
  });

  it('opens the chat room without a conversation and is told what to do, with the way to the conversations', async () => {
    const titles = { zh: '还没有选择聊天对象', en: 'No conversation chosen', vi: 'Chưa chọn cuộc trò chuyện' };
    for (const lang of LANGS) {
      await inLang(lang, '/pagesA/chat/chat/chat');
      await expect.poll(() => id('chat-no-partner').textContent()).toContain(titles[lang]);
      expect(await id('chat-input').count()).toBe(0);
      await shot(page, `chat-empty-${lang}`);
    }
    await id('chat-to-list').click();
    await page.waitForURL('**/pagesA/chat/conversation/list');
    await page.evaluate(() => localStorage.setItem('lang', 'zh'));
  });

  it('on the login page sees who is logged in, goes back where they came from, or logs out', async () => {
    const titles = { zh: '已登录', en: 'Logged in', vi: 'Đã đăng nhập' };
    for (const lang of LANGS) {
      await inLang(lang, '/pages/login/login?redirect=%2Fpages%2Fhouse%2Flist');
      await id('login-signed-in').waitFor();
      await expect.poll(() => id('page-title').textContent()).toBe(titles[lang]);
      expect(await id('login-account').count()).toBe(0);
      await shot(page, `login-signed-in-${lang}`);
    }
    await page.evaluate(() => localStorage.setItem('lang', 'zh'));
    await page.goto(`${server.base}/pages/login/login?redirect=%2Fpages%2Fhouse%2Flist`);
    const nickname = (await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { nickname?: string })).nickname!;
    await expect.poll(() => id('login-signed-in-name').textContent()).toContain(nickname);
    await id('login-signed-in-back').click();
    await page.waitForURL('**/pages/house/list');
    await page.goto(`${server.base}/pages/login/login`);
    await id('login-signed-in-me').waitFor();
    expect(await id('login-signed-in-back').count()).toBe(0);
    await id('login-signed-in-logout').click();
    await page.locator('.adm-dialog-footer button').last().click();
    await id('login-tab-password').waitFor();
    await page.locator('.adm-dialog-body').waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeFalsy();
    await expect.poll(() => id('page-title').textContent()).toBe('登录');
    await shot(page, 'login-after-logout');
  });
});
