import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { launchBrowser, logInWithPassword, phoneContext, startServer, stepShots } from './support/server.js';

/**
 * The smaller screens (docs/smaller-screens.md) in Chromium on the built app served by the real server: an allowed
 * page framed in the web view under the app's real CSP, a refused host with its warning, the site pages, a sea-going
 * crew post published through the generic form and approved, and a post draft continued in a second browser context.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let api: ReturnType<typeof apiClient>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const shot = stepShots('smaller-screens');
const MEMBER = '13800000001';
const ALLOWED = 'https://www.openstreetmap.org/about';

beforeAll(async () => {
  server = await startServer();
  api = apiClient(server.base);
  browser = await launchBrowser();
  context = await phoneContext(browser);
  // The allowed host answered here: nothing leaves the machine, and the frame still loads under the app's own CSP.
  await context.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><html lang="en"><title>OSM</title><body style="font-family:sans-serif"><h1>OpenStreetMap</h1><p>The free wiki world map.</p></body></html>' }),
  );
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const id = (testId: string) => page.getByTestId(testId);
async function choose(testId: string, text: string) {
  await id(testId).locator('.adm-selector-item').filter({ hasText: new RegExp(`^${text}$`) }).click();
}

describe('the web view', () => {
  it('frames an allowed https page, sandboxed, and the shell’s CSP frame-src names exactly the listed hosts', async () => {
    await logInWithPassword(page, server.base, MEMBER);
    const res = await page.goto(`${server.base}/pagesA/web/web?url=${encodeURIComponent(ALLOWED)}`);
    const csp = (await res!.allHeaders())['content-security-policy'] ?? '';
    const frameSrc = csp.split('; ').find((d) => d.startsWith('frame-src'))!;
    expect(frameSrc.split(' ').slice(1).sort()).toEqual(["'self'", 'https://evisa.xuatnhapcanh.gov.vn', 'https://www.openstreetmap.org']);
    const frame = id('webview-frame');
    await frame.waitFor();
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox');
    expect(await frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    await expect.poll(() => page.frameLocator('[data-testid="webview-frame"]').locator('h1').textContent({ timeout: 2000 }).catch(() => null)).toBe('OpenStreetMap');
    await shot(page, 'framed');
  });

  it('shows a refused host with a warning and an outside link instead of framing it', async () => {
    await page.goto(`${server.base}/pagesA/web/web?url=${encodeURIComponent('https://pay-verify.example.net/login?next=bank')}`);
    await id('webview-warning').waitFor();
    expect(await id('webview-frame').count()).toBe(0);
    expect(await id('webview-host').textContent()).toBe('pay-verify.example.net');
    const open = id('webview-open-outside');
    expect(await open.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await open.getAttribute('target')).toBe('_blank');
    expect(await open.getAttribute('href')).toBe('https://pay-verify.example.net/login?next=bank');
    await shot(page, 'refused');
    // A plain http link to an allowed host is refused too.
    await page.goto(`${server.base}/pagesA/web/web?url=${encodeURIComponent('http://www.openstreetmap.org/')}`);
    await id('webview-warning').waitFor();
    expect(await id('webview-frame').count()).toBe(0);
  });
});

describe('the site pages', () => {
  it('lists the five pages and opens the community rules', async () => {
    await page.goto(`${server.base}/pagesA/singlePage/list`);
    await id('site-pages').waitFor();
    for (const key of ['about', 'agreement', 'privacy', 'community-rules', 'fees']) await id(`site-page-${key}`).waitFor();
    await shot(page, 'list');
    await id('site-page-community-rules').click();
    await page.waitForURL('**/pagesA/singlePage/detail?key=community-rules');
    await id('content-page').waitFor();
    expect(await page.locator('.content-page__title').textContent()).toBe('社区规范');
    await shot(page, 'community-rules');
  });
});

describe('sea-going crew', () => {
  const TITLE = '招聘二副 杂货船 头顿上船';
  it('opens from its home entry, and a member publishes a crew post that the area admin approves', async () => {
    await page.goto(`${server.base}/`);
    const entry = page.locator('.home-entry').filter({ hasText: '海员服务' });
    await entry.scrollIntoViewIfNeeded();
    await entry.click();
    await page.waitForURL('**/pagesA/seaGoingCrew/list');
    await page.locator('.lcard, [data-testid^="listing-card"]').first().waitFor();
    await shot(page, 'crew-list');

    await page.goto(`${server.base}/pagesA/seaGoingCrew/release`);
    await id('edit-title').waitFor();
    await id('edit-title').fill(TITLE);
    await choose('edit-category', '船员招聘');
    await id('edit-price').fill('87500000');
    await choose('edit-attr-rank', '二副');
    await choose('edit-attr-vessel', '杂货船');
    await id('edit-attr-contract_months').fill('6');
    await id('edit-description').fill('杂货船招二副一名，持有效适任证书。合同 6 个月，头顿上船，公司承担往返机票。');
    await choose('edit-district', '第一郡');
    await shot(page, 'crew-form');
    const saved = page.waitForResponse((r) => r.url().includes('/api/seaGoingCrew/save') && r.request().method() === 'POST');
    await id('edit-submit').click();
    const body = (await (await saved).json()) as { code: number; message: string; data: { id: number; status: string } };
    expect(body.code, body.message).toBe(200);
    expect(body.data.status).toBe('reviewing');
    const admin = await api.login('13800000100');
    await api.call('POST', `/admin/vn/seaCrew/adopt/${body.data.id}`, { token: admin.token, body: {} });
    await page.goto(`${server.base}/pagesA/seaGoingCrew/detail?id=${body.data.id}`);
    await page.getByText(TITLE).first().waitFor();
    await shot(page, 'crew-detail');
  });

  it('the chartered bus list opens from its home entry with the area’s offers', async () => {
    await page.goto(`${server.base}/`);
    const entry = page.locator('.home-entry').filter({ hasText: '包车服务' });
    await entry.scrollIntoViewIfNeeded();
    await entry.click();
    await page.waitForURL('**/pagesA/bus/list');
    await page.locator('.lcard').first().waitFor();
    expect(await page.locator('.lcard').count()).toBeGreaterThanOrEqual(4);
    await page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLImageElement>('.lcard__cover img')).every((i) => i.complete));
    await shot(page, 'bus-list');
  });
});

describe('a server draft', () => {
  it('a post begun in one browser continues in another', async () => {
    const TEXT = '周末在头顿看日出，有人一起吗？';
    await page.goto(`${server.base}/pages/socialize/dynamics-release`);
    await page.locator('#release-content').waitFor();
    const saved = page.waitForResponse((r) => r.url().includes('/api/temporaryLog/save') && r.request().method() === 'POST');
    await page.locator('#release-content').fill(TEXT);
    expect((await (await saved).json()).code).toBe(200);
    await shot(page, 'draft-first-device');

    const second = await phoneContext(browser);
    const other = await second.newPage();
    await logInWithPassword(other, server.base, MEMBER);
    await other.goto(`${server.base}/pages/socialize/dynamics-release`);
    await expect.poll(() => other.locator('#release-content').inputValue()).toBe(TEXT);
    await shot(other, 'draft-second-device');
    // Published there, the draft is gone for both.
    const gone = other.waitForResponse((r) => r.url().includes('/api/temporaryLog/') && r.request().method() === 'DELETE');
    await other.getByTestId('release-submit').click();
    await gone;
    const { token } = await api.login(MEMBER);
    const left = await api.call<{ list: unknown[] }>('GET', '/temporaryLog/list?form_key=social.post', { token });
    expect(left.list).toHaveLength(0);
    await second.close();
  });

  it('a new listing begun in one browser continues in another (the listing form keeps its server draft too)', async () => {
    const TITLE = '草稿：七郡两房公寓，近超市';
    await page.goto(`${server.base}/pages/house/edit`);
    await page.getByTestId('edit-title').waitFor();
    const saved = page.waitForResponse((r) => r.url().includes('/api/temporaryLog/save') && r.request().method() === 'POST');
    await page.getByTestId('edit-title').fill(TITLE);
    expect((await (await saved).json()).code).toBe(200);

    const second = await phoneContext(browser);
    const other = await second.newPage();
    await logInWithPassword(other, server.base, MEMBER);
    await other.goto(`${server.base}/pages/house/edit`);
    await expect.poll(() => other.getByTestId('edit-title').inputValue()).toBe(TITLE);
    await other.getByTestId('edit-draft-discard').waitFor();
    await shot(other, 'listing-draft-second-device');
    // Discarding it there removes the server copy.
    const gone = other.waitForResponse((r) => r.url().includes('/api/temporaryLog/') && r.request().method() === 'DELETE');
    await other.getByTestId('edit-draft-discard').click();
    await gone;
    const { token } = await api.login(MEMBER);
    const left = await api.call<{ list: unknown[] }>('GET', '/temporaryLog/list?form_key=listing.housing', { token });
    expect(left.list).toHaveLength(0);
    await second.close();
  });
});
