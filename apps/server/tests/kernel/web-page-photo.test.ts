import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { imageUrl } from '@haiwai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';
import { worldOf, type World } from '../listings/support/fixtures.js';

// The app shell hints the largest picture of a listing's detail page (its first photo) so it downloads while the app starts.
let t: TestApp;
let w: World;
const dist = mkdtempSync(path.join(os.tmpdir(), 'haiwai-dist-'));
beforeAll(async () => {
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"><div class="boot" aria-hidden="true"><div class="boot__head"></div><div class="boot__card"></div></div></div></body></html>');
  t = await startTestApp({ WEB_DIST: dist });
  w = await worldOf(t);
});
afterAll(() => t.close());

const page = async (url: string, status = 200) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(status);
  return res.body;
};
const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

describe('a detail page preloads its first photo', () => {
  it('a live house: its first photo at the gallery size with the area watermark, as the web gallery spells it', async () => {
    const who = await w.publisher('housing');
    const house = await w.live(who, 'housing', w.hcm);
    const expected = imageUrl(house.images[0], { preset: 'detailBanner' }, w.hcm);
    const html = await page(`/pages/house/detail?id=${house.id}`);
    expect(preloads(html)).toEqual([expected]);
    // Painted in the boot shell, detail-shaped, where the gallery will stand: it shows before the app has started.
    expect(html).toContain('<div class="boot boot--photo" aria-hidden="true">');
    expect(html).toContain(`<div class="boot__card"><img src="${expected.replaceAll('&', '&amp;')}" alt="" fetchpriority="high"></div>`);
    // Second-hand goods and cars open on their photos too.
    const goods = await w.live(await w.publisher('shGoods'), 'shGoods', w.hcm);
    expect(preloads(await page(`/pages/publicPage/detail?id=${goods.id}`))).toEqual([imageUrl(goods.images[0], { preset: 'detailBanner' }, w.hcm)]);
  });

  it('nothing for what a visitor may not open, another kind’s id, or a malformed id (and never an error)', async () => {
    const who = await w.publisher('housing');
    const house = await w.live(who, 'housing', w.hcm);
    const goods = await w.live(await w.publisher('shGoods'), 'shGoods', w.hcm);
    // Each of these is also a 404 with the app (docs/links.md): no such house, or none a visitor may see.
    expect(preloads(await page(`/pages/house/detail?id=${goods.id}`, 404))).toEqual([]);
    await t.db.updateTable('listing').set({ status: 'offline' }).where('id', '=', house.id).execute();
    expect(preloads(await page(`/pages/house/detail?id=${house.id}`, 404))).toEqual([]);
    await t.db.updateTable('listing').set({ status: 'online', deleted_at: new Date() }).where('id', '=', house.id).execute();
    expect(preloads(await page(`/pages/house/detail?id=${house.id}`, 404))).toEqual([]);
    for (const id of ['abc', '-1', '0', '1e400', '99999999999999999999', '']) expect(preloads(await page(`/pages/house/detail?id=${id}`, 404))).toEqual([]);
    // Pages that open on a logo, and the list, hint no photo (the list paints its cards: below).
    const list = await page('/pages/house/list');
    expect(preloads(list)).toEqual([]);
    expect(list).not.toContain('boot--photo');
  });
});

describe('a list opened without filters paints its first cards in the boot shell', () => {
  const shellCards = (html: string) =>
    [...html.matchAll(/<a class="boot__item(?: boot__item--wide)?" href="([^"]+)" tabindex="-1">(?:<img src="([^"]+)" alt="">|<i><\/i>)<span>(.*?)<\/span><\/a>/g)].map((m) => ({
      href: m[1]!.replaceAll('&amp;', '&'),
      cover: m[2]?.replaceAll('&amp;', '&') ?? null,
      title: m[3]!,
    }));

  it('the first screen of the list call’s own first page: links, covers as the card asks for them, titles escaped', async () => {
    const who = await w.publisher('housing');
    for (let n = 0; n < 6; n++) await w.live(who, 'housing', w.hcm, n);
    const risky = await w.live(who, 'housing', w.hcm, 6, { title: '<b>"Tom & Jerry"</b> 公寓 近市场' });
    const first = (await w.kindCall<{ list: Array<{ id: number; title: string; cover: string | null }> }>('housing', 'list', { siteAreaId: w.hcm, query: { limit: 6 } })).data.list;
    const html = await page('/pages/house/list');
    expect(html).toContain('<div class="boot boot--list" aria-hidden="true">');
    const cards = shellCards(html);
    expect(cards.map((c) => c.href)).toEqual(first.map((c) => `/pages/house/detail?id=${c.id}`));
    expect(cards[0]!.href).toBe(`/pages/house/detail?id=${risky.id}`);
    expect(cards[0]!.title).toBe('&lt;b&gt;"Tom &amp; Jerry"&lt;/b&gt; 公寓 近市场');
    expect(html).not.toContain('<b>"Tom');
    expect(cards[1]!.cover).toBe(imageUrl(first[1]!.cover, { preset: 'searchList' }));
  });

  it('nothing painted for a list with filters, a grid kind, a path without a list, or an area without live listings', async () => {
    expect(shellCards(await page('/pages/house/list?category_id=1'))).toEqual([]);
    expect(shellCards(await page('/pages/house/list?keyword=x'))).toEqual([]);
    expect(shellCards(await page(`/pages/house/list?site_area_id=${w.hanoi}`))).toEqual([]);
    // The language and an app shell's terminal leave the list as it opens.
    expect(shellCards(await page('/pages/house/list?lang=en&terminal=3')).length).toBeGreaterThan(0);
    expect(shellCards(await page('/pages/publicPage/list'))).toEqual([]);
    expect(shellCards(await page('/pages/index/my'))).toEqual([]);
    // Bangkok (by the visitor's address) has no live cars here: the plain boot shell.
    const res = await t.app.inject({ method: 'GET', url: '/pages/car/list', headers: { 'x-forwarded-for': '1.46.0.1' } });
    expect(res.body).toContain('<div class="boot" aria-hidden="true">');
    expect(shellCards(res.body)).toEqual([]);
  });
});
