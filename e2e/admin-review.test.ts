import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { testPhoto } from './support/images.js';
import { launchBrowser, startServer, stepShots, logInWithPassword, phoneContext } from './support/server.js';

/**
 * The regional review on the built app: a publisher's house waits in the HCMC admin's queue; the admin
 * rejects it with a reason (the publisher gets a notice with it), then approves it; it goes live. The Hanoi
 * admin never sees it in their queue.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let page: Page;
let api: ReturnType<typeof apiClient>;
const shot = stepShots('admin-review');
const id = (testId: string) => page.getByTestId(testId);
const TITLE = '第七郡富美兴三房公寓出租（审核测试）';
let listingId = 0;
let publisherToken = '';

beforeAll(async () => {
  server = await startServer();
  api = apiClient(server.base);
  browser = await launchBrowser();
  const context = await phoneContext(browser);
  page = await context.newPage();
  const pub = await api.login('13800000002');
  publisherToken = pub.token;
  const images = [await api.upload(pub.token, await testPhoto({ r: 70, g: 130, b: 180 }, 1)), await api.upload(pub.token, await testPhoto({ r: 200, g: 150, b: 90 }, 2))];
  const cats = await api.call<Array<{ id: number }>>('GET', '/housing/category');
  const saved = await api.call<{ id: number; status: string }>('POST', '/housing', {
    token: pub.token,
    body: { title: TITLE, description: '三房两卫，家具家电齐全，近学校和超市。', price: 25000000, price_unit: 'month', category_id: cats[0]!.id, images, deal: 'rent', area_sqm: 110, rooms: 3 },
  });
  expect(saved.status).toBe('reviewing');
  listingId = saved.id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function loginAs(mobile: string) {
  await logInWithPassword(page, server.base, mobile);
}

describe('regional review', () => {
  it('another area’s admin does not see the house in the queue', async () => {
    await loginAs('13800000101'); // Hanoi
    await page.goto(`${server.base}/pagesA/manage/index`);
    await id('review-filter-pending').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await id(`review-row-${listingId}`).count()).toBe(0);
    await shot(page, 'hanoi-queue');
    await page.evaluate(() => localStorage.clear());
  });

  it('the area’s admin finds it waiting, rejects it with a reason', async () => {
    await loginAs('13800000100'); // HCMC
    await page.goto(`${server.base}/pages/index/my`);
    await id('me-manage').click();
    await page.waitForURL('**/pagesA/manage/index');
    await id(`review-row-${listingId}`).waitFor();
    await shot(page, 'queue');
    await id(`review-row-${listingId}`).click();
    await id('review-detail').waitFor();
    expect(await page.getByText(TITLE).count()).toBeGreaterThan(0);
    await shot(page, 'detail');
    await id('review-reject').click();
    await id('reason-text').locator('textarea').fill('请上传房屋实拍照片，不要使用示意图');
    await page.waitForTimeout(400); // the sheet's slide-in
    await shot(page, 'reason');
    await id('reason-submit').click();
    await expect.poll(() => id('review-status').textContent()).toBe('未通过');
    await page.waitForTimeout(2200); // toast and sheet gone
    await shot(page, 'rejected');
    const notes = await api.call<{ list: Array<{ title: string; body: string }> }>('GET', '/user/note/list', { token: publisherToken });
    expect(notes.list[0]!.body).toContain('请上传房屋实拍照片');
  });

  it('then approves it and it goes live', async () => {
    await id('review-approve').click();
    await expect.poll(() => id('review-status').textContent()).toBe('审核通过');
    await shot(page, 'approved');
    const info = await api.call<{ status: string }>('GET', `/housing/info/${listingId}`);
    expect(info.status).toBe('online');
    const audit = await api.call<{ list: Array<{ action: string; target_id: number }> }>('GET', '/admin/audit/list', { token: (await api.login('13800000100')).token });
    expect(audit.list.filter((a) => a.target_id === listingId).map((a) => a.action)).toEqual(['listing.adopt', 'listing.reject']);
  });
});
