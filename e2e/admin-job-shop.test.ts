import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { testPhoto } from './support/images.js';
import { launchBrowser, logInWithPassword, phoneContext, startServer, stepShots } from './support/server.js';

/**
 * The spec's phone admin screens for jobs and companies (docs/jobs.md, "Admin corrections"), on the built app
 * served by the real server, on a 375 px phone. Set-up through the API: a restaurant owner registers, their company
 * is approved and a job of theirs is live; a second member has no company. The HCMC admin (13800000100) opens the
 * desk, finds the job among the approved ones, corrects its title and salary (the public job page shows them), posts
 * a job for the owner found by phone (the member without a company is turned away first), and corrects the company's
 * name and hours (its page shows them).
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let ctx: BrowserContext;
let page: Page;
let api: ReturnType<typeof apiClient>;
const shot = stepShots('admin-job-shop');
const stamp = String(Date.now()).slice(-7);
const BOSS = `1371${stamp}`;
const NEWBIE = `1372${stamp}`;
const JOB = '后厨帮工 包吃住';
const JOB_FIXED = '后厨帮工（中餐）包吃住 月休四天';
const ADDED = '前台收银 会中越双语';
const COMPANY = '堤岸老街餐饮有限公司';
const COMPANY_FIXED = '堤岸老街餐饮集团';
let hcm = 0;
let jobId = 0;
let companyId = 0;
let addedId = 0;

async function register(mobile: string, nickname: string) {
  await api.call('POST', '/smsCode', { body: { area_code: '86', mobile, purpose: 'register' } });
  const code = await server.smsCode(mobile);
  return api.call<{ token: string; user: { id: number } }>('POST', '/auth/account/register', { body: { area_code: '86', mobile, code, password: 'Demo1234!', nickname } });
}

beforeAll(async () => {
  server = await startServer();
  api = apiClient(server.base);
  const areas = await api.call<Array<{ id: number; code: string }>>('GET', '/siteArea/all');
  hcm = areas.find((a) => a.code === 'hcm')!.id;
  const admin = await api.login('13800000100');
  const boss = await register(BOSS, '堤岸陈老板');
  await register(NEWBIE, '新会员小李');
  const logo = await api.upload(boss.token, await testPhoto({ r: 180, g: 70, b: 40 }, 1));
  const coCats = await api.call<Array<{ id: number }>>('GET', '/company/category', { siteAreaId: hcm });
  const company = await api.call<{ id: number }>('POST', '/company/registerCompany', {
    token: boss.token,
    siteAreaId: hcm,
    body: { title: COMPANY, description: '潮汕菜、粤菜堂食与外卖，三家门店。', category_id: coCats[0]!.id, images: [logo], license_no: '0318880001', size: 's', opening_hours: '10:00-21:00' },
  });
  companyId = company.id;
  await api.call('POST', `/admin/vn/company/adopt/${companyId}`, { token: admin.token, body: {} });
  const jobCats = await api.call<Array<{ id: number }>>('GET', '/jobPost', { siteAreaId: hcm });
  const job = await api.call<{ id: number }>('POST', '/job/save', {
    token: boss.token,
    siteAreaId: hcm,
    body: { title: JOB, description: '协助厨师备菜、洗切配，保持后厨清洁。', category_id: jobCats[0]!.id, images: [], price: 7_000_000, salary_max: 8_000_000, job_type: 'full_time', headcount: 2 },
  });
  jobId = job.id;
  await api.call('POST', `/admin/vn/job/adopt/${jobId}`, { token: admin.token, body: {} });
  browser = await launchBrowser();
  ctx = await phoneContext(browser, { viewport: { width: 375, height: 812 } });
  page = await ctx.newPage();
  await logInWithPassword(page, server.base, '13800000100');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const id = (testId: string) => page.getByTestId(testId);

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

/** Clicks an option of an antd-mobile Selector by its text. */
async function choose(testId: string, text: string) {
  await id(testId).locator('.adm-selector-item').filter({ hasText: new RegExp(`^${text}$`) }).click();
}

/** Picks the first option of a choice: chips for a short list, a picker wheel for a long one. */
async function chooseFirst(testId: string) {
  const chips = id(testId).locator('.adm-selector-item');
  if ((await chips.count()) > 0) return chips.first().click();
  await id(testId).click();
  await page.locator('.adm-picker-header-button').last().click();
}

/** Replaces an input's text the way a person does: select all, type. */
async function retype(testId: string, text: string) {
  await id(testId).fill('');
  await id(testId).fill(text);
}

describe('the area admin corrects and adds jobs and companies on the phone', () => {
  it('finds the live job from the desk and corrects its title and salary; the job page shows them', async () => {
    await page.goto(`${server.base}/pagesA/manage/index`);
    await id('admin-section-listings').waitFor();
    await shot(page, 'desk');
    await page.goto(`${server.base}/pagesA/manage/job/list`);
    await id('review-filter-passed').click();
    await id('review-kind-job').click();
    await untilShown(id(`review-row-${jobId}`));
    await id(`review-row-${jobId}`).click();
    await page.waitForURL(`**/pagesA/manage/job/detail?kind=job&id=${jobId}`);
    await id('review-edit').click();
    await page.waitForURL(`**/pagesA/manage/job/edit?kind=job&id=${jobId}`);
    await id('admin-edit').waitFor();
    await expect.poll(() => id('edit-title').inputValue()).toBe(JOB);
    await shot(page, 'job-edit-opened');
    await retype('edit-title', JOB_FIXED);
    await retype('edit-price', '8500000');
    await retype('edit-attr-salary_max', '10000000');
    await shot(page, 'job-edit-filled');
    await id('edit-submit').click();
    await page.waitForURL(`**/pagesA/manage/job/detail?kind=job&id=${jobId}`);
    await expect.poll(() => page.locator('.review-detail__title').textContent()).toBe(JOB_FIXED);
    await shot(page, 'job-corrected-detail');
    await page.goto(`${server.base}/pagesA/job/detail?id=${jobId}`);
    await page.getByText(JOB_FIXED).first().waitFor();
    await expect.poll(() => page.locator('body').innerText()).toContain('850万–1000万'); // the salary range, in the zh money format
    await shot(page, 'job-page-after-correction');
  });

  it('refuses a title the owner’s form would refuse, before any call', async () => {
    await page.goto(`${server.base}/pagesA/manage/job/edit?kind=job&id=${jobId}`);
    await id('admin-edit').waitFor();
    await retype('edit-title', '厨');
    await id('edit-submit').click();
    await page.locator('.adm-form-item-has-error').first().waitFor();
    await shot(page, 'job-edit-refused');
    await page.goto(`${server.base}/pagesA/job/detail?id=${jobId}`);
    await page.getByText(JOB_FIXED).first().waitFor();
  });

  it('posts a job for a member found by phone: one without a company is turned away, the owner’s goes live', async () => {
    await page.goto(`${server.base}/pagesA/manage/index`);
    await id('admin-job-add-entry').click();
    await page.waitForURL('**/pagesA/manage/job/add');
    await id('admin-owner-search').waitFor();
    await shot(page, 'add-search');
    await retype('admin-owner-area-code', '86');
    await retype('admin-owner-mobile', NEWBIE);
    await id('admin-owner-find').click();
    await id('admin-owner-no-company').waitFor();
    expect(await id('edit-submit').count()).toBe(0);
    await shot(page, 'add-member-without-company');
    await id('admin-owner-change').click();
    await retype('admin-owner-area-code', '0086');
    await retype('admin-owner-mobile', BOSS);
    await id('admin-owner-find').click();
    await expect.poll(() => id('admin-owner-company').textContent()).toContain(COMPANY);
    await id('edit-title').waitFor();
    await shot(page, 'add-owner-found');
    await id('edit-title').fill(ADDED);
    await chooseFirst('edit-category');
    await id('edit-price').fill('9000000');
    await id('edit-attr-salary_max').fill('11000000');
    await choose('edit-attr-job_type', '全职');
    await id('edit-description').fill('负责前台收银与接待，会中文和越南语，周末轮休。');
    await shot(page, 'add-filled');
    await id('edit-submit').click();
    await page.waitForURL('**/pagesA/manage/job/detail?kind=job&id=*');
    addedId = Number(new URL(page.url()).searchParams.get('id'));
    expect(addedId).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.review-detail__title').textContent()).toBe(ADDED);
    await expect.poll(() => id('review-status').textContent()).toBe('审核通过');
    await shot(page, 'add-published-detail');
    await page.goto(`${server.base}/pagesA/job/detail?id=${addedId}`);
    await page.getByText(ADDED).first().waitFor();
    await page.getByText(COMPANY).first().waitFor();
    await shot(page, 'added-job-page');
  });

  it('corrects the company’s name and hours from the shop list; the company page shows them', async () => {
    await page.goto(`${server.base}/pagesA/manage/shop/list`);
    await id('review-filter-passed').click();
    await id('review-kind-company').click();
    await untilShown(id(`review-row-${companyId}`));
    await id(`review-row-${companyId}`).click();
    await page.waitForURL(`**/pagesA/manage/shop/detail?kind=company&id=${companyId}`);
    await id('review-edit').click();
    await page.waitForURL(`**/pagesA/manage/shop/edit?kind=company&id=${companyId}`);
    await expect.poll(() => id('edit-title').inputValue()).toBe(COMPANY);
    await retype('edit-title', COMPANY_FIXED);
    await retype('edit-attr-opening_hours', '09:30-22:00');
    await shot(page, 'company-edit-filled');
    await id('edit-submit').click();
    await page.waitForURL(`**/pagesA/manage/shop/detail?kind=company&id=${companyId}`);
    await expect.poll(() => page.locator('.review-detail__title').textContent()).toBe(COMPANY_FIXED);
    await page.goto(`${server.base}/pages/shop/detail?id=${companyId}`);
    await page.getByText(COMPANY_FIXED).first().waitFor();
    await page.getByText('09:30-22:00').first().waitFor();
    await shot(page, 'company-page-after-correction');
  });
});
