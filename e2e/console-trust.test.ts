import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { untilStill } from './support/motion.js';
import { launchBrowser, logInWithPassword, startServer, stepShots } from './support/server.js';

/**
 * The scam patterns page at desktop size (docs/trust.md): the Ho Chi Minh City admin sees the seeded patterns, tries a
 * text, is told clearly why a catastrophic regular expression is refused, adds a phrase, finds it with the try-it box,
 * and a new member's chat message carrying it is flagged for the receiver.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
const contexts: BrowserContext[] = [];
let admin: Page;
const shot = stepShots('console-trust');

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN', serviceWorkers: 'block' });
  contexts.push(context);
  admin = await context.newPage();
  await logInWithPassword(admin, server.base, '13800000100');
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

describe('scam patterns in the console', () => {
  it('lists the area’s seeded patterns and tries a text', { timeout: 120_000 }, async () => {
    await admin.goto(`${server.base}/admin/trust`);
    const table = admin.getByTestId('trust-patterns');
    await table.locator('tbody tr').nth(5).waitFor({ timeout: 30_000 });
    expect(await table.textContent()).toContain('加微信');
    await admin.getByTestId('trust-test-text').fill('加我微信 abc123，先付定金，电话 0912 345 678');
    await admin.getByTestId('trust-test-run').click();
    const result = admin.getByTestId('trust-test-result');
    await result.waitFor();
    expect(await result.textContent()).toContain('手机号检测');
    expect(await result.textContent()).toContain('定金');
    await shot(admin, 'patterns-and-try');
  });

  it('a catastrophic regular expression is refused with a message saying what to change', { timeout: 60_000 }, async () => {
    await admin.getByTestId('trust-add').click();
    const form = admin.getByTestId('trust-pattern-form');
    await form.waitFor();
    await form.getByRole('radio', { name: '正则表达式' }).check();
    await admin.getByTestId('trust-pattern-input').fill('(a+)+b');
    await admin.getByRole('button', { name: /保\s*存/ }).click();
    // The reason, under the field and in the toast.
    const reason = form.locator('.ant-form-item-explain-error').first();
    await expect.poll(() => reason.textContent()).toContain('不能重复一个本身含有重复');
    await untilStill(reason);
    await shot(admin, 'regex-refused');
    await admin.getByTestId('trust-pattern-input').fill('先打钱再看房');
    await form.getByRole('radio', { name: '关键词' }).check();
    await admin.getByRole('button', { name: /保\s*存/ }).click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => admin.getByTestId('trust-patterns').locator('tbody tr').first().textContent()).toContain('先打钱再看房');
    await shot(admin, 'phrase-added');
  });

  it('the new phrase flags a new member’s message for its receiver', async () => {
    const api = apiClient(server.base);
    const [member, publisher] = [await api.login('member'), await api.login('publisher')];
    const sent = await api.call<{ conversation_id: number }>('POST', '/message/send', { token: member.token, body: { other_user_id: publisher.user.id, type: 'text', content: { text: '你先打钱再看房吧' } } });
    const history = await api.call<{ messages: Array<{ warning?: string }> }>('GET', `/message/history?conversation_id=${sent.conversation_id}`, { token: publisher.token });
    expect(history.messages.at(-1)?.warning).toBe('scam');
  });
});
