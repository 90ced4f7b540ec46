import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { testPhoto } from './support/images.js';
import { launchBrowser, startServer, stepShots, logInWithPassword } from './support/server.js';

/**
 * Jobs on the built app: the publisher (13800000002; a company is registered and approved through the API when
 * the demo data gave them none) posts a job through the recruitment screens (category first, then the job
 * form); the HCMC admin approves it (API); the member (13800000001, a resume approved through the API) applies
 * from the job's page with a message; the company sees the applicant, opens the resume with its contact
 * unlocked, and invites to an interview; the member sees the interview in the application record.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let company: BrowserContext;
let member: BrowserContext;
let boss: Page;
let seeker: Page;
let api: ReturnType<typeof apiClient>;
const shot = stepShots('jobs');
const TITLE = '越南语翻译 驻厂 包住宿';
const RESUME_NAME = '林小雨';
let hcm = 0;
let jobId = 0;
let resumeId = 0;

type Card = { id: number; review_status: string; title: string };

beforeAll(async () => {
  server = await startServer();
  api = apiClient(server.base);
  const areas = await api.call<Array<{ id: number; code: string }>>('GET', '/siteArea/all');
  hcm = areas.find((a) => a.code === 'hcm')!.id;
  const admin = await api.login('13800000100');
  const publisher = await api.login('13800000002');
  // The publisher's company (HCMC): the demo data may have given them one; else register it and approve it.
  const companies = await api.call<{ list: Card[] }>('GET', '/user/companyList?limit=50', { token: publisher.token, siteAreaId: hcm });
  if (!companies.list.some((c) => c.review_status === 'passed')) {
    const cats = await api.call<Array<{ id: number }>>('GET', '/company/category', { siteAreaId: hcm });
    const logo = await api.upload(publisher.token, await testPhoto({ r: 40, g: 110, b: 200 }, 1));
    const c = await api.call<{ id: number }>('POST', '/company/registerCompany', {
      token: publisher.token,
      siteAreaId: hcm,
      body: { title: '西贡华人人力资源有限公司', description: '为在越中资企业提供招聘与人事服务。', category_id: cats[0]!.id, images: [logo], license_no: '0312345678', size: 'm', opening_hours: '08:00-17:30' },
    });
    await api.call('POST', `/admin/vn/company/adopt/${c.id}`, { token: admin.token, body: {} });
  }
  // The member's resume, approved.
  const me = await api.login('13800000001');
  const jobCats = await api.call<Array<{ id: number }>>('GET', '/jobPost', { siteAreaId: hcm });
  const r = await api.call<{ id: number }>('POST', '/jobHunt', {
    token: me.token,
    siteAreaId: hcm,
    body: {
      title: '中越翻译 / 行政助理',
      description: '中文母语，越南语流利（越南语专业毕业），有三年工厂翻译经验，熟悉办公软件。',
      category_id: jobCats[1]!.id,
      images: [],
      real_name: RESUME_NAME,
      gender: 'female',
      age: 26,
      education: 'bachelor',
      experience: 'y1_3',
      languages: ['zh', 'vi'],
      email: 'linxiaoyu@example.com',
      wechat: 'lxy_vn',
      contact_phone: '+84 912 345 678',
      price: 18000000,
    },
  });
  resumeId = r.id;
  await api.call('POST', `/admin/vn/jobHunt/adopt/${resumeId}`, { token: admin.token, body: {} });

  browser = await launchBrowser();
  const opts = { viewport: { width: 500, height: 900 }, deviceScaleFactor: 1, locale: 'zh-CN' };
  company = await browser.newContext(opts);
  member = await browser.newContext(opts);
  boss = await company.newPage();
  seeker = await member.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const by = (page: Page) => (testId: string) => page.getByTestId(testId);

async function loginAs(page: Page, mobile: string) {
  await logInWithPassword(page, server.base, mobile);
}

/** Clicks an option of an antd-mobile Selector by its text. */
async function choose(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).locator('.adm-selector-item').filter({ hasText: new RegExp(`^${text}$`) }).click();
}

/** Answers the open antd-mobile confirm dialog with its confirm button. */
async function confirmDialog(page: Page) {
  await page.locator('.adm-dialog-footer .adm-dialog-action-row button').last().click();
}

describe('jobs', () => {
  it('the company goes from recruitment to the category choice to the job form', async () => {
    const id = by(boss);
    await loginAs(boss, '13800000002');
    await boss.goto(`${server.base}/pagesA/resume/hire-manage`);
    await id('hire-shortcuts').waitFor();
    await id('listing-manage-job').waitFor();
    await shot(boss, 'company-hire-manage');
    await id('hire-post').click();
    await boss.waitForURL('**/pagesA/resume/before');
    await id('post-before-choose').waitFor();
    await shot(boss, 'company-before');
    await id('post-before-choose').click();
    await boss.waitForURL('**/pagesA/resume/type');
    await boss.getByText('翻译', { exact: true }).waitFor();
    await shot(boss, 'company-type');
    await boss.locator('.jtype__item').filter({ hasText: '翻译' }).click();
    await boss.waitForURL('**/pages/job/hire**');
    await id('edit-title').waitFor();
    // The chosen category is already picked.
    await expect.poll(() => id('edit-category').locator('.adm-selector-item-active').textContent()).toBe('翻译');
  });

  it('fills in the job and submits it for review', async () => {
    const id = by(boss);
    await id('edit-title').fill(TITLE);
    await id('edit-price').fill('15000000');
    await choose(boss, 'edit-attr-job_type', '全职');
    await choose(boss, 'edit-attr-experience', '1-3年');
    await choose(boss, 'edit-attr-education', '本科');
    await id('edit-attr-salary_max').fill('20000000');
    await id('edit-attr-headcount').fill('2');
    await id('edit-description').fill('负责工厂中越翻译、会议口译和文件笔译。\n要求越南语流利，能适应驻厂工作，公司提供住宿。');
    await shot(boss, 'company-job-form');
    const saved = boss.waitForResponse((r) => r.url().includes('/api/job/save') && r.request().method() === 'POST');
    await id('edit-submit').click();
    const body = (await (await saved).json()) as { code: number; data: { id: number; status: string; company: { id: number } | null } };
    expect(body.code).toBe(200);
    expect(body.data.status).toBe('reviewing');
    expect(body.data.company).not.toBeNull();
    jobId = body.data.id;
    await boss.waitForURL('**/pagesA/resume/hire-manage');
    await id(`manage-item-${jobId}`).waitFor();
    await shot(boss, 'company-job-reviewing');
    const admin = await api.login('13800000100');
    await api.call('POST', `/admin/vn/job/adopt/${jobId}`, { token: admin.token, body: {} });
  });

  it('the member applies from the job page with a message and sees "applied"', async () => {
    const id = by(seeker);
    await loginAs(seeker, '13800000001');
    await seeker.goto(`${server.base}/pagesA/job/detail?id=${jobId}`);
    await expect.poll(() => id('detail-title').textContent()).toContain(TITLE);
    await id('job-apply').waitFor();
    await shot(seeker, 'member-job-detail');
    await id('job-apply').click();
    await id('apply-sheet').waitFor();
    await id(`apply-resume-${resumeId}`).waitFor();
    expect(await id(`apply-resume-${resumeId}`).getAttribute('aria-pressed')).toBe('true');
    await id('apply-message').locator('textarea').fill('您好，我有三年工厂翻译经验，可以下周一到岗。');
    await seeker.waitForTimeout(500);
    await shot(seeker, 'member-apply-sheet');
    const sent = seeker.waitForResponse((r) => r.url().includes('/api/job/send'));
    await id('apply-send').click();
    expect(((await (await sent).json()) as { code: number }).code).toBe(200);
    await id('job-applied').waitFor();
    expect((await id('job-applied').textContent())?.trim()).toBe('已投递');
    await seeker.waitForTimeout(300);
    await shot(seeker, 'member-applied');
  });

  it('the company sees the applicant, opens the resume with its contact open, and invites to an interview', async () => {
    const id = by(boss);
    await boss.goto(`${server.base}/pagesA/job/detail?id=${jobId}`);
    await id('job-applicants').click();
    await boss.waitForURL(`**/pagesA/job/delivery-company?job_id=${jobId}`);
    const card = boss.locator('.japp').filter({ hasText: RESUME_NAME });
    await card.waitFor();
    expect(await card.getByTestId('applicant-message').textContent()).toContain('可以下周一到岗');
    expect(await card.getByTestId('application-status').textContent()).toBe('已投递');
    await shot(boss, 'company-applicants');
    await card.getByTestId('applicant-resume').click();
    await boss.waitForURL(`**/pages/job/resume-detail?id=${resumeId}`);
    await expect.poll(() => id('detail-attrs').textContent()).toContain(RESUME_NAME);
    expect(await id('detail-attrs').textContent()).toContain('linxiaoyu@example.com');
    expect(await id('detail-phone').textContent()).toContain('+84 912 345 678');
    expect(await id('resume-unlock').count()).toBe(0);
    await shot(boss, 'company-resume-unlocked');
    await boss.goBack();
    await boss.waitForURL('**/pagesA/job/delivery-company**');
    // Opening the resume marked it viewed.
    await expect.poll(() => card.getByTestId('application-status').textContent()).toBe('已查看');
    await card.getByTestId('applicant-interview').click();
    await confirmDialog(boss);
    await expect.poll(() => card.getByTestId('application-status').textContent()).toBe('邀请面试');
    await card.getByTestId('applicant-hire').waitFor();
    await boss.waitForTimeout(1600);
    await shot(boss, 'company-interview');
  });

  it('the member sees the interview in the application record and a notice', async () => {
    const id = by(seeker);
    await seeker.goto(`${server.base}/pagesA/job/delivery-record`);
    const card = seeker.locator('.japp').filter({ hasText: TITLE });
    await card.waitFor();
    await expect.poll(() => card.getByTestId('application-status').textContent()).toBe('邀请面试');
    expect(await card.getByTestId('record-company').count()).toBe(1);
    await shot(seeker, 'member-record');
    await id('record-tab-interview').click();
    await card.waitFor();
    await shot(seeker, 'member-record-interview-tab');
  });

  it('the talent pool shows the quota; a resume unlocks from its page and from the pool', async () => {
    const id = by(boss);
    await boss.goto(`${server.base}/pagesA/resume/list`);
    await id('pool-quota-text').waitFor();
    // The demo data may have used some of this month's unlocks already.
    const quota = await api.call<{ quota: { remaining: number; limit: number } }>('GET', '/jobHunt/unlock/state', { token: (await api.login('13800000002')).token });
    const left = quota.quota.remaining;
    expect(quota.quota.limit).toBe(10);
    expect(left).toBeGreaterThanOrEqual(2);
    expect(await id('pool-quota-text').textContent()).toBe(`本月可解锁 ${left} / 10 份简历`);
    // The member's resume is already open to this company (it applied); others are locked.
    await id(`pool-contact-${resumeId}`).waitFor();
    await shot(boss, 'company-talent-pool');
    const lockedIds = await boss.locator('[data-testid^="pool-unlock-"]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-testid')!.replace('pool-unlock-', ''))));
    expect(lockedIds.length).toBeGreaterThanOrEqual(2);
    const [first, second] = lockedIds as [number, number];
    // From the resume's page: masked fields and the unlock bar with the quota.
    await boss.locator(`[data-testid="listing-card-${first}"] a`).first().click();
    await boss.waitForURL(`**/pages/job/resume-detail?id=${first}`);
    await id('resume-unlock').waitFor();
    await expect.poll(() => id('resume-unlock').textContent()).toContain(`本月剩余 ${left}/10`);
    expect(await id('detail-phone').textContent()).toContain('联系方式已隐藏');
    await shot(boss, 'company-resume-locked');
    await id('resume-unlock').click();
    await confirmDialog(boss);
    await expect.poll(() => id('detail-phone').textContent()).toMatch(/\+84/);
    expect(await id('resume-unlock').count()).toBe(0);
    await boss.waitForTimeout(1600);
    await shot(boss, 'company-resume-unlocked-by-quota');
    // From the pool's card.
    await boss.goBack();
    await id(`pool-contact-${first}`).waitFor();
    await id(`pool-unlock-${second}`).click();
    await confirmDialog(boss);
    await id(`pool-contact-${second}`).waitFor();
    await expect.poll(() => id('pool-quota-text').textContent()).toBe(`本月可解锁 ${left - 2} / 10 份简历`);
    await boss.waitForTimeout(1600);
    await shot(boss, 'company-pool-unlocked');
  });
});
