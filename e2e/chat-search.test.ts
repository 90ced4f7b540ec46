import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousFindings } from './support/axe.js';
import { apiClient } from './support/api-client.js';
import { launchBrowser, logInWithPassword, phoneContext, startServer, stepShots } from './support/server.js';

/**
 * Chat search as a member uses it (docs/chat-search.md): two people chat about the deposit (among small talk); the
 * landlord searches 押金 from the message centre, sees both messages with the word marked, opens one: the chat opens
 * at it, highlighted, with older messages loading above and a jump to the newest; then searches inside the chat (its
 * settings sheet) with the sender filter.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
const contexts: BrowserContext[] = [];
let tenant: Page;
let landlord: Page;
let landlordId = 0;
let conversationId = 0;
let questionId = 0;
/** Small talk before and after the question: more than the room shows around a message on either side. */
const SMALL_TALK = 22;
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
    const api = apiClient(server.base);
    // Each sender within the send rate (30 in 10 s): the tenant talks before, the landlord after.
    const tokens = { '13800000001': (await api.login('13800000001')).token, '13800000002': (await api.login('13800000002')).token };
    const say = (mobile: keyof typeof tokens, text: string) => {
      const token = tokens[mobile];
      return api.call<{ message_id: number }>('POST', '/message/send', { token, body: { conversation_id: conversationId, content: { text } } });
    };
    for (let i = 1; i <= SMALL_TALK; i++) await say('13800000001', `闲聊第${i}句`);
    questionId = (await say('13800000001', '房东你好，押金什么时候可以退？')).message_id;
    // The tenant's room has every message so far (pushed in order) before counting bubbles for the next sends.
    await tenant.getByTestId('chat-messages').getByText('房东你好，押金什么时候可以退？').waitFor();
    for (let i = 1; i <= 3; i++) await sendText(tenant, `第${i}件事：钥匙已经放在门口`);
    for (let i = SMALL_TALK + 1; i <= 2 * SMALL_TALK; i++) await say('13800000002', `闲聊第${i}句`);
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

  it('a result opens the chat at the message, centred and highlighted among its neighbours', async () => {
    const hit = landlord.getByTestId('chat-search-results').locator('.csearch__hit').nth(1);
    await hit.click();
    await landlord.waitForURL(new RegExp(`/pagesA/chat/chat/chat\\?conversation_id=${conversationId}&around=${questionId}`));
    const found = landlord.locator(`.chat-msg--found[data-mid="${questionId}"]`);
    await found.waitFor();
    expect(await found.textContent()).toContain('房东你好，押金什么时候可以退？');
    // In view, between the messages around it (not the newest: those load below).
    const box = (await found.boundingBox())!;
    const view = (await landlord.getByTestId('chat-messages').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(view.y);
    expect(box.y + box.height).toBeLessThanOrEqual(view.y + view.height);
    expect(await landlord.getByTestId('chat-messages').getByText('押金下周一退给你').count()).toBe(0);
    await landlord.getByTestId('chat-jump-newest').waitFor();
    await shot(landlord, 'chat-opened-at-message');
    expect(await seriousFindings(landlord)).toEqual([]);
  });

  it('scrolling up loads older messages; a reload opens at the same message; "jump to newest" and a send go to the newest', async () => {
    const messages = landlord.getByTestId('chat-messages');
    await expect.poll(() => messages.getByText(`闲聊第${SMALL_TALK}句`).count()).toBe(1);
    expect(await messages.getByText('闲聊第1句').count()).toBe(0);
    await messages.evaluate((el) => el.scrollTo(0, 0));
    await messages.getByText('闲聊第1句').waitFor();
    await messages.getByText('没有更早的消息了').waitFor();
    // A message from the tenant while the room shows the older window: it is there once the room reaches the newest.
    const api = apiClient(server.base);
    const { token } = await api.login('13800000001');
    await api.call('POST', '/message/send', { token, body: { conversation_id: conversationId, content: { text: '我周一在家' } } });
    await landlord.reload();
    await landlord.locator(`.chat-msg--found[data-mid="${questionId}"]`).waitFor();
    await landlord.getByTestId('chat-jump-newest').click();
    await landlord.waitForURL((url) => !url.searchParams.has('around'));
    await expect.poll(() => bubbles(landlord).last().textContent()).toContain('我周一在家');
    expect(await messages.getByText('押金下周一退给你').count()).toBe(1);
    await landlord.getByTestId('chat-jump-newest').waitFor({ state: 'detached' });
    await shot(landlord, 'jumped-to-newest');
    expect(await seriousFindings(landlord)).toEqual([]);
    // Opened at the message again, a send goes to the newest, where it shows.
    await landlord.goto(`${server.base}/pagesA/chat/chat/chat?conversation_id=${conversationId}&around=${questionId}`);
    await landlord.locator(`.chat-msg--found[data-mid="${questionId}"]`).waitFor();
    await landlord.getByTestId('chat-text').locator('textarea').first().fill('好的，周一见');
    await landlord.getByTestId('chat-send').click();
    await landlord.waitForURL((url) => !url.searchParams.has('around'));
    await expect.poll(() => bubbles(landlord).last().textContent()).toContain('好的，周一见');
    await expect.poll(() => bubbles(landlord).last().getAttribute('data-status')).toBe('sent');
    // The newest page replaces the window (what came before the sent message, the tenant's included).
    await expect.poll(() => messages.getByText('我周一在家').count()).toBe(1);
    await shot(landlord, 'sent-from-window');
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
