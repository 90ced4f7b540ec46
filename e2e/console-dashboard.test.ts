import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { launchBrowser, logInWithPassword, startServer, stepShots } from './support/server.js';

/**
 * The dashboard (docs/dashboards.md) as an area admin reads it in the console at desktop size: the figures on the
 * screen are the server's for the seeded data, written the Chinese way; two chat messages a member sends show up
 * at once (today is counted live); the range picker and the table alternative of a chart work; the charts' axes
 * speak the console's language.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token = '';
const shot = stepShots('console-dashboard');
const api = () => apiClient(server.base);
const ADMIN_HCM = '13800000100';

interface Figures {
  days: number;
  from: string;
  to: string;
  listings: Array<{ day: string; kind: string; count: number }>;
  active: Array<{ day: string; count: number }>;
  messages: Array<{ day: string; count: number }>;
  revenue: Array<{ currency: string; count: number; revenue: number }>;
  backlog: Array<{ queue: string; count: number }>;
  review: { count: number; median_minutes: number | null };
}
const figures = (days: number) => api().call<Figures>('GET', `/admin/dashboard?days=${days}`, { token });
const sum = (xs: Array<{ count: number }>) => xs.reduce((s, x) => s + x.count, 0);
const zh = (n: number) => new Intl.NumberFormat('zh-CN').format(n);
const stat = (key: string) => page.getByTestId(`dash-stat-${key}`).locator('.ant-statistic-content').textContent();

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  token = (await api().login(ADMIN_HCM)).token;
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN', serviceWorkers: 'block' });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

describe('the dashboard in the console', () => {
  it('the area admin opens it from the menu and reads the seeded figures', { timeout: 120_000 }, async () => {
    await logInWithPassword(page, server.base, ADMIN_HCM);
    await page.goto(`${server.base}/admin`);
    await page.getByRole('menuitem', { name: '数据看板' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/dashboard');
    await page.getByTestId('dash-stat-listings').waitFor();
    const f = await figures(30);
    expect(sum(f.listings)).toBeGreaterThan(0);
    expect(await stat('listings')).toBe(zh(sum(f.listings)));
    expect(await stat('messages')).toBe(zh(sum(f.messages)));
    expect(await stat('backlog')).toBe(zh(sum(f.backlog)));
    await expect.poll(() => page.getByTestId('dash-listings-summary').textContent()).toContain(`共新发布 ${zh(sum(f.listings))} 条`);
    // Axes and legends in the console's language.
    const svgText = await page.getByTestId('dash-listings').locator('.recharts-wrapper').textContent();
    expect(svgText).toContain('日期');
    expect(svgText).toContain('数量');
    await shot(page, 'dashboard-30-days');
  });

  it('a member’s two chat messages show at once: today is counted live', { timeout: 60_000 }, async () => {
    const before = await figures(7);
    const member = await api().login('13800000001');
    const publisher = await api().login('13800000002');
    for (const text of ['请问房子还在吗？', '周末可以看房吗？']) {
      await api().call('POST', '/message/send', { token: member.token, body: { other_user_id: publisher.user.id, type: 'text', content: { text } } });
    }
    const after = await figures(7);
    expect(sum(after.messages) - sum(before.messages)).toBe(2);
    await page.getByTestId('dash-range').getByText('近 7 天').click();
    await expect.poll(() => stat('messages'), { timeout: 15_000 }).toBe(zh(sum(after.messages)));
    expect(await page.getByTestId('dash-period').textContent()).toContain(new Intl.DateTimeFormat('zh-CN', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${after.from}T00:00:00Z`)));
    await shot(page, 'dashboard-7-days');
  });

  it('a chart’s figures open as a table, and 90 days are one click away', { timeout: 60_000 }, async () => {
    const activity = page.getByTestId('dash-activity');
    await activity.getByText('以表格查看').click();
    const rows = activity.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(7);
    await shot(page, 'activity-table');
    await page.getByTestId('dash-range').getByText('近 90 天').click();
    const f = await figures(90);
    await expect.poll(() => stat('listings'), { timeout: 15_000 }).toBe(zh(sum(f.listings)));
    await shot(page, 'dashboard-90-days');
    await page.screenshot({ path: 'e2e/artifacts/console-dashboard/90-days-whole-page.png', fullPage: true });
  });

  it('in English, the axes, legends and numbers follow the language', { timeout: 60_000 }, async () => {
    await page.getByTestId('console-lang').click();
    await page.locator('.ant-select-item-option[title="English"]').click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe('Dashboard');
    const chart = await page.getByTestId('dash-activity').locator('.recharts-wrapper').textContent();
    expect(chart).toContain('Date');
    expect(chart).toContain('Active members');
    const f = await figures(90);
    await expect.poll(() => stat('listings')).toBe(new Intl.NumberFormat('en-US').format(sum(f.listings)));
    await shot(page, 'dashboard-english');
  });
});
