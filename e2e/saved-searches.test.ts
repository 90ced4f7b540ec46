import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiClient } from './support/api-client.js';
import { testPhoto } from './support/images.js';
import { launchBrowser, logInWithPassword, phoneContext, startServer, stepShots } from './support/server.js';

/**
 * Saved searches with alerts in Chromium on the built app served by the real server: the demo member filters the
 * homes list (a keyword and "for rent"), saves the search, a publisher's matching house is approved, the alert timer
 * runs (the dev clock lets its hour pass), the member sees the digest notice, opens it onto the filtered list, and
 * manages the search in Me → Saved searches (rename, pause, delete).
 */
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let page: Page;
let api: ReturnType<typeof apiClient>;
const shot = stepShots('saved-searches');
const id = (testId: string) => page.getByTestId(testId);
const MEMBER = '13800000001';
/** A word only the new house has. */
const WORD = '荔湾河景';
let houseId = 0;
let searchId = 0;

beforeAll(async () => {
  server = await startServer();
  api = apiClient(server.base);
  browser = await launchBrowser();
  page = await (await phoneContext(browser)).newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('saved searches', () => {
  it('the member filters houses and saves the search from the filter bar', async () => {
    await logInWithPassword(page, server.base, MEMBER);
    await page.goto(`${server.base}/pages/house/list`);
    await id('listing-list-housing').waitFor();
    await id('listing-search').locator('input').fill(WORD);
    await id('listing-search').locator('input').press('Enter');
    await page.waitForURL((u) => u.searchParams.get('keyword') === WORD);
    await page.locator('.adm-dropdown-item').filter({ hasText: '筛选' }).click();
    await id('filter-deal').locator('.adm-selector-item').filter({ hasText: /^出租$/ }).click();
    await id('filter-more-apply').click();
    await page.waitForURL((u) => u.searchParams.get('deal') === 'rent');
    await id('listing-empty').waitFor();
    await expect.poll(() => id('save-search').textContent()).toBe('订阅');
    await shot(page, 'list-filtered');

    const saved = page.waitForResponse((r) => r.url().includes('/api/saved-search/save'));
    await id('save-search').click();
    const body = (await (await saved).json()) as { code: number; data: { id: number; created: boolean; link: string } };
    expect(body.code).toBe(200);
    expect(body.data.created).toBe(true);
    expect(body.data.link).toBe(`/pages/house/list?deal=rent&keyword=${encodeURIComponent(WORD)}`);
    searchId = body.data.id;
    await page.getByText('已订阅：有新信息时每天最多通知你一次').waitFor();
    await expect.poll(() => id('save-search').textContent()).toBe('已订阅');
    expect(await id('save-search').getAttribute('aria-pressed')).toBe('true');
    await shot(page, 'saved');
  });

  it('a matching house is approved, the alert timer runs, and the member gets one digest notice', async () => {
    const publisher = await api.login('13800000002');
    const photo = await api.upload(publisher.token, await testPhoto({ r: 60, g: 140, b: 190 }, 1));
    const categories = await api.call<Array<{ id: number; name: string }>>('GET', '/housing/category');
    const house = await api.call<{ id: number }>('POST', '/housing', {
      token: publisher.token,
      body: {
        title: `${WORD}三房公寓 近第四郡河边`,
        description: '三房两厅，阳台看河景，家具齐全，拎包入住。',
        price: 18000000,
        price_unit: 'month',
        images: [photo],
        category_id: categories[0]!.id,
        deal: 'rent',
        area_sqm: 110,
        rooms: 3,
        contact_name: '阿强',
        contact_phone: '+84 901 234 568',
      },
    });
    houseId = house.id;
    const admin = await api.login('13800000100');
    await api.call('POST', `/admin/vn/housing/adopt/${houseId}`, { token: admin.token, body: {} });

    // An hour passes for the durable timers: the next sweep runs now.
    await server.advanceClock(3600);
    await page.goto(`${server.base}/pages/common/notice-center`);
    const notice = page.locator('[data-testid^="notice-item-"]').filter({ hasText: '“房屋租售 · 关键词“荔湾河景” · 出租”有 1 条新信息' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`“${WORD}三房公寓 近第四郡河边”`);
    await shot(page, 'digest-notice');
    // The timer running again sends nothing more (one digest a day, the house already sent).
    await server.advanceClock(3600);
    await page.reload();
    await notice.waitFor();
    expect(await page.locator('[data-testid^="notice-item-"]').filter({ hasText: WORD }).count()).toBe(1);
  });

  it('opens the digest onto the list filtered to the search, with the new house', async () => {
    await page.locator('[data-testid^="notice-item-"]').filter({ hasText: WORD }).click();
    await page.waitForURL((u) => u.pathname === '/pages/house/list' && u.searchParams.get('keyword') === WORD && u.searchParams.get('deal') === 'rent');
    await id(`listing-card-${houseId}`).waitFor();
    await expect.poll(() => id('listing-total').textContent()).toBe('共 1 条');
    await page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLImageElement>('.lcard__cover img')).every((i) => i.complete && i.naturalWidth > 0));
    await shot(page, 'digest-opened');
  });

  it('manages it in Me → Saved searches: rename, pause, open, delete', async () => {
    await page.goto(`${server.base}/pages/index/my`);
    await id('me-saved-searches').click();
    await page.waitForURL('**/pagesA/my/saved-search');
    const row = id(`saved-search-${searchId}`);
    await row.waitFor();
    expect(await row.textContent()).toContain('关键词“荔湾河景” · 出租');
    expect(await row.textContent()).toContain('上次提醒');
    // The demo searches are there too.
    await page.getByText('第七郡两室出租').waitFor();
    await shot(page, 'my-searches');

    await row.getByTestId('saved-search-rename').click();
    await id('saved-search-name').locator('input').fill('河景三房');
    await shot(page, 'rename');
    await page.locator('.adm-dialog-button').filter({ hasText: '保存' }).click();
    await expect.poll(() => row.locator('h2').textContent()).toBe('河景三房');
    await page.locator('.adm-dialog').waitFor({ state: 'detached' });

    await row.getByTestId('saved-search-alerts').click();
    await expect.poll(() => row.textContent()).toContain('提醒已暂停');
    await shot(page, 'paused');

    await row.getByTestId('saved-search-open').click();
    await page.waitForURL((u) => u.pathname === '/pages/house/list' && u.searchParams.get('keyword') === WORD);
    await id(`listing-card-${houseId}`).waitFor();
    await page.goBack();
    await row.waitFor();

    await row.getByTestId('saved-search-delete').click();
    await page.locator('.adm-dialog-button').filter({ hasText: '取消订阅' }).click();
    await row.waitFor({ state: 'detached' });
    await page.getByText('第七郡两室出租').waitFor();
    await page.locator('.adm-dialog').waitFor({ state: 'detached' });
    // Toasts gone for the picture (on a slow machine the pause's toast is still fading out beside the delete's).
    await expect.poll(() => page.locator('.adm-toast-mask').count(), { timeout: 10_000 }).toBe(0);
    await shot(page, 'deleted');
  });
});
