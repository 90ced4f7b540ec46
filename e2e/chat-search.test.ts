import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousFindings } from './support/axe.js';
import { launchBrowser, logInWithPassword, phoneContext, startServer, stepShots } from './support/server.js';

/**
 * Chat search as a member uses it (docs/chat-search.md): two people chat about the deposit; the landlord searches
 * 押金 from the message centre, sees both messages with the word marked, opens one among its neighbours and goes on
 * into the chat; then searches inside the chat (its settings sheet) with the sender filter.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
const contexts: BrowserContext[] = [];
let tenant: Page;
let landlord: Page;
let landlordId = 0;
let conversationId = 0;
const shot = stepShots('chat-search');

async function open(mobile: string): Promise<{ page: Page; id: number }> {
  const context = await phoneContext(browser, { locale: 'zh-CN', bypassCSP: true }); // axe goes in as an inline script
  contexts.push(context);
  // Asked about notifications before (the offer after a first message is web-push's test, not this one's).
  await context.addInitScript(() => localStorage.setItem('webPush.asked', '1'));
  const page = await context.newPage();
  await logInWithPassword(page, server.base, mobile);
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? 'null') as { id: number } | null);
  return { page, id: user!.id };
}

const bubbles = (page: Page) => page.getByTestId('chat-messages').locator('.chat-msg');

async function sendText(page: Page, text: string) {
  const count = await bubbles(page).count();
  await page.getByTestId('chat-text').locator('textarea').first().fill(text);
  await page.getByTestId('chat-send').click();
  await expect.poll(() => bubbles(page).count()).toBe(count + 1);
  await expect.poll(() => bubbles(page).last().getAttribute('data-status')).toBe('sent');
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  tenant = (await open('13800000001')).page;
  const l = await open('13800000002');
  landlord = l.page;
  landlordId = l.id;
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

describe('searching chats', () => {
  it('the tenant and the landlord talk about the deposit', async () => {
    await tenant.goto(`${server.base}/pagesA/chat/chat/chat?user_id=${landlordId}`);
    await tenant.waitForURL(/conversation_id=\d+/);
    conversationId = Number(new URL(tenant.url()).searchParams.get('conversation_id'));
    await sendText(tenant, '房东你好，押金什么时候可以退？');
    for (let i = 1; i <= 3; i++) await sendText(tenant, `第${i}件事：钥匙已经放在门口`);
    await landlord.goto(`${server.base}/pagesA/chat/chat/chat?conversation_id=${conversationId}`);
    await expect.poll(() => bubbles(landlord).count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
    await sendText(landlord, '押金下周一退给你');
  });

  it('from the message centre, 押金 finds both messages with the word marked, newest first', async () => {
    await landlord.goto(`${server.base}/pagesA/chat/conversation/list`);
    await landlord.getByTestId('chat-search-entry').click();
    await landlord.waitForURL('**/pagesA/chat/search');
    const input = landlord.getByTestId('chat-search-input').locator('input');
    await input.fill('押金');
    await input.press('Enter');
    const hits = landlord.getByTestId('chat-search-results').locator('.csearch__hit');
    await expect.poll(() => hits.count(), { timeout: 15_000 }).toBe(2);
    expect(await hits.first().locator('.csearch__hit-text').textContent()).toBe('押金下周一退给你');
    expect(await hits.nth(1).locator('mark').allTextContents()).toEqual(['押金']);
    await shot(landlord, 'results-all-chats');
    expect(await seriousFindings(landlord)).toEqual([]);
  });

  it('a result opens the message among its neighbours, marked, and goes on into the chat', async () => {
    const hit = landlord.getByTestId('chat-search-results').locator('.csearch__hit').nth(1);
    await hit.click();
    await landlord.getByTestId('chat-search-context').waitFor();
    const found = landlord.locator('.csearch__msg--found');
    await expect.poll(() => found.locator('.csearch__msg-text').textContent()).toBe('房东你好，押金什么时候可以退？');
    await expect.poll(() => landlord.locator('.csearch__msg').count()).toBe(5);
    await shot(landlord, 'message-in-context');
    expect(await seriousFindings(landlord)).toEqual([]);
    // Back returns to the results as they were; the result opens its context again.
    await landlord.getByTestId('chat-search-back').click();
    await expect.poll(() => landlord.getByTestId('chat-search-results').locator('.csearch__hit').count()).toBe(2);
    await landlord.getByTestId('chat-search-results').locator('.csearch__hit').nth(1).click();
    await landlord.locator('.csearch__msg--found').waitFor();
    await landlord.getByTestId('chat-search-open-chat').click();
    await landlord.waitForURL(new RegExp(`/pagesA/chat/chat/chat\\?conversation_id=${conversationId}`));
    await expect.poll(() => bubbles(landlord).count()).toBeGreaterThanOrEqual(5);
  });

  it("inside the chat, its settings lead to a search of that chat alone, with the sender filter", async () => {
    await landlord.getByTestId('chat-settings').click();
    await landlord.getByTestId('chat-search-here').click();
    await landlord.waitForURL(new RegExp(`/pagesA/chat/search\\?conversation_id=${conversationId}`));
    const input = landlord.getByTestId('chat-search-input').locator('input');
    await input.fill('钥匙');
    await input.press('Enter');
    const hits = landlord.getByTestId('chat-search-results').locator('.csearch__hit');
    await expect.poll(() => hits.count(), { timeout: 15_000 }).toBe(3);
    await landlord.getByTestId('chat-search-sender').selectOption(String(landlordId));
    await landlord.getByTestId('chat-search-empty').waitFor();
    await shot(landlord, 'results-this-chat-sender');
    expect(await seriousFindings(landlord)).toEqual([]);
  });
});
