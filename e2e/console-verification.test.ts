import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { testPhoto } from './support/images.js';
import { untilStill } from './support/motion.js';
import { launchBrowser, logInWithPassword, phoneContext, startServer, stepShots } from './support/server.js';

/**
 * Real-name and business verification (docs/verification.md), as people do it: a member sends real-name with two ID
 * photos on their phone; the area admin reviews it in the console at desktop size (photos side by side, the number
 * masked until asked) and approves; the member sees "verified". A company owner uploads the licence from their
 * company's page; the admin approves it; the company page shows the verified mark.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
const contexts: BrowserContext[] = [];
let member: Page;
let owner: Page;
let admin: Page;
let companyId = 0;
const shot = stepShots('console-verification');
const api = () => apiClient(server.base);
const ID = 'C7654321';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Serious or critical axe-core findings (WCAG 2.0/2.1 A and AA) in `scope` (a CSS selector; the whole page when
 * omitted): the review drawer's body, the licence form. The console pages themselves are audited by accessibility.test.ts.
 */
async function axeSerious(page: Page, scope?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const result = (await page.evaluate((sel) =>
    (window as unknown as { axe: { run: (ctx: Element | Document, opts: object) => Promise<unknown> } }).axe.run(sel ? document.querySelector(sel)! : document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] }),
  scope ?? null)) as { violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }> };
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}) ${n.target.map(String).join(' ')}`));
}

async function desktop(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN', serviceWorkers: 'block', bypassCSP: true }); // axe goes in as an inline script
  contexts.push(context);
  return context.newPage();
}
async function phone(account: string): Promise<Page> {
  const context = await phoneContext(browser, { serviceWorkers: 'block', bypassCSP: true });
  contexts.push(context);
  const page = await context.newPage();
  await logInWithPassword(page, server.base, account);
  return page;
}
/** Waits until every picture in the drawer has loaded (signed links to private files) and the drawer stopped sliding. */
async function picturesLoaded(page: Page) {
  await expect.poll(() => page.getByTestId('verify-pictures').locator('img').evaluateAll((imgs) => imgs.length > 0 && imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)), { timeout: 20_000 }).toBe(true);
  await untilStill(page.getByTestId('verify-drawer'));
}
/** The drawer closed after a decision (its panel gone, not sliding out). */
const drawerClosed = (page: Page) => expect.poll(() => page.getByTestId('verify-drawer').isVisible(), { timeout: 15_000 }).toBe(false);

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const publisher = await api().login('13800000002');
  const mine = await api().call<{ list: Array<{ id: number }> }>('GET', `/user/companyList?limit=5`, { token: publisher.token });
  companyId = mine.list[0]!.id;
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

describe('real-name verification', () => {
  it('the member sends real-name with two photos from the app', { timeout: 90_000 }, async () => {
    member = await phone('13800000001');
    await member.goto(`${server.base}/pagesA/common/real-name`);
    const id = (t: string) => member.getByTestId(t);
    await id('realname-name').fill('林晓明');
    await id('realname-id-type-passport').click();
    await id('realname-id-number').fill(ID);
    const input = id('realname-photos').locator('input[type=file]');
    for (const [i, color] of [{ r: 190, g: 210, b: 250 }, { r: 250, g: 220, b: 190 }].entries()) {
      const done = member.waitForResponse((r) => r.url().includes('/api/media/upload'));
      await input.setInputFiles({ name: `id-${i}.jpg`, mimeType: 'image/jpeg', buffer: await testPhoto(color, i) });
      expect((await done).status()).toBe(200);
    }
    await id('realname-submit').click();
    await expect.poll(() => id('realname-status').textContent(), { timeout: 15_000 }).toContain('审核中');
    await shot(member, 'member-pending');
  });

  it('the area admin reviews it in the console: photos side by side, the number masked until asked, approve', { timeout: 120_000 }, async () => {
    const me = await api().login('13800000001');
    const record = await api().call<{ id: number }>('GET', '/userVerify', { token: me.token });
    admin = await desktop();
    await logInWithPassword(admin, server.base, '13800000100');
    await admin.goto(`${server.base}/admin/verification`);
    await admin.getByTestId(`verify-open-${record.id}`).click();
    const number = admin.getByTestId('verify-id-number');
    await expect.poll(() => number.textContent(), { timeout: 15_000 }).toBe('C*****21');
    await picturesLoaded(admin);
    expect(await admin.getByTestId('verify-pictures').locator('img').count()).toBe(2);
    await admin.getByTestId('verify-id-toggle').click();
    await expect.poll(() => number.textContent()).toBe(ID);
    await shot(admin, 'real-name-review');
    expect(await axeSerious(admin, '.ant-drawer-body')).toEqual([]);
    const decided = admin.waitForResponse((r) => r.url().includes('/queue/real_name/decide'));
    await admin.getByTestId('verify-approve').click();
    expect((await decided).status()).toBe(200);
    await expect.poll(() => admin.getByTestId(`verify-open-${record.id}`).count(), { timeout: 15_000 }).toBe(0);
    await drawerClosed(admin);
    await shot(admin, 'real-name-approved');
  });

  it('the member sees "verified"', { timeout: 60_000 }, async () => {
    await member.goto(`${server.base}/pagesA/common/real-name`);
    await expect.poll(() => member.getByTestId('realname-status').textContent(), { timeout: 15_000 }).toContain('已认证');
    await shot(member, 'member-verified');
  });
});

describe('business verification', () => {
  it('the owner uploads the licence from their company page', { timeout: 90_000 }, async () => {
    owner = await phone('13800000002');
    await owner.goto(`${server.base}/pages/shop/company?id=${companyId}`);
    await owner.getByTestId('business-verify-start').click();
    const done = owner.waitForResponse((r) => r.url().includes('/api/media/upload'));
    await owner.getByTestId('business-verify-licence').locator('input[type=file]').setInputFiles({ name: 'licence.jpg', mimeType: 'image/jpeg', buffer: await testPhoto({ r: 250, g: 240, b: 200 }, 7) });
    expect((await done).status()).toBe(200);
    await owner.getByTestId('business-verify').scrollIntoViewIfNeeded();
    await shot(owner, 'licence-form');
    expect(await axeSerious(owner)).toEqual([]);
    await owner.getByTestId('business-verify-submit').click();
    await expect.poll(() => owner.getByTestId('business-verify-status').textContent(), { timeout: 15_000 }).toContain('审核中');
    await shot(owner, 'licence-pending');
  });

  it('the area admin reviews the licence and approves it', { timeout: 120_000 }, async () => {
    await admin.goto(`${server.base}/admin/verification`);
    await admin.getByRole('tab', { name: '企业认证' }).click();
    const me = await api().login('13800000002');
    const record = await api().call<{ id: number }>('GET', `/company/verify/${companyId}`, { token: me.token });
    await admin.getByTestId(`verify-open-${record.id}`).click();
    await picturesLoaded(admin);
    await shot(admin, 'licence-review');
    expect(await axeSerious(admin, '.ant-drawer-body')).toEqual([]);
    const decided = admin.waitForResponse((r) => r.url().includes('/queue/company_licence/decide'));
    await admin.getByTestId('verify-approve').click();
    expect((await decided).status()).toBe(200);
    await expect.poll(() => admin.getByTestId(`verify-open-${record.id}`).count(), { timeout: 15_000 }).toBe(0);
  });

  it('the company page shows the verified mark', { timeout: 60_000 }, async () => {
    await owner.goto(`${server.base}/pages/shop/detail?id=${companyId}`);
    await expect.poll(() => owner.getByTestId('company-verified').count(), { timeout: 15_000 }).toBe(1);
    await shot(owner, 'company-verified');
    await owner.goto(`${server.base}/pages/shop/company?id=${companyId}`);
    await expect.poll(() => owner.getByTestId('business-verify-status').textContent(), { timeout: 15_000 }).toContain('已认证企业');
  });
});
