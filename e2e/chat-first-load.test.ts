import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { ANIMATION_LIBRARIES, launchBrowser, logInWithPassword, phoneContext, recordRequests, startServer, stepShots } from './support/server.js';

/*
 * The message centre on a phone: its first load brings no gesture or animation library (SwipeAction loads on the first
 * touch, apps/web/src/features/chat/swipe-row.tsx), a swipe still opens a row's actions, and the list pages through
 * the shared pager past the newest 100 while conversations move, each once. The demo group (chat seed,
 * demo-group.ts) is the owner's first row with its unread count and "someone @mentioned you".
 */
const LIST = '/pagesA/chat/conversation/list';
const OWNER = '13700009001'; // 阿梅, owner of the demo group
const TOM = '13700009003';
const LINH = '13700009004';
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let api: ReturnType<typeof apiClient>;
const shot = stepShots('chat-first-load');

type Row = { id: number; name: string; unread_count: number; mention?: string | null };

beforeAll(async () => {
  server = await startServer();
  api = apiClient(server.base);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const rowIds = (p: Page) => p.getByTestId('chat-list-items').locator('[data-testid^="chat-row-"]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-testid')!.slice('chat-row-'.length))));

/** The whole list as the server orders it, read page by page through its cursor. */
async function serverOrder(token: string): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const q: string = cursor ? `limit=100&cursor=${encodeURIComponent(cursor)}` : 'page=1&limit=100';
    const page: { list: Row[]; next_cursor: string | null } = await api.call('GET', `/message/conversation/list?${q}`, { token });
    ids.push(...page.list.map((c) => c.id));
    cursor = page.next_cursor;
  } while (cursor);
  return ids;
}

describe('the message centre on a phone', () => {
  it('first load: no gesture or animation library; the demo group on top with its unread count and @ marker', async () => {
    const phone = await phoneContext(browser, { hasTouch: true, isMobile: true, serviceWorkers: 'block' });
    const p = await phone.newPage();
    await logInWithPassword(p, server.base, OWNER);
    const owner = await api.login(OWNER);
    const list: { list: Row[] } = await api.call('GET', '/message/conversation/list?page=1&limit=20', { token: owner.token });
    const group = list.list[0]!;
    expect([group.name, group.unread_count, group.mention]).toEqual(['胡志明市租房交流群', 2, 'me']);

    const requests = recordRequests(p);
    await p.goto(`${server.base}${LIST}`);
    await p.getByTestId(`chat-row-${group.id}`).waitFor();
    await p.waitForLoadState('networkidle');
    expect(requests.paths.filter((u) => ANIMATION_LIBRARIES.test(u))).toEqual([]);
    expect(await p.getByTestId(`chat-unread-${group.id}`).textContent()).toBe('2');
    expect(await p.getByTestId(`chat-mention-${group.id}`).textContent()).toContain('[有人@我]');
    await p.getByText('没有更多会话了').waitFor();
    await shot(p, 'owner-list-first-load');

    // A real swipe to the left with a finger (CDP touch, as the browser gets it): the actions load then and open.
    const box = (await p.getByTestId(`chat-row-${group.id}`).boundingBox())!;
    const cdp = await phone.newCDPSession(p);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    const y = box.y + box.height / 2;
    await touch('touchStart', box.x + box.width - 30, y);
    for (let i = 1; i <= 10; i++) await touch('touchMove', box.x + box.width - 30 - i * 25, y + i);
    await touch('touchEnd');
    const actions = p.getByTestId(`chat-swipe-${group.id}`).locator('.adm-swipe-action-actions-right button');
    await expect.poll(() => actions.count()).toBe(4); // pin, mute, delete, leave
    await expect.poll(async () => (await actions.first().boundingBox())?.x ?? 999).toBeLessThan(box.x + box.width - 20);
    expect(requests.paths.some((u) => ANIMATION_LIBRARIES.test(u))).toBe(true);
    // The swipe opened the actions, not the conversation.
    expect(new URL(p.url()).pathname).toBe(LIST);
    await p.waitForTimeout(400); // the actions finish sliding in for the picture
    await shot(p, 'owner-row-swiped');
    await actions.first().click();
    await expect.poll(() => p.getByTestId(`chat-row-${group.id}`).getAttribute('class')).toContain('chat-row--top');
    // A second swipe is SwipeAction's own, straight away.
    await touch('touchStart', box.x + box.width - 30, y);
    for (let i = 1; i <= 10; i++) await touch('touchMove', box.x + box.width - 30 - i * 25, y);
    await touch('touchEnd');
    await expect.poll(() => actions.first().textContent()).toBe('取消置顶');
    await actions.first().click();
    await expect.poll(() => p.getByTestId(`chat-row-${group.id}`).getAttribute('class')).not.toContain('chat-row--top');
    // A tap still opens the conversation.
    await p.getByTestId(`chat-row-${group.id}`).click();
    await p.waitForURL(`**/pagesA/chat/chat/chat?conversation_id=${group.id}`);
    await phone.close();
  });

  it('past the newest 100: the next page on scrolling down, each conversation once while rows move, and the end line', { timeout: 120_000 }, async () => {
    const tom = await api.login(TOM);
    const linh = await api.login(LINH);
    // 105 groups of Tom's (with Linh), one after another: the newest 100 are the first page.
    const groups: number[] = [];
    for (let i = 1; i <= 105; i++) {
      const g: { id: number } = await api.call('POST', '/conversation/create-group', { token: tom.token, body: { name: `周末看房团 ${i}`, memberIds: [linh.user.id] } });
      groups.push(g.id);
    }
    const phone = await phoneContext(browser, { hasTouch: true, isMobile: true, serviceWorkers: 'block' });
    const p = await phone.newPage();
    await logInWithPassword(p, server.base, TOM);
    const listCalls = recordRequests(p);
    await p.goto(`${server.base}${LIST}`);
    await expect.poll(() => rowIds(p).then((ids) => ids.length), { timeout: 15_000 }).toBe(100);
    expect(listCalls.paths.filter((u) => u === '/api/message/conversation/list')).toHaveLength(1);

    // While only the first page is in: Linh writes in the oldest group (not loaded yet) and in one of the first page.
    await api.call('POST', '/message/send', { token: linh.token, body: { conversation_id: groups[0], type: 'text', content: { text: '这周六谁去看房？' }, temp_id: 'fl_a1' } });
    await expect.poll(() => rowIds(p).then((ids) => ids.indexOf(groups[0]!))).toBe(0);
    await api.call('POST', '/message/send', { token: linh.token, body: { conversation_id: groups[60], type: 'text', content: { text: '我去' }, temp_id: 'fl_a2' } });
    await expect.poll(() => rowIds(p).then((ids) => ids.indexOf(groups[60]!))).toBe(0);
    await p.waitForTimeout(300);
    await shot(p, 'tom-list-moved');

    // Scrolled to the end: the rest comes in, the end line shows, and the rows are the server's whole list, each once.
    const end = p.getByText('没有更多会话了');
    for (let i = 0; i < 20 && !(await end.isVisible()); i++) {
      await p.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await p.waitForTimeout(200);
    }
    await end.waitFor();
    const shown = await rowIds(p);
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown).toEqual(await serverOrder(tom.token));
    expect(shown.length).toBeGreaterThanOrEqual(107);
    expect(listCalls.paths.filter((u) => u === '/api/message/conversation/list').length).toBeGreaterThanOrEqual(2);
    await end.scrollIntoViewIfNeeded();
    await shot(p, 'tom-list-end');

    // After paging: a message in a row of the second page moves it to the top, once.
    await api.call('POST', '/message/send', { token: linh.token, body: { conversation_id: groups[2], type: 'text', content: { text: '几点集合？' }, temp_id: 'fl_a3' } });
    await expect.poll(() => rowIds(p).then((ids) => ids[0])).toBe(groups[2]);
    const after = await rowIds(p);
    expect(new Set(after).size).toBe(after.length);
    expect(after).toEqual(await serverOrder(tom.token));
    // Deleted on another of Tom's devices: the row goes at once.
    await api.call('POST', '/conversation/delete', { token: tom.token, body: { conversation_id: groups[1] } });
    await p.getByTestId(`chat-row-${groups[1]}`).waitFor({ state: 'detached' });
    expect(await rowIds(p)).toEqual(after.filter((id) => id !== groups[1]));
    await phone.close();
  });
});
