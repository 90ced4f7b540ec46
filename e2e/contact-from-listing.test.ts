import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { testPhoto } from './support/images.js';
import { launchBrowser, startServer, stepShots, logInWithPassword, phoneContext } from './support/server.js';

/**
 * Issue 4's contact flow on the built app: a member opens a live house, taps the chat button, and the
 * conversation with the publisher opens with the house's card as its first message; the member writes;
 * the publisher, in another browser, sees the unread badge and the card and replies live.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let api: ReturnType<typeof apiClient>;
const shot = stepShots('contact-from-listing');
const TITLE = '滨城区一房一厅服务式公寓（联系测试）';
let houseId = 0;

async function contextFor(mobile: string): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await phoneContext(browser, { serviceWorkers: 'block' });
  const page = await ctx.newPage();
  await logInWithPassword(page, server.base, mobile);
  return { ctx, page };
}

beforeAll(async () => {
  server = await startServer();
  api = apiClient(server.base);
  browser = await launchBrowser();
  const pub = await api.login('13800000002');
  const admin = await api.login('13800000100');
  const images = [await api.upload(pub.token, await testPhoto({ r: 90, g: 160, b: 120 }, 1))];
  const cats = await api.call<Array<{ id: number }>>('GET', '/housing/category');
  const saved = await api.call<{ id: number }>('POST', '/housing', {
    token: pub.token,
    body: { title: TITLE, description: '近超市和地铁，拎包入住。', price: 15000000, price_unit: 'month', category_id: cats[0]!.id, images, deal: 'rent', area_sqm: 45, rooms: 1 },
  });
  await api.call('POST', `/admin/vn/housing/adopt/${saved.id}`, { token: admin.token, body: {} });
  houseId = saved.id;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('contact from a listing', () => {
  let member: Page;
  let publisher: Page;

  it('the member taps chat on the house and the chat opens with its card', async () => {
    ({ page: member } = await contextFor('13800000001'));
    await member.goto(`${server.base}/pages/house/detail?id=${houseId}`);
    await member.getByTestId('detail-chat').click();
    await member.waitForURL('**/pagesA/chat/chat/chat?conversation_id=*');
    await member.getByTestId('msg-card').waitFor();
    expect(await member.getByTestId('msg-card').textContent()).toContain('联系测试');
    await member.getByTestId('chat-text').locator('textarea').first().fill('你好，这套房子周末可以看吗？');
    await member.getByTestId('chat-send').click();
    await member.locator('[data-status="sent"]').last().waitFor();
    await shot(member, 'member-chat');
  });

  it('the publisher sees the unread badge, the card and the question, and replies live', async () => {
    ({ page: publisher } = await contextFor('13800000002'));
    await publisher.goto(`${server.base}/pages/index/my`);
    await expect.poll(() => publisher.getByTestId('me-chat-badge').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await shot(publisher, 'publisher-badge');
    await publisher.getByTestId('me-messages').click();
    await publisher.getByText('你好，这套房子周末可以看吗？').first().click();
    await publisher.getByTestId('msg-card').waitFor();
    await publisher.getByTestId('chat-text').locator('textarea').first().fill('可以的，周六上午十点见。');
    await publisher.getByTestId('chat-send').click();
    await shot(publisher, 'publisher-reply');
    await member.getByText('可以的，周六上午十点见。').waitFor({ timeout: 15_000 });
    await shot(member, 'member-sees-reply');
  });
});
