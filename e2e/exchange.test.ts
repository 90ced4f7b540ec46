import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, logInWithPassword, phoneContext, startServer, stepShots } from './support/server.js';

/**
 * Exchange rates in Chromium on the built app served by the real server (default area: Ho Chi Minh City, VND; rates
 * from the seed's snapshot, 26350 VND and 7.12 CNY per USD): a visitor reads the rates and converts; the area's
 * admin sets the VND rate and the rates screen shows it; a member is refused the admin screen; listing cards and
 * details carry a second price in yuan.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let page: Page;
const shot = stepShots('exchange');

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await (await phoneContext(browser)).newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const id = (testId: string) => page.getByTestId(testId);

describe('exchange rates', () => {
  it('a visitor sees VND against CNY, USD and the other areas’ currencies, with when they were updated', async () => {
    await page.goto(`${server.base}/pagesA/exchange/home`);
    await id('fx-headline').waitFor();
    expect(await id('fx-headline').textContent()).toBe('1 CNY = 3,700.84 VND');
    expect(await id('fx-hero').textContent()).toContain('更新于');
    expect(await id('fx-row-USD').textContent()).toContain('26,350');
    for (const code of ['CNY', 'USD', 'THB', 'MYR', 'SGD', 'IDR']) await id(`fx-row-${code}`).waitFor();
    expect(await id('fx-stale').count()).toBe(0);
    await page.waitForTimeout(300);
    await shot(page, 'rates');
  });

  it('converts 100 USD into VND exactly, and back after a swap', async () => {
    await id('fx-amount').fill('100');
    await id('fx-from').selectOption('USD');
    await id('fx-to').selectOption('VND');
    await id('fx-submit').click();
    await id('fx-result').waitFor();
    expect(await id('fx-result').textContent()).toContain('$100.00 = 2,635,000 ₫');
    await id('fx-converter').scrollIntoViewIfNeeded();
    await shot(page, 'converted');

    await id('fx-swap').click();
    await id('fx-amount').fill('1000000');
    await id('fx-submit').click();
    await page.getByText('1,000,000 ₫ = $37.95').waitFor();
    await id('fx-amount').fill('12.345');
    await id('fx-submit').click();
    await page.getByRole('alert').filter({ hasText: 'VND 最多 0 位小数' }).waitFor();
  });

  it('the area’s admin sets the VND rate; the rates screen shows it, who set it and when', async () => {
    await logInWithPassword(page, server.base, 'admin_hcm');
    await page.goto(`${server.base}/pagesA/manage/exchange`);
    await id('fx-rate-VND').waitFor();
    await shot(page, 'manage');
    await id('fx-rate-VND').fill('25000');
    await page.getByText('≈ 1 CNY = 3,511.24 VND').waitFor();
    await id('fx-save').click();
    await page.getByText('汇率已保存').waitFor();
    await id('fx-setby-VND').waitFor();
    expect(await id('fx-setby-VND').textContent()).toContain('admin_hcm');
    await shot(page, 'manage-saved');

    await page.goto(`${server.base}/pagesA/exchange/home`);
    await id('fx-headline').waitFor();
    expect(await id('fx-headline').textContent()).toBe('1 CNY = 3,511.24 VND');
    expect(await id('fx-row-USD').textContent()).toContain('25,000');
    expect(await id('fx-row-USD').textContent()).toContain('站点设定');
    await shot(page, 'rates-after-admin');
  });

  it('a member gets the admin screens’ refusal', async () => {
    const member = await (await phoneContext(browser)).newPage();
    await logInWithPassword(member, server.base, '13800000001');
    await member.goto(`${server.base}/pagesA/manage/exchange`);
    await member.getByTestId('admin-no-access').waitFor();
    await member.close();
  });

  it('listing cards and details show a second price in yuan', async () => {
    await page.goto(`${server.base}/pages/house/list`);
    const approx = id('listing-card-approx').first();
    await approx.waitFor();
    expect(await approx.textContent()).toMatch(/^≈ ¥[\d.,]+(万|亿)?(\/.+)?$/);
    await shot(page, 'house-list');
    await page.locator('[data-testid^="listing-card-"] a').first().click();
    await id('detail-approx').waitFor();
    expect(await id('detail-approx').textContent()).toMatch(/^≈ ¥/);
    await shot(page, 'house-detail');
  });
});
