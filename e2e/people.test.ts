import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { untilStill } from './support/motion.js';
import { testPhoto } from './support/images.js';
import { launchBrowser, logInWithPassword, phoneContext, startServer, stepShots } from './support/server.js';

/**
 * People and topics on the built app, two phones: the member edits their profile (nickname, bio, an avatar cropped
 * square) and sees it on their page; the publisher opens the member's page and follows (fans +1); the member sees the
 * publisher among their fans and a "new follower" notice, and follows back; the publisher messages the member; the
 * publisher creates a topic, the member follows it, a post in it shows an unread badge on the member's square and
 * opening the topic clears it. One look in English.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let member: Page;
let publisher: Page;
let api: ReturnType<typeof apiClient>;
const shot = stepShots('people');
const MEMBER = '13800000001';
const PUBLISHER = '13800000002';
const NICK = '阿林在胡志明';
const BIO = '在第一郡工作，周末喜欢逛书街。';
const TOPIC = '第一郡周末好去处';
let memberId = 0;
let publisherId = 0;
let topicId = 0;

beforeAll(async () => {
  server = await startServer();
  api = apiClient(server.base);
  browser = await launchBrowser();
  member = await (await phoneContext(browser)).newPage();
  publisher = await (await phoneContext(browser)).newPage();
  memberId = (await api.login(MEMBER)).user.id;
  publisherId = (await api.login(PUBLISHER)).user.id;
  // The demo has them following each other: start as strangers, so following and following back show.
  const [m, p] = [await api.login(MEMBER), await api.login(PUBLISHER)];
  await api.call('POST', '/social/relation', { token: m.token, body: { user_id: publisherId, action: 'unfollow' } });
  await api.call('POST', '/social/relation', { token: p.token, body: { user_id: memberId, action: 'unfollow' } });
  await logInWithPassword(member, server.base, MEMBER);
  await logInWithPassword(publisher, server.base, PUBLISHER);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Lets animations (toasts, sheets) finish before a screenshot. */
const settle = (page: Page) => page.waitForTimeout(400);

describe('people and topics', () => {
  it('the member edits their profile with a cropped avatar and sees it on their page', async () => {
    const id = (t: string) => member.getByTestId(t);
    await member.goto(`${server.base}/pagesA/my/edit-info`);
    await id('edit-info').waitFor();
    await id('edit-info-avatar-input').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await testPhoto({ r: 230, g: 120, b: 40 }, 3) });
    await id('avatar-crop').waitFor();
    // The sheet slides in, and the done button waits for the picture to load.
    await expect.poll(() => id('avatar-crop-done').isEnabled()).toBe(true);
    await untilStill(id('avatar-crop'));
    // Zoom in (tap the slider's track near its end) and move the picture a little.
    const track = await member.locator('[data-testid="avatar-crop"] .adm-slider-track').boundingBox();
    if (track) await member.mouse.click(track.x + track.width * 0.6, track.y + track.height / 2);
    const stage = (await id('avatar-crop-stage').boundingBox())!;
    await member.mouse.move(stage.x + stage.width / 2, stage.y + stage.height / 2);
    await member.mouse.down();
    await member.mouse.move(stage.x + stage.width / 2 + 40, stage.y + stage.height / 2 + 20, { steps: 5 });
    await member.mouse.up();
    await untilStill(id('avatar-crop'));
    await shot(member, 'crop');
    await id('avatar-crop-done').click();
    await expect.poll(() => id('edit-info-avatar').locator('img').getAttribute('src'), { timeout: 10_000 }).toContain('/api/media/');
    await id('edit-info-nickname').fill(NICK);
    await id('edit-info-bio').fill(BIO);
    await settle(member);
    await shot(member, 'edit-filled');
    await id('edit-info-save').click();
    await member.waitForURL(`**/pagesA/socialize/my-info?id=${memberId}`);
    await expect.poll(() => id('person-nickname').textContent()).toBe(NICK);
    expect(await id('person-bio').textContent()).toBe(BIO);
    expect(await id('person-edit').count()).toBe(1);
    expect(await id('person-page').locator('.person__avatar img').getAttribute('src')).toContain('/api/media/');
    // The cropped avatar is square.
    const me = await api.call<{ avatar: string }>('GET', `/getOtherPeopleUser/${memberId}`);
    const size = await member.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, `${server.base}${me.avatar}`);
    expect(size[0]).toBe(size[1]);
    await settle(member);
    await shot(member, 'my-page');
  });

  it('the publisher follows the member (fans +1) and messages them', async () => {
    const id = (t: string) => publisher.getByTestId(t);
    await publisher.goto(`${server.base}/pagesA/socialize/my-info?id=${memberId}`);
    await expect.poll(() => id('person-nickname').textContent()).toBe(NICK);
    const fans = Number((await id('person-fans').locator('strong').textContent()) ?? 0);
    await id('person-follow').click();
    await expect.poll(() => id('person-fans').locator('strong').textContent()).toBe(String(fans + 1));
    await expect.poll(() => id('person-follow').textContent()).toBe('已关注');
    await settle(publisher);
    await shot(publisher, 'followed');
    await id('person-more').click();
    await publisher.locator('.adm-action-sheet').waitFor();
    await settle(publisher);
    await shot(publisher, 'more-sheet');
    await publisher.locator('.adm-action-sheet-button-item-wrapper', { hasText: '取消' }).last().click().catch(async () => publisher.keyboard.press('Escape'));
    await publisher.locator('.adm-action-sheet').waitFor({ state: 'hidden' }).catch(() => undefined);

    await publisher.goto(`${server.base}/pagesA/socialize/my-info?id=${memberId}`);
    await id('person-message').click();
    await publisher.waitForURL(/conversation_id=\d+/);
    await expect.poll(() => id('chat-title').textContent()).toContain(NICK);
    await shot(publisher, 'chat');
  });

  it('the member sees the new fan and the notice, and follows back', async () => {
    const id = (t: string) => member.getByTestId(t);
    await member.goto(`${server.base}/pages/common/notice-center`);
    await member.getByText('关注了你').first().waitFor();
    await shot(member, 'notice');
    await member.goto(`${server.base}/pagesA/socialize/my-info?id=${memberId}`);
    await id('person-fans').click();
    await member.waitForURL('**/pagesA/my/fans**tab=fans**');
    await id(`fans-row-${publisherId}`).waitFor();
    expect(await id(`fans-follow-${publisherId}`).textContent()).toBe('回关');
    await id(`fans-follow-${publisherId}`).click();
    await expect.poll(() => id(`fans-follow-${publisherId}`).textContent()).toBe('互相关注');
    await settle(member);
    await shot(member, 'fans-followed-back');
    await id('fans-tab-following').click();
    await id(`fans-row-${publisherId}`).waitFor();
    const rel = await api.call<{ isRelation: boolean; is_fan: boolean }>('GET', `/getOtherPeopleUser/${publisherId}`, { token: (await api.login(MEMBER)).token });
    expect(rel).toMatchObject({ isRelation: true, is_fan: true });
  });

  it('the publisher creates a topic; the member follows it, sees a new post as unread, opening it clears the badge', async () => {
    const p = (t: string) => publisher.getByTestId(t);
    await publisher.goto(`${server.base}/pagesA/socialize/talk-square`);
    await p('square-create').click();
    await publisher.waitForURL('**/pages/socialize/talk-release');
    await p('talk-release-name').fill(TOPIC);
    await p('talk-release-description').fill('分享第一郡周末可以去的书街、咖啡馆和市场。');
    await settle(publisher);
    await shot(publisher, 'topic-release');
    await p('talk-release-submit').click();
    await publisher.waitForURL(/topic-detail\?id=\d+/);
    topicId = Number(new URL(publisher.url()).searchParams.get('id'));
    await expect.poll(() => p('topic-name').textContent()).toBe(`#${TOPIC}`);
    await shot(publisher, 'topic-created');

    const m = (t: string) => member.getByTestId(t);
    await member.goto(`${server.base}/pagesA/socialize/talk-square?tab=new`);
    await m(`topic-row-${topicId}`).waitFor();
    await m(`topic-follow-${topicId}`).click();
    await expect.poll(() => m(`topic-follow-${topicId}`).textContent()).toBe('已关注');
    await settle(member);
    await shot(member, 'square-followed');

    const { token } = await api.login(PUBLISHER);
    await api.call('POST', '/social/post', { token, body: { content: '周日早上的书街人不多，推荐去逛逛。', topic_ids: [topicId] } });
    await m('square-tab-followed').click();
    await expect.poll(() => m(`topic-unread-${topicId}`).textContent(), { timeout: 10_000 }).toBe('1');
    await settle(member);
    await shot(member, 'square-unread');
    await m(`topic-row-${topicId}`).locator('.trow__main').click();
    await m('topic-detail').waitFor();
    await m('topic-posts').locator('[data-testid^="post-"]').first().waitFor();
    await shot(member, 'topic-detail');
    await member.goBack();
    await m(`topic-row-${topicId}`).waitFor();
    await expect.poll(() => m(`topic-unread-${topicId}`).count()).toBe(0);
    await shot(member, 'square-read');
  });

  it('the member’s page in English', async () => {
    await member.evaluate(() => localStorage.setItem('lang', 'en'));
    await member.goto(`${server.base}/pagesA/socialize/my-info?id=${publisherId}`);
    await expect.poll(() => member.getByTestId('person-follow').textContent()).toBe('Mutual');
    await settle(member);
    await shot(member, 'publisher-page-en');
  });
});
