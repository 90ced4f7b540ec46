import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { testPhoto } from './support/images.js';
import { launchBrowser, logInWithPassword, phoneContext, startServer, stepShots } from './support/server.js';

/**
 * News on the built app: the HCMC admin writes an article in the editor (bold words, a heading, an uploaded
 * picture), features and publishes it; it shows on home and in the Same-city news; the member opens it, likes it,
 * says it solved their problem, comments, collects it and finds it among their collected articles. An article saved
 * through the API with an HTML attack shows no handler on the page. One look in English and one in Vietnamese.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let page: Page;
let api: ReturnType<typeof apiClient>;
const shot = stepShots('articles');
const id = (testId: string) => page.getByTestId(testId);
const TITLE = '胡志明市临时居住登记办理指南（测试）';
let articleId = 0;
let photoFile = '';

beforeAll(async () => {
  server = await startServer();
  api = apiClient(server.base);
  browser = await launchBrowser();
  page = await (await phoneContext(browser)).newPage();
  photoFile = path.join(tmpdir(), `article-photo-${process.pid}.jpg`);
  writeFileSync(photoFile, await testPhoto({ r: 60, g: 140, b: 120 }, 2));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Lets animations (toasts, sheets) finish before a screenshot. */
const settle = () => page.waitForTimeout(400);

describe('news', () => {
  it('the area’s admin writes, features and publishes an article in the editor', async () => {
    await logInWithPassword(page, server.base, '13800000100');
    await page.goto(`${server.base}/pagesA/manage/index`);
    await id('admin-articles-entry').click();
    await page.waitForURL('**/pagesA/manage/article');
    await id('manage-article-new').click();
    await page.waitForURL('**/pagesA/manage/article-edit');
    await id('article-title').fill(TITLE);
    await id('article-summary').fill('外国人在越南居住需办理临时居住登记，本文说明所需材料和流程。');
    await page.locator('[data-testid^="article-cat-"]').first().click();
    await id('article-status-published').click();
    await id('article-appoint').click();

    const body = page.locator('.aed-body');
    await body.click();
    await page.keyboard.type('办理须知');
    await id('aed-h2').click();
    await page.keyboard.press('Enter');
    await id('aed-bold').click();
    await page.keyboard.type('护照原件');
    await id('aed-bold').click();
    await page.keyboard.type('和签证页复印件必须带齐。');
    await page.keyboard.press('Enter');
    await id('aed-image-input').setInputFiles(photoFile);
    await body.locator('img').waitFor();
    await settle();
    await shot(page, 'editor');
    expect(await body.locator('h2').textContent()).toBe('办理须知');
    expect(await body.locator('strong').textContent()).toBe('护照原件');

    await id('article-save').click();
    await page.waitForURL('**/pagesA/manage/article');
    const row = page.locator('.amanage__row').filter({ hasText: TITLE });
    await row.waitFor();
    articleId = Number((await row.getAttribute('data-testid'))!.replace('manage-article-', ''));
    expect(await row.textContent()).toContain('已发布');
    expect(await row.textContent()).toContain('推荐');
    await settle();
    await shot(page, 'admin-list');
    await page.evaluate(() => localStorage.clear());
  });

  it('it shows on home (featured) and in the Same-city news', async () => {
    await page.goto(`${server.base}/`);
    await id('home-articles').waitFor();
    await id(`article-card-${articleId}`).scrollIntoViewIfNeeded();
    await shot(page, 'home');
    await page.goto(`${server.base}/pages/index/city`);
    await id('city-news').scrollIntoViewIfNeeded();
    await id(`article-card-${articleId}`).waitFor();
    await id(`article-card-${articleId}`).scrollIntoViewIfNeeded();
    await shot(page, 'city-news');
  });

  it('a member reads it: like, solved, comment, collect; finds it among collected articles', async () => {
    await logInWithPassword(page, server.base, '13800000001');
    await page.goto(`${server.base}/pages/index/city`);
    await id(`article-card-${articleId}`).click();
    await id('article-detail').waitFor();
    expect(await id('article-body').locator('h2').textContent()).toBe('办理须知');
    expect(await id('article-body').locator('strong').textContent()).toBe('护照原件');
    expect(await id('article-body').locator('img').getAttribute('src')).toContain('format=webp');
    await shot(page, 'detail');

    await id('article-like').click();
    await expect.poll(() => id('article-like').getAttribute('aria-pressed')).toBe('true');
    await id('article-solve').click();
    await id('article-solved-done').waitFor();
    expect(await id('article-solve-count').textContent()).toContain('1');
    await id('article-solved').scrollIntoViewIfNeeded();
    await shot(page, 'liked-solved');

    await id('article-write').click();
    await id('comment-input').fill('谢谢分享，材料清单很有用！');
    await settle();
    await shot(page, 'composer');
    await id('comment-send').click();
    await page.locator('.acomment__text', { hasText: '谢谢分享，材料清单很有用！' }).waitFor();
    await id('article-collect').click();
    await expect.poll(() => id('article-collect').getAttribute('aria-pressed')).toBe('true');
    await id('article-comments').scrollIntoViewIfNeeded();
    await settle();
    await shot(page, 'commented-collected');

    const detail = await api.call<{ like_count: number; solve_count: number; comment_count: number; browse: number }>('GET', `/article/${articleId}`);
    expect(detail).toMatchObject({ like_count: 1, solve_count: 1, comment_count: 1 });
    expect(detail.browse).toBeGreaterThanOrEqual(1);

    await page.goto(`${server.base}/pages/my/collect?kind=articles`);
    await id(`article-card-${articleId}`).waitFor();
    await shot(page, 'collected');
  });

  it('an attack saved as HTML runs nothing on the page', async () => {
    const admin = await api.login('13800000100');
    const cats = await api.call<Array<{ id: number }>>('GET', '/admin/articleCategory/list', { token: admin.token });
    const saved = await api.call<{ id: number }>('POST', '/admin/article/save', {
      token: admin.token,
      body: {
        title: '安全测试文章',
        summary: '',
        cover: null,
        category_id: cats[0]!.id,
        site_area_id: 1,
        lang: 'zh',
        is_appoint: false,
        status: 'published',
        content: '<p>正文</p><img src=x onerror="window.__pwned=1"><a href="javascript:window.__pwned=2">点我</a><script>window.__pwned=3</script>',
      },
    });
    await page.goto(`${server.base}/pagesA/common/article-detail?id=${saved.id}`);
    await id('article-body').waitFor();
    await settle();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    const html = await id('article-body').innerHTML();
    expect(html).not.toMatch(/onerror|javascript:|<script/i);
    await shot(page, 'attack-inert');
  });

  it('reads in English and Vietnamese', async () => {
    for (const lang of ['en', 'vi'] as const) {
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.goto(`${server.base}/pagesA/common/article-detail?id=${articleId}`);
      await id('article-detail').waitFor();
      await expect.poll(() => id('article-solved-done').textContent()).toContain(lang === 'en' ? 'Solved' : 'Đã giải quyết');
      await shot(page, `detail-${lang}`);
    }
  });
});
