import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { testPhoto } from './support/images.js';
import { ANIMATION_LIBRARIES, launchBrowser, recordRequests, startServer, stepShots, logInWithPassword } from './support/server.js';

/**
 * Cars' bookings and companies on the built app. Set-up through the API as the demo publisher: a car for rent,
 * a company and a job under it, each approved by the HCMC admin. A member books the car for three days through
 * the car-rental pages (price quote shown), the publisher confirms it on the bookings page and the member sees it
 * confirmed; the Same-city and Merchants tabs show the new listings; the company page lists its job and the
 * member follows it.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let api: ReturnType<typeof apiClient>;
const shot = stepShots('cars-companies');
const CAR = '丰田凯美瑞 2021 日租 可送车上门';
const COMPANY = '西贡华人贸易有限公司';
const JOB = '中越双语外贸业务员';
let carId = 0;
let companyId = 0;
let memberId = 0;
/** The company's owner: a new account (the demo publisher may own demo companies, and jobs go to the first). */
const BOSS = `139${String(Date.now()).slice(-8)}`;

const day = (n: number) => {
  const d = new Date(Date.now() + n * 86_400_000);
  const p = (x: number) => String(x).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
};

beforeAll(async () => {
  server = await startServer();
  api = apiClient(server.base);
  browser = await launchBrowser();
  const pub = await api.login('13800000002');
  const admin = await api.login('13800000100');
  memberId = (await api.login('13800000001')).user.id;
  const image = await api.upload(pub.token, await testPhoto({ r: 60, g: 110, b: 190 }, 1));
  const logo = await api.upload(pub.token, await testPhoto({ r: 210, g: 120, b: 60 }, 2));
  const carCats = await api.call<Array<{ id: number }>>('GET', '/car/category');
  const car = await api.call<{ id: number }>('POST', '/car/save', {
    token: pub.token,
    body: { title: CAR, description: '车况极新，全险，可送车到酒店。', price: 900000, price_unit: 'day', category_id: carCats[0]!.id, images: [image], deal: 'rent', make: 'Toyota', model: 'Camry', year: 2021, seats: 5, gearbox: 'auto', contact_phone: '+84 901234567' },
  });
  carId = car.id;
  await api.call('POST', `/admin/vn/car/adopt/${car.id}`, { token: admin.token, body: {} });
  await api.call('POST', '/smsCode', { body: { area_code: '86', mobile: BOSS, purpose: 'register' } });
  const code = await server.smsCode(BOSS);
  const boss = await api.call<{ token: string }>('POST', '/auth/account/register', { body: { area_code: '86', mobile: BOSS, code, password: 'Demo1234!', nickname: '陈总' } });
  const coCats = await api.call<Array<{ id: number }>>('GET', '/company/category');
  const company = await api.call<{ id: number }>('POST', '/company/registerCompany', {
    token: boss.token,
    body: { title: COMPANY, description: '专注中越进出口贸易与物流，服务在越华人企业十余年。', category_id: coCats[0]!.id, images: [logo], license_no: '0312345678', size: 'm', opening_hours: '周一至周六 08:00-18:00', website: 'www.saigon-trade.example', address: '第一郡阮惠街 88 号', contact_phone: '+84 28 3822 8888' },
  });
  companyId = company.id;
  await api.call('POST', `/admin/vn/company/adopt/${company.id}`, { token: admin.token, body: {} });
  const jobCats = await api.call<Array<{ id: number }>>('GET', '/jobPost');
  const job = await api.call<{ id: number; company: { id: number } | null }>('POST', '/job/save', {
    token: boss.token,
    body: { title: JOB, description: '负责越南客户开发与维护，中越双语。', price: 25000000, price_unit: 'month', salary_max: 35000000, category_id: jobCats[0]!.id, images: [], job_type: 'full_time', experience: 'y1_3' },
  });
  expect(job.company?.id).toBe(companyId);
  await api.call('POST', `/admin/vn/job/adopt/${job.id}`, { token: admin.token, body: {} });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function personPage(mobile: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 500, height: 900 }, deviceScaleFactor: 1, locale: 'zh-CN', serviceWorkers: 'block' });
  const page = await context.newPage();
  await logInWithPassword(page, server.base, mobile);
  return { context, page };
}

describe('cars and companies', () => {
  let member: Page;
  let publisher: Page;

  it('a member books the rental car for three days and sees the price quote', async () => {
    member = (await personPage('13800000001')).page;
    await member.goto(`${server.base}/pagesA/carRental/home`);
    await member.getByTestId('rental-home').waitFor();
    await member.getByTestId(`listing-card-${carId}`).waitFor();
    await shot(member, 'rental-home');
    await member.getByTestId(`listing-card-${carId}`).click();
    await member.waitForURL(`**/pagesA/carRental/detail?id=${carId}`);
    await member.getByTestId('detail-title').waitFor();
    await member.getByTestId('car-book').waitFor();
    expect(await member.getByTestId('car-book').textContent()).toContain('预约租车');
    await shot(member, 'rental-detail');

    await member.getByTestId('car-book').click();
    await member.getByTestId('booking-sheet').waitFor();
    await member.getByTestId('booking-start').fill(day(5));
    await member.getByTestId('booking-end').fill(day(8));
    const quote = member.getByTestId('booking-quote');
    await quote.waitFor();
    expect(await quote.textContent()).toContain('3 天 × 90万 ₫');
    expect(await quote.textContent()).toContain('合计 270万 ₫');
    expect(await member.getByTestId('booking-phone').inputValue()).toContain('13800000001');
    await member.getByTestId('booking-note').locator('textarea').fill('需要儿童座椅');
    // Let the sheet settle after the quote row appeared.
    await member.waitForTimeout(600);
    await shot(member, 'booking-sheet');
    await member.getByTestId('booking-submit').click();
    await member.waitForURL('**/pages/car/appointments');
    const card = member.getByTestId('appointments-list').locator('[data-testid^="appointment-"]').first();
    await card.waitFor();
    expect(await card.getByTestId('appointment-status').textContent()).toBe('待确认');
    expect(await card.getByTestId('appointment-period').textContent()).toContain(`${day(5)} → ${day(8)}`);
    await shot(member, 'my-bookings');
  });

  it('the publisher confirms it; the member sees it confirmed and has a notice', async () => {
    publisher = (await personPage('13800000002')).page;
    await publisher.goto(`${server.base}/pages/car/appointments?tab=owner`);
    const card = publisher.getByTestId('appointments-list').locator('[data-testid^="appointment-"]').first();
    await card.waitFor();
    expect(await card.textContent()).toContain('需要儿童座椅');
    await shot(publisher, 'owner-bookings');
    await card.getByTestId('appointment-confirm').click();
    await publisher.locator('.adm-dialog-button').filter({ hasText: '确认预约' }).click();
    await card.getByTestId('appointment-status').filter({ hasText: '已确认' }).waitFor();
    await publisher.locator('.adm-dialog').waitFor({ state: 'hidden' });
    expect(await card.getByTestId('appointment-confirm').count()).toBe(0);
    await shot(publisher, 'owner-confirmed');

    await member.reload();
    await member.getByTestId('appointments-list').locator('[data-testid="appointment-status"]').filter({ hasText: '已确认' }).first().waitFor();
    await shot(member, 'member-confirmed');
    const token = await member.evaluate(() => localStorage.getItem('token'));
    const notes = await api.call<{ list: Array<{ title: string; ref_type: string | null }> }>('GET', '/user/note/list', { token: token! });
    expect(notes.list.some((n) => n.title === '预约已确认' && n.ref_type === 'carAppointment')).toBe(true);
    expect(memberId).toBeGreaterThan(0);
  });

  it('the Same-city tab shows the area’s newest listings by kind', async () => {
    await member.goto(`${server.base}/pages/index/city`);
    await member.getByTestId('city-tab').waitFor();
    await member.getByTestId('city-section-car').waitFor();
    await member.getByTestId('city-section-company').waitFor();
    await member.getByTestId('city-section-job').waitFor();
    expect(await member.getByTestId('city-section-car').textContent()).toContain(CAR);
    await shot(member, 'city-tab');
    await member.getByTestId('city-more-car').click();
    await member.waitForURL('**/pages/car/list');
  });

  it('the Merchants tab lists the company; its page shows its job; the member follows it', async () => {
    const requests = recordRequests(member);
    await member.goto(`${server.base}/pages/index/shop`);
    await member.getByTestId('shop-tab').waitFor();
    await member.getByTestId(`listing-card-${companyId}`).waitFor();
    await member.getByTestId('shop-categories').waitFor();
    await member.waitForLoadState('networkidle');
    requests.stop();
    // The tab loads neither the company page nor, with it, the gesture and animation libraries of its dialogs.
    expect(requests.paths.filter((u) => ANIMATION_LIBRARIES.test(u) || /shop-detail-page/.test(u))).toEqual([]);
    await shot(member, 'shop-tab');
    await member.getByTestId(`listing-card-${companyId}`).click();
    await member.waitForURL(`**/pages/shop/detail?id=${companyId}`);
    await member.getByTestId('company-page').waitFor();
    expect(await member.getByTestId('company-title').textContent()).toBe(COMPANY);
    expect(await member.getByTestId('company-jobs').textContent()).toContain(JOB);
    expect(await member.getByTestId('company-followers').textContent()).toBe('0 人关注');
    await shot(member, 'company-page');
    await member.getByTestId('company-follow').click();
    await member.getByTestId('company-followers').filter({ hasText: '1 人关注' }).waitFor();
    expect(await member.getByTestId('company-follow').textContent()).toContain('已关注');
    await member.reload();
    await member.getByTestId('company-follow').filter({ hasText: '已关注' }).waitFor();
    await shot(member, 'company-followed');
  });

  it('the owner sees their enterprise with its counts', async () => {
    publisher = (await personPage(BOSS)).page;
    await publisher.goto(`${server.base}/pages/shop/company`);
    await publisher.getByTestId('my-company').waitFor();
    expect(await publisher.getByTestId('my-company-title').textContent()).toBe(COMPANY);
    expect(await publisher.getByTestId('my-company-review').textContent()).toBe('已通过');
    await publisher.getByTestId('my-company-followers').filter({ hasText: '1' }).waitFor();
    expect(await publisher.getByTestId('my-company-jobs').textContent()).toBe('1');
    await shot(publisher, 'my-company');
    await publisher.goto(`${server.base}/pages/common/enterprise-type`);
    await publisher.getByTestId('enterprise-type').waitFor();
    await shot(publisher, 'enterprise-type');
  });
});
