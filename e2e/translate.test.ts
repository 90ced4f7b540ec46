import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startLibreTranslateStandIn } from '../apps/server/tests/support/translate-standins.js';
import { apiClient } from './support/api-client.js';
import { testPhoto } from './support/images.js';
import { launchBrowser, logInWithPassword, phoneContext, startServer, stepShots } from './support/server.js';

/**
 * "Translate" on the built app (docs/translation.md), with the LibreTranslate stand-in as the engine: a publisher
 * writes a house and a post in Vietnamese; a Chinese-speaking member reads the house translated, taps "show
 * original" and back, and translates the post in the square. A visitor is sent to log in first. The stand-in's
 * "translation" is recognisable: `[zh-Hans] ` then the words upper-cased, pieces such as prices kept.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let lt: Awaited<ReturnType<typeof startLibreTranslateStandIn>>;
let browser: Browser;
let api: ReturnType<typeof apiClient>;
const shot = stepShots('translate');
let houseId = 0;
let postId = 0;

beforeAll(async () => {
  lt = await startLibreTranslateStandIn();
  server = await startServer({ TRANSLATE_PROVIDER: 'libretranslate', LIBRETRANSLATE_URL: lt.url });
  api = apiClient(server.base);
  browser = await launchBrowser();
  const pub = await api.login('13800000002');
  const admin = await api.login('13800000100');
  const images = [await api.upload(pub.token, await testPhoto({ r: 200, g: 140, b: 90 }, 1))];
  const cats = await api.call<Array<{ id: number }>>('GET', '/housing/category');
  const saved = await api.call<{ id: number }>('POST', '/housing', {
    token: pub.token,
    body: { title: 'Cho thuê căn hộ 2 phòng ngủ quận 7', description: 'Giá 12 triệu/tháng, có ban công.\nLiên hệ 0901 234 567', price: 12000000, price_unit: 'month', category_id: cats[0]!.id, images, deal: 'rent', area_sqm: 65, rooms: 2 },
  });
  await api.call('POST', `/admin/vn/housing/adopt/${saved.id}`, { token: admin.token, body: {} });
  houseId = saved.id;
  postId = (await api.call<{ id: number }>('POST', '/social/post', { token: pub.token, body: { content: 'Có ai biết chỗ sửa xe máy tốt ở quận 1 không?' } })).id;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await lt?.close();
});

describe('translate', () => {
  let member: Page;

  it('a visitor sees "翻译" under a Vietnamese house and is asked to log in first', async () => {
    const visitor = await (await phoneContext(browser)).newPage();
    await visitor.goto(`${server.base}/pages/house/detail?id=${houseId}`);
    await visitor.getByTestId('translate-action').click();
    await visitor.waitForURL('**/pages/login/login**');
    await visitor.context().close();
  });

  it('the member reads the house translated, with where it came from, and the original one tap away', async () => {
    member = await (await phoneContext(browser)).newPage();
    await logInWithPassword(member, server.base, '13800000001');
    await member.goto(`${server.base}/pages/house/detail?id=${houseId}`);
    await expect.poll(() => member.getByTestId('detail-description').textContent()).toContain('Giá 12 triệu/tháng');
    await member.getByTestId('translate-action').click();
    await member.getByTestId('translate-from').waitFor();
    expect(await member.getByTestId('translate-from').textContent()).toBe('译自越南语');
    expect(await member.getByTestId('detail-translated-title').textContent()).toBe('[zh-Hans] CHO THUÊ CĂN HỘ 2 PHÒNG NGỦ QUẬN 7');
    expect(await member.getByTestId('detail-description').textContent()).toBe('[zh-Hans] GIÁ 12 triệu/THÁNG, CÓ BAN CÔNG.\n[zh-Hans] LIÊN HỆ 0901 234 567');
    expect(await member.getByTestId('detail-description').getAttribute('lang')).toBe('zh');
    await shot(member, 'house-translated');
    await member.getByTestId('translate-original').click();
    expect(await member.getByTestId('detail-description').textContent()).toBe('Giá 12 triệu/tháng, có ban công.\nLiên hệ 0901 234 567');
    expect(await member.getByTestId('detail-translated-title').count()).toBe(0);
    const asked = lt.requests.filter((r) => r.path === '/translate').length;
    await member.getByTestId('translate-again').click();
    await member.getByTestId('translate-from').waitFor();
    // Back to the translation without asking the engine again.
    expect(lt.requests.filter((r) => r.path === '/translate').length).toBe(asked);
  });

  it('the member translates the Vietnamese post in the square; a Chinese post offers nothing', async () => {
    await member.goto(`${server.base}/pagesA/socialize/dynamics-detail?id=${postId}`);
    const post = member.getByTestId(`post-${postId}`);
    await post.getByTestId('translate-action').click();
    await post.getByTestId('translate-from').waitFor();
    expect(await post.getByTestId('post-text').textContent()).toBe('[zh-Hans] CÓ AI BIẾT CHỖ SỬA XE MÁY TỐT Ở QUẬN 1 KHÔNG?');
    await shot(member, 'post-translated');
  });

  it('an engine failure says so and keeps the original; "try again" then works', async () => {
    const pub = await api.login('13800000002');
    const other = (await api.call<{ id: number }>('POST', '/social/post', { token: pub.token, body: { content: 'Cuối tuần này có chợ phiên ở quận 3' } })).id;
    lt.script(lt.errors.crash());
    await member.goto(`${server.base}/pagesA/socialize/dynamics-detail?id=${other}`);
    const post = member.getByTestId(`post-${other}`);
    await post.getByTestId('translate-action').click();
    await post.getByTestId('translate-failed').waitFor();
    expect(await post.getByTestId('translate-failed').textContent()).toBe('暂时无法翻译，请稍后再试');
    expect(await post.getByTestId('post-text').textContent()).toBe('Cuối tuần này có chợ phiên ở quận 3');
    await shot(member, 'post-failed');
    await post.getByRole('button', { name: '重试' }).click();
    await post.getByTestId('translate-from').waitFor();
  });
});
