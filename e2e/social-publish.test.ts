import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { launchBrowser, logInWithPassword, startServer, stepShots } from './support/server.js';
import { testPhoto } from './support/images.js';

/**
 * Publishing on the social square, clicked through as the publisher: text, three photos, a topic picked on the topic
 * screen; the draft survives leaving the screen; the post opens after publishing and is in my posts with its counts,
 * where it can be deleted; it is in the area's newest feed (checked through the API) until then. One screen in English.
 */
const shot = stepShots('social-publish');
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' })).newPage();
  await logInWithPassword(page, server.base, '13800000002');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('publishing a post', () => {
  it('writes text, adds three photos, keeps the draft when leaving, picks a topic', async () => {
    await page.goto(`${server.base}/pages/socialize/dynamics-release`);
    const text = page.locator('#release-content');
    await text.fill('第七郡新开了一家粉店，汤头很足，推荐！');
    for (let i = 0; i < 3; i++) {
      const file = `/tmp/social-publish-${process.pid}-${i}.png`;
      writeFileSync(file, await testPhoto({ r: 60 + 50 * i, g: 120, b: 200 - 50 * i }, i));
      await page.getByTestId('release-file').setInputFiles(file);
      await expect.poll(() => page.locator('.srelease__photo img').count(), { timeout: 15_000 }).toBe(i + 1);
    }
    // Reorder: the first photo moves right, then back left.
    const srcs = () => page.locator('.srelease__photo img').evaluateAll((els) => els.map((e) => e.getAttribute('src')));
    const before = await srcs();
    await page.getByRole('button', { name: '第 1 张图片后移' }).click();
    expect(await srcs()).toEqual([before[1], before[0], before[2]]);
    await page.getByRole('button', { name: '第 2 张图片前移' }).click();
    expect(await srcs()).toEqual(before);
    await page.goto(`${server.base}/`);
    await page.goto(`${server.base}/pages/socialize/dynamics-release`);
    await expect.poll(() => text.inputValue()).toBe('第七郡新开了一家粉店，汤头很足，推荐！');
    expect(await page.locator('.srelease__photo img').count()).toBe(3);
    await page.getByTestId('release-pick-topics').click();
    await page.getByTestId('topic-select').waitFor();
    await page.locator('.adm-check-list-item').first().waitFor();
    await shot(page, 'topic-select');
    await page.locator('.adm-check-list-item').first().click();
    await page.getByTestId('topic-select-confirm').click();
    await page.locator('.srelease__chip').first().waitFor();
    await shot(page, 'release-form');
    // The same form in English (the draft keeps everything).
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    await page.getByRole('button', { name: 'Publish' }).waitFor();
    await page.locator('.srelease__chip').first().waitFor();
    await shot(page, 'release-form-en');
    await page.evaluate(() => localStorage.setItem('lang', 'zh'));
    await page.reload();
    await page.getByTestId('release-submit').waitFor();
  });

  it('publishes: the post opens, then it is in my posts with its counts and can be deleted', async () => {
    await page.getByTestId('release-submit').click();
    await page.waitForURL(/\/pagesA\/socialize\/dynamics-detail\?id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    await page.getByTestId(`post-${id}`).getByText('第七郡新开了一家粉店').waitFor();
    await expect.poll(() => page.getByTestId(`post-${id}`).locator('img').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    await shot(page, 'published');
    const api = apiClient(server.base);
    const { token } = await api.login('13800000002');
    const newest = await api.call<{ list: { id: number; images: string[]; topics: { name: string }[] }[] }>('GET', '/social/post/list?type=newest', { token });
    const listed = newest.list.find((p) => p.id === id);
    expect(listed?.images).toHaveLength(3);
    expect(listed?.topics).toHaveLength(1);
    await page.goto(`${server.base}/pages/socialize/dynamics-release`);
    expect(await page.locator('#release-content').inputValue()).toBe('');
    await page.goto(`${server.base}/pages/socialize/manage`);
    const row = page.getByTestId(`manage-post-${id}`);
    await row.waitFor();
    await expect.poll(() => row.locator('.smanage__actions').textContent()).toContain('赞 0 · 评论 0 · 转发 0');
    await shot(page, 'my-posts');
    await row.getByRole('button', { name: '删除' }).click();
    await page.locator('.adm-dialog').getByRole('button', { name: '删除' }).click();
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(0);
    const after = await api.call<{ list: { id: number }[] }>('GET', '/social/post/list?type=newest', { token });
    expect(after.list.some((p) => p.id === id)).toBe(false);
    await page.getByRole('tab', { name: '我的话题' }).click();
    await page.locator('.smanage .adm-list, .smanage__empty').first().waitFor();
    await shot(page, 'my-topics');
  });
});
