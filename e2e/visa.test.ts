import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { testPhoto } from './support/images.js';
import { untilStill } from './support/motion.js';
import { launchBrowser, logInWithPassword, startServer, stepShots } from './support/server.js';

/**
 * Visa on the built app served by the real server, two people in two browser contexts. Set-up through the API:
 * a new agency (a company approved by the HCMC admin) saves a package, which the admin lists. The applicant
 * (the demo member) finds it under its visa type, applies with a passport page and a photo (private files), pays
 * in the sandbox and sees it submitted; the agency opens its customers, sees the documents through signed links,
 * asks for a new photo; the applicant supplies it; the agency processes and issues the visa; the applicant sees
 * it issued and has the notice.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let api: ReturnType<typeof apiClient>;
const shot = stepShots('visa');
const PACKAGE = '越南旅游签 30 天 单次 五天出签';
const AGENCY = `139${String(Date.now()).slice(-8)}`;
let packageId = 0;

beforeAll(async () => {
  server = await startServer();
  api = apiClient(server.base);
  browser = await launchBrowser();
  const admin = await api.login('13800000100');
  await api.call('POST', '/smsCode', { body: { area_code: '86', mobile: AGENCY, purpose: 'register' } });
  const code = await server.smsCode(AGENCY);
  const boss = await api.call<{ token: string }>('POST', '/auth/account/register', { body: { area_code: '86', mobile: AGENCY, code, password: 'Demo1234!', nickname: '签证顾问小陈' } });
  const logo = await api.upload(boss.token, await testPhoto({ r: 30, g: 90, b: 170 }, 1));
  const coCats = await api.call<Array<{ id: number }>>('GET', '/company/category');
  const company = await api.call<{ id: number }>('POST', '/company/registerCompany', {
    token: boss.token,
    body: { title: '西贡顺达签证服务', description: '越南签证、工作许可、居留卡办理，中文服务。', category_id: coCats[0]!.id, images: [logo], license_no: '0319876543', size: 's', opening_hours: '周一至周六 09:00-18:00', address: '第一郡黎利街 12 号', contact_phone: '+84 28 3800 1234' },
  });
  await api.call('POST', `/admin/vn/company/adopt/${company.id}`, { token: admin.token, body: {} });
  const types = await api.call<Array<{ id: number; code: string }>>('GET', '/visa/type/list');
  const pkg = await api.call<{ id: number }>('POST', '/visa/package/save', {
    token: boss.token,
    body: {
      company_id: company.id,
      type_id: types.find((t) => t.code === 'tourist')!.id,
      title: PACKAGE,
      summary: '材料齐全 5 个工作日出签，拒签退 80%。',
      price: 1_600_000,
      processing_days: 5,
      includes: ['签证官费', '代填申请表', '中文顾问全程跟进'],
      documents: ['passport', 'photo'],
      steps: ['上传材料', '顾问审核', '递交移民局', '出签取件'],
      refund_percent: 80,
    },
  });
  packageId = pkg.id;
  await api.call('POST', `/admin/vn/visa/package/review/${pkg.id}`, { token: admin.token, body: { pass: true } });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function personPage(mobile: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 500, height: 900 }, deviceScaleFactor: 1, locale: 'zh-CN', serviceWorkers: 'block' });
  const page = await context.newPage();
  await logInWithPassword(page, server.base, mobile);
  return page;
}

/** Uploads a picture into one document's uploader and waits for its preview. */
async function uploadInto(page: Page, code: string, shade: { r: number; g: number; b: number }, label: number) {
  const box = page.getByTestId(`visa-upload-${code}`);
  await box.locator('input[type=file]').setInputFiles({ name: `${code}.jpg`, mimeType: 'image/jpeg', buffer: await testPhoto(shade, label) });
  await box.locator('.adm-image-uploader-cell img').first().waitFor();
  await expect.poll(() => box.locator('.adm-image-uploader-cell-loading').count()).toBe(0);
}

/** The first application card of a list, once it shows `status`. */
async function cardWith(page: Page, status: string) {
  const card = page.locator('[data-testid^="visa-application-"]').first();
  await card.getByTestId('visa-status').filter({ hasText: status }).waitFor();
  return card;
}

async function confirmInDialog(page: Page, label: string) {
  const button = page.locator('.adm-dialog-button').filter({ hasText: label });
  await untilStill(button);
  await button.click();
  await page.locator('.adm-dialog').waitFor({ state: 'hidden' });
}

describe('visa', () => {
  let applicant: Page;
  let agency: Page;

  it('the applicant finds the package under its visa type and applies with documents, paying in the sandbox', async () => {
    applicant = await personPage('13800000001');
    await applicant.goto(`${server.base}/pages/visa/list`);
    await applicant.getByTestId('visa-type-tourist').waitFor();
    await applicant.getByTestId('visa-packages').locator('[data-testid^="visa-package-"]').first().waitFor();
    await shot(applicant, 'list');
    await applicant.getByTestId('visa-type-tourist').click();
    const card = applicant.getByTestId(`visa-package-${packageId}`);
    await card.waitFor();
    expect(await card.textContent()).toContain('1,600,000 ₫');
    expect(await card.textContent()).toContain('护照个人信息页');
    await shot(applicant, 'list-tourist');
    await card.click();
    await applicant.waitForURL(`**/pages/visa/detail?id=${packageId}`);
    await applicant.getByTestId('visa-detail-title').waitFor();
    expect(await applicant.getByTestId('visa-steps').textContent()).toContain('递交移民局');
    expect(await applicant.getByTestId('visa-agency').textContent()).toContain('西贡顺达签证服务');
    await shot(applicant, 'detail');

    await applicant.getByTestId('visa-apply').click();
    const sheet = applicant.getByTestId('visa-apply-sheet');
    await sheet.waitFor();
    await applicant.getByTestId('visa-apply-submit').click();
    expect(await applicant.getByTestId('visa-apply-error').textContent()).toBe('请填写申请人姓名');
    await applicant.getByTestId('visa-apply-name').fill('林小明');
    await applicant.getByTestId('visa-apply-phone').fill('+84 909 123 456');
    await applicant.getByTestId('visa-apply-note').locator('textarea').fill('下月十号出发');
    await uploadInto(applicant, 'passport', { r: 40, g: 70, b: 140 }, 1);
    await applicant.getByTestId('visa-apply-submit').click();
    expect(await applicant.getByTestId('visa-apply-error').textContent()).toBe('请上传：证件照');
    await uploadInto(applicant, 'photo', { r: 230, g: 230, b: 230 }, 2);
    await untilStill(sheet);
    await shot(applicant, 'apply-sheet');
    await applicant.getByTestId('visa-apply-submit').click();
    await applicant.waitForURL('**/pagesA/pay/sandbox?id=*');
    await applicant.getByTestId('sandbox-page').waitFor();
    await shot(applicant, 'sandbox');
    await applicant.getByTestId('sandbox-pay').click();
    await applicant.waitForURL('**/pagesA/pay/result?no=*');
    await applicant.goto(`${server.base}/pages/visa/customer?tab=mine`);
    const mine = await cardWith(applicant, '已提交');
    expect(await mine.textContent()).toContain(PACKAGE);
    expect(await mine.textContent()).toContain('林小明');
    await shot(applicant, 'mine-submitted');
  });

  it('the agency sees the customer and the private documents, and asks for a new photo', async () => {
    agency = await personPage(AGENCY);
    await agency.goto(`${server.base}/pages/visa/customer?tab=agency`);
    const card = await cardWith(agency, '已提交');
    expect(await card.textContent()).toContain('下月十号出发');
    const passport = card.getByTestId('visa-doc-passport').locator('img');
    await expect.poll(() => passport.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await shot(agency, 'customers');
    await card.getByTestId('visa-act-request').click();
    await agency.locator('.adm-dialog').getByText('证件照', { exact: true }).click();
    await agency.getByTestId('visa-request-note').locator('textarea').fill('照片需白底，近六个月内拍摄');
    await shot(agency, 'request-dialog');
    await confirmInDialog(agency, '要求补材料');
    const asked = await cardWith(agency, '待补材料');
    expect(await asked.getByTestId('visa-requested').textContent()).toBe('证件照');
    await shot(agency, 'documents-requested');
  });

  it('the applicant, still on the page, sees the request arrive live and supplies the photo; it is submitted again', async () => {
    // No reload: the agency's move reaches the open list through the notice push.
    const card = await cardWith(applicant, '待补材料');
    expect(await card.textContent()).toContain('照片需白底');
    await card.getByTestId('visa-supply').waitFor();
    await uploadInto(applicant, 'photo', { r: 250, g: 250, b: 250 }, 3);
    await shot(applicant, 'supply');
    await card.getByTestId('visa-supply-submit').click();
    await cardWith(applicant, '已提交');
    await shot(applicant, 'resubmitted');
  });

  it('the agency processes and issues it; the applicant sees it issued and has the notice', async () => {
    const card = await cardWith(agency, '已提交');
    await card.getByTestId('visa-act-process').click();
    await confirmInDialog(agency, '开始办理');
    await cardWith(agency, '办理中');
    await card.getByTestId('visa-act-issue').click();
    await confirmInDialog(agency, '已出签');
    await cardWith(agency, '已出签');
    expect(await card.getByTestId('visa-act-issue').count()).toBe(0);
    await agency.locator('.adm-toast-mask').waitFor({ state: 'hidden' });
    await shot(agency, 'issued');

    await applicant.reload();
    await cardWith(applicant, '已出签');
    await shot(applicant, 'mine-issued');
    await applicant.goto(`${server.base}/pages/common/notice-center`);
    await applicant.getByText('签证已出签').first().waitFor();
    await shot(applicant, 'notice-center');
  });

  it('the agency publishes another package through the form; it waits for the area’s review', async () => {
    await agency.goto(`${server.base}/pages/visa/customer?tab=packages`);
    await agency.getByTestId(`visa-my-package-${packageId}`).waitFor();
    await agency.getByTestId('visa-package-new').click();
    const form = agency.getByTestId('visa-package-form');
    await form.getByTestId('visa-form-company').getByText('西贡顺达签证服务').click();
    await form.getByTestId('visa-form-type').getByText('签证延期').click();
    await form.getByTestId('visa-form-title').fill('境内签证延期 三个月 不用出境');
    await form.getByTestId('visa-form-price').fill('2300000');
    await form.getByTestId('visa-form-days').fill('7');
    await form.getByTestId('visa-form-refund').fill('90');
    await form.getByTestId('visa-form-includes').locator('textarea').fill('签证官费\n代填申请表');
    await form.getByTestId('visa-form-documents').getByText('当前签证页').click();
    await form.getByTestId('visa-form-steps').locator('textarea').fill('上传材料\n递交移民局\n取回护照');
    await untilStill(form);
    await shot(agency, 'package-form');
    await form.getByTestId('visa-form-submit').click();
    await form.waitFor({ state: 'hidden' });
    const fresh = agency.locator('[data-testid^="visa-my-package-"]').filter({ hasText: '境内签证延期 三个月' });
    await fresh.getByTestId('visa-status').filter({ hasText: '审核中' }).waitFor();
    expect(await fresh.textContent()).toContain('2,300,000');
    await agency.locator('.adm-toast-mask').waitFor({ state: 'hidden' });
    await shot(agency, 'my-packages');
  });
});
