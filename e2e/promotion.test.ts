import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { testPhoto } from './support/images.js';
import { launchBrowser, logInWithPassword, phoneContext, startServer, stepShots } from './support/server.js';

/**
 * Paid promotion on the built app with the sandbox provider: the demo publisher (13800000002) pins a new house
 * of theirs from its manage screen (7 days), pays on the sandbox page, and finds it first in the house list;
 * then buys views and messages, sees the balance, and unlocks a member's resume.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let ctx: BrowserContext;
let page: Page;
let api: ReturnType<typeof apiClient>;
const shot = stepShots('promotion');
const HOUSE = '置顶测试 第一郡精装两房 近地铁';
let hcm = 0;
let houseId = 0;
let resumeId = 0;

beforeAll(async () => {
  server = await startServer();
  api = apiClient(server.base);
  const areas = await api.call<Array<{ id: number; code: string }>>('GET', '/siteArea/all');
  hcm = areas.find((a) => a.code === 'hcm')!.id;
  const admin = await api.login('13800000100');
  const publisher = await api.login('13800000002');
  const cats = await api.call<Array<{ id: number }>>('GET', '/housing/category', { siteAreaId: hcm });
  const photo = await api.upload(publisher.token, await testPhoto({ r: 200, g: 140, b: 60 }, 1));
  const house = await api.call<{ id: number; status: string }>('POST', '/housing', {
    token: publisher.token,
    siteAreaId: hcm,
    body: { title: HOUSE, description: '两房一厅，家具齐全，步行五分钟到地铁站。', category_id: cats[0]!.id, images: [photo], deal: 'rent', area_sqm: 68, rooms: 2, price: 15000000, price_unit: 'month', contact_phone: '+84 901 234 567' },
  });
  houseId = house.id;
  if (house.status !== 'online') await api.call('POST', `/admin/vn/housing/adopt/${houseId}`, { token: admin.token, body: {} });
  // A member's resume, approved, for the publisher to unlock.
  const me = await api.login('13800000001');
  const jobCats = await api.call<Array<{ id: number }>>('GET', '/jobPost', { siteAreaId: hcm });
  const r = await api.call<{ id: number; status: string }>('POST', '/jobHunt', {
    token: me.token,
    siteAreaId: hcm,
    body: { title: '会计 / 财务助理', description: '中文母语，会计专业，熟悉越南税务申报。', category_id: jobCats[0]!.id, images: [], real_name: '周晓', gender: 'female', age: 28, education: 'bachelor', experience: 'y3_5', languages: ['zh'], email: 'zhouxiao@example.com', wechat: 'zx_acc', contact_phone: '+84 913 222 333', price: 20000000 },
  });
  resumeId = r.id;
  if (r.status !== 'online') await api.call('POST', `/admin/vn/jobHunt/adopt/${resumeId}`, { token: admin.token, body: {} });
  browser = await launchBrowser();
  ctx = await phoneContext(browser);
  page = await ctx.newPage();
  await logInWithPassword(page, server.base, '13800000002');
});
afterAll(async () => {
  await ctx?.close();
  await browser?.close();
  await server?.stop();
});

const id = (testId: string) => page.getByTestId(testId);

/** The sandbox's confirm page, then the result page's state. */
async function payInSandbox(name: string) {
  await page.waitForURL('**/pagesA/pay/sandbox**');
  await shot(page, `${name}-sandbox`);
  await id('sandbox-pay').click();
  await page.waitForURL('**/pagesA/pay/result**');
  await expect.poll(async () => id('pay-result-state').getAttribute('data-state'), { timeout: 10_000 }).toBe('fulfilled');
  await shot(page, `${name}-result`);
}

describe('top placement', () => {
  it('from the manage screen: pin a house for 7 days, pay, and it is first in the house list', async () => {
    await page.goto(`${server.base}/pages/house/manage`);
    await id(`manage-item-${houseId}`).getByTestId('owner-top').click();
    await page.waitForURL(`**/pagesA/common/top-up?kind=housing&id=${houseId}`);
    await expect.poll(() => id(`top-up-listing-housing-${houseId}`).getAttribute('aria-checked')).toBe('true');
    await id('top-package').getByText(/^7 天$/).click();
    await expect.poll(() => id('top-up-pay').textContent()).toMatch(/支付\s*.*₫/);
    await shot(page, 'top-up');
    await id('top-up-pay').click();
    await payInSandbox('top');

    await page.goto(`${server.base}/pages/house/list`);
    const first = page.locator('[data-testid^="listing-card-"]').first();
    await expect.poll(() => first.getAttribute('data-testid'), { timeout: 10_000 }).toBe(`listing-card-${houseId}`);
    await shot(page, 'house-list-first');

    await page.goto(`${server.base}/pagesA/common/top-up-list`);
    const row = page.locator('[data-testid^="placement-"]').first();
    await expect.poll(() => row.textContent()).toContain(HOUSE);
    expect(await row.textContent()).toMatch(/置顶中，还剩 7 天/);
    expect(await row.getByTestId('order-state').textContent()).toBeTruthy();
    await shot(page, 'top-up-list');
  });
});

describe('view and message counts', () => {
  it('buy 10 + 10, see the balance and its history, and unlock a resume', async () => {
    await page.goto(`${server.base}/pagesA/common/number-buy`);
    await expect.poll(() => id('balance-views').textContent()).toBe('0');
    await id('counts-package').locator('button').first().click();
    await shot(page, 'number-buy');
    await id('number-buy-pay').click();
    await payInSandbox('counts');

    await page.goto(`${server.base}/pagesA/common/number-buy-list`);
    await expect.poll(() => id('balance-views').textContent()).toBe('10');
    await expect.poll(() => id('counts-history').textContent()).toMatch(/购买 · 查看/);
    await shot(page, 'number-buy-list');
    await id('counts-tab-orders').click();
    await expect.poll(() => id('counts-orders').textContent()).toMatch(/10 次查看 \+ 10 次沟通/);
    await shot(page, 'number-buy-orders');

    await page.goto(`${server.base}/pages/job/resume-detail?id=${resumeId}`);
    await id('resume-unlock').click();
    await page.getByRole('button', { name: '确认' }).click();
    await expect.poll(() => page.getByText('zhouxiao@example.com').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await shot(page, 'resume-unlocked');
  });
});
