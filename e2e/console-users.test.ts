import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, WebSocket } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { launchBrowser, logInWithPassword, phoneContext, startServer, stepShots } from './support/server.js';

/**
 * The console's users, roles and audit pages at desktop size (docs/roles.md): the area admin finds a member by a
 * phone number written differently from how it is stored, bans them while they have a chat open on their phone (the
 * socket closes, the member is logged out), the member's listing is gone; unbanning puts it back. A reviewer sees the
 * queues but not Users (menu and direct address both refused). The audit page shows the ban; its CSV downloads.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
const contexts: BrowserContext[] = [];
let admin: Page;
let member: Page;
let socket: Promise<WebSocket>;
let memberId = 0;
let listingId = 0;
let siteAreaId = 0;
const shot = stepShots('console-users');
const api = () => apiClient(server.base);

async function desktop(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN', serviceWorkers: 'block', acceptDownloads: true });
  contexts.push(context);
  return context.newPage();
}

const listingStatus = async () => {
  try {
    await api().call('GET', `/housing/info/${listingId}`, { siteAreaId });
    return 200;
  } catch (err) {
    return Number(/: (\d{3}) /.exec(String(err))?.[1] ?? 0);
  }
};

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // The "member" here is the demo publisher (13800000002): an ordinary account of Ho Chi Minh City with live listings.
  const me = await api().login('13800000002');
  memberId = me.user.id;
  const mine = await api().call<{ list: Array<{ id: number; site_area_id: number }> }>('GET', `/housing/list?user_id=${memberId}&limit=1`, { siteAreaId: 1 });
  listingId = mine.list[0]!.id;
  siteAreaId = mine.list[0]!.site_area_id;
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

/**
 * The first of the page's chat sockets the server authenticates (`auth_result`). Not simply the next socket: on a
 * loaded machine the app may give up on a slow one and open another, and only that one is the member's live chat.
 */
function authenticatedSocket(page: Page, timeout = 30_000): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no chat socket authenticated within ${timeout} ms`)), timeout);
    page.on('websocket', (ws) =>
      ws.on('framereceived', (f) => {
        if (!String(f.payload).includes('"auth_result"')) return;
        clearTimeout(timer);
        resolve(ws);
      }),
    );
  });
}

describe('users and bans in the console', () => {
  it('the member has a chat open on their phone', { timeout: 90_000 }, async () => {
    const context = await phoneContext(browser, { serviceWorkers: 'block' });
    contexts.push(context);
    member = await context.newPage();
    await logInWithPassword(member, server.base, '13800000002');
    socket = authenticatedSocket(member);
    await member.goto(`${server.base}/pagesA/chat/conversation/list`);
    await socket;
    expect(await listingStatus()).toBe(200);
    await shot(member, 'member-chat-open');
  });

  it('the area admin finds the member by a differently written number and bans them', { timeout: 120_000 }, async () => {
    admin = await desktop();
    await logInWithPassword(admin, server.base, '13800000100');
    await admin.goto(`${server.base}/admin/users`);
    const search = admin.getByTestId('users-search').locator('input');
    await search.fill('+86 138-0000-0002');
    await search.press('Enter');
    await admin.getByTestId(`user-open-${memberId}`).click();
    await expect.poll(() => admin.getByTestId('user-drawer').getByText('+8613800000002').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await shot(admin, 'user-found');
    const closed = (await socket).waitForEvent('close', { timeout: 30_000 });
    await admin.getByTestId('user-ban').click();
    await admin.getByTestId('ban-reason').fill('多次发布虚假房源');
    await shot(admin, 'ban-dialog');
    await admin.locator('#ban-confirm').click();
    await admin.getByTestId('user-ban-state').waitFor({ timeout: 15_000 });
    await shot(admin, 'banned');
    await closed;
    // The member's app hears its session is gone and logs out.
    await expect.poll(() => member.evaluate(() => localStorage.getItem('token') ?? ''), { timeout: 45_000 }).toBe('');
    expect(await listingStatus()).toBe(404);
    await member.goto(`${server.base}/pages/index/my`);
    await member.getByText(/登录/).first().waitFor({ timeout: 20_000 });
    await shot(member, 'member-logged-out');
  });

  it('unbanning restores the listing', { timeout: 60_000 }, async () => {
    await admin.getByTestId('user-unban').click();
    await admin.locator('#unban-confirm').click();
    await expect.poll(() => admin.getByTestId('user-ban').count(), { timeout: 15_000 }).toBe(1);
    expect(await listingStatus()).toBe(200);
    await shot(admin, 'unbanned');
  });

  it('the audit page shows the ban and downloads it as CSV', { timeout: 60_000 }, async () => {
    await admin.goto(`${server.base}/admin/audit`);
    await admin.getByTestId('audit-action').fill('user.ban');
    await admin.getByTestId('audit-apply').click();
    await expect.poll(() => admin.getByTestId('audit-table').getByText('多次发布虚假房源').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await shot(admin, 'audit');
    const download = admin.waitForEvent('download', { timeout: 30_000 });
    await admin.getByTestId('audit-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^audit-.*\.csv$/);
    const text = readFileSync(await file.path(), 'utf8');
    expect(text).toContain('user.ban');
    expect(text).toContain('多次发布虚假房源');
  });

  it('the roles page lists the area’s staff', { timeout: 60_000 }, async () => {
    await admin.goto(`${server.base}/admin/roles`);
    await expect.poll(() => admin.getByTestId('staff-table').getByText('审核员').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await shot(admin, 'roles');
  });

  it('a reviewer sees the queues but not Users, in the menu or by address', { timeout: 90_000 }, async () => {
    const reviewer = await desktop();
    await logInWithPassword(reviewer, server.base, '13800000200');
    await reviewer.goto(`${server.base}/admin/queues`);
    await reviewer.getByRole('menuitem').first().waitFor({ timeout: 20_000 });
    const menu = await reviewer.getByRole('menu').first().innerText();
    expect(menu).toContain('审核队列');
    expect(menu).not.toContain('用户');
    await shot(reviewer, 'reviewer-menu');
    await reviewer.goto(`${server.base}/admin/users`);
    await reviewer.getByTestId('console-page-refused').waitFor({ timeout: 20_000 });
    expect(await reviewer.getByTestId('users-table').count()).toBe(0);
    await shot(reviewer, 'reviewer-refused');
  });
});
