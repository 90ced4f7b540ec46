import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { untilStill } from './support/motion.js';
import { launchBrowser, logInWithPassword, phoneContext, startServer, stepShots } from './support/server.js';

/**
 * Trust members can see (docs/trust.md), on the built app served by the real server: a new member writes
 * "加我微信 abc123，先付定金" to a landlord; the landlord sees the warning under it and opens the safety page (the
 * member sees none); the publisher's tiers on a listing card and its detail, explained on tap.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
const contexts: BrowserContext[] = [];
let member: Page;
let landlord: Page;
let landlordId = 0;
let conversationId = 0;
const shot = stepShots('trust');
const SCAM_TEXT = '加我微信 abc123，先付定金';

async function open(): Promise<Page> {
  const context = await phoneContext(browser, { serviceWorkers: 'block' });
  contexts.push(context);
  return context.newPage();
}

const bubbles = (page: Page) => page.getByTestId('chat-messages').locator('.chat-msg');

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  member = await open();
  landlord = await open();
  await logInWithPassword(member, server.base, '13800000001');
  await logInWithPassword(landlord, server.base, '13800000002');
  landlordId = (await apiClient(server.base).login('publisher')).user.id;
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

describe('scam warning in chat', () => {
  it('a new member asks the landlord to add WeChat and pay a deposit: delivered, and the member sees no warning', async () => {
    await member.goto(`${server.base}/pagesA/chat/chat/chat?user_id=${landlordId}`);
    await member.waitForURL(/conversation_id=\d+/);
    conversationId = Number(new URL(member.url()).searchParams.get('conversation_id'));
    await member.getByTestId('chat-text').locator('textarea').first().fill(SCAM_TEXT);
    await member.getByTestId('chat-send').click();
    await expect.poll(() => bubbles(member).last().getAttribute('data-status')).toBe('sent');
    expect(await member.getByTestId('msg-scam-warning').count()).toBe(0);
    await shot(member, 'member-sent-no-warning');
  });

  it('the landlord sees the warning under the message, with the member’s tiers in the header', async () => {
    await landlord.goto(`${server.base}/pagesA/chat/chat/chat?conversation_id=${conversationId}`);
    const warning = landlord.getByTestId('msg-scam-warning');
    await warning.waitFor();
    expect(await warning.textContent()).toContain('不要转账或付定金');
    await expect.poll(() => bubbles(landlord).last().getByTestId('msg-text').textContent()).toContain(SCAM_TEXT);
    // The member holds a verified phone (registered with an SMS code): one tier in the room's header.
    await landlord.getByTestId('chat-tiers').waitFor();
    expect(await landlord.getByTestId('chat-tiers').locator('[data-testid="trust-tier-phone"]').count()).toBe(1);
    await shot(landlord, 'landlord-sees-warning');
  });

  it('the warning’s link opens the safety page', async () => {
    await landlord.getByTestId('msg-scam-safety').click();
    await landlord.waitForURL(/single-page\?key=safety/);
    await expect.poll(() => landlord.locator('body').textContent()).toContain('不要提前付钱');
    await expect.poll(() => landlord.evaluate(() => document.title)).toContain('交易安全提示');
    await shot(landlord, 'safety-page');
  });

  it('history keeps the warning: the landlord reopens the conversation later', async () => {
    await landlord.goto(`${server.base}/pagesA/chat/conversation/list`);
    await landlord.goto(`${server.base}/pagesA/chat/chat/chat?conversation_id=${conversationId}`);
    await landlord.getByTestId('msg-scam-warning').waitFor();
    expect(await landlord.getByTestId('msg-scam-warning').count()).toBe(1);
  });
});

describe('tiers on listings', () => {
  let listingId = 0;

  it('a listing card shows the publisher’s tiers', async () => {
    const list = await apiClient(server.base).call<{ list: Array<{ id: number; user: { tiers?: { phone: boolean } } }> }>('GET', `/housing/list?user_id=${landlordId}&limit=1`);
    listingId = list.list[0]!.id;
    expect(list.list[0]!.user.tiers?.phone).toBe(true);
    await member.goto(`${server.base}/pages/house/list`);
    const tiers = member.getByTestId('listing-card-tiers').first();
    await tiers.waitFor();
    expect(await tiers.locator('svg[role="img"]').first().getAttribute('aria-label')).toBeTruthy();
    await shot(member, 'card-tiers');
  });

  it('the detail shows them; a tap explains every tier and leads to the safety page', async () => {
    await member.goto(`${server.base}/pages/house/detail?id=${listingId}`);
    const tiers = member.getByTestId('detail-publisher-tiers');
    await tiers.waitFor();
    expect(await tiers.getAttribute('aria-label')).toContain('手机已验证');
    await tiers.scrollIntoViewIfNeeded();
    await shot(member, 'detail-tiers');
    await tiers.click();
    const sheet = member.getByTestId('trust-sheet');
    await sheet.waitFor();
    await untilStill(sheet);
    expect(await member.getByTestId('trust-sheet-phone').textContent()).toContain('已认证');
    expect(await member.getByTestId('trust-sheet-real_name').textContent()).toContain('实名认证');
    expect(await member.getByTestId('trust-sheet-business').textContent()).toContain('营业执照');
    await shot(member, 'tiers-explained');
    await member.getByTestId('trust-sheet-safety').click();
    await member.waitForURL(/single-page\?key=safety/);
  });
});
