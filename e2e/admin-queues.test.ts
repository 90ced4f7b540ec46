import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { testPhoto } from './support/images.js';
import { keepMapsLocal } from './support/map-tiles.js';
import { launchBrowser, logInWithPassword, phoneContext, startServer, stepShots } from './support/server.js';

/**
 * The area admin's queues for visa packages and members' walks, and the official routes editor, on the built app
 * served by the real server, on a 375 px phone. Set-up through the API: a new agency (a company the HCMC admin
 * approved) submits two packages; the demo member publishes a walk (HCMC reviews walks). The HCMC admin
 * (13800000100) opens the desk: approves one package (it then shows in the visa list), rejects the other with a
 * reason (the agency reads it), approves the walk (it goes online), then writes an official route with two stops
 * picked on the map, a category and a photo; it shows on the city walk list under its category; changed, then deleted.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let ctx: BrowserContext;
let page: Page;
let api: ReturnType<typeof apiClient>;
let outside: Awaited<ReturnType<typeof keepMapsLocal>>;
const shot = stepShots('admin-queues');
const AGENCY = `139${String(Date.now()).slice(-8)}`;
const GOOD = '越南商务签 90 天 多次入境';
const BAD = '越南工作许可 加急办理';
const WALK = '堤岸华人区半日漫步';
const ROUTE = '西贡河畔夜游路线';
const STOPS = ['白藤码头', '胡志明市人民委员会大楼'];
let agencyToken = '';
let good = 0;
let bad = 0;
let walkId = 0;
let routeId = 0;

beforeAll(async () => {
  server = await startServer();
  api = apiClient(server.base);
  browser = await launchBrowser();
  const admin = await api.login('13800000100');
  await api.call('POST', '/smsCode', { body: { area_code: '86', mobile: AGENCY, purpose: 'register' } });
  const code = await server.smsCode(AGENCY);
  const boss = await api.call<{ token: string }>('POST', '/auth/account/register', { body: { area_code: '86', mobile: AGENCY, code, password: 'Demo1234!', nickname: '签证顾问老周' } });
  agencyToken = boss.token;
  const logo = await api.upload(boss.token, await testPhoto({ r: 40, g: 120, b: 90 }, 1));
  const coCats = await api.call<Array<{ id: number }>>('GET', '/company/category');
  const company = await api.call<{ id: number }>('POST', '/company/registerCompany', {
    token: boss.token,
    body: { title: '西贡通达签证', description: '越南商务签、工作许可办理，中文服务。', category_id: coCats[0]!.id, images: [logo], license_no: '0319870001', size: 's', opening_hours: '周一至周五 09:00-18:00', address: '第三郡阮廷炤街 8 号', contact_phone: '+84 28 3900 5678' },
  });
  await api.call('POST', `/admin/vn/company/adopt/${company.id}`, { token: admin.token, body: {} });
  const types = await api.call<Array<{ id: number; code: string }>>('GET', '/visa/type/list');
  const save = (title: string, code: string) =>
    api.call<{ id: number }>('POST', '/visa/package/save', {
      token: boss.token,
      body: { company_id: company.id, type_id: types.find((t) => t.code === code)!.id, title, summary: '材料齐全按时出签。', price: 2_400_000, processing_days: 7, includes: ['官费', '中文顾问'], documents: ['passport', 'photo'], steps: ['上传材料', '递交', '出签'], refund_percent: 50 },
    });
  good = (await save(GOOD, 'business')).id;
  bad = (await save(BAD, 'work_permit').catch(() => save(BAD, 'business'))).id;
  const member = await api.login('13800000001');
  const walk = await api.call<{ id: number; status: string }>('POST', '/travel/sava', {
    token: member.token,
    body: { kind: 'walk', title: WALK, content: '从平西市场出发，到天后宫结束。', stops: [{ name: '平西市场', lat: 10.7499, lng: 106.6509 }, { name: '天后宫', lat: 10.7531, lng: 106.6614 }] },
  });
  expect(walk.status).toBe('reviewing');
  walkId = walk.id;
  ctx = await phoneContext(browser, { viewport: { width: 375, height: 812 } });
  outside = await keepMapsLocal(ctx, server.base);
  page = await ctx.newPage();
  await logInWithPassword(page, server.base, '13800000100');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Scrolls a paged list down until `target` is there (its next pages load on scroll). */
async function untilShown(target: Locator) {
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 3000);
      return target.count();
    })
    .toBeGreaterThan(0);
  await target.scrollIntoViewIfNeeded();
}

describe('the area admin’s visa and city walk queues', () => {
  it('the desk’s section row scrolls sideways on a 375 px phone; the visa tab lists both packages', async () => {
    await page.goto(`${server.base}/pagesA/manage/index`);
    const row = page.locator('.admin-sections');
    await row.waitFor();
    const { scroll, client, pageWidth } = await row.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, pageWidth: document.documentElement.scrollWidth }));
    expect(scroll).toBeGreaterThan(client);
    expect(pageWidth).toBeLessThanOrEqual(375); // the row scrolls inside itself; the page does not
    await page.getByTestId('admin-section-visa').click();
    await page.waitForURL('**/pagesA/manage/index?tab=visa');
    await page.getByTestId(`visa-review-${good}`).waitFor();
    await page.getByTestId(`visa-review-${bad}`).waitFor();
    await shot(page, 'visa-queue');
  });

  it('opens a package from the queue, approves it, and it then shows in the visa list', async () => {
    await page.getByTestId(`visa-review-${good}`).getByTestId(`visa-package-${good}`).click();
    await page.waitForURL(`**/pages/visa/detail?id=${good}`);
    await expect.poll(() => page.locator('.visa-note').textContent()).toContain('审核中');
    await shot(page, 'visa-package-opened');
    await page.goBack();
    await page.getByTestId(`visa-review-${good}`).getByTestId('visa-review-approve').click();
    await page.getByTestId(`visa-review-${good}`).waitFor({ state: 'detached' });
    await page.goto(`${server.base}/pages/visa/list`);
    await page.getByTestId(`visa-package-${good}`).waitFor();
    expect(await page.getByTestId(`visa-package-${bad}`).count()).toBe(0);
    await shot(page, 'visa-list-with-approved');
  });

  it('rejects the other package with a reason the agency reads', async () => {
    await page.goto(`${server.base}/pagesA/manage/index?tab=visa`);
    await page.getByTestId(`visa-review-${bad}`).getByTestId('visa-review-reject').click();
    const popup = page.getByTestId('reason-popup');
    await popup.waitFor();
    await popup.getByTestId('reason-text').locator('textarea').fill('缺少工作许可所需的公司担保材料说明');
    await shot(page, 'visa-reject-reason');
    await popup.getByTestId('reason-submit').click();
    await page.getByTestId(`visa-review-${bad}`).waitFor({ state: 'detached' });
    await page.getByTestId('visa-review-empty').waitFor();
    const pkg = await api.call<{ status: string; review_reason: string | null }>('GET', `/visa/package/${bad}`, { token: agencyToken });
    expect(pkg).toMatchObject({ status: 'rejected', review_reason: '缺少工作许可所需的公司担保材料说明' });
  });

  it('opens a member’s walk from the walks tab and approves it: it goes online', async () => {
    await page.getByTestId('admin-section-walks').click();
    await page.waitForURL('**/pagesA/manage/index?tab=walks');
    const row = page.getByTestId(`walk-review-${walkId}`);
    await row.waitFor();
    await shot(page, 'walk-queue');
    await row.getByTestId(`walk-${walkId}`).click();
    await page.waitForURL(`**/pagesA/cityWalk/detail?id=${walkId}`);
    await expect.poll(() => page.getByTestId('walk-title').textContent()).toBe(WALK);
    await page.locator('.hw-map__pin').nth(1).waitFor();
    await page.goBack();
    await page.getByTestId(`walk-review-${walkId}`).getByTestId('walk-review-approve').click();
    await page.getByTestId(`walk-review-${walkId}`).waitFor({ state: 'detached' });
    const walk = await api.call<{ status: string }>('GET', `/travel/${walkId}`);
    expect(walk.status).toBe('online');
  });

  it('writes an official route with two stops on the map, a category and a photo; it shows on the city walk list', async () => {
    await page.getByTestId('official-manage-entry').click();
    await page.waitForURL('**/pagesA/manage/city-walk');
    await page.getByTestId('official-routes').locator('a').first().waitFor();
    await shot(page, 'official-routes');
    await page.getByTestId('official-new').click();
    await page.waitForURL('**/pagesA/manage/city-walk/edit');
    await page.getByTestId('walk-add-form').waitFor();
    expect(await page.getByTestId('walk-kind').count()).toBe(0); // official routes are always walks
    await page.getByTestId('walk-title-input').fill(ROUTE);
    await page.getByTestId('walk-category').getByText('夜游', { exact: true }).click();
    await page.getByTestId('walk-content-input').fill('傍晚从白藤码头沿河散步，到人民委员会大楼看夜景。');
    const map = page.getByTestId('stops-editor').locator('.leaflet-container');
    await map.waitFor();
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    for (const [i, [x, y]] of ([[box.width / 2 - 70, box.height / 2 + 30], [box.width / 2 + 60, box.height / 2 - 40]] as const).entries()) {
      await page.mouse.click(box.x + x, box.y + y);
      await page.getByTestId(`stop-name-${i + 1}`).fill(STOPS[i]!);
    }
    expect(await page.locator('[data-testid="stops-editor"] .hw-map__pin').count()).toBe(2);
    await page.getByTestId('walk-photos-input').locator('input[type=file]').setInputFiles({ name: 'river.jpg', mimeType: 'image/jpeg', buffer: await testPhoto({ r: 20, g: 60, b: 120 }, 2) });
    await page.locator('.adm-image-uploader-cell img').first().waitFor();
    await expect.poll(() => page.locator('.adm-image-uploader-cell-loading').count()).toBe(0);
    await shot(page, 'official-new-two-stops');
    await page.getByTestId('walk-publish').click();
    await page.waitForURL('**/pagesA/manage/city-walk');
    // The area's routes in their order: the new one (order 100, like the last demo one) comes after the first page.
    await untilShown(page.getByTestId('official-routes').getByText(ROUTE, { exact: true }));
    routeId = Number((await page.locator('[data-testid^="official-row-"]', { hasText: ROUTE }).getAttribute('data-testid'))!.replace('official-row-', ''));
    expect(routeId).toBeGreaterThan(0);

    await page.goto(`${server.base}/pagesA/cityWalk/list`);
    await page.getByTestId('walk-categories').getByText('夜游', { exact: true }).click();
    const onList = page.getByTestId('official-walks').getByTestId(`walk-${routeId}`);
    await onList.waitFor();
    expect(await onList.textContent()).toContain(ROUTE);
    await shot(page, 'city-walk-list-with-route');
    await onList.click();
    await page.locator('.hw-map__pin').nth(1).waitFor();
    expect(await page.getByTestId('walk-stop').allTextContents()).toEqual(STOPS);
    expect(outside.refused).toEqual([]);
  });

  it('changes the route (its stops come back in order) and deletes it', async () => {
    await page.goto(`${server.base}/pagesA/manage/city-walk/edit?id=${routeId}`);
    await page.getByTestId('stop-name-2').waitFor();
    expect(await Promise.all([1, 2].map((n) => page.getByTestId(`stop-name-${n}`).inputValue()))).toEqual(STOPS);
    await page.getByTestId('walk-title-input').fill(`${ROUTE}（新版）`);
    await page.getByTestId('walk-publish').click();
    await page.waitForURL('**/pagesA/manage/city-walk');
    await untilShown(page.getByTestId('official-routes').getByText(`${ROUTE}（新版）`));
    await page.getByTestId(`official-delete-${routeId}`).click();
    await page.locator('.adm-dialog-body').waitFor();
    await shot(page, 'official-delete-confirm');
    await page.locator('.adm-dialog-button', { hasText: '删除' }).click();
    await page.getByTestId(`official-row-${routeId}`).waitFor({ state: 'detached' });
    const list = await api.call<{ list: Array<{ id: number }> }>('GET', '/travelOfficial?limit=50');
    expect(list.list.map((w) => w.id)).not.toContain(routeId);
  });
});
