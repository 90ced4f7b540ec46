import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { seriousFindings } from './support/axe.js';
import { testPhoto } from './support/images.js';
import { launchBrowser, logInWithPassword, phoneContext, startServer, stepShots } from './support/server.js';

/**
 * The console's content pages at desktop size (docs/content-admin.md): the Ho Chi Minh City admin edits a home carousel
 * slide (title, picture, link) and the app's home shows it; writes the area's own "about" page and the app shows it;
 * overrides a UI word and the app shows it. The settings page saves the area's contact and the app's config carries it.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
const contexts: BrowserContext[] = [];
let admin: Page;
let phone: Page;
const shot = stepShots('console-content');
const api = () => apiClient(server.base);
const HCM = 1;

async function desktop(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN', serviceWorkers: 'block' });
  contexts.push(context);
  return context.newPage();
}

/** The member app on a phone, fresh each time (no cached slides, pages or words). */
async function app(path: string): Promise<Page> {
  if (phone) await phone.context().close();
  const context = await phoneContext(browser, { serviceWorkers: 'block' });
  contexts.push(context);
  phone = await context.newPage();
  await phone.goto(`${server.base}${path}`);
  return phone;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

describe('content in the console shows in the app', () => {
  it('the area admin edits a carousel slide (title, picture, link) and the app’s home shows it', { timeout: 150_000 }, async () => {
    admin = await desktop();
    await logInWithPassword(admin, server.base, '13800000100');
    await admin.goto(`${server.base}/admin/content/carousel`);
    const table = admin.getByTestId('slide-table');
    await table.locator('tbody tr').first().waitFor({ timeout: 30_000 });
    await shot(admin, 'carousel-table');
    const edit = table.locator('[data-testid^="slide-edit-"]').first();
    const slideId = Number((await edit.getAttribute('data-testid'))!.replace('slide-edit-', ''));
    await edit.click();
    const form = admin.getByTestId('slide-form');
    await form.waitFor();
    const title = form.locator('input[id="titles_zh"]');
    await title.fill('中秋灯会·第一郡');
    await form.locator('input[id="titles_en"]').fill('Mid-Autumn lanterns, District 1');
    await form.locator('input[id="titles_vi"]').fill('Hội đèn Trung thu, Quận 1');
    await form.locator('input[id="link"]').fill('/pages/common/single-page?key=about');
    const uploaded = admin.waitForResponse((r) => r.url().includes('/api/media/upload'));
    await form.locator('input[type="file"]').first().setInputFiles({ name: 'lantern.jpg', mimeType: 'image/jpeg', buffer: await testPhoto({ r: 220, g: 120, b: 30 }, 7) });
    const media = (await (await uploaded).json()) as { data: { url: string; hash: string } };
    await expect.poll(() => form.locator('img.content-thumb--large').getAttribute('src')).toBe(media.data.url);
    await shot(admin, 'carousel-drawer');
    await admin.getByTestId('slide-save').click();
    await expect.poll(() => table.getByText('中秋灯会·第一郡').count(), { timeout: 15_000 }).toBe(1);
    await shot(admin, 'carousel-saved');

    const home = await app('/');
    const slide = home.locator('.carousel__slide', { hasText: '中秋灯会·第一郡' });
    await slide.first().waitFor({ timeout: 30_000 });
    expect(await slide.first().locator('img').getAttribute('src')).toContain(media.data.hash);
    const slides = await api().call<Array<{ id: number; title: string; link: string | null }>>('GET', '/carousel?position=home', { siteAreaId: HCM });
    expect(slides.find((s) => s.id === slideId)).toMatchObject({ title: '中秋灯会·第一郡', link: '/pages/common/single-page?key=about' });
    await slide.first().scrollIntoViewIfNeeded();
    await shot(home, 'app-home-slide');
    await slide.first().click();
    await expect.poll(() => new URL(home.url()).pathname, { timeout: 15_000 }).toBe('/pages/common/single-page');
  });

  it('the area admin writes the area’s own “about” page and the app shows it', { timeout: 120_000 }, async () => {
    await admin.goto(`${server.base}/admin/content/pages`);
    const table = admin.getByTestId('page-table');
    await table.locator('tbody tr').first().waitFor({ timeout: 30_000 });
    await admin.getByTestId('page-edit-about-0').click();
    const form = admin.getByTestId('page-form');
    await form.waitFor();
    await admin.getByTestId('page-title-zh').fill('关于海外通·胡志明市');
    await admin.getByTestId('page-content-zh').fill('<h2>胡志明市站</h2><p>我们在第一郡，欢迎来坐坐。</p><script>alert(1)</script>');
    await expect.poll(() => form.locator('.content-preview').getByText('我们在第一郡').count()).toBe(1);
    await shot(admin, 'page-drawer');
    await admin.getByTestId('page-save').click();
    await expect.poll(() => table.getByText('关于海外通·胡志明市').count(), { timeout: 15_000 }).toBe(1);
    await shot(admin, 'page-saved');

    const about = await app('/pages/common/single-page?key=about');
    await about.getByText('我们在第一郡，欢迎来坐坐。').waitFor({ timeout: 30_000 });
    expect(await about.getByText('关于海外通·胡志明市').count()).toBeGreaterThan(0);
    expect(await about.locator('script', { hasText: 'alert(1)' }).count()).toBe(0);
    await shot(about, 'app-about-page');
  });

  it('the area admin overrides a UI word and the app shows it', { timeout: 120_000 }, async () => {
    await admin.goto(`${server.base}/admin/content/words`);
    await admin.getByTestId('word-add').click();
    const form = admin.getByTestId('word-form');
    await form.waitFor();
    const key = form.locator('input#key');
    // A key the app does not have is refused in place.
    await key.fill('home.noSuchWord');
    await admin.getByTestId('word-value-zh').fill('不存在');
    await admin.getByTestId('word-save').click();
    await expect.poll(() => form.locator('.ant-form-item-explain-error').allTextContents(), { timeout: 30_000 }).toContain('App 中没有这个词条');
    await key.fill('home.hotKeywords');
    await expect.poll(() => form.getByText('App 自带文字: 热门搜索').count(), { timeout: 15_000 }).toBe(1);
    await admin.getByTestId('word-value-zh').fill('大家都在搜');
    await shot(admin, 'word-drawer');
    await admin.getByTestId('word-save').click();
    await expect.poll(() => admin.getByTestId('word-table').getByText('大家都在搜').count(), { timeout: 15_000 }).toBe(1);
    await shot(admin, 'word-saved');

    const home = await app('/');
    const hot = home.getByTestId('home-hot');
    await hot.waitFor({ timeout: 30_000 });
    await expect.poll(() => hot.locator('.section__title').textContent(), { timeout: 30_000 }).toBe('大家都在搜');
    await hot.scrollIntoViewIfNeeded();
    await shot(home, 'app-home-word');
  });

  it('the settings page saves the area’s contact phone and the app’s config carries it', { timeout: 90_000 }, async () => {
    await admin.goto(`${server.base}/admin/settings/area`);
    const form = admin.getByTestId('area-settings-form');
    await form.waitFor({ timeout: 30_000 });
    await admin.getByTestId('contact-phone').fill('+84 28 3999 0000');
    await admin.getByTestId('watermark-text').fill('海外通·胡志明');
    await shot(admin, 'settings-area');
    const saved = admin.waitForResponse((r) => r.url().includes('/api/admin/siteArea/settings/save'));
    await admin.getByTestId('area-settings-save').click();
    expect((await saved).status()).toBe(200);
    const config = await api().call<{ customer_service: { phone: string }; watermark: { text: string | null } }>('GET', '/basis/config', { siteAreaId: HCM });
    expect(config.customer_service.phone).toBe('+84 28 3999 0000');
    expect(config.watermark.text).toBe('海外通·胡志明');
    await admin.goto(`${server.base}/admin/settings/prices`);
    await admin.locator('.ant-table-tbody tr').first().waitFor({ timeout: 30_000 });
    await shot(admin, 'settings-prices');
  });

  it('every content and settings tab, and a drawer open, has no serious or critical accessibility finding', { timeout: 150_000 }, async () => {
    // axe goes in as an inline script: this context lets it past the page's CSP.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN', serviceWorkers: 'block', bypassCSP: true });
    contexts.push(context);
    const admin = await context.newPage();
    await logInWithPassword(admin, server.base, '13800000100');
    const found: string[] = [];
    for (const tab of ['content/carousel', 'content/entries', 'content/pages', 'content/words', 'content/faq', 'content/sensitive', 'settings/area', 'settings/groups', 'settings/prices']) {
      await admin.goto(`${server.base}/admin/${tab}`);
      await admin.locator('.ant-table-tbody tr, [data-testid="area-settings-form"]').first().waitFor({ timeout: 30_000 });
      await admin.waitForFunction(() => !document.querySelector('.ant-spin-spinning'), undefined, { timeout: 10_000 }).catch(() => undefined);
      found.push(...(await seriousFindings(admin, tab, ['main'])));
    }
    await admin.goto(`${server.base}/admin/content/carousel`);
    await admin.getByTestId('slide-add').click();
    await admin.getByTestId('slide-form').waitFor();
    found.push(...(await seriousFindings(admin, 'carousel drawer', ['.ant-drawer'])));
    await shot(admin, 'carousel-new-drawer');
    expect(found.join('\n')).toBe('');
  });
});
