import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFromNow, worldOf } from '../cars/support.js';
import { startTestApp, type TestApp } from '../support/harness.js';

/** The clubs' and exhibitions' review queues in the operators' console: listed with their items, decided through the modules' own review. */
let t: TestApp;
let w: Awaited<ReturnType<typeof worldOf>>;

beforeAll(async () => {
  t = await startTestApp();
  w = await worldOf(t);
});
afterAll(() => t.close());

const items = (queue: string) => t.call<{ list: Array<{ id: number; title: string; image: string | null; app_path: string | null }>; total: number }>('consoleReviewItems', { token: w.admin.token, params: { queue }, query: { limit: 50 } });

describe('console queues club and exhibition', () => {
  it('a new club waits in the `club` queue and an approval there lists it, notifies its owner and is audited', async () => {
    const owner = await t.newUser();
    const club = await t.call<{ id: number }>('clubSave', { token: owner.token, siteAreaId: w.hcm, body: { category: 'food', name: '第一郡吃货团', intro: '每月一次探店，AA 制，欢迎加入。', photos: [w.image] } });
    const queue = await items('club');
    expect(queue.data.list).toEqual([expect.objectContaining({ id: club.data.id, title: '第一郡吃货团', image: w.image, app_path: `/pagesA/club/detail?id=${club.data.id}` })]);
    expect((await t.call('consoleReviewClaim', { token: w.admin.token, params: { queue: 'club' }, body: { id: club.data.id } })).status).toBe(200);
    const r = await t.call<{ results: Array<{ ok: boolean }> }>('consoleReviewDecide', { token: w.admin.token, params: { queue: 'club' }, body: { ids: [club.data.id], action: 'approve' } });
    expect(r.data.results).toEqual([expect.objectContaining({ ok: true })]);
    expect((await t.db.selectFrom('club').select('status').where('id', '=', club.data.id).executeTakeFirstOrThrow()).status).toBe('online');
    expect((await items('club')).data.total).toBe(0);
  });

  it('a merchant’s exhibition waits in the `exhibition` queue; a rejection there carries the reason', async () => {
    const merchant = await t.newUser();
    const company = await w.company(merchant, '堤岸展览策划公司');
    const e = await t.call<{ id: number }>('exhibitionSave', {
      token: merchant.token,
      body: { company_id: company.id, industry: 'beauty', title: '美容美发博览会', intro: '美容设备、化妆品与培训课程。', starts_on: dayFromNow(20), ends_on: dayFromNow(21), venue: '白藤会展中心', organiser: '美业协会' },
    });
    expect((await items('exhibition')).data.list.map((x) => x.id)).toEqual([e.data.id]);
    await t.call('consoleReviewClaim', { token: w.admin.token, params: { queue: 'exhibition' }, body: { id: e.data.id } });
    const r = await t.call<{ results: Array<{ ok: boolean }> }>('consoleReviewDecide', { token: w.admin.token, params: { queue: 'exhibition' }, body: { ids: [e.data.id], action: 'reject', reason: '请补充场馆地址' } });
    expect(r.data.results).toEqual([expect.objectContaining({ ok: true })]);
    const row = await t.db.selectFrom('exhibition').select(['status', 'review_reason']).where('id', '=', e.data.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'rejected', review_reason: '请补充场馆地址' });
  });
});
