import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { launchBrowser, startServer, stepShots, logInWithPassword, phoneContext } from './support/server.js';

/**
 * Customer service and FAQ in Chromium on the built app served by the real server: a member opens the service
 * centre, finds an answer by a Chinese word, opens it, says it helped (once), and opens the chat with the area's
 * service account; an admin edits the entry through the API and the change shows on reload.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let page: Page;
const shot = stepShots('customer');
const MEMBER_MOBILE = '13800000001';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const context = await phoneContext(browser);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const id = (testId: string) => page.getByTestId(testId);

describe('the service centre', () => {
  let questionId = 0;

  it('a member opens the service centre: topics, search and contact channels', async () => {
    await logInWithPassword(page, server.base, MEMBER_MOBILE);
    await page.goto(`${server.base}/pagesA/customer/index`);
    await id('faq-cat-account').waitFor();
    expect(await page.locator('[data-testid^="faq-cat-"]').count()).toBeGreaterThanOrEqual(4);
    await id('faq-chat').waitFor();
    expect(await id('faq-phone').getAttribute('href')).toMatch(/^tel:\+\d+$/);
    await id('faq-groups').waitFor();
    await page.waitForTimeout(300);
    await shot(page, 'centre');
    await id('faq-contact').scrollIntoViewIfNeeded();
    await shot(page, 'centre-contact');
  });

  it('finds an answer by a Chinese word', async () => {
    await id('faq-search').locator('input').fill('退款');
    await id('faq-search').locator('input').press('Enter');
    await page.waitForURL('**/pagesA/customer/question?keyword=*');
    const hit = id('faq-question').filter({ hasText: '如何申请退款？' });
    await hit.waitFor();
    expect(await id('faq-list-title').textContent()).toBe('“退款”的搜索结果');
    await shot(page, 'search');
    await hit.click();
    await page.waitForURL('**/pagesA/customer/question-detail?id=*');
    questionId = Number(new URL(page.url()).searchParams.get('id'));
    await id('faq-answer').waitFor();
    expect(await id('faq-detail-title').textContent()).toBe('如何申请退款？');
    expect(await id('faq-answer').locator('strong').textContent()).toBe('在线客服');
    await id('faq-related').waitFor();
    await shot(page, 'answer');
  });

  it('says it helped, once', async () => {
    await id('faq-vote-yes').click();
    await id('faq-vote-result').waitFor();
    expect(await id('faq-vote-result').textContent()).toBe('感谢反馈：您觉得有帮助');
    expect(await id('faq-vote-counts').textContent()).toBe('1 人觉得有帮助 · 0 人觉得没帮助');
    await id('faq-vote').scrollIntoViewIfNeeded();
    await shot(page, 'voted');
    await page.reload();
    await id('faq-vote-result').waitFor();
    expect(await id('faq-vote-yes').count()).toBe(0);
  });

  it('opens the chat with the area’s service account', async () => {
    await page.goto(`${server.base}/pagesA/customer/index`);
    await id('faq-chat').click();
    await page.waitForURL('**/pagesA/chat/chat/chat?*');
    await id('chat-room').waitFor();
    await expect.poll(() => id('chat-title').textContent(), { timeout: 15_000 }).toMatch(/管理员/);
    await id('chat-text').locator('textarea').first().fill('你好，我想申请退款');
    await id('chat-send').click();
    await id('chat-messages').getByText('你好，我想申请退款').waitFor();
    await page.waitForTimeout(300);
    await shot(page, 'chat');
  });

  it('the plain old layout lists every category with its questions', async () => {
    await page.goto(`${server.base}/pagesA/customer/index-old`);
    await id('faq-old-payment').waitFor();
    await id('faq-old-payment').getByText('如何申请退款？').waitFor();
    await shot(page, 'index-old');
  });

  it('an admin edits the entry and the change shows on reload', async () => {
    const api = apiClient(server.base);
    const admin = await api.login('superadmin');
    const info = await api.call<{ question: { category_id: number; answer: string } }>('GET', `/customer/question/info/${questionId}`);
    await api.call('POST', '/customer/admin/question/save', {
      token: admin.token,
      body: { id: questionId, site_area_id: 0, lang: 'zh', category_id: info.question.category_id, title: '如何申请退款？（新流程）', answer: `${info.question.answer}<p>新流程：在订单页直接点击<em>申请退款</em>。</p><script>alert(1)</script>`, sort: 10 },
    });
    await page.goto(`${server.base}/pagesA/customer/question-detail?id=${questionId}`);
    await page.reload();
    await expect.poll(() => id('faq-detail-title').textContent()).toBe('如何申请退款？（新流程）');
    expect(await id('faq-answer').locator('em').textContent()).toBe('申请退款');
    expect(await id('faq-answer').locator('script').count()).toBe(0);
    await shot(page, 'edited');
  });
});
