import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { startLibreTranslateStandIn } from '../apps/server/tests/support/translate-standins.js';
import { apiClient } from './support/api-client.js';
import { testPhoto } from './support/images.js';
import { launchBrowser, logInWithPassword, phoneContext, startServer, stepShots } from './support/server.js';

/**
 * Issue 31 end to end, two people who share no language (docs/translation.md), with the LibreTranslate stand-in as
 * the engine (its "translation" is `[<target>] ` and the words upper-cased): a Vietnamese-speaking publisher (the app
 * in Vietnamese) and a Chinese-speaking member (the app in Chinese). The member reads the publisher's house
 * translated and shows the original; in their chat the member turns on "translate incoming messages into my
 * language" (their other phone follows it live) and the publisher's Vietnamese arrives translated; the publisher
 * translates the member's Chinese from the long-press menu, and a recall takes that translation away at once; the
 * member translates a post of the square and a comment under it.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let lt: Awaited<ReturnType<typeof startLibreTranslateStandIn>>;
let browser: Browser;
let api: ReturnType<typeof apiClient>;
const shot = stepShots('translate-two-people');
const contexts: BrowserContext[] = [];
let houseId = 0;
let postId = 0;
let commentId = 0;
let publisherId = 0;
let conversationId = 0;
let member: Page;
let memberPhone: Page;
let publisher: Page;

const HOUSE_TITLE = 'Cho thuê phòng trọ gần chợ Bến Thành';
const POST = 'Cuối tuần này quận 1 có hội chợ ẩm thực, mọi người nhớ đến nhé!';
const COMMENT = 'Mấy giờ bắt đầu vậy bạn?';
const TO_MEMBER = 'Phòng vẫn còn trống, anh có thể đến xem lúc 3 giờ chiều';
const TO_PUBLISHER = '好的，我下午三点到，谢谢';

/** A logged-in phone whose app speaks `lang`. */
async function person(account: string, lang: 'zh' | 'vi'): Promise<Page> {
  const ctx = await phoneContext(browser, { locale: lang === 'vi' ? 'vi-VN' : 'zh-CN' });
  contexts.push(ctx);
  await ctx.addInitScript((l) => localStorage.setItem('lang', l), lang);
  const page = await ctx.newPage();
  await logInWithPassword(page, server.base, account);
  return page;
}

const bubbles = (page: Page) => page.getByTestId('chat-messages').locator('.chat-msg');
const bubbleWith = (page: Page, text: string) => bubbles(page).filter({ hasText: text });

async function sendText(page: Page, text: string) {
  await page.getByTestId('chat-text').locator('textarea').first().fill(text);
  await page.getByTestId('chat-send').click();
}

/** Holds a message down until its menu opens (the long press of a phone). */
async function longPress(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(700);
  await page.mouse.up();
  await page.locator('.adm-action-sheet').waitFor();
}

const engineCalls = () => lt.requests.filter((r) => r.path === '/translate').length;

beforeAll(async () => {
  lt = await startLibreTranslateStandIn();
  server = await startServer({ TRANSLATE_PROVIDER: 'libretranslate', LIBRETRANSLATE_URL: lt.url });
  api = apiClient(server.base);
  browser = await launchBrowser();
  const pub = await api.login('13800000002');
  publisherId = pub.user.id;
  const admin = await api.login('13800000100');
  const images = [await api.upload(pub.token, await testPhoto({ r: 90, g: 160, b: 120 }, 2))];
  const cats = await api.call<Array<{ id: number }>>('GET', '/housing/category');
  const saved = await api.call<{ id: number }>('POST', '/housing', {
    token: pub.token,
    body: { title: HOUSE_TITLE, description: 'Phòng 20m², có máy lạnh, giá 4 triệu/tháng.\nGọi 0903 456 789', price: 4000000, price_unit: 'month', category_id: cats[0]!.id, images, deal: 'rent', area_sqm: 20, rooms: 1 },
  });
  await api.call('POST', `/admin/vn/housing/adopt/${saved.id}`, { token: admin.token, body: {} });
  houseId = saved.id;
  postId = (await api.call<{ id: number }>('POST', '/social/post', { token: pub.token, body: { content: POST } })).id;
  commentId = (await api.call<{ id: number }>('POST', '/social/comment/save', { token: pub.token, body: { post_id: postId, content: COMMENT } })).id;
  member = await person('13800000001', 'zh');
  memberPhone = await person('13800000001', 'zh');
  publisher = await person('13800000002', 'vi');
}, 180_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
  await lt?.close();
});

describe('a Chinese-speaking member and a Vietnamese-speaking publisher', () => {
  it('the member reads the publisher’s house translated into Chinese and shows the original', async () => {
    await member.goto(`${server.base}/pages/house/detail?id=${houseId}`);
    await member.getByTestId('translate-action').click();
    await member.getByTestId('translate-from').waitFor();
    expect(await member.getByTestId('translate-from').textContent()).toBe('译自越南语');
    expect(await member.getByTestId('detail-translated-title').textContent()).toBe(`[zh-Hans] ${HOUSE_TITLE.toUpperCase()}`);
    expect(await member.getByTestId('detail-description').getAttribute('lang')).toBe('zh');
    await shot(member, 'member-house-translated');
    await member.getByTestId('translate-original').click();
    expect(await member.getByTestId('detail-description').textContent()).toBe('Phòng 20m², có máy lạnh, giá 4 triệu/tháng.\nGọi 0903 456 789');
    await shot(member, 'member-house-original');
  });

  it('the member turns on "translate incoming messages into my language"; the member’s other phone follows at once', async () => {
    await member.goto(`${server.base}/pagesA/chat/chat/chat?user_id=${publisherId}`);
    await member.waitForURL(/conversation_id=\d+/);
    conversationId = Number(new URL(member.url()).searchParams.get('conversation_id'));
    await memberPhone.goto(`${server.base}/pagesA/chat/chat/chat?conversation_id=${conversationId}`);
    await memberPhone.getByTestId('chat-room').waitFor();
    await member.getByTestId('chat-settings').click();
    const toggle = member.getByTestId('chat-auto-translate');
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await shot(member, 'member-auto-translate-on');
    // The other phone, open in the same room, was told (conversation_updated): its settings show the switch on.
    await memberPhone.getByTestId('chat-settings').click();
    await expect.poll(() => memberPhone.getByTestId('chat-auto-translate').getAttribute('aria-checked')).toBe('true');
    for (const page of [member, memberPhone]) {
      await page.locator('.group-sheet .adm-nav-bar-back').click();
      await page.getByTestId('chat-single-settings').waitFor({ state: 'detached' });
    }
  });

  it('the publisher writes in Vietnamese; on both of the member’s phones it arrives in Chinese, the original one tap away', async () => {
    await publisher.goto(`${server.base}/pagesA/chat/chat/chat?conversation_id=${conversationId}`);
    await publisher.getByTestId('chat-room').waitFor();
    await sendText(publisher, TO_MEMBER);
    await expect.poll(() => bubbles(publisher).last().getAttribute('data-status')).toBe('sent');
    const translated = `[zh-Hans] ${TO_MEMBER.toUpperCase()}`;
    for (const page of [member, memberPhone]) {
      const text = page.getByTestId('chat-messages').locator('[data-testid="msg-text"][data-translated="true"]').last();
      await expect.poll(() => text.textContent(), { timeout: 15_000 }).toBe(translated);
      expect(await text.getAttribute('lang')).toBe('zh');
      expect(await page.getByTestId('chat-messages').getByTestId('translate-from').last().textContent()).toBe('译自越南语');
    }
    await shot(member, 'member-message-auto-translated');
    // The phone opened afresh (nothing kept in the page) translates it again from the server's cache: no engine call.
    const asked = engineCalls();
    await memberPhone.reload();
    const again = memberPhone.getByTestId('chat-messages').locator('[data-testid="msg-text"][data-translated="true"]').last();
    await expect.poll(() => again.textContent(), { timeout: 15_000 }).toBe(translated);
    expect(engineCalls()).toBe(asked);
    await member.getByTestId('chat-messages').getByTestId('translate-original').last().click();
    await bubbleWith(member, TO_MEMBER).waitFor();
    await shot(member, 'member-message-original');
    await member.getByTestId('chat-messages').getByTestId('translate-again').last().click();
    await bubbleWith(member, translated).waitFor();
  });

  it('when the engine fails, the member reads the publisher’s original in an intact bubble with "translation unavailable"', async () => {
    // Only this phone asks for it (the other leaves the room), so the engine's one failure is this one's.
    await memberPhone.goto(`${server.base}/pagesA/chat/conversation/list`);
    lt.script(lt.errors.crash());
    const words = 'Anh nhớ mang theo giấy tờ tùy thân nhé';
    await sendText(publisher, words);
    const bubble = bubbleWith(member, words);
    await bubble.waitFor();
    await member.getByTestId('chat-messages').getByTestId('translate-failed').last().waitFor();
    expect(await member.getByTestId('chat-messages').getByTestId('translate-failed').last().textContent()).toBe('暂时无法翻译，请稍后再试');
    expect(await bubble.getByTestId('msg-text').getAttribute('data-translated')).toBeNull();
    await shot(member, 'member-message-translation-failed');
    // "Try again" works once the engine answers.
    await member.getByTestId('chat-messages').getByRole('button', { name: '重试' }).last().click();
    await expect.poll(() => bubbles(member).last().getByTestId('msg-text').textContent()).toBe(`[zh-Hans] ${words.toUpperCase()}`);
  });

  it('the member answers in Chinese; the publisher, without the switch, translates it from the long-press menu', async () => {
    const before = engineCalls();
    await sendText(member, TO_PUBLISHER);
    const received = bubbleWith(publisher, TO_PUBLISHER);
    await received.waitFor();
    // Nothing is translated by itself on the publisher's side (the switch is the member's own).
    expect(await received.getByTestId('translate-bar').count()).toBe(0);
    await longPress(publisher, received.locator('.chat-msg__press'));
    await shot(publisher, 'publisher-message-menu');
    await publisher.locator('.adm-action-sheet-button-item').filter({ hasText: 'Dịch' }).click();
    const text = publisher.getByTestId('chat-messages').locator('[data-testid="msg-text"][data-translated="true"]').last();
    await expect.poll(() => text.textContent()).toBe(`[vi] ${TO_PUBLISHER}`);
    expect(await text.getAttribute('lang')).toBe('vi');
    expect(await publisher.getByTestId('chat-messages').getByTestId('translate-from').last().textContent()).toMatch(/^Dịch từ /);
    expect(engineCalls()).toBe(before + 1);
    await shot(publisher, 'publisher-message-translated');
  });

  it('the member recalls that message: the publisher’s translation goes with it at once', async () => {
    await longPress(member, bubbleWith(member, TO_PUBLISHER).locator('.chat-msg__press'));
    await member.locator('.adm-action-sheet-button-item').filter({ hasText: '撤回' }).click();
    await member.getByTestId('chat-messages').getByText('此消息已被撤回').waitFor();
    await expect.poll(() => publisher.getByTestId('chat-messages').getByText(`[vi] ${TO_PUBLISHER}`).count()).toBe(0);
    expect(await publisher.getByTestId('chat-messages').getByText(TO_PUBLISHER).count()).toBe(0);
    await publisher.getByTestId('chat-messages').locator('.chat-note').last().waitFor();
    await shot(publisher, 'publisher-sees-recall');
  });

  it('the member translates the publisher’s post in the square and the comment under it', async () => {
    await member.goto(`${server.base}/pagesA/socialize/dynamics-detail?id=${postId}`);
    const post = member.getByTestId(`post-${postId}`);
    await post.getByTestId('translate-action').click();
    await post.getByTestId('translate-from').waitFor();
    expect(await post.getByTestId('post-text').textContent()).toBe(`[zh-Hans] ${POST.toUpperCase()}`);
    const comment = member.getByTestId(`comment-body-${commentId}`);
    await comment.getByTestId('translate-action').click();
    await comment.getByTestId('translate-from').waitFor();
    const text = comment.locator('.scomment__text');
    expect(await text.textContent()).toBe(`[zh-Hans] ${COMMENT.toUpperCase()}`);
    expect(await text.getAttribute('lang')).toBe('zh');
    await shot(member, 'member-post-and-comment-translated');
    await comment.getByTestId('translate-original').click();
    expect(await text.textContent()).toBe(COMMENT);
  });
});
