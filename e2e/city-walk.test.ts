import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { keepMapsLocal } from './support/map-tiles.js';
import { launchBrowser, logInWithPassword, phoneContext, startServer, stepShots } from './support/server.js';

/**
 * City walks in Chromium on the built app served by the real server (docs/travel.md): the list with the area's
 * official routes; a member publishes a walk with three stops picked on the map, the area's admin approves it, and
 * the detail shows the stops numbered in order on the map and in the list; another member likes it and comments,
 * the author replies; search finds it. Tiles are answered locally (no request leaves the machine).
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let memberCtx: BrowserContext;
let otherCtx: BrowserContext;
let member: Page;
let other: Page;
let outside: Array<Awaited<ReturnType<typeof keepMapsLocal>>> = [];
const shot = stepShots('city-walk');
const STOP_NAMES = ['滨城市场', '统一宫', '圣母大教堂'];
let walkId = 0;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  memberCtx = await phoneContext(browser);
  otherCtx = await phoneContext(browser);
  outside = [await keepMapsLocal(memberCtx, server.base), await keepMapsLocal(otherCtx, server.base)];
  member = await memberCtx.newPage();
  other = await otherCtx.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const pinLabels = (page: Page) => page.locator('.hw-map__pin').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

describe('city walks', () => {
  it('the list shows the carousel, categories, the area’s official routes and members’ walks', async () => {
    await member.goto(`${server.base}/pagesA/cityWalk/list`);
    await member.getByTestId('official-walks').waitFor();
    expect(await member.getByTestId('official-walks').locator('a').count()).toBe(10);
    await member.getByTestId('walk-carousel').locator('img').first().waitFor();
    await member.locator('[data-testid="member-walks"] a').first().waitFor();
    await member.waitForTimeout(300);
    await shot(member, 'list');
  });

  it('an official route: its stops numbered in order on the map, distance and time', async () => {
    await member.getByTestId('official-walks').locator('a').first().click();
    await member.waitForURL('**/pagesA/cityWalk/detail?id=*&official=1');
    await member.locator('.hw-map__pin').first().waitFor();
    const stops = await member.getByTestId('walk-stop').allTextContents();
    expect(stops.length).toBeGreaterThanOrEqual(3);
    expect(await pinLabels(member)).toEqual(stops.map((s, i) => `${i + 1}. ${s}`));
    expect(await member.getByTestId('walk-distance').textContent()).toMatch(/公里|米/);
    await member.locator('.leaflet-tile-loaded').first().waitFor();
    await shot(member, 'official-detail');
  });

  it('a member publishes a walk with three stops picked on the map; it waits for the area’s review', async () => {
    await logInWithPassword(member, server.base, '13800000001');
    await member.goto(`${server.base}/pagesA/cityWalk/add`);
    await member.getByTestId('walk-add-form').waitFor();
    await member.getByTestId('walk-title-input').fill('第一郡半日漫步');
    await member.getByTestId('walk-content-input').fill('从市场出发，经过统一宫，到教堂结束。');
    const map = member.getByTestId('stops-editor').locator('.leaflet-container');
    await map.waitFor();
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    // Three taps: west of the centre, the centre, north-east of it.
    const taps = [
      [box.width / 2 - 90, box.height / 2 + 40],
      [box.width / 2, box.height / 2],
      [box.width / 2 + 80, box.height / 2 - 60],
    ] as const;
    for (const [i, [x, y]] of taps.entries()) {
      await member.mouse.click(box.x + x, box.y + y);
      await member.getByTestId(`stop-name-${i + 1}`).waitFor();
      await member.getByTestId(`stop-name-${i + 1}`).fill(STOP_NAMES[i]!);
    }
    expect(await member.locator('[data-testid="stops-editor"] .hw-map__pin').count()).toBe(3);
    expect(await member.getByTestId('walk-add-total').textContent()).toMatch(/全程约 .+，预计 .+分钟/);
    await shot(member, 'add-three-stops');
    await member.getByTestId('walk-publish').click();
    await member.waitForURL('**/pagesA/cityWalk/detail?id=*');
    walkId = Number(new URL(member.url()).searchParams.get('id'));
    await member.getByTestId('walk-review-state').waitFor();
    await shot(member, 'published-in-review');
  });

  it('the author changes the title: the stops come back as they were, in order', async () => {
    await member.getByTestId('walk-edit').click();
    await member.waitForURL(`**/pagesA/cityWalk/add?id=${walkId}`);
    await member.getByTestId('stop-name-3').waitFor();
    expect(await Promise.all([1, 2, 3].map((n) => member.getByTestId(`stop-name-${n}`).inputValue()))).toEqual(STOP_NAMES);
    await member.getByTestId('walk-title-input').fill('第一郡半日漫步（傍晚版）');
    await member.getByTestId('walk-publish').click();
    await member.waitForURL(`**/pagesA/cityWalk/detail?id=${walkId}`);
    await expect.poll(() => member.getByTestId('walk-title').textContent()).toBe('第一郡半日漫步（傍晚版）');
  });

  it('approved by the area’s admin, the detail shows the three stops in order on the map and in the list', async () => {
    const api = apiClient(server.base);
    const admin = await api.login('13800000100');
    await api.call('POST', `/travel/review/${walkId}`, { token: admin.token, body: { passed: true } });
    await member.reload();
    await member.locator('.hw-map__pin').first().waitFor();
    expect(await pinLabels(member)).toEqual(STOP_NAMES.map((n, i) => `${i + 1}. ${n}`));
    expect(await member.getByTestId('walk-stop').allTextContents()).toEqual(STOP_NAMES);
    // The route's line joins the stops.
    expect(await member.locator('path.leaflet-interactive').count()).toBe(1);
    expect(await member.getByTestId('walk-duration').textContent()).toMatch(/分钟/);
    await member.locator('.leaflet-tile-loaded').first().waitFor();
    await shot(member, 'detail-approved');
  });

  it('another member likes it and comments; the author replies', async () => {
    await logInWithPassword(other, server.base, '13800000002');
    await other.goto(`${server.base}/pagesA/cityWalk/detail?id=${walkId}`);
    const like = other.getByTestId('walk-like');
    await like.waitFor();
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    expect(await like.textContent()).toContain('1 赞');
    await other.getByTestId('comment-write').click();
    await other.getByTestId('comment-input').fill('这条路线很适合周末，谢谢分享！');
    await other.getByTestId('comment-send').click();
    const comment = other.locator('[data-testid^="comment-body-"]').first();
    await comment.waitFor();
    const commentId = Number((await comment.getAttribute('data-testid'))!.replace('comment-body-', ''));
    await shot(other, 'liked-commented');

    await member.reload();
    await member.getByTestId(`comment-reply-${commentId}`).click();
    await member.getByTestId('comment-input').fill('不客气，傍晚去人少一些');
    await member.getByTestId('comment-send').click();
    const reply = member.getByTestId(`comment-${commentId}`).locator('.acomment__item--reply');
    await reply.first().waitFor();
    expect(await reply.first().textContent()).toContain('傍晚去人少');
    await member.getByTestId('walk-comments').scrollIntoViewIfNeeded();
    await shot(member, 'replied');
  });

  it('search finds it by a stop’s name, with the official routes passing there', async () => {
    await member.goto(`${server.base}/pagesA/cityWalk/search`);
    await member.getByTestId('walk-search-input').fill('统一宫');
    await member.getByTestId('walk-search-go').click();
    await member.getByTestId(`walk-${walkId}`).waitFor();
    expect(await member.getByTestId('walk-search-official').locator('a').count()).toBeGreaterThan(0);
    await shot(member, 'search');
  });

  it('the author deletes it: gone from their walks', async () => {
    await member.goto(`${server.base}/pagesA/cityWalk/detail?id=${walkId}`);
    await member.getByTestId('walk-delete').click();
    await member.locator('.adm-dialog-button').filter({ hasText: '删除' }).click();
    await member.waitForURL('**/pagesA/cityWalk/list?mine=1');
    // The member's demo walks are listed; the deleted one is not among them.
    await member.locator('[data-testid="my-walk-list"] a[data-testid^="walk-"]').first().waitFor();
    expect(await member.getByTestId(`walk-${walkId}`).count()).toBe(0);
    await shot(member, 'my-walks-after-delete');
    for (const o of outside) expect(o.refused).toEqual([]);
  });
});
