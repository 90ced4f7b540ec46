import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { launchBrowser, logInWithPassword, phoneContext, startServer, stepShots } from './support/server.js';

/**
 * VIP and merchant opening in Chromium on the built app served by the real server (sandbox payments): the
 * demo publisher becomes VIP from Me, pays on the sandbox's page, sees the expiry in Me and the badge on their
 * listings; in an area that charges for opening, a new company registration shows the fee, waits for it, and
 * goes to review once paid.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let page: Page;
const shot = stepShots('vip');
const PUBLISHER = '13800000002';
const id = (testId: string) => page.getByTestId(testId);

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await (await phoneContext(browser)).newPage();
  await logInWithPassword(page, server.base, PUBLISHER);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function payOnSandbox() {
  await page.waitForURL('**/pagesA/pay/sandbox?id=*');
  await id('sandbox-page').waitFor();
  await shot(page, 'sandbox');
  await id('sandbox-pay').click();
  await page.waitForURL('**/pagesA/pay/result?no=*');
  await expect.poll(() => id('pay-result-state').textContent(), { timeout: 15_000 }).toMatch(/完成|成功/);
}

describe('VIP', () => {
  it('a member becomes VIP from Me, pays in the sandbox and sees the expiry in Me', async () => {
    await page.goto(`${server.base}/pages/index/my`);
    await id('me-vip').waitFor();
    expect(await id('me-vip').textContent()).toContain('开通 VIP');
    await shot(page, 'me-before');
    await id('me-vip').click();
    await id('vip-page').waitFor();
    await id('vip-tier').first().waitFor();
    expect(await page.locator('[data-testid="vip-tier"]').count()).toBe(3);
    expect(await id('vip-status').getAttribute('data-active')).toBe('false');
    await shot(page, 'vip-page');
    await page.locator('[data-testid="vip-tier"][data-code="m1"] [data-testid="vip-buy"]').click();
    await payOnSandbox();
    await shot(page, 'paid');
    await page.goto(`${server.base}/pages/index/my`);
    await id('me-vip-until').waitFor();
    const year = new Date(Date.now() + 30 * 86_400_000).getFullYear();
    expect(await id('me-vip-until').textContent()).toContain(String(year));
    await shot(page, 'me-after');
    await id('me-vip').click();
    await expect.poll(() => id('vip-status').getAttribute('data-active')).toBe('true');
    expect(await id('vip-live').textContent()).toContain('/ 50');
    await shot(page, 'vip-active');
  });

  it('my listings carry the VIP badge on their cards', async () => {
    await page.goto(`${server.base}/pages/house/manage`);
    const badge = page.locator('[data-testid^="listing-card-"] [data-testid="vip-badge"]').first();
    await badge.waitFor({ timeout: 15_000 });
    await badge.scrollIntoViewIfNeeded();
    await shot(page, 'badge-on-my-listing');
  });

  it('spends free top days of the month on one of my listings, without paying', async () => {
    await page.goto(`${server.base}/pagesA/common/top-up`);
    await id('top-free').waitFor();
    expect(await id('top-free').textContent()).toContain('剩余 3 天');
    const first = page.locator('[data-testid^="top-up-listing-"]').first();
    await first.click();
    await id('top-free-use').click();
    await expect.poll(() => id('top-free').textContent()).toContain('剩余 2 天');
    await expect.poll(() => first.textContent()).toContain('置顶中');
    await shot(page, 'free-top-days');
  });
});

describe('merchant opening', () => {
  it('where the area charges, a company registration shows the fee, waits for it, and goes to review once paid', async () => {
    const api = apiClient(server.base);
    const admin = await api.login('superadmin');
    const prices = await api.call<Array<{ id: number; code: string; names: { zh: string; en?: string; vi?: string }; amount: number; spec: Record<string, string | number | boolean>; sort: number }>>('GET', '/admin/pay/price/list?site_area_id=1&kind=open', { token: admin.token });
    const company = prices.find((p) => p.code === 'company')!;
    await api.call('POST', '/admin/pay/price/save', { token: admin.token, body: { id: company.id, site_area_id: 1, kind: 'open', code: 'company', names: company.names, amount: company.amount, spec: company.spec, sort: company.sort, enabled: true } });

    await page.goto(`${server.base}/pages/shop/register`);
    await id('opening-fee-hint').waitFor();
    expect(await id('opening-fee-hint').textContent()).toContain('₫');
    await shot(page, 'register-shows-fee');

    // The registration itself (its form is the listing engine's, covered by its own tests) is saved through the API.
    const me = await api.login(PUBLISHER);
    const cats = await api.call<Array<{ id: number }>>('GET', '/company/category', { token: me.token });
    const logo = await api.upload(me.token, readFileSync(path.resolve(import.meta.dirname, '../apps/web/public/icons/icon-192.png')));
    const saved = await api.call<{ id: number; status: string }>('POST', '/company/registerCompany', { token: me.token, body: { title: '西贡新开贸易公司', description: '新注册的公司，等待缴纳入驻费后审核。', category_id: cats[0]!.id, images: [logo], license_no: '0319999999' } });
    expect(saved.status).toBe('offline');

    await page.goto(`${server.base}/pagesA/vip/open?id=${saved.id}`);
    await id('opening-pay').waitFor();
    expect(await id('opening-state').getAttribute('data-state')).toBe('awaiting_fee');
    await shot(page, 'opening-fee');
    await id('opening-pay').click();
    await payOnSandbox();
    await page.goto(`${server.base}/pagesA/vip/open?id=${saved.id}`);
    await expect.poll(() => id('opening-state').getAttribute('data-state')).toBe('paid');
    await shot(page, 'opening-paid');
    const info = await api.call<{ company: { status: string; review_status: string } }>('GET', `/user/companyInfo/${saved.id}`, { token: me.token });
    expect(info.company).toMatchObject({ status: 'reviewing', review_status: 'pending' });
  });
});
