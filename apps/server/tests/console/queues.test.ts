import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';

/**
 * The console's review queues (docs/console.md) on a real database: the listing engine's queues (one per kind),
 * claims (two admins, one wins; a lapsed claim is free), decisions one and many (a mix: one failure does not stop
 * the others), the author's notice, reject reasons, and every refusal: another area's admin, a member, no token.
 */
let t: TestApp;
let hcm: number;
let other: number;
let admin: { token: string; id: number };
let admin2: { token: string; id: number };
let otherAdmin: { token: string; id: number };
let member: { token: string; id: number };
let author: { token: string; id: number };

async function pendingHouse(areaId: number, title: string): Promise<number> {
  const r = await sql<{ id: number }>`insert into listing (kind, site_area_id, user_id, title, description, currency, images, status, review_status)
    values ('housing', ${areaId}, ${author.id}, ${title}, ${'两室一厅，近地铁，拎包入住'}, 'VND', ${JSON.stringify(['/uploads/x.jpg'])}::jsonb, 'reviewing', 'pending') returning id`.execute(t.db);
  return r.rows[0]!.id;
}

async function staffAdmin(areaId: number): Promise<{ token: string; id: number }> {
  const u = await t.newUser();
  await t.db.updateTable('app_user').set({ role: 'admin' }).where('id', '=', u.id).execute();
  await t.db.insertInto('admin_site_area').values({ user_id: u.id, site_area_id: areaId } as never).execute();
  return t.login(u.mobile, u.password);
}

const items = (token: string, query: Record<string, string | number | undefined> = {}) => t.call<{ list: Array<{ id: number; claim: { mine: boolean; nickname: string } | null }>; total: number; next_cursor: string | null }>('consoleReviewItems', { token, params: { queue: 'listing.housing' }, query });
const claim = (token: string, id: number, lang = 'zh') => t.call<{ mine: boolean; expires_at: string }>('consoleReviewClaim', { token, params: { queue: 'listing.housing' }, body: { id }, lang });
const decide = (token: string, body: Record<string, unknown>) => t.call<{ results: Array<{ id: number; ok: boolean; code: number; message: string }> }>('consoleReviewDecide', { token, params: { queue: 'listing.housing' }, body });

beforeAll(async () => {
  t = await startTestApp();
  const areas = (await t.call<Array<{ id: number; code: string }>>('siteAreaAll')).data;
  hcm = areas.find((a) => a.code === 'hcm')!.id;
  other = areas.find((a) => a.code !== 'hcm')!.id;
  admin = await t.login('13800000100');
  admin2 = await staffAdmin(hcm);
  otherAdmin = await staffAdmin(other);
  member = await t.newUser();
  author = await t.newUser();
});
afterAll(() => t?.close());

describe('console: who am I', () => {
  it('an area admin sees their area with its permissions; a member sees none', async () => {
    const me = await t.call<{ areas: Array<{ id: number; permissions: string[] }> }>('consoleMe', { token: admin.token });
    expect(me.status).toBe(200);
    expect(me.data.areas.find((a) => a.id === hcm)?.permissions).toEqual(expect.arrayContaining(['review', 'manage']));
    expect((await t.call<{ areas: unknown[] }>('consoleMe', { token: member.token })).data.areas).toEqual([]);
    expect((await t.call('consoleMe')).status).toBe(401);
  });
});

describe('console: queues', () => {
  it('lists every listing kind as a queue with its waiting count in my areas', async () => {
    await pendingHouse(hcm, '第一套等待审核的房子');
    const res = await t.call<Array<{ key: string; title: string; count: number }>>('consoleReviewQueues', { token: admin.token, lang: 'en' });
    expect(res.status).toBe(200);
    const house = res.data.find((q) => q.key === 'listing.housing')!;
    expect(house.title).toBe('Homes');
    expect(house.count).toBeGreaterThanOrEqual(1);
    expect(res.data.map((q) => q.key)).toEqual(expect.arrayContaining(['listing.company', 'listing.hotel', 'listing.guide']));
  });

  it('every declared queue answers its items and counts (listings, ads, visa packages, city walks…)', async () => {
    const queues = await t.call<Array<{ key: string; count: number }>>('consoleReviewQueues', { token: admin.token });
    expect(queues.data.map((q) => q.key)).toEqual(expect.arrayContaining(['listing.housing', 'listing.shGoods', 'ad', 'visa.package', 'travel.walk']));
    for (const q of queues.data) {
      const res = await t.call<{ list: unknown[]; total: number }>('consoleReviewItems', { token: admin.token, params: { queue: q.key }, query: { limit: 50 } });
      expect(res.status, q.key).toBe(200);
      expect(res.data.total, q.key).toBe(q.count);
    }
  });

  it('pages a queue oldest first with the shared pager, filters by words, keeps other areas out', async () => {
    const a = await pendingHouse(hcm, '翻页测试房源甲');
    const b = await pendingHouse(hcm, '翻页测试房源乙');
    const elsewhere = await pendingHouse(other, '别的地区的房源');
    const first = await items(admin.token, { limit: 1, q: '翻页测试' });
    expect(first.status).toBe(200);
    expect(first.data.list.map((i) => i.id)).toEqual([a]);
    const second = await items(admin.token, { limit: 1, q: '翻页测试', cursor: first.data.next_cursor! });
    expect(second.data.list.map((i) => i.id)).toEqual([b]);
    const all = await items(admin.token, { limit: 50 });
    expect(all.data.list.map((i) => i.id)).not.toContain(elsewhere);
    expect((await items(admin.token, { site_area_id: other })).status).toBe(403);
    expect((await items(admin.token, { cursor: 'nonsense' })).status).toBe(400);
  });

  it('an unknown queue, or a queue of the other family, is a 404', async () => {
    expect((await t.call('consoleReviewItems', { token: admin.token, params: { queue: 'no.such' } })).status).toBe(404);
    expect((await t.call('consoleServiceItems', { token: admin.token, params: { queue: 'listing.housing' } })).status).toBe(404);
  });

  it('shows one waiting item whole; a decided one is a 404', async () => {
    const id = await pendingHouse(hcm, '详情测试房源');
    const res = await t.call<{ body: string; images: string[]; author: { id: number } }>('consoleReviewItem', { token: admin.token, params: { queue: 'listing.housing', id } });
    expect(res.status).toBe(200);
    expect(res.data.body).toContain('近地铁');
    expect(res.data.images).toEqual(['/uploads/x.jpg']);
    expect(res.data.author.id).toBe(author.id);
    expect((await t.call('consoleReviewItem', { token: otherAdmin.token, params: { queue: 'listing.housing', id } })).status).toBe(403);
  });
});

describe('console: claims', () => {
  it('two admins claim at once: one wins, the other hears who holds it (409, in their language)', async () => {
    const id = await pendingHouse(hcm, '认领测试房源');
    const [x, y] = await Promise.all([claim(admin.token, id), claim(admin2.token, id, 'en')]);
    const codes = [x.status, y.status].sort();
    expect(codes).toEqual([200, 409]);
    const lost = x.status === 409 ? x : y;
    expect(lost.message).toMatch(/working on this item|正在处理/);
    // The holder renews; the other sees the claim on the row.
    const holder = x.status === 200 ? admin : admin2;
    const loser = holder === admin ? admin2 : admin;
    expect((await claim(holder.token, id)).status).toBe(200);
    const row = (await items(loser.token, { q: '认领测试' })).data.list[0]!;
    expect(row.claim).toMatchObject({ mine: false });
    // The loser may not decide while the claim lives.
    const refused = await decide(loser.token, { ids: [id], action: 'approve' });
    expect(refused.data.results[0]).toMatchObject({ id, ok: false, code: 409 });
  });

  it('a lapsed claim is free: another admin takes it over', async () => {
    const id = await pendingHouse(hcm, '过期认领房源');
    expect((await claim(admin.token, id)).status).toBe(200);
    await t.db.updateTable('review_claim').set({ expires_at: new Date(Date.now() - 1000) }).where('item_id', '=', id).execute();
    const taken = await claim(admin2.token, id);
    expect(taken.status).toBe(200);
    expect(taken.data.mine).toBe(true);
  });

  it('releasing gives the item back; another area’s admin cannot claim', async () => {
    const id = await pendingHouse(hcm, '放弃认领房源');
    expect((await claim(admin.token, id)).status).toBe(200);
    expect((await t.call('consoleReviewRelease', { token: admin.token, params: { queue: 'listing.housing' }, body: { id } })).status).toBe(200);
    expect((await claim(admin2.token, id)).status).toBe(200);
    expect((await claim(otherAdmin.token, id)).status).toBe(403);
  });
});

describe('console: decisions', () => {
  it('approves a claimed item: live, audited, the author notified; the claim ends', async () => {
    const id = await pendingHouse(hcm, '通过测试房源');
    await claim(admin.token, id);
    const res = await decide(admin.token, { ids: [id], action: 'approve' });
    expect(res.data.results).toEqual([{ id, ok: true, code: 0, message: '' }]);
    const row = await t.db.selectFrom('listing').select(['status', 'review_status']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'online', review_status: 'passed' });
    expect(await t.db.selectFrom('admin_audit').select('id').where('action', '=', 'listing.adopt').where('target_id', '=', String(id) as never).executeTakeFirst()).toBeDefined();
    expect(await t.db.selectFrom('notice').select('id').where('user_id', '=', author.id).where('ref_id', '=', String(id) as never).executeTakeFirst()).toBeDefined();
    expect(await t.db.selectFrom('review_claim').select('item_id').where('item_id', '=', id).executeTakeFirst()).toBeUndefined();
  });

  it('rejects with a listed reason: the author reads it in their own language', async () => {
    await t.db.updateTable('app_user').set({ lang: 'en' }).where('id', '=', author.id).execute();
    const id = await pendingHouse(hcm, '驳回测试房源');
    const reasons = await t.call<Array<{ id: number; texts: { en: string }; text: string }>>('consoleReviewReasons', { token: admin.token, query: { site_area_id: hcm, queue: 'listing.housing' } });
    expect(reasons.status).toBe(200);
    expect(reasons.data.length).toBeGreaterThan(3);
    const reason = reasons.data[0]!;
    const res = await decide(admin.token, { ids: [id], action: 'reject', reason_id: reason.id });
    expect(res.data.results[0]!.ok).toBe(true);
    const row = await t.db.selectFrom('listing').select(['review_status', 'review_reason']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ review_status: 'failed', review_reason: reason.texts.en });
    await t.db.updateTable('app_user').set({ lang: 'zh' }).where('id', '=', author.id).execute();
  });

  it('a reject needs a reason (400)', async () => {
    const id = await pendingHouse(hcm, '没有理由的驳回');
    expect((await decide(admin.token, { ids: [id], action: 'reject' })).status).toBe(400);
  });

  it('decides many at once: each item has its result, a failure does not stop the others', async () => {
    const ok1 = await pendingHouse(hcm, '批量一');
    const ok2 = await pendingHouse(hcm, '批量二');
    const held = await pendingHouse(hcm, '批量被认领');
    const elsewhere = await pendingHouse(other, '批量别的地区');
    await claim(admin2.token, held);
    const res = await decide(admin.token, { ids: [ok1, held, elsewhere, 999999, ok2], action: 'reject', reason: '图片不清晰' });
    expect(res.status).toBe(200);
    const by = Object.fromEntries(res.data.results.map((r) => [r.id, r]));
    expect(by[ok1]).toMatchObject({ ok: true });
    expect(by[ok2]).toMatchObject({ ok: true });
    expect(by[held]).toMatchObject({ ok: false, code: 409 });
    expect(by[elsewhere]).toMatchObject({ ok: false, code: 403 });
    expect(by[999999]).toMatchObject({ ok: false, code: 404 });
    expect(by[999999]!.message).toBeTruthy();
  });
});

describe('console: the service family', () => {
  it('lists reports and feedback; dismissing a report and answering feedback go through their modules', async () => {
    const queues = await t.call<Array<{ key: string }>>('consoleServiceQueues', { token: admin.token });
    expect(queues.data.map((q) => q.key).sort()).toEqual(['feedback', 'report']);
    const fb = await sql<{ id: number }>`insert into feedback (user_id, site_area_id, type, content) values (${author.id}, ${hcm}, 'bug', ${'发布页面的图片上传失败'}) returning id`.execute(t.db);
    const house = await pendingHouse(hcm, '被举报的房源');
    const rp = await sql<{ id: number }>`insert into listing_report (target_type, target_id, user_id, reason, detail, site_area_id) values ('housing', ${house}, ${member.id}, 'fraud', ${'要求先转定金'}, ${hcm}) returning id`.execute(t.db);
    const service = (queue: string, body: Record<string, unknown>) => t.call<{ results: Array<{ ok: boolean }> }>('consoleServiceDecide', { token: admin.token, params: { queue }, body });
    const listed = await t.call<{ list: Array<{ id: number; title: string }> }>('consoleServiceItems', { token: admin.token, params: { queue: 'report' } });
    expect(listed.data.list.find((i) => i.id === rp.rows[0]!.id)?.title).toContain('fraud');
    expect((await service('feedback', { ids: [fb.rows[0]!.id], action: 'reject', reason: '已修复，请再试一次' })).data.results[0]!.ok).toBe(true);
    expect((await service('report', { ids: [rp.rows[0]!.id], action: 'reject', reason: '核实后未发现问题' })).data.results[0]!.ok).toBe(true);
    expect(await t.db.selectFrom('feedback').select(['status', 'reply']).where('id', '=', fb.rows[0]!.id).executeTakeFirst()).toEqual({ status: 'handled', reply: '已修复，请再试一次' });
    expect((await t.db.selectFrom('listing_report').select('status').where('id', '=', rp.rows[0]!.id).executeTakeFirstOrThrow()).status).toBe('dismissed');
    // A reported square post waits in the review family until decided: rejecting hides it (its reports resolved).
    const post = await sql<{ id: number }>`insert into social_post (user_id, site_area_id, content) values (${author.id}, ${hcm}, ${'加我微信，先付定金'}) returning id`.execute(t.db);
    await sql`insert into listing_report (target_type, target_id, user_id, reason, site_area_id) values ('social_post', ${post.rows[0]!.id}, ${member.id}, 'fraud', ${hcm})`.execute(t.db);
    const posts = await t.call<{ list: Array<{ id: number }> }>('consoleReviewItems', { token: admin.token, params: { queue: 'social.post' } });
    expect(posts.data.list.map((p) => p.id)).toContain(post.rows[0]!.id);
    const hidden = await t.call<{ results: Array<{ ok: boolean; message: string }> }>('consoleReviewDecide', { token: admin.token, params: { queue: 'social.post' }, body: { ids: [post.rows[0]!.id], action: 'reject', reason: '引导站外交易' } });
    expect(hidden.data.results[0]).toMatchObject({ ok: true });
    expect((await t.db.selectFrom('social_post').select('hidden_reason').where('id', '=', post.rows[0]!.id).executeTakeFirstOrThrow()).hidden_reason).toBe('引导站外交易');
    // A review queue is not reachable through the service family, nor the other way round.
    expect((await t.call('consoleReviewItems', { token: admin.token, params: { queue: 'report' } })).status).toBe(404);
  });
});

describe('console: refusals', () => {
  it('a member gets 403 and no token 401 on every queue call', async () => {
    for (const name of ['consoleReviewQueues', 'consoleReviewItems', 'consoleServiceQueues', 'consoleReasonList'] as const) {
      const opts = { params: { queue: 'listing.housing' }, query: { site_area_id: hcm } };
      expect((await t.call(name, { ...opts, token: member.token })).status).toBe(403);
      expect((await t.call(name, opts)).status).toBe(401);
    }
    expect((await decide(member.token, { ids: [1], action: 'approve' })).status).toBe(403);
    expect((await claim(member.token, 1)).status).toBe(403);
  });

  it('another area’s admin cannot decide an item of mine', async () => {
    const id = await pendingHouse(hcm, '别区管理员不能处理');
    const res = await decide(otherAdmin.token, { ids: [id], action: 'approve' });
    expect(res.data.results[0]).toMatchObject({ ok: false, code: 403 });
  });
});

describe('console: reject reasons', () => {
  it('an area admin adds, edits and deletes reasons of their area (audited); others are refused', async () => {
    const texts = { zh: '联系方式无效', en: 'The contact details do not work', vi: 'Thông tin liên hệ không dùng được' };
    const added = await t.call<{ id: number; text: string; queue: string | null }>('consoleReasonSave', { token: admin.token, body: { site_area_id: hcm, queue: 'listing.housing', texts }, lang: 'vi' });
    expect(added.status).toBe(200);
    expect(added.data.text).toBe(texts.vi);
    const edited = await t.call<{ texts: { en: string } }>('consoleReasonSave', { token: admin.token, body: { id: added.data.id, site_area_id: hcm, texts: { ...texts, en: 'Contact details invalid' } } });
    expect(edited.data.texts.en).toBe('Contact details invalid');
    const list = await t.call<Array<{ id: number }>>('consoleReasonList', { token: admin.token, query: { site_area_id: hcm } });
    expect(list.data.map((r) => r.id)).toContain(added.data.id);
    expect((await t.call('consoleReasonSave', { token: otherAdmin.token, body: { id: added.data.id, site_area_id: other, texts } })).status).toBe(403);
    expect((await t.call('consoleReasonSave', { token: otherAdmin.token, body: { site_area_id: hcm, texts } })).status).toBe(403);
    expect((await t.call('consoleReasonDelete', { token: otherAdmin.token, body: { id: added.data.id } })).status).toBe(403);
    expect((await t.call('consoleReasonSave', { token: member.token, body: { site_area_id: hcm, texts } })).status).toBe(403);
    expect((await t.call('consoleReasonSave', { token: admin.token, body: { site_area_id: hcm, queue: 'no.such', texts } })).status).toBe(400);
    expect((await t.call('consoleReasonSave', { token: admin.token, body: { site_area_id: hcm, texts: { zh: '', en: 'x', vi: 'x' } } })).status).toBe(400);
    expect((await t.call('consoleReasonDelete', { token: admin.token, body: { id: added.data.id } })).status).toBe(200);
    expect((await t.call('consoleReasonDelete', { token: admin.token, body: { id: added.data.id } })).status).toBe(404);
    const audited = await t.db.selectFrom('admin_audit').select('action').where('target_type', '=', 'review_reason').where('target_id', '=', String(added.data.id) as never).execute();
    expect(audited.map((a) => a.action).sort()).toEqual(['review_reason.create', 'review_reason.delete', 'review_reason.update']);
  });
});
