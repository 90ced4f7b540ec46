import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { testPhoto } from './support/images.js';
import { ANIMATION_LIBRARIES, launchBrowser, logInWithPassword, phoneContext, recordRequests, startServer, stepShots } from './support/server.js';

/**
 * The social square on the built app, two people in two browsers: the publisher posts (three photos, a topic); a
 * visitor sees posts on the Social tab; the member finds the post in 最新, likes it and comments; the publisher's
 * notice badge counts it live, and they reply; the member blocks the publisher: the posts leave the feed and a chat
 * with them is refused. One look in English.
 */
const MEMBER = '13800000001';
const PUBLISHER = '13800000002';
const TEXT = '周末在第一郡发现一家很棒的越南河粉店，汤头浓郁，牛肉新鲜，推荐给大家！（社交测试）';
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let member: Page;
let publisher: Page;
let api: ReturnType<typeof apiClient>;
const shot = stepShots('social');
let postId = 0;
let topicId = 0;
let publisherId = 0;
let commentId = 0;

beforeAll(async () => {
  server = await startServer();
  api = apiClient(server.base);
  browser = await launchBrowser();
  member = await (await phoneContext(browser)).newPage();
  publisher = await (await phoneContext(browser)).newPage();
  const { token, user } = await api.login(PUBLISHER);
  publisherId = user.id;
  const images: string[] = [];
  for (const [i, c] of [{ r: 220, g: 120, b: 60 }, { r: 60, g: 140, b: 200 }, { r: 90, g: 170, b: 90 }].entries()) images.push(await api.upload(token, await testPhoto(c, i + 1)));
  const topic = await api.call<{ id: number }>('POST', '/social/topic', { token, body: { name: '胡志明美食测试', description: '吃喝玩乐' } });
  topicId = topic.id;
  const post = await api.call<{ id: number }>('POST', '/social/post', { token, body: { content: TEXT, images, topic_ids: [topicId], location: '第一郡' } });
  postId = post.id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The count on the Me tab's notice badge now (0 without a badge), without waiting for one to appear. */
async function badgeCount(page: Page): Promise<number> {
  const badge = page.getByTestId('tab-notice-badge');
  return (await badge.count()) ? Number(await badge.textContent()) : 0;
}

/** Lets animations (toasts, sheets) finish before a screenshot. */
const settle = (page: Page) => page.waitForTimeout(400);

describe('the social square', () => {
  it('a visitor sees posts on the Social tab, is asked to log in for 关注, and a missing post says so; neither the tab nor the login page loads an animation library', async () => {
    const requests = recordRequests(member);
    await member.goto(`${server.base}/pages/index/socialize`);
    await member.getByTestId('feed-recommend').waitFor();
    expect(await member.locator('.spost').count()).toBeGreaterThan(0);
    await member.waitForLoadState('networkidle');
    // The tab strip is the app's own (a CSS transition) and the photo viewer loads on the first tap: antd-mobile's
    // Tabs and ImageViewer brought @react-spring and @use-gesture into the tab's first load.
    expect(requests.paths.filter((u) => ANIMATION_LIBRARIES.test(u))).toEqual([]);
    await settle(member);
    await shot(member, 'visitor-recommend');
    await member.getByTestId('feed-tab-following').click();
    await member.getByTestId('feed-login').waitFor();
    await shot(member, 'visitor-following');
    // 关注's login button opens the login page, which loads no animation library either (its tabs, toasts and dialog).
    await member.getByTestId('feed-login').getByRole('button').click();
    await member.getByTestId('login-tab-password').waitFor();
    await member.waitForLoadState('networkidle');
    expect(new URL(member.url()).searchParams.get('redirect')).toBe('/pages/index/socialize?feed=following');
    expect(requests.paths.filter((u) => ANIMATION_LIBRARIES.test(u))).toEqual([]);
    requests.stop();
    // A post that is not there (deleted, or hidden from others) gets a friendly page, not an error.
    await member.goto(`${server.base}/pagesA/socialize/dynamics-detail?id=99999999`);
    await member.getByTestId('post-missing').waitFor();
  });

  it('the member finds the new post in 最新, likes it and comments', async () => {
    // The publisher waits on the Me tab, the app's socket open, for the notices to arrive live.
    await logInWithPassword(publisher, server.base, PUBLISHER);
    // The Me tab's page load opens a new socket: the badge arrives over it once it is authenticated.
    const socketReady = publisher
      .waitForEvent('websocket', { timeout: 20_000 })
      .then((ws) => ws.waitForEvent('framereceived', { predicate: (f) => String(f.payload).includes('"auth_result"'), timeout: 20_000 }))
      .catch((err: unknown) => err);
    const counted = publisher.waitForResponse((r) => r.url().includes('/api/user/note/getUnreadCount'));
    await publisher.goto(`${server.base}/pages/index/my`);
    await publisher.getByTestId('me-notice').waitFor();
    await Promise.all([socketReady, counted]);
    const badgeBefore = await badgeCount(publisher);

    await logInWithPassword(member, server.base, MEMBER);
    await member.goto(`${server.base}/pages/index/socialize?feed=newest`);
    const card = member.getByTestId(`post-${postId}`);
    await card.waitFor();
    expect(await card.locator('.spost__grid--2 .spost__img').count()).toBe(3);
    expect(await card.getByTestId(`post-topic-${topicId}`).textContent()).toBe('#胡志明美食测试');
    await settle(member);
    await shot(member, 'newest');

    const like = card.getByTestId(`post-like-${postId}`);
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    expect(await like.textContent()).toBe('1');

    await card.getByTestId('post-text').click();
    await member.waitForURL(`**/pagesA/socialize/dynamics-detail?id=${postId}`);
    await member.getByTestId('post-detail').waitFor();
    await member.getByTestId('comment-write').click();
    await member.getByTestId('comment-input').fill('看起来好好吃，地址在哪里？');
    await member.getByTestId('comment-send').click();
    const comment = member.locator('[data-testid^="comment-body-"]').first();
    await comment.waitFor();
    commentId = Number((await comment.getAttribute('data-testid'))!.replace('comment-body-', ''));
    expect(await comment.textContent()).toContain('看起来好好吃');
    await settle(member);
    await shot(member, 'commented');

    // No reload: the comment's notice reaches the publisher over the socket.
    await expect.poll(() => badgeCount(publisher), { timeout: 10_000 }).toBeGreaterThan(badgeBefore);
    await shot(publisher, 'publisher-badge');
  });

  it('the publisher reads the notice and replies to the comment', async () => {
    await publisher.goto(`${server.base}/pages/common/notice-center`);
    await publisher.getByTestId('notice-list').waitFor();
    expect(await publisher.getByTestId('notice-list').textContent()).toContain('看起来好好吃');
    await shot(publisher, 'publisher-notices');
    await publisher.goto(`${server.base}/pagesA/socialize/dynamics-detail?id=${postId}`);
    await publisher.getByTestId(`comment-reply-${commentId}`).click();
    await publisher.getByTestId('comment-input').fill('在范五老街附近，欢迎去尝尝！');
    await publisher.getByTestId('comment-send').click();
    const replies = publisher.getByTestId(`comment-${commentId}`).locator('.scomment__item--reply');
    await replies.first().waitFor();
    expect(await replies.first().textContent()).toContain('范五老街');
    await settle(publisher);
    await shot(publisher, 'replied');
  });

  it('the member blocks the publisher: their posts leave the feed and a chat with them is refused', async () => {
    await member.reload();
    await member.getByTestId(`comment-${commentId}`).locator('.scomment__item--reply').first().waitFor();
    await member.getByTestId('post-more').click();
    await member.getByTestId('post-block').click();
    await member.locator('.adm-dialog-body').waitFor();
    await settle(member);
    await shot(member, 'block-confirm');
    await member.locator('.adm-dialog-button').filter({ hasText: '拉黑作者' }).click();
    await member.waitForURL('**/pages/index/socialize**');
    await member.getByTestId('feed-newest').waitFor();
    expect(await member.getByTestId(`post-${postId}`).count()).toBe(0);
    await settle(member);
    await shot(member, 'feed-after-block');

    await member.goto(`${server.base}/pagesA/chat/chat/chat?user_id=${publisherId}`);
    await member.getByTestId('chat-open-failed').waitFor();
    await settle(member);
    await shot(member, 'chat-refused');
  });

  it('reads in English', async () => {
    await member.evaluate(() => localStorage.setItem('lang', 'en'));
    await member.goto(`${server.base}/pages/index/socialize`);
    await member.getByTestId('feed-recommend').waitFor();
    expect(await member.getByTestId('feed-tab-recommend').textContent()).toBe('For you');
    await settle(member);
    await shot(member, 'feed-en');
  });
});
