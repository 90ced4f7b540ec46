import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LISTING_KINDS } from '@haiwai/contracts/listings/kinds';
import { apiClient } from './support/api-client.js';
import { launchBrowser, logInWithPassword, phoneContext, startServer, stepShots } from './support/server.js';

/**
 * The payment pages every kind shares, in Chromium on the built app and the real server with the sandbox
 * provider: My orders (from Me), paying an order again, the sandbox's "fail" and "pay", the result page, the
 * receipt, cancelling, an unpaid order expiring after its 15 minutes (the dev clock), and — on a server
 * with no provider at all — "pay without a handler": the customer-service message, then customer service.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let page: Page;
let token = '';
let hcm = 0;
let packages: Array<{ id: number }> = [];
const shot = stepShots('payments');
const MEMBER = '13800000001';
const id = (testId: string) => page.getByTestId(testId);

type Start = { order: { id: number; order_no: string } };
const buy = (pkg = 0) => apiClient(server.base).call<Start>('POST', '/dataAddNumberConfig/pay', { token, body: { config_id: packages[pkg]!.id }, siteAreaId: hcm });
const row = (orderNo: string) => page.locator('[data-testid="order-row"]', { hasText: orderNo });

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await (await phoneContext(browser)).newPage();
  const api = apiClient(server.base);
  hcm = (await api.call<Array<{ id: number; code: string }>>('GET', '/siteArea/all')).find((a) => a.code === 'hcm')!.id;
  token = (await api.login(MEMBER)).token;
  packages = await api.call('GET', '/dataAddNumberConfig/list', { siteAreaId: hcm });
  await logInWithPassword(page, server.base, MEMBER);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('orders and the sandbox', () => {
  it('finds My orders in Me, pays an unpaid order again and fails it in the sandbox', async () => {
    const a = await buy();
    await page.goto(`${server.base}/pages/index/my`);
    await id('me-orders').click();
    await page.waitForURL('**/pagesA/pay/orders');
    await row(a.order.order_no).waitFor();
    expect(await row(a.order.order_no).getByTestId('order-state').textContent()).toBe('待支付');
    await shot(page, 'orders-unpaid');
    await row(a.order.order_no).getByTestId('order-pay').click();
    await page.waitForURL('**/pagesA/pay/sandbox?id=*');
    await id('sandbox-amount').waitFor();
    await shot(page, 'sandbox');
    await id('sandbox-fail').click();
    await page.waitForURL('**/pagesA/pay/result?no=*');
    await expect.poll(() => id('pay-result-state').getAttribute('data-state')).toBe('failed');
    expect(await id('pay-result-state').textContent()).toBe('支付未成功');
    await shot(page, 'result-failed');
  });

  it('pays in the sandbox, lands on a success and shows the receipt with every step', async () => {
    const b = await buy();
    await page.goto(`${server.base}/pagesA/pay/orders`);
    await row(b.order.order_no).getByTestId('order-pay').click();
    await id('sandbox-pay').click();
    await page.waitForURL('**/pagesA/pay/result?no=*');
    await expect.poll(() => id('pay-result-state').getAttribute('data-state')).toBe('fulfilled');
    await shot(page, 'result-paid');
    await id('pay-result-receipt').click();
    await page.waitForURL('**/pagesA/pay/receipt?id=*');
    await id('receipt-timeline').waitFor();
    expect(await id('receipt-timeline').locator('li').count()).toBe(3);
    expect(await id('receipt-facts').textContent()).toContain(b.order.order_no);
    await shot(page, 'receipt');
  });

  it('cancels an unpaid order from the list', async () => {
    const c = await buy(1);
    await page.goto(`${server.base}/pagesA/pay/orders`);
    await row(c.order.order_no).getByTestId('order-cancel').click();
    await page.locator('.adm-dialog-button', { hasText: '取消订单' }).click();
    await expect.poll(() => row(c.order.order_no).getByTestId('order-state').textContent()).toBe('已取消');
  });

  it('closes an order nobody paid once its 15 minutes have passed', async () => {
    const d = await buy(1);
    await server.advanceClock(15 * 60 + 5);
    await page.goto(`${server.base}/pagesA/pay/orders`);
    await expect.poll(() => row(d.order.order_no).getByTestId('order-state').textContent()).toBe('已超时');
    await expect.poll(() => row(d.order.order_no).getByTestId('order-pay').count()).toBe(0);
    await shot(page, 'orders-states');
  });
});

describe('pay without a handler', () => {
  it('shows the customer-service message for 2 s, then opens customer service, and makes no order', async () => {
    const bare = await startServer({ PAY_SANDBOX: 'false' });
    try {
      const p = await (await phoneContext(browser)).newPage();
      await logInWithPassword(p, bare.base, MEMBER);
      await p.goto(`${bare.base}/pagesA/common/number-buy`);
      await p.locator('[data-testid^="counts-package-"]').first().click();
      await p.getByTestId('number-buy-pay').click();
      const toast = p.locator('.adm-toast-main');
      await toast.waitFor();
      expect(await toast.textContent()).toContain('客服');
      await shot(p, 'no-handler-toast');
      expect(new URL(p.url()).pathname).toBe('/pagesA/common/number-buy');
      await p.waitForURL('**/pagesA/customer/index', { timeout: 5_000 });
      const api = apiClient(bare.base);
      const own = await api.login(MEMBER);
      const orders = await api.call<{ list: unknown[] }>('GET', '/user/order/list', { token: own.token });
      expect(orders.list).toEqual([]);
    } finally {
      await bare.stop();
    }
  });
});

/**
 * Every screen the money issue added, opened in English and in Vietnamese as the member who placed the orders
 * above: none may show a Chinese word of its own (a string left out of the en/vi dictionaries, a server message
 * not translated). What people typed is theirs: the member's own listings are skipped by their titles.
 */
const MONEY_SCREENS = ['/pagesA/pay/orders', '/pagesA/common/top-up', '/pagesA/common/top-up-list', '/pagesA/common/number-buy', '/pagesA/common/number-buy-list', '/pagesA/vip/index', '/pagesA/common/ad-buy', '/pagesA/common/ad-buy-list', '/pagesA/recharge/phone/home', '/pagesA/recharge/phone/list', '/pagesA/exchange/home'];
const CJK = /[\u3400-\u9fff\uff01-\uff5e]+/g;

async function chineseOn(path: string, userText: readonly string[]): Promise<string[]> {
  await page.goto(`${server.base}${path}`);
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector('[data-testid="page-loading"]'), undefined, { timeout: 8_000 });
  let text = await page.locator('body').innerText();
  for (const own of userText) text = text.split(own).join('');
  return [...new Set(text.match(CJK) ?? [])];
}

describe('the money screens in English and Vietnamese', () => {
  it('show no Chinese of their own', async () => {
    const api = apiClient(server.base);
    // The ad form offers every live listing of every kind the member owns (crew and bus posts too): all their titles.
    const pages = await Promise.all(
      Object.values(LISTING_KINDS).map((k) => api.call<{ list: Array<{ title: string }> }>('GET', `${k.paths.listUser}?status=online&limit=50`, { token, siteAreaId: hcm })),
    );
    const userText = pages.flatMap((p) => p.list.map((l) => l.title)).sort((a, b) => b.length - a.length);
    const found: string[] = [];
    for (const lang of ['en', 'vi'] as const) {
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      for (const path of MONEY_SCREENS) {
        const words = await chineseOn(path, userText);
        if (words.length) found.push(`${lang} ${path}: ${words.join(' ')}`);
      }
      await shot(page, `exchange-${lang}`);
      await page.goto(`${server.base}/pagesA/pay/orders`);
      await page.locator('[data-testid="order-row"]').first().waitFor();
      await shot(page, `orders-${lang}`);
    }
    await page.evaluate(() => localStorage.setItem('lang', 'zh'));
    expect(found).toEqual([]);
  });
});
