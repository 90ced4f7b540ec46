import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startLibreTranslateStandIn } from '../apps/server/tests/support/translate-standins.js';
import { apiClient } from './support/api-client.js';
import { testPhoto } from './support/images.js';
import { launchBrowser, logInWithPassword, phoneContext, startServer, stepShots } from './support/server.js';

/**
 * A listing written in more than one language (docs/translation.md, "Listings in more than one language"), on the built
 * app with the LibreTranslate stand-in as the engine: a publisher writes a house in the Chinese tab (the original) and
 * the Vietnamese tab; the HCMC admin approves it (API). A member reading in Vietnamese sees the publisher's Vietnamese
 * version, marked as theirs, with the original one tap away; reading in English (no English version) sees the Chinese
 * original with "Translate"; a Vietnamese word of the Vietnamese version finds it in search.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let lt: Awaited<ReturnType<typeof startLibreTranslateStandIn>>;
let browser: Browser;
let api: ReturnType<typeof apiClient>;
const shot = stepShots('listing-languages');
const ZH = { title: '麒麟湾精装两房公寓 近滨城市场', description: '两房一厅，家具齐全，拎包入住。\n步行五分钟到滨城市场。' };
const VI = { title: 'Căn hộ Kỳ Lân Xanh hai phòng ngủ', description: 'Hai phòng ngủ, đầy đủ nội thất.\nĐi bộ năm phút tới chợ Bến Thành.' };
let houseId = 0;

beforeAll(async () => {
  lt = await startLibreTranslateStandIn();
  server = await startServer({ TRANSLATE_PROVIDER: 'libretranslate', LIBRETRANSLATE_URL: lt.url });
  api = apiClient(server.base);
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await lt?.close();
});

/** Clicks an option of an antd-mobile Selector by its text. */
const choose = async (page: Page, testId: string, text: string) => page.getByTestId(testId).locator('.adm-selector-item').filter({ hasText: new RegExp(`^${text}$`) }).click();

/** Switches the app's language on Me → language, as a person does. */
async function switchLanguage(page: Page, lang: 'zh' | 'en' | 'vi') {
  await page.goto(`${server.base}/pages/index/my`);
  await page.getByTestId('me-language').click();
  await page.getByTestId(`lang-${lang}`).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toContain(lang);
}

describe('a listing in more than one language', () => {
  it('the publisher writes the house in the 中文 tab (the original) and the Tiếng Việt tab', async () => {
    const page = await (await phoneContext(browser)).newPage();
    await logInWithPassword(page, server.base, '13800000002');
    await page.goto(`${server.base}/pages/house/edit`);
    const id = (t: string) => page.getByTestId(t);
    await id('edit-title').waitFor();
    await id('edit-images-input').setInputFiles([{ name: 'room.jpg', mimeType: 'image/jpeg', buffer: await testPhoto({ r: 70, g: 130, b: 180 }, 1) }]);
    await id('edit-image-0').waitFor({ timeout: 30_000 });
    // The app's language (中文) is the first tab, and the original until something else is written first.
    expect(await id('edit-lang-zh').getAttribute('aria-selected')).toBe('true');
    expect(await id('edit-lang-zh').textContent()).toContain('原文');
    await id('edit-title').fill(ZH.title);
    await id('edit-description').fill(ZH.description);
    await id('edit-lang-vi').click();
    await id('edit-title-vi').fill('Nhà');
    await choose(page, 'edit-category', '整租公寓');
    await id('edit-price').fill('15000000');
    await choose(page, 'edit-attr-deal', '出租');
    await id('edit-attr-area_sqm').fill('85');
    await id('edit-attr-rooms').fill('2');
    // The Vietnamese tab is checked like the original: too short a title, no description.
    await id('edit-submit').click();
    await page.getByText('标题至少4个字').waitFor();
    await page.getByText('请填写房源描述').waitFor();
    // The form brings the first field the checks stopped at into view (in its tab).
    await expect.poll(() => id('edit-title-vi').evaluate((e) => e.getBoundingClientRect().top >= 0 && e.getBoundingClientRect().bottom <= innerHeight)).toBe(true);
    await shot(page, 'vi-tab-checked');
    await id('edit-title-vi').fill(VI.title);
    await id('edit-description-vi').fill(VI.description);
    expect(await id('edit-lang-vi').textContent()).not.toContain('原文');
    await shot(page, 'vi-tab-written');
    const saved = page.waitForResponse((r) => r.url().includes('/api/housing') && r.request().method() === 'POST');
    await id('edit-submit').click();
    const body = (await (await saved).json()) as { code: number; data: { id: number; lang_type: string; texts: unknown } };
    expect(body.code).toBe(200);
    expect(body.data.lang_type).toBe('zh');
    expect(body.data.texts).toEqual({ zh: ZH, vi: VI });
    houseId = body.data.id;
    await page.waitForURL('**/pages/house/manage');
    // Back in the form, the tabs hold both versions, the original's badge on 中文.
    await page.goto(`${server.base}/pages/house/edit?id=${houseId}`);
    await expect.poll(() => id('edit-title').inputValue()).toBe(ZH.title);
    await id('edit-lang-vi').click();
    await expect.poll(() => id('edit-title-vi').inputValue()).toBe(VI.title);
    await shot(page, 'edit-again');
    const admin = await api.login('13800000100');
    await api.call('POST', `/admin/vn/housing/adopt/${houseId}`, { token: admin.token, body: {} });
    await page.context().close();
  });

  let member: Page;
  it('a member reading in Tiếng Việt sees the publisher’s Vietnamese version, marked, with the original one tap away', async () => {
    member = await (await phoneContext(browser)).newPage();
    await logInWithPassword(member, server.base, '13800000001');
    await switchLanguage(member, 'vi');
    await member.goto(`${server.base}/pages/house/detail?id=${houseId}`);
    const id = (t: string) => member.getByTestId(t);
    await expect.poll(() => id('detail-title').textContent()).toBe(VI.title);
    expect(await id('detail-title').locator('span[lang]').getAttribute('lang')).toBe('vi');
    expect(await id('detail-description').textContent()).toBe(VI.description);
    expect(await id('detail-publisher-version').textContent()).toContain('Người đăng viết bằng tiếng Việt');
    // The publisher's own words: nothing to translate.
    expect(await id('translate-action').count()).toBe(0);
    await id('detail-publisher-version').evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await shot(member, 'read-in-vi');
    await id('detail-version-toggle').click();
    expect(await id('detail-original-title').textContent()).toBe(ZH.title);
    expect(await id('detail-description').textContent()).toBe(ZH.description);
    expect(await id('detail-description').getAttribute('lang')).toBe('zh');
    expect(await id('detail-publisher-version').textContent()).toContain('Bản gốc (tiếng Trung)');
    await id('detail-publisher-version').evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await shot(member, 'read-in-vi-original');
    await id('detail-version-toggle').click();
    expect(await id('detail-description').textContent()).toBe(VI.description);
  });

  it('reading in English (no English version): the Chinese original, and "Translate" through the engine', async () => {
    await switchLanguage(member, 'en');
    await member.goto(`${server.base}/pages/house/detail?id=${houseId}`);
    const id = (t: string) => member.getByTestId(t);
    await expect.poll(() => id('detail-title').textContent()).toBe(ZH.title);
    expect(await id('detail-publisher-version').count()).toBe(0);
    await id('translate-action').click();
    await id('translate-from').waitFor();
    expect(await id('translate-from').textContent()).toBe('Translated from Chinese');
    expect(await id('detail-translated-title').textContent()).toBe(`[en] ${ZH.title.toUpperCase()}`);
    // The engine was asked for the original (Chinese), not the Vietnamese version.
    expect(lt.requests.filter((r) => r.path === '/translate').flatMap((r) => r.texts).join('\n')).toContain('麒麟湾');
    await id('translate-from').evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await shot(member, 'read-in-en-translated');
    await id('translate-original').click();
    expect(await id('detail-description').textContent()).toBe(ZH.description);
  });

  it('a Vietnamese word of the Vietnamese version finds the house in search (the reader in Tiếng Việt sees that version)', async () => {
    await switchLanguage(member, 'vi');
    await member.goto(`${server.base}/pagesA/common/search`);
    const id = (t: string) => member.getByTestId(t);
    await id('search-input').locator('input').fill('kỳ lân xanh');
    await id('search-input').locator('input').press('Enter');
    await id('search-group-housing').waitFor();
    const card = id('search-group-housing').getByTestId(`listing-card-${houseId}`);
    await card.waitFor();
    expect(await card.getByTestId('listing-card-title').textContent()).toBe(VI.title);
    await shot(member, 'search-vi-word');
    // Without diacritics too.
    await member.goto(`${server.base}/pages/house/list?keyword=${encodeURIComponent('ky lan xanh')}`);
    await id(`listing-card-${houseId}`).waitFor();
  });
});
