import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../media/helpers.js';
import { startTestApp, type TestApp } from '../support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('housing smoke', () => {
  it('posts, reviews, lists, searches', async () => {
    const pub = await t.login('13800000002');
    const admin = await t.login('13800000100');
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#88aacc' } }).png().toBuffer();
    const up = await upload(t, png, { token: pub.token, type: 'image/png', filename: 'a.png' });
    expect(up.body.code).toBe(200);
    const url = up.body.data.url;
    const cats = await t.call<Array<{ id: number; name: string }>>('housingCategory', { siteAreaId: 1 });
    expect(cats.code).toBe(200);
    const saved = await t.call<{ id: number; status: string; review_status: string }>('housingSave', {
      token: pub.token,
      siteAreaId: 1,
      body: { title: '两房一厅公寓出租 近第一郡', description: '拎包入住，家具齐全', price: 12000000, category_id: cats.data[0]!.id, images: [url], deal: 'rent', area_sqm: 65, rooms: 2 },
    });
    expect(saved.message).toBe('成功');
    expect(saved.data.status).toBe('reviewing');
    const before = await t.call<{ total: number }>('housingList', { siteAreaId: 1 });
    expect(before.data.total).toBe(0);
    const adopted = await t.call<{ status: string }>('housingAdminAdopt', { token: admin.token, params: { id: saved.data.id }, body: {} });
    expect(adopted.message).toBe('成功');
    expect(adopted.data.status).toBe('online');
    const list = await t.call<{ total: number; list: Array<{ id: number; rooms: number }> }>('housingList', { siteAreaId: 1, query: { keyword: '公寓' } });
    expect(list.data.total).toBe(1);
    expect(list.data.list[0]!.rooms).toBe(2);
    const info = await t.call<{ contact_hidden: string }>('housingInfo', { siteAreaId: 1, params: { id: saved.data.id } });
    expect(info.code).toBe(200);
    const g = await t.call<unknown[]>('hotKeywordDataGroup', { siteAreaId: 1, query: { keyword: '第一郡' } });
    expect(g.data.length).toBe(1);
    const alias = await t.request<{ total: number }>('GET', '/api/shGoods/list', { siteAreaId: 1 });
    expect(alias.code).toBe(200);
  });
});
