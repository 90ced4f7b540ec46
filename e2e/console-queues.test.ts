import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { testPhoto } from './support/images.js';
import { launchBrowser, logInWithPassword, startServer, stepShots } from './support/server.js';

/**
 * The console's review queues at desktop size (1280×800) on the built app served by the real server
 * (docs/console.md): a publisher's houses wait; the HCMC area admin opens /admin, claims one and approves it, and
 * rejects another with a reason from the area's list; then the reviewer (role 'reviewer', queues only) does the same,
 * approving with the keyboard. The publisher's houses end live / rejected with the reason's text.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let api: ReturnType<typeof apiClient>;
let publisher = '';
const shot = stepShots('console-queues');
const id = (testId: string) => page.getByTestId(testId);
const houses: number[] = [];

async function newHouse(title: string, images: string[], category: number): Promise<number> {
  const saved = await api.call<{ id: number; status: string }>('POST', '/housing', {
    token: publisher,
    body: { title, description: '两房一厅，家具齐全，步行到超市五分钟。', price: 12000000, price_unit: 'month', category_id: category, images, deal: 'rent', area_sqm: 70, rooms: 2 },
  });
  expect(saved.status).toBe('reviewing');
  return saved.id;
}

async function listing(houseId: number) {
  return api.call<{ status: string; review_status: string }>('GET', `/housing/info/${houseId}`, { token: publisher });
}

beforeAll(async () => {
  server = await startServer();
  api = apiClient(server.base);
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  page = await context.newPage();
  publisher = (await api.login('13800000002')).token;
  const images = [await api.upload(publisher, await testPhoto({ r: 90, g: 140, b: 200 }, 1))];
  const cats = await api.call<Array<{ id: number }>>('GET', '/housing/category');
  for (const n of ['一', '二', '三', '四']) houses.push(await newHouse(`控制台审核测试房源${n}号（第一郡两房）`, images, cats[0]!.id));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens the house queue from the console's queue list, as a person would. */
async function openHouseQueue() {
  await page.goto(`${server.base}/admin/queues`);
  await id('queue-listing.housing').waitFor();
  await shot(page, 'queue-list');
  await id('queue-listing.housing').click();
  await id('queue-table').waitFor();
  await page.getByText(`控制台审核测试房源一号`, { exact: false }).first().waitFor().catch(() => undefined);
}

async function rejectWithListedReason(houseId: number) {
  await id(`queue-reject-${houseId}`).click();
  const first = page.getByTestId('reject-reasons').locator('input[type="radio"]').first();
  await first.waitFor();
  await first.check();
  await shot(page, 'reject-dialog');
  await id('reject-confirm').click();
  await id(`queue-reject-${houseId}`).waitFor({ state: 'detached' });
}

describe('console queues (desktop)', () => {
  it('a visitor opening /admin is sent to the app’s login and comes back', async () => {
    await page.goto(`${server.base}/admin/queues`);
    await page.waitForURL((u) => u.pathname === '/pages/login/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/queues');
  });

  it('the area admin claims a waiting house and approves it', async () => {
    await logInWithPassword(page, server.base, '13800000100');
    await openHouseQueue();
    const [a] = houses;
    await id(`queue-claim-${a}`).click();
    await id(`queue-claimed-${a}`).waitFor();
    expect(await id(`queue-claimed-${a}`).innerText()).toContain('我认领至');
    await shot(page, 'claimed');
    await id(`queue-open-${a}`).click();
    await id('queue-drawer').waitFor();
    await page.locator('.ant-drawer .ant-image img').first().waitFor();
    await shot(page, 'drawer');
    await id('drawer-approve').click();
    await id(`queue-approve-${a}`).waitFor({ state: 'detached' });
    expect(await listing(a!)).toMatchObject({ review_status: 'passed', status: 'online' });
  });

  it('the area admin rejects another with a reason from the area’s list', async () => {
    const b = houses[1]!;
    await rejectWithListedReason(b);
    await shot(page, 'after-reject');
    expect(await listing(b)).toMatchObject({ review_status: 'failed' });
    const menu = await page.locator('.console-menu').innerText();
    expect(menu).toContain('驳回理由');
  });

  it('the reviewer sees the queues (not the area admin’s pages), approves with the keyboard and rejects with a reason', async () => {
    await page.evaluate(() => localStorage.clear());
    await logInWithPassword(page, server.base, '13800000200');
    await openHouseQueue();
    const menu = await page.locator('.console-menu').innerText();
    expect(menu).toContain('审核队列');
    expect(menu).not.toContain('驳回理由');
    const [, , c, d] = houses;
    // Only the test's houses (the words filter), then the keys: j moves down, k back up, "a" approves the active row
    // (the oldest waiting of them: house three).
    await page.getByPlaceholder('搜索标题或发布人').fill('控制台审核测试');
    await page.getByPlaceholder('搜索标题或发布人').press('Enter');
    await id(`queue-approve-${houses[0]}`).waitFor({ state: 'detached' });
    await id(`queue-approve-${c}`).waitFor();
    await page.locator('.console-heading').click();
    await page.keyboard.press('j');
    await page.keyboard.press('k');
    await page.keyboard.press('a');
    await id(`queue-approve-${c}`).waitFor({ state: 'detached' });
    expect(await listing(c!)).toMatchObject({ review_status: 'passed' });
    await rejectWithListedReason(d!);
    expect(await listing(d!)).toMatchObject({ review_status: 'failed' });
    await shot(page, 'reviewer-done');
    await page.goto(`${server.base}/admin/reasons`);
    await id('console-page-refused').waitFor();
    await shot(page, 'reviewer-refused-reasons');
  });
});
