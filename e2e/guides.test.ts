import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { testPhoto } from './support/images.js';
import { untilStill } from './support/motion.js';
import { launchBrowser, logInWithPassword, startServer, stepShots } from './support/server.js';

/**
 * Guides and translators on the built app, two people in two browser contexts. Set-up through the API: a new
 * member registers a guide profile with a certificate and free days, and the HCMC admin approves it. The demo
 * member finds the guide in the list, books today on the guide's calendar; the guide accepts and completes the
 * booking on the manage page; the member reviews it (5 stars) and the review shows on the guide's page.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let api: ReturnType<typeof apiClient>;
const shot = stepShots('guides');
const GUIDE_MOBILE = `139${String(Date.now()).slice(-8)}`;
const TITLE = '阮导·胡志明市中越双语导游';
let guideId = 0;
let freeDay = '';

/** A day in Ho Chi Minh City (UTC+7), `n` days from today. */
const hcmDay = (n: number) => new Date(Date.now() + 7 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startServer();
  api = apiClient(server.base);
  browser = await launchBrowser();
  const admin = await api.login('13800000100');
  await api.call('POST', '/smsCode', { body: { area_code: '86', mobile: GUIDE_MOBILE, purpose: 'register' } });
  const code = await server.smsCode(GUIDE_MOBILE);
  const guide = await api.call<{ token: string }>('POST', '/auth/account/register', { body: { area_code: '86', mobile: GUIDE_MOBILE, code, password: 'Demo1234!', nickname: '阮导' } });
  const photo = await api.upload(guide.token, await testPhoto({ r: 40, g: 140, b: 120 }, 3));
  const cert = await api.upload(guide.token, await testPhoto({ r: 200, g: 170, b: 60 }, 4));
  const cats = await api.call<Array<{ id: number }>>('GET', '/guide/category');
  const saved = await api.call<{ id: number }>('POST', '/user/guide', {
    token: guide.token,
    body: { title: TITLE, description: '持证导游，在胡志明市生活十年，中越双语，可陪同看病、办事、游览。', price: 300000, category_id: cats[0]!.id, images: [photo], roles: ['guide', 'translator'], languages: ['zh', 'vi'], cities: '胡志明市', services: ['tour', 'medical'], rate_day: 2000000, contact_phone: '+84 901234567' },
  });
  guideId = saved.id;
  await api.call('POST', `/admin/vn/guide/adopt/${guideId}`, { token: admin.token, body: {} });
  freeDay = hcmDay(0);
  await api.call('POST', '/user/guide/fieldUpdate', { token: guide.token, body: { certificates: [cert], free_days: [0, 1, 2, 3, 5, 6].map(hcmDay) } });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function personPage(account: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 500, height: 900 }, deviceScaleFactor: 1, locale: 'zh-CN', timezoneId: 'Asia/Ho_Chi_Minh', serviceWorkers: 'block' });
  const page = await context.newPage();
  await logInWithPassword(page, server.base, account);
  return { context, page };
}

describe('a member books a guide; the guide accepts and completes; the member reviews', () => {
  let member: Page;
  let guide: Page;

  it('the member finds the guide in the list (translators, Vietnamese) and opens the page: certificates, calendar', async () => {
    member = (await personPage('13800000001')).page;
    await member.goto(`${server.base}/pages/translate/list`);
    await member.getByTestId('guide-filter-rating').click();
    await member.getByTestId('guide-list').locator('[data-testid^="guide-card-"]').first().waitFor();
    await shot(member, 'list-well-rated');
    // A new profile has no reviews yet: it is not among the well rated.
    expect(await member.getByTestId(`guide-card-${guideId}`).count()).toBe(0);
    await member.getByTestId('guide-filter-rating').click();
    await member.getByTestId('guide-role-translator').click();
    await member.getByTestId('guide-filter-language').selectOption('vi');
    const card = member.getByTestId(`guide-card-${guideId}`);
    await card.waitFor();
    await expect(card.textContent()).resolves.toContain(TITLE);
    await shot(member, 'list');
    await card.click();
    await member.getByTestId('guide-extras').waitFor();
    expect(await member.getByTestId('guide-certificates').locator('img').count()).toBe(1);
    expect(await member.getByTestId('guide-calendar').locator('.gd-day--free').count()).toBe(6);
    await shot(member, 'detail');
  });

  it('books today on the calendar', async () => {
    await member.getByTestId('guide-book').click();
    const sheet = member.getByTestId('guide-book-sheet');
    await sheet.waitFor();
    await untilStill(sheet);
    await sheet.locator(`button[data-day="${freeDay}"]`).click();
    await expect(sheet.getByTestId('guide-book-chosen').textContent()).resolves.toContain(freeDay);
    await sheet.getByTestId('guide-book-service').selectOption('tour');
    await sheet.getByTestId('guide-book-phone').fill('+84 909876543');
    await shot(member, 'book');
    await sheet.getByTestId('guide-book-submit').click();
    await member.waitForURL(/\/pages\/translate\/manage\?tab=mine/);
    const appt = member.getByTestId('guide-appt-status').first();
    await appt.waitFor();
    await expect(appt.getAttribute('data-status')).resolves.toBe('pending');
    await shot(member, 'my-bookings');
  });

  it('the guide accepts and then completes it; the history lists every step', async () => {
    guide = (await personPage(GUIDE_MOBILE)).page;
    await guide.goto(`${server.base}/pages/translate/manage?tab=guide`);
    await guide.getByTestId('guide-appt-accept').click();
    await guide.locator('.adm-dialog').getByRole('button', { name: '接受' }).click();
    await guide.getByTestId('guide-appt-complete').waitFor();
    await expect(guide.getByTestId('guide-appt-status').first().getAttribute('data-status')).resolves.toBe('accepted');
    await shot(guide, 'accepted');
    await guide.getByTestId('guide-appt-complete').click();
    await guide.locator('.adm-dialog').getByRole('button', { name: '完成' }).click();
    await guide.locator('[data-testid="guide-appt-status"][data-status="completed"]').waitFor();
    await guide.getByTestId('guide-appt-history').click();
    await guide.getByTestId('guide-appt-log').locator('li').nth(2).waitFor();
    await expect(guide.getByTestId('guide-appt-log').locator('li').count()).resolves.toBe(3);
    await shot(guide, 'completed');
  });

  it('the member sees it completed (and was told), reviews it with five stars, and the review shows on the guide’s page', async () => {
    await member.goto(`${server.base}/pages/translate/manage?tab=mine`);
    await member.locator('[data-testid="guide-appt-status"][data-status="completed"]').waitFor();
    await member.getByTestId('guide-appt-review').click();
    const box = member.getByTestId('comment-composer');
    await box.waitFor();
    await untilStill(box);
    await box.locator('.adm-rate-star').nth(4).click();
    await box.getByTestId('comment-input').fill('阮导讲解细致，带我们去医院也很耐心，推荐！');
    await shot(member, 'review');
    await box.getByTestId('comment-send').click();
    await member.getByTestId('guide-appt-review').waitFor({ state: 'detached' });
    await member.goto(`${server.base}/pages/translate/detail?id=${guideId}`);
    const reviews = member.getByTestId('guide-reviews');
    await reviews.getByText('阮导讲解细致').waitFor();
    await expect(reviews.textContent()).resolves.toContain('1');
    await reviews.scrollIntoViewIfNeeded();
    await shot(member, 'reviewed');
    const notices = await api.call<{ list: Array<{ title: string }> }>('GET', '/user/note/list', { token: (await api.login('13800000001')).token });
    expect(notices.list.map((n) => n.title)).toEqual(expect.arrayContaining(['预约已接受', '服务已完成']));
  });

  it('the register screen is the kind’s publishing form, and the guide’s own profile tab shows the calendar to edit', async () => {
    await guide.goto(`${server.base}/pages/translate/register`);
    await guide.getByTestId('listing-edit-guide').waitFor();
    await shot(guide, 'register');
    await guide.goto(`${server.base}/pages/translate/manage`);
    await guide.getByTestId('guide-my-days').waitFor();
    expect(await guide.getByTestId('guide-my-certificates').locator('img').count()).toBe(1);
    await shot(guide, 'my-profile');
  });

  it('the city walk’s local guides list it too, and its detail has the book button', async () => {
    await member.goto(`${server.base}/pagesA/cityWalk/Local-guide`);
    await member.getByTestId(`guide-card-${guideId}`).click();
    await member.waitForURL(/Local-guide-detail\?id=/);
    await member.getByTestId('guide-book').waitFor();
    await shot(member, 'local-guide-detail');
  });
});
