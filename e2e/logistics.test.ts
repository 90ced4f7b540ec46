import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { testPhoto } from './support/images.js';
import { keepMapsLocal } from './support/map-tiles.js';
import { untilStill } from './support/motion.js';
import { launchBrowser, logInWithPassword, startServer, stepShots } from './support/server.js';

/**
 * Logistics on the built app served by the real server, two people in two browser contexts. Set-up through the API:
 * a new carrier (a company approved by the HCMC admin) publishes a line, which the admin lists. The sender (the demo
 * member) adds an address with a pin on the map, finds the line by its destination, works out the price, picks the
 * sender and the recipient from the address book in select mode and sends the request; the carrier quotes from its
 * own context; the sender, still on the shipment, sees the quote arrive live, accepts and pays in the sandbox; the
 * carrier writes tracking entries and the sender's open timeline grows without a reload, up to the delivery.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
const shot = stepShots('logistics');
const CARRIER = `139${String(Date.now()).slice(-8)}`;
let lineId = 0;

beforeAll(async () => {
  server = await startServer();
  const api = apiClient(server.base);
  browser = await launchBrowser();
  const admin = await api.login('13800000100');
  await api.call('POST', '/smsCode', { body: { area_code: '86', mobile: CARRIER, purpose: 'register' } });
  const code = await server.smsCode(CARRIER);
  const boss = await api.call<{ token: string }>('POST', '/auth/account/register', { body: { area_code: '86', mobile: CARRIER, code, password: 'Demo1234!', nickname: '捷运物流 小何' } });
  const logo = await api.upload(boss.token, await testPhoto({ r: 20, g: 110, b: 90 }, 1));
  const cats = await api.call<Array<{ id: number }>>('GET', '/company/category');
  const company = await api.call<{ id: number }>('POST', '/company/registerCompany', {
    token: boss.token,
    body: { title: '捷运国际物流', description: '中越海运、空运、陆运专线，门到门。', category_id: cats[0]!.id, images: [logo], license_no: '0317654321', size: 's', opening_hours: '周一至周六 08:00-18:00', address: '第七郡 陈重功路 500 号', contact_phone: '+84 28 3777 8888' },
  });
  await api.call('POST', `/admin/vn/company/adopt/${company.id}`, { token: admin.token, body: {} });
  const line = await api.call<{ id: number }>('POST', '/logistics/save', {
    token: boss.token,
    body: { company_id: company.id, from_place: '胡志明市', to_place: '广州白云', mode: 'sea', price_per_kg: 30_000, price_per_cbm: 4_500_000, min_charge: 750_000, days_min: 12, days_max: 18, note: '拼箱海运，每周二、五截单，门到门含清关。' },
  });
  lineId = line.id;
  await api.call('POST', `/admin/vn/logistics/review/${line.id}`, { token: admin.token, body: { pass: true } });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function personPage(mobile: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 500, height: 900 }, deviceScaleFactor: 1, locale: 'zh-CN', serviceWorkers: 'block' });
  await keepMapsLocal(context, server.base);
  const page = await context.newPage();
  await logInWithPassword(page, server.base, mobile);
  return page;
}

const status = (page: Page, text: string) => page.getByTestId('shipment-detail').getByTestId('shipment-status').filter({ hasText: text }).waitFor();

describe('logistics', () => {
  let sender: Page;
  let carrier: Page;
  let shipmentUrl = '';

  it('the sender adds an address with a map pin to the address book', async () => {
    sender = await personPage('13800000001');
    await sender.goto(`${server.base}/pagesA/manage/address-list`);
    await sender.getByTestId('address-items').waitFor();
    await sender.getByTestId('address-add').click();
    await sender.waitForURL('**/pagesA/manage/address');
    await sender.getByTestId('address-save').click();
    expect(await sender.getByTestId('address-error').textContent()).toBe('请填写收件人');
    await sender.getByTestId('address-recipient').fill('林建华');
    await sender.getByTestId('address-area-code').fill('86');
    await sender.getByTestId('address-mobile').fill('13800138000');
    await sender.getByTestId('address-area').fill('广东省 广州市 白云区');
    await sender.getByTestId('address-street').fill('机场路 1688 号 白云物流园 3 号仓');
    await sender.getByTestId('map-use-centre').click();
    await sender.locator('.hw-map__pin').waitFor();
    await untilStill(sender.getByTestId('address-form'));
    await shot(sender, 'address-edit');
    await sender.getByTestId('address-save').click();
    await sender.waitForURL('**/pagesA/manage/address-list');
    const card = sender.locator('[data-testid^="address-"]').filter({ hasText: '林建华' }).first();
    await card.waitFor();
    expect(await card.textContent()).toContain('+86 13800138000');
    await shot(sender, 'address-list');
  });

  it('finds the line by its destination, works out the price, picks both addresses and sends the request', async () => {
    await sender.goto(`${server.base}/pagesA/logistics/list`);
    await sender.getByTestId('logistics-to').fill('白云');
    await sender.getByTestId('logistics-search').click();
    const card = sender.getByTestId(`line-${lineId}`);
    await card.waitFor();
    expect(await card.textContent()).toContain('捷运国际物流');
    await expect.poll(() => sender.locator('[data-testid^="line-"]').count()).toBe(1);
    await shot(sender, 'list');
    await card.click();
    await sender.waitForURL(`**/pagesA/logistics/detail?id=${lineId}`);
    await sender.getByTestId('calc-weight').fill('35.5');
    await sender.getByTestId('calc-volume').fill('0.2');
    // 35.5 kg × 30,000 = 1,065,000 (over 0.2 m³ × 4,500,000 and the 750,000 minimum).
    expect(await sender.getByTestId('calc-estimate').textContent()).toContain('1,065,000');
    await sender.getByTestId('pick-recipient').click();
    await sender.waitForURL('**/pagesA/manage/address-list?select=1*');
    await sender.locator('[data-testid^="address-choose-"]').filter({ hasText: '林建华' }).click();
    await sender.waitForURL(`**/pagesA/logistics/detail?id=${lineId}`);
    expect(await sender.getByTestId('pick-recipient').textContent()).toContain('林建华');
    // The sender defaults to the default address (the demo member's home); the calculator kept its figures.
    expect(await sender.getByTestId('pick-sender').textContent()).toContain('林小姐');
    expect(await sender.getByTestId('calc-weight').inputValue()).toBe('35.5');
    await sender.getByTestId('request-parcels').fill('2');
    await sender.getByTestId('request-goods').fill('咖啡豆和腰果');
    await shot(sender, 'detail-request');
    await sender.getByTestId('request-submit').click();
    await sender.waitForURL('**/pagesA/logistics/manage-detail?id=*');
    shipmentUrl = sender.url();
    await status(sender, '待报价');
    expect(await sender.getByTestId('shipment-timeline-empty').isVisible()).toBe(true);
    await shot(sender, 'requested');
  });

  it('the carrier quotes from its own context; the sender sees the quote arrive live and accepts, paying in the sandbox', async () => {
    carrier = await personPage(CARRIER);
    await carrier.goto(`${server.base}/pagesA/logistics/manage?tab=carried`);
    const card = carrier.locator('[data-testid^="shipment-"]').filter({ hasText: '咖啡豆和腰果' }).first();
    await card.waitFor();
    await shot(carrier, 'carried');
    await card.click();
    await status(carrier, '待报价');
    await carrier.getByTestId('quote-amount').fill('1200000');
    await carrier.getByTestId('quote-note').fill('含上门取件和清关');
    await shot(carrier, 'quote');
    await carrier.getByTestId('quote-submit').click();
    await status(carrier, '已报价');
    // The sender's page, untouched, shows the quote.
    await status(sender, '已报价');
    expect(await sender.getByTestId('shipment-quote').textContent()).toContain('1,200,000');
    await shot(sender, 'quoted');
    await sender.getByTestId('shipment-accept').click();
    await sender.waitForURL('**/pagesA/pay/sandbox?id=*');
    await sender.getByTestId('sandbox-pay').click();
    await sender.waitForURL('**/pagesA/pay/result?no=*');
    await sender.goto(shipmentUrl);
    await status(sender, '已接受');
  });

  it('the carrier’s tracking entries grow the sender’s open timeline live, up to the delivery', async () => {
    await carrier.reload();
    await status(carrier, '已接受');
    await carrier.getByTestId('log-place').fill('胡志明港 已装船');
    await carrier.getByTestId('log-note').fill('船名 COSCO 星河，预计 10 天到港');
    await carrier.getByTestId('log-submit').click();
    await status(carrier, '运输中');
    await status(sender, '运输中');
    const timeline = sender.getByTestId('shipment-timeline');
    await timeline.getByText('胡志明港 已装船').waitFor();
    await shot(sender, 'in-transit');
    await carrier.getByTestId('log-place').fill('广州白云 已签收');
    await carrier.getByTestId('log-delivered').check();
    await carrier.getByTestId('log-submit').click();
    await status(sender, '已送达');
    await expect.poll(() => timeline.locator('li').allTextContents()).toEqual([expect.stringContaining('广州白云 已签收'), expect.stringContaining('胡志明港 已装船')]);
    expect(await sender.getByTestId('shipment-actions').count()).toBe(0);
    await shot(sender, 'delivered');
    await shot(carrier, 'carrier-delivered');
  });

  it('my shipments list shows it delivered on the sender’s side', async () => {
    await sender.goto(`${server.base}/pagesA/logistics/manage`);
    const card = sender.locator('[data-testid^="shipment-"]').filter({ hasText: '咖啡豆和腰果' }).first();
    await card.getByTestId('shipment-status').filter({ hasText: '已送达' }).waitFor();
    await shot(sender, 'manage');
  });
});
