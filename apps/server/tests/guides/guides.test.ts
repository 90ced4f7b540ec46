import type { ApiData } from '@haiwai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageStoreFor } from '../../src/seed/store-image.js';
import { seedGuidesDemo } from '../../src/modules/guides/seed/demo.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { payInSandbox, type Start } from '../vip/support.js';
import { guideWorld, hcmDay, type Detail, type Who } from './support.js';

/** Guides and translators (docs/guides.md): the profile as a listing kind, its extras, the fee, appointments, their history, reviews. */
let t: TestApp;
let w: Awaited<ReturnType<typeof guideWorld>>;
let guideUser: Who;
let member: Who;
let other: Who;
let stranger: Who;
let g: Detail;
type Appt = ApiData<'guideAppointmentSave'>;
type Profile = ApiData<'guideProfile'>;

const book = (who: Who, body: Record<string, unknown>, lang = 'zh') =>
  t.call<Appt>('guideAppointmentSave', { token: who.token, siteAreaId: w.hcm, lang, body: { guide_id: g.id, phone: '+84 909876543', ...body } });
const move = (who: Who, id: number, status: string, reason?: string, lang = 'zh') => t.call<Appt>('guideAppointmentFieldUpdate', { token: who.token, lang, params: { id }, body: { status, reason } });

beforeAll(async () => {
  t = await startTestApp();
  w = await guideWorld(t);
  guideUser = await t.newUser({ nickname: '导游小何' });
  member = await t.newUser({ nickname: '游客甲' });
  other = await t.newUser({ nickname: '游客乙' });
  stranger = await t.newUser();
  g = await w.liveGuide(guideUser, [hcmDay(0), hcmDay(1), hcmDay(2), hcmDay(3), hcmDay(5)]);
});
afterAll(() => t.close());

describe('the profile is the listing kind `guide`', () => {
  it('is reviewed by the area, then listed and filterable', async () => {
    const me = await t.newUser();
    const p = await w.register(me, '审核中的翻译');
    expect(p).toMatchObject({ status: 'reviewing', review_status: 'pending' });
    const queue = await t.call<{ list: Array<{ id: number }> }>('guideAdminList', { token: w.admin.token, query: { review_status: 'pending', limit: 50 } });
    expect(queue.data.list.map((x) => x.id)).toContain(p.id);
    const list = await t.call<{ list: Array<{ id: number }> }>('guideList', { siteAreaId: w.hcm, query: { roles: 'translator', languages: 'vi', limit: 50 } });
    expect(list.data.list.map((x) => x.id)).toContain(g.id);
    expect(list.data.list.map((x) => x.id)).not.toContain(p.id);
    const mine = await t.call<{ list: Array<{ id: number }> }>('guideListUser', { token: me.token, siteAreaId: w.hcm, query: {} });
    expect(mine.data.list.map((x) => x.id)).toEqual([p.id]);
  });

  it('validation, no token, another area’s admin (403, nothing changes, no audit row)', async () => {
    expect((await t.call('guideSave', { token: stranger.token, siteAreaId: w.hcm, body: { ...w.body(), roles: [] } })).status).toBe(400);
    expect((await t.call('guideSave', { token: stranger.token, siteAreaId: w.hcm, body: { ...w.body(), languages: ['klingon'] } })).status).toBe(400);
    expect((await t.call('guideSave', { siteAreaId: w.hcm, body: w.body() })).status).toBe(401);
    const p = await w.register(await t.newUser(), '跨区审核');
    expect((await t.call('guideAdminAdopt', { token: w.bangkokAdmin.token, params: { id: p.id }, body: {} })).status).toBe(403);
    expect((await t.call('guideAdminInfo', { token: w.bangkokAdmin.token, params: { id: p.id } })).status).toBe(403);
    expect((await t.call('guideAdminRemove', { token: w.bangkokAdmin.token, params: { id: p.id } })).status).toBe(403);
    expect((await t.db.selectFrom('admin_audit').select('id').where('target_id', '=', p.id).where('action', 'like', 'listing.%').execute()).length).toBe(0);
    expect((await t.call('guideAdminAdopt', { token: w.admin.token, params: { id: p.id }, body: {} })).status).toBe(200);
    expect((await t.db.selectFrom('admin_audit').select('action').where('target_id', '=', p.id).where('action', '=', 'listing.adopt').execute()).length).toBe(1);
    expect((await t.call('guideAdminFieldUpdate', { token: w.admin.token, params: { id: p.id }, body: { review_status: 'failed', reason: '证书照片不清晰' } })).status).toBe(200);
    expect((await t.call('guideAdminList', { token: stranger.token, query: {} })).status).toBe(403);
  });
});

describe('certificates and free days (user/guide/fieldUpdate, guide/profile/{id})', () => {
  it('sets and shows them; past or unreal days and unknown photos are refused', async () => {
    const r = await t.call<Profile>('guideProfileUpdate', { token: guideUser.token, siteAreaId: w.hcm, body: { certificates: [w.image] } });
    expect(r.status).toBe(200);
    expect(r.data.certificates).toEqual([w.image]);
    const seen = await t.call<Profile>('guideProfile', { params: { id: g.id } });
    expect(seen.data).toMatchObject({ certificates: [w.image], free_days: [hcmDay(0), hcmDay(1), hcmDay(2), hcmDay(3), hcmDay(5)], fee: null, rating: null });
    expect((await t.call('guideProfileUpdate', { token: guideUser.token, siteAreaId: w.hcm, body: { free_days: [hcmDay(-2)] } })).status).toBe(400);
    expect((await t.call('guideProfileUpdate', { token: guideUser.token, siteAreaId: w.hcm, body: { free_days: ['2026-02-30'] } })).status).toBe(400);
    expect((await t.call('guideProfileUpdate', { token: guideUser.token, siteAreaId: w.hcm, body: { certificates: ['/api/media/' + 'a'.repeat(64) + '.png'] } })).status).toBe(400);
    expect((await t.call('guideProfileUpdate', { token: guideUser.token, siteAreaId: w.hcm, body: {} })).status).toBe(400);
  });

  it('no token 401, someone else’s profile 403, no profile 404', async () => {
    expect((await t.call('guideProfileUpdate', { siteAreaId: w.hcm, body: { free_days: [] } })).status).toBe(401);
    expect((await t.call('guideProfileUpdate', { token: stranger.token, siteAreaId: w.hcm, body: { id: g.id, free_days: [] } })).status).toBe(403);
    expect((await t.call('guideProfileUpdate', { token: stranger.token, siteAreaId: w.hcm, body: { free_days: [] } })).status).toBe(404);
    expect((await t.call('guideProfile', { params: { id: 999999 } })).status).toBe(404);
  });
});

describe('the listing fee (user/guide/pay) where the area charges one', () => {
  it('a new profile waits for its fee, is paid through the payment engine, then goes to review', async () => {
    await t.db.updateTable('price_item').set({ enabled: true }).where('site_area_id', '=', w.hcm).where('kind', '=', 'open').where('code', '=', 'guide').execute();
    try {
      const me = await t.newUser();
      const p = await w.register(me, '需缴费的导游');
      expect(p).toMatchObject({ status: 'offline', review_status: 'pending' });
      expect((await t.call<Profile>('guideProfile', { token: me.token, params: { id: p.id } })).data.fee).toBe('awaiting_fee');
      expect((await t.call('guideAdminAdopt', { token: w.admin.token, params: { id: p.id }, body: {} })).status).toBe(409);
      expect((await t.call('guidePay', { siteAreaId: w.hcm, body: {} })).status).toBe(401);
      expect((await t.call('guidePay', { token: stranger.token, siteAreaId: w.hcm, body: {} })).status).toBe(404);
      expect((await t.call('guidePay', { token: stranger.token, siteAreaId: w.hcm, body: { id: p.id } })).status).toBe(403);
      expect((await t.call('guidePay', { token: me.token, siteAreaId: w.hcm, body: { id: 'x' } })).status).toBe(400);
      const start = await t.call<Start>('guidePay', { token: me.token, siteAreaId: w.hcm, body: {} });
      expect(start.status).toBe(200);
      expect(start.data.order).toMatchObject({ kind: 'open', currency: 'VND' });
      await payInSandbox(t, me.token, start.data);
      const after = await t.db.selectFrom('listing').select(['status', 'review_status']).where('id', '=', p.id).executeTakeFirstOrThrow();
      expect(after).toEqual({ status: 'reviewing', review_status: 'pending' });
      expect((await t.call<Profile>('guideProfile', { token: me.token, params: { id: p.id } })).data.fee).toBe('paid');
    } finally {
      await t.db.updateTable('price_item').set({ enabled: false }).where('site_area_id', '=', w.hcm).where('kind', '=', 'open').where('code', '=', 'guide').execute();
    }
  });
});

describe('appointments (guideAppointment/*, appointmentLog)', () => {
  let a: Appt;
  it('a member books free days; the guide is told; the price is quoted', async () => {
    const r = await book(member, { start_date: hcmDay(0), end_date: hcmDay(1), service: 'tour', note: '两位老人' });
    expect(r.status).toBe(200);
    a = r.data;
    expect(a).toMatchObject({ status: 'pending', days: 2, is_booker: true, can: { cancel: true, accept: false }, quote: { unit: 'day', count: 2, rate: 2000000, total: 4000000, currency: 'VND' } });
    const n = await t.db.selectFrom('notice').select(['kind', 'ref_id']).where('user_id', '=', guideUser.id).where('ref_type', '=', 'guideAppointment').execute();
    expect(n.map((x) => Number(x.ref_id))).toContain(a.id);
    const mine = await t.call<{ list: Appt[]; total: number }>('guideAppointmentListGuide', { token: guideUser.token, query: {} });
    expect(mine.data.list[0]).toMatchObject({ id: a.id, is_guide: true, can: { accept: true, decline: true, complete: false } });
    expect((await t.call('guideAppointmentListGuide', { query: {} })).status).toBe(401);
    expect((await t.call('guideAppointmentListUser', { query: {} })).status).toBe(401);
    expect((await t.call('guideAppointmentListUser', { token: member.token, query: { status: 'nope' } })).status).toBe(400);
    expect((await t.call('guideAppointmentListUser', { token: member.token, query: { limit: 500 } })).status).toBe(400);
    // Each side sees only its own: a stranger's lists are empty, the guide's own bookings list holds nothing of this.
    expect((await t.call<{ total: number }>('guideAppointmentListUser', { token: stranger.token, query: {} })).data.total).toBe(0);
    expect((await t.call<{ total: number }>('guideAppointmentListGuide', { token: member.token, query: {} })).data.total).toBe(0);
    const mineAsMember = await t.call<{ list: Appt[] }>('guideAppointmentListUser', { token: member.token, query: {} });
    expect(mineAsMember.data.list.map((x) => x.id)).toEqual([a.id]);
  });

  it('refuses: not a free day, own profile, bad input, no token, a duplicate', async () => {
    const notFree = await book(member, { start_date: hcmDay(4), end_date: hcmDay(4) }, 'en');
    expect(notFree.status).toBe(409);
    expect(notFree.message).toBe(`${hcmDay(4)} is not one of the guide’s free days; please choose another day`);
    expect((await book(guideUser, { start_date: hcmDay(2), end_date: hcmDay(2) })).status).toBe(400);
    expect((await book(member, { start_date: hcmDay(2), end_date: hcmDay(2), start_time: '10:00' })).status).toBe(400);
    expect((await book(member, { start_date: hcmDay(-1), end_date: hcmDay(0) })).status).toBe(400);
    expect((await book(member, { start_date: hcmDay(2), end_date: hcmDay(3), start_time: '09:00', end_time: '12:00' })).status).toBe(400);
    expect((await t.call('guideAppointmentSave', { body: { guide_id: g.id, start_date: hcmDay(2), end_date: hcmDay(2), phone: '+84 909876543' } })).status).toBe(401);
    expect((await book(member, { start_date: hcmDay(1), end_date: hcmDay(1) })).status).toBe(409);
  });

  it('only the guide accepts or declines, only the booker cancels; strangers are refused', async () => {
    expect((await move(member, a.id, 'accepted')).status).toBe(403);
    expect((await move(stranger, a.id, 'accepted')).status).toBe(403);
    expect((await move(guideUser, a.id, 'cancelled')).status).toBe(403);
    expect((await move(guideUser, a.id, 'declined')).status).toBe(400);
    expect((await t.call('guideAppointmentFieldUpdate', { params: { id: a.id }, body: { status: 'accepted' } })).status).toBe(401);
    expect((await move(guideUser, 999999, 'accepted')).status).toBe(404);
  });

  it('overlapping accepted bookings are refused: at booking, and at accepting (concurrently: exactly one)', async () => {
    const b = (await book(other, { start_date: hcmDay(1), end_date: hcmDay(2) })).data;
    // All three share day 1: whichever is accepted first, the other two overlap it.
    const c = (await book(stranger, { start_date: hcmDay(1), end_date: hcmDay(1) })).data;
    const results = await Promise.all([move(guideUser, a.id, 'accepted'), move(guideUser, b.id, 'accepted'), move(guideUser, c.id, 'accepted')]);
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(2);
    // Put the story back on `a`: whichever won, cancel the others' bookings and accept `a`.
    for (const x of [b, c]) if (ok[0]!.data.id === x.id) await move(x === b ? other : stranger, x.id, 'cancelled', '改期');
    if (ok[0]!.data.id !== a.id) expect((await move(guideUser, a.id, 'accepted')).status).toBe(200);
    const late = await book(other, { start_date: hcmDay(1), end_date: hcmDay(1) });
    expect(late.status).toBe(409);
    const profile = await t.call<Profile>('guideProfile', { params: { id: g.id } });
    expect(profile.data.booked_days).toEqual([hcmDay(0), hcmDay(1)]);
    expect(profile.data.free_days).not.toContain(hcmDay(0));
  });

  it('a declined booking keeps its reason; the member hears of it', async () => {
    const d = (await book(other, { start_date: hcmDay(5), end_date: hcmDay(5) })).data;
    const r = await move(guideUser, d.id, 'declined', '那天有别的安排');
    expect(r.data).toMatchObject({ status: 'declined', reason: '那天有别的安排' });
    const n = await t.db.selectFrom('notice').select('body').where('user_id', '=', other.id).where('ref_id', '=', d.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(n.body)).toContain('那天有别的安排');
  });

  it('the guide completes (from the first day on); the history lists every step to both sides only', async () => {
    const done = await move(guideUser, a.id, 'completed');
    expect(done.status).toBe(200);
    expect(done.data.status).toBe('completed');
    const log = await t.call<{ list: Array<{ from: string | null; to: string; by: string }> }>('appointmentLog', { token: member.token, body: { appointment_id: a.id } });
    expect(log.data.list.map((x) => [x.from, x.to, x.by])).toEqual([[null, 'pending', 'asker'], ['pending', 'accepted', 'owner'], ['accepted', 'completed', 'owner']]);
    expect((await t.call('appointmentLog', { token: guideUser.token, body: { appointment_id: a.id } })).status).toBe(200);
    expect((await t.call('appointmentLog', { token: stranger.token, body: { appointment_id: a.id } })).status).toBe(403);
    expect((await t.call('appointmentLog', { body: { appointment_id: a.id } })).status).toBe(401);
    expect((await t.call('appointmentLog', { token: member.token, body: {} })).status).toBe(400);
    expect((await t.db.selectFrom('admin_audit').select('action').where('target_type', '=', 'guideAppointment').where('target_id', '=', a.id).execute()).map((x) => x.action).sort()).toEqual(['guide_appointment.accepted', 'guide_appointment.completed']);
    const mine = await t.call<{ list: Appt[] }>('guideAppointmentListUser', { token: member.token, query: { status: 'completed' } });
    expect(mine.data.list[0]).toMatchObject({ id: a.id, can: { review: true } });
  });

  it('a completed booking cannot be cancelled', async () => {
    expect((await move(member, a.id, 'cancelled')).status).toBe(400);
  });
});

describe('reviews (guide/comment/*) on the comment engine', () => {
  it('only after a completed booking; 1–5; once; the guide answers once; the profile keeps the rating', async () => {
    expect((await t.call('guideCommentSave', { token: other.token, siteAreaId: w.hcm, body: { guide_id: g.id, content: '还没去', rating: 5 } })).status).toBe(403);
    expect((await t.call('guideCommentSave', { token: member.token, siteAreaId: w.hcm, body: { guide_id: g.id, content: '很好' } })).status).toBe(400);
    expect((await t.call('guideCommentSave', { token: member.token, siteAreaId: w.hcm, body: { guide_id: g.id, content: '很好', rating: 6 } })).status).toBe(400);
    expect((await t.call('guideCommentSave', { siteAreaId: w.hcm, body: { guide_id: g.id, content: '很好', rating: 5 } })).status).toBe(401);
    const r = await t.call<{ id: number; rating: number }>('guideCommentSave', { token: member.token, siteAreaId: w.hcm, body: { guide_id: g.id, content: '讲解细致，老人很满意', rating: 4 } });
    expect(r.status).toBe(200);
    expect(r.data.rating).toBe(4);
    expect((await t.call('guideCommentSave', { token: member.token, siteAreaId: w.hcm, body: { guide_id: g.id, content: '再评一次', rating: 5 } })).status).toBe(409);
    const answer = await t.call('guideCommentSave', { token: guideUser.token, siteAreaId: w.hcm, body: { guide_id: g.id, content: '谢谢您！', parent_id: r.data.id } });
    expect(answer.status).toBe(200);
    const list = await t.call<{ list: Array<{ id: number; rating: number; replies: Array<{ content: string }> }> }>('guideCommentList', { query: { guide_id: g.id } });
    expect(list.data.list[0]).toMatchObject({ id: r.data.id, rating: 4, replies: [{ content: '谢谢您！' }] });
    const p = await t.call<Profile>('guideProfile', { token: member.token, params: { id: g.id } });
    expect(p.data).toMatchObject({ rating: 4, rating_count: 1, can_review: false });
    expect((await t.call('guideCommentList', { query: { guide_id: 'x' } })).status).toBe(400);
    expect((await t.call<{ is_like: boolean; like_count: number }>('guideCommentLikeSave', { token: other.token, body: { id: r.data.id } })).data).toMatchObject({ is_like: true, like_count: 1 });
    expect((await t.call('guideCommentLikeSave', { body: { id: r.data.id } })).status).toBe(401);
    expect((await t.call('guideCommentRemove', { token: other.token, params: { id: r.data.id } })).status).toBe(403);
    expect((await t.call('guideCommentRemove', { token: w.bangkokAdmin.token, params: { id: r.data.id } })).status).toBe(403);
    const best = await t.call<{ list: Array<{ id: number; rating: number | null; rating_count: number }> }>('guideList', { siteAreaId: w.hcm, query: { sort: 'rating', rating_min: 4, limit: 50 } });
    expect(best.data.list[0]).toMatchObject({ id: g.id, rating: 4, rating_count: 1 });
    expect((await t.call<{ list: unknown[] }>('guideList', { siteAreaId: w.hcm, query: { rating_min: 4.5 } })).data.list.map((x) => (x as { id: number }).id)).not.toContain(g.id);
    expect((await t.call('guideList', { siteAreaId: w.hcm, query: { rating_min: 9 } })).status).toBe(400);
    expect((await t.call<{ rating: number }>('guideInfo', { siteAreaId: w.hcm, params: { id: g.id } })).data.rating).toBe(4);
  });

  it('one review per completed appointment: booking the guide again earns another; the same appointment twice is refused in zh/en/vi, even at once', async () => {
    /** A completed booking of `who` today (completed bookings leave the day free again). */
    const completed = async (who: Who) => {
      const b = (await book(who, { start_date: hcmDay(0), end_date: hcmDay(0) })).data;
      expect((await move(guideUser, b.id, 'accepted')).status).toBe(200);
      expect((await move(guideUser, b.id, 'completed')).status).toBe(200);
      return b;
    };
    const review = (body: Record<string, unknown>, lang = 'zh', who = member) => t.call<{ id: number; rating: number }>('guideCommentSave', { token: who.token, siteAreaId: w.hcm, lang, body: { guide_id: g.id, content: '第二次也很满意', rating: 5, ...body } });
    const second = await completed(member);
    const mine = async () => new Map((await t.call<{ list: Appt[] }>('guideAppointmentListUser', { token: member.token, query: { status: 'completed' } })).data.list.map((x) => [x.id, x.can.review]));
    expect((await mine()).get(second.id)).toBe(true);
    expect((await t.call<Profile>('guideProfile', { token: member.token, params: { id: g.id } })).data.can_review).toBe(true);
    // Someone else's appointment is not mine to review.
    const others = await completed(other);
    expect((await review({ appointment_id: others.id })).status).toBe(403);
    // Five submits of the same appointment at once: exactly one review.
    const burst = await Promise.all(Array.from({ length: 5 }, () => review({ appointment_id: second.id })));
    expect(burst.filter((r) => r.status === 200)).toHaveLength(1);
    expect(burst.filter((r) => r.status === 409)).toHaveLength(4);
    const messages = await Promise.all((['zh', 'en', 'vi'] as const).map(async (lang) => (await review({ appointment_id: second.id }, lang)).message));
    expect(messages).toEqual(['这次预约已经评价过了（每次完成的预约可评价一次）', 'This booking has been reviewed already (each completed booking takes one review)', 'Lịch đặt này đã được đánh giá (mỗi lịch đặt hoàn thành được đánh giá một lần)']);
    // Every completed booking is spent now: without a named one, 409 too.
    expect((await review({})).status).toBe(409);
    expect((await mine()).get(second.id)).toBe(false);
    const p = await t.call<Profile>('guideProfile', { token: member.token, params: { id: g.id } });
    expect(p.data).toMatchObject({ rating: 4.5, rating_count: 2, can_review: false });
    // The other member reviews without naming the booking: their only completed one is taken.
    const theirs = await review({ content: '不错' }, 'zh', other);
    expect(theirs.status).toBe(200);
    expect((await t.db.selectFrom('guide_review').select('appointment_id').where('id', '=', theirs.data.id).executeTakeFirstOrThrow()).appointment_id).toBe(others.id);
    expect((await t.call<Profile>('guideProfile', { params: { id: g.id } })).data.rating_count).toBe(3);
  });
});

describe('the demo seed', () => {
  it('writes ten guides and translators per area, zh first with en and vi, with free days; once', async () => {
    const ctx = { db: t.db, storeImage: imageStoreFor(t.dataDir, t.database), log: () => {} };
    expect(await seedGuidesDemo(ctx)).toBe(true);
    const rows = await t.db.selectFrom('listing').select(['id', 'site_area_id', 'lang_type']).where('kind', '=', 'guide').where('status', '=', 'online').where('user_id', 'in', t.db.selectFrom('app_user').select('id').where('username', 'like', 'guide\\_%')).execute();
    const areas = await t.db.selectFrom('site_area').select('id').execute();
    expect(rows.length).toBe(areas.length * 10);
    const hcm = rows.filter((r) => r.site_area_id === w.hcm);
    expect(hcm.map((r) => r.lang_type).sort()).toEqual(['en', 'en', 'vi', 'zh', 'zh', 'zh', 'zh', 'zh', 'zh', 'zh']);
    const p = await t.call<Profile>('guideProfile', { params: { id: hcm[0]!.id } });
    expect(p.data.free_days.length).toBeGreaterThan(40);
    expect(p.data.certificates.length).toBeGreaterThan(0);
    const list = await t.call<{ list: Array<{ id: number }> }>('guideList', { siteAreaId: w.hcm, query: { limit: 50 } });
    expect(list.data.list.length).toBeGreaterThanOrEqual(10);
    // README's demo logins: Ho Chi Minh City is the first area.
    expect((await t.db.selectFrom('app_user').select('mobile').where('username', '=', 'guide_hcm_0').executeTakeFirstOrThrow()).mobile).toBe('13900000000');
    expect(await seedGuidesDemo(ctx)).toBe(false);
  });
});
