import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousFindings } from './support/axe.js';
import { apiClient } from './support/api-client.js';
import { testPhoto } from './support/images.js';
import { launchBrowser, logInWithPassword, phoneContext, startServer, stepShots } from './support/server.js';

/**
 * Issue 32's message features on the built app, three people in their own browsers (the member has a second device):
 * a quoted reply (tap the quote: the original is highlighted), a forward of a listing card into a group, a mention of a
 * member who muted the group (their row says so), a delete-for-me that leaves the member's second device live, and a
 * draft that follows the member to the other device.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let api: ReturnType<typeof apiClient>;
const contexts: BrowserContext[] = [];
const shot = stepShots('chat-messages');
const TITLE = '海边两房公寓（转发测试）';
let single = 0;
let groupId = 0;
let cardId = 0;
let questionId = 0;
let thirdId = 0;
let member: Page;
let memberPhone: Page;
let publisher: Page;
let third: Page;

async function pageFor(mobile: string): Promise<Page> {
  const ctx = await phoneContext(browser, { serviceWorkers: 'block', bypassCSP: true }); // axe goes in as an inline script
  contexts.push(ctx);
  const page = await ctx.newPage();
  await logInWithPassword(page, server.base, mobile);
  return page;
}

/** The message menu (long press; a right click in a desktop browser) and one of its actions. */
async function menu(page: Page, messageId: number, action: string) {
  await page.getByTestId(`msg-press-${messageId}`).click({ button: 'right' });
  await page.locator('.adm-action-sheet-button-item:visible').filter({ hasText: action }).click();
}

async function sendText(page: Page, text: string) {
  await page.getByTestId('chat-text').locator('textarea').first().fill(text);
  await page.getByTestId('chat-send').click();
}

beforeAll(async () => {
  server = await startServer();
  api = apiClient(server.base);
  browser = await launchBrowser();
  const a = await api.login('13800000001');
  const pub = await api.login('13800000002');
  const admin = await api.login('13800000100');
  thirdId = admin.user.id;
  // A live house of the publisher, contacted by the member: the chat opens with its card.
  const images = [await api.upload(pub.token, await testPhoto({ r: 60, g: 120, b: 200 }, 1))];
  const cats = await api.call<Array<{ id: number }>>('GET', '/housing/category');
  const house = await api.call<{ id: number }>('POST', '/housing', {
    token: pub.token,
    body: { title: TITLE, description: '步行五分钟到海边。', price: 18000000, price_unit: 'month', category_id: cats[0]!.id, images, deal: 'rent', area_sqm: 60, rooms: 2 },
  });
  await api.call('POST', `/admin/vn/housing/adopt/${house.id}`, { token: admin.token, body: {} });
  const conv = await api.call<{ id: number; last_message: { message_id: number } }>('POST', '/conversation/create-single', { token: a.token, body: { card: { kind: 'housing', id: house.id } } });
  single = conv.id;
  cardId = conv.last_message.message_id;
  const q = await api.call<{ message_id: number }>('POST', '/message/send', { token: pub.token, body: { conversation_id: single, content: { text: '押金要付几个月？' } } });
  questionId = q.message_id;
  // A group of the three; the third member mutes it.
  const group = await api.call<{ id: number }>('POST', '/conversation/create-group', { token: a.token, body: { name: '新移民互助群', memberIds: [pub.user.id, admin.user.id] } });
  groupId = group.id;
  await api.call('POST', '/conversation/settings', { token: admin.token, body: { conversation_id: groupId, is_mute: 1 } });
  member = await pageFor('13800000001');
  memberPhone = await pageFor('13800000001');
  publisher = await pageFor('13800000002');
  third = await pageFor('13800000100');
}, 180_000);
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

describe('messages as people use them', () => {
  it('the member answers the question with a quote; the publisher sees it live; a tap on the quote finds the original', async () => {
    await publisher.goto(`${server.base}/pagesA/chat/chat/chat?conversation_id=${single}`);
    await member.goto(`${server.base}/pagesA/chat/chat/chat?conversation_id=${single}`);
    await member.getByTestId(`msg-press-${questionId}`).waitFor();
    await menu(member, questionId, '回复');
    await member.getByTestId('chat-quote-bar').waitFor();
    expect(await member.getByTestId('chat-quote-bar').textContent()).toContain('押金要付几个月？');
    await shot(member, 'quote-bar');
    await sendText(member, '两个月押金，一个月租金');
    await member.getByTestId('chat-quote-bar').waitFor({ state: 'detached' });
    const quote = publisher.getByTestId(`msg-quote-${questionId}`);
    await quote.waitFor();
    expect(await quote.textContent()).toContain('押金要付几个月？');
    await quote.click();
    await publisher.locator(`.chat-msg--found[data-mid="${questionId}"]`).waitFor();
    await shot(publisher, 'quote-found');
  });

  it('the member forwards the listing card into the group; the third member sees it marked forwarded', async () => {
    await menu(member, cardId, '转发');
    await member.getByTestId('chat-select-bar').waitFor();
    expect(await member.getByTestId(`msg-check-${cardId}`).isChecked()).toBe(true);
    await member.getByTestId('chat-forward').click();
    await member.getByTestId('forward-search').locator('input').fill('互助');
    await member.getByTestId(`forward-target-${groupId}`).click();
    await shot(member, 'forward-picker');
    await member.getByTestId('forward-send').click();
    await member.getByTestId(`forward-result-${groupId}`).waitFor();
    expect(await member.getByTestId(`forward-result-${groupId}`).getAttribute('data-code')).toBe('200');
    await shot(member, 'forward-results');
    await member.getByTestId('forward-done').click();
    await member.getByTestId('chat-input').waitFor();
    await third.goto(`${server.base}/pagesA/chat/chat/chat?conversation_id=${groupId}`);
    const card = third.getByTestId('chat-messages').locator('.chat-msg').filter({ has: third.getByTestId('msg-card') });
    await card.waitFor();
    expect(await card.getByTestId('msg-forwarded').textContent()).toBe('转发的消息');
    expect(await card.getByTestId('msg-card').textContent()).toContain(TITLE);
    await shot(third, 'forwarded-card');
  });

  it('the member mentions the third member, who muted the group: their message centre says so until read', async () => {
    await third.goto(`${server.base}/pagesA/chat/conversation/list`);
    await third.getByTestId(`chat-row-${groupId}`).waitFor();
    await member.goto(`${server.base}/pagesA/chat/chat/chat?conversation_id=${groupId}`);
    // The room as the member sees it before typing: the card forwarded into it in the step before.
    await member.getByTestId('chat-messages').getByTestId('msg-forwarded').last().waitFor();
    const box = member.getByTestId('chat-text').locator('textarea').first();
    await box.click();
    await box.pressSequentially('@');
    await member.getByTestId('mention-list').waitFor();
    await shot(member, 'mention-picker');
    await member.getByTestId(`mention-member-${thirdId}`).click();
    await box.pressSequentially('周六来帮忙吗？');
    await member.getByTestId('chat-send').click();
    await member.getByTestId('chat-messages').getByTestId('msg-mention').last().waitFor();
    await third.getByTestId(`chat-mention-${groupId}`).waitFor();
    expect(await third.getByTestId(`chat-mention-${groupId}`).textContent()).toContain('有人@我');
    await shot(third, 'mentioned-row');
    await third.getByTestId(`chat-row-${groupId}`).click();
    await third.getByTestId('chat-messages').getByTestId('msg-mention').last().waitFor();
    await third.goBack();
    await third.getByTestId(`chat-row-${groupId}`).waitFor();
    await expect.poll(() => third.getByTestId(`chat-mention-${groupId}`).count()).toBe(0);
  });

  it('typing after @ narrows the picker to the matching members; Enter writes the mention; a space with no match closes it', async () => {
    await member.goto(`${server.base}/pagesA/chat/chat/chat?conversation_id=${groupId}`);
    await member.getByTestId('chat-messages').getByTestId('msg-forwarded').last().waitFor();
    const box = member.getByTestId('chat-text').locator('textarea').first();
    const rows = member.getByTestId('mention-list').locator('.chat-picker__row');
    await box.click();
    await box.pressSequentially('@');
    await member.getByTestId('mention-list').waitFor();
    // The owner sees @all first, then both other members; the arrows move through them.
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.first().getAttribute('data-testid')).toBe('mention-all');
    const name = (await member.getByTestId(`mention-member-${thirdId}`).locator('.chat-picker__name').textContent())!.trim();
    const others = (await rows.locator('.chat-picker__name').allTextContents()).filter((t) => t !== name).join(' ');
    // Two letters of the third member's name no other row has (a Chinese name: a substring of it).
    const typed = [...Array(name.length - 1).keys()].map((i) => name.slice(i, i + 2)).find((q) => !others.includes(q) && !'all'.startsWith(q.toLowerCase()))!;
    await box.press('ArrowDown');
    expect(await rows.nth(1).getAttribute('aria-current')).toBe('true');
    await box.pressSequentially(typed);
    await expect.poll(() => rows.count()).toBe(1);
    await member.getByTestId(`mention-member-${thirdId}`).waitFor();
    expect(await rows.first().getAttribute('aria-current')).toBe('true');
    await shot(member, 'mention-typed-letters');
    expect(await seriousFindings(member)).toEqual([]);
    await box.press('Enter');
    await member.getByTestId('mention-list').waitFor({ state: 'detached' });
    expect(await box.inputValue()).toBe(`@${name} `);
    // Letters nobody's name has, then a space: the picker closes and the text stays as typed.
    await box.pressSequentially('看这里 @qqq');
    await member.getByTestId('mention-list').getByText('没有匹配的成员').or(member.getByTestId('mention-list').locator('.chat-picker__empty')).first().waitFor();
    await box.pressSequentially(' ');
    await member.getByTestId('mention-list').waitFor({ state: 'detached' });
    expect(await box.inputValue()).toBe(`@${name} 看这里 @qqq `);
    await member.getByTestId('chat-send').click();
    await expect.poll(() => member.getByTestId('chat-messages').locator('.chat-msg').last().textContent()).toContain('看这里');
    // Marked as a mention once the server's copy is in (the mention went with the send).
    await member.getByTestId('chat-messages').locator('.chat-msg').last().getByTestId('msg-mention').waitFor();
  });

  it('a message deleted for me on one device disappears from the other at once', async () => {
    await memberPhone.goto(`${server.base}/pagesA/chat/chat/chat?conversation_id=${single}`);
    await memberPhone.getByTestId(`msg-${questionId}`).waitFor();
    await member.goto(`${server.base}/pagesA/chat/chat/chat?conversation_id=${single}`);
    await menu(member, questionId, '删除');
    await member.locator('.adm-dialog-button').filter({ hasText: '删除' }).click();
    await member.getByTestId(`msg-${questionId}`).waitFor({ state: 'detached' });
    await memberPhone.getByTestId(`msg-${questionId}`).waitFor({ state: 'detached' });
    await shot(memberPhone, 'deleted-on-second-device');
    // The publisher still has it.
    await publisher.goto(`${server.base}/pagesA/chat/chat/chat?conversation_id=${single}`);
    await publisher.getByTestId(`msg-${questionId}`).waitFor();
  });

  it('a draft typed on one device is on the other: on the row as [草稿], in the input when the room opens; sending clears it', async () => {
    await member.goto(`${server.base}/pagesA/chat/chat/chat?conversation_id=${groupId}`);
    // The room loaded before typing, as a person would see it (typed into a room still loading, the draft may go nowhere).
    await member.getByTestId('chat-messages').getByTestId('msg-forwarded').last().waitFor();
    await member.getByTestId('chat-text').locator('textarea').first().fill('周六我带工具');
    await memberPhone.goto(`${server.base}/pagesA/chat/conversation/list`);
    await memberPhone.getByTestId(`chat-draft-${groupId}`).waitFor();
    expect(await memberPhone.getByTestId(`chat-preview-${groupId}`).textContent()).toContain('周六我带工具');
    await shot(memberPhone, 'draft-on-row');
    await memberPhone.getByTestId(`chat-row-${groupId}`).click();
    const box = memberPhone.getByTestId('chat-text').locator('textarea').first();
    await expect.poll(() => box.inputValue()).toBe('周六我带工具');
    await memberPhone.getByTestId('chat-send').click();
    await member.getByTestId('chat-messages').getByText('周六我带工具').waitFor();
    await member.goto(`${server.base}/pagesA/chat/conversation/list`);
    await member.getByTestId(`chat-row-${groupId}`).waitFor();
    await expect.poll(() => member.getByTestId(`chat-draft-${groupId}`).count()).toBe(0);
  });
});
