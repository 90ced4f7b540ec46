import type { Club, ClubEvent, ClubMember, ClubSignup } from '@haiwai/contracts/clubs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendReminder } from '../../src/modules/clubs/events.js';
import { worldOf, type Who } from '../cars/support.js';
import { startTestApp, type TestApp } from '../support/harness.js';

/** Clubs (docs/clubs-exhibitions.md): review, the join workflow both ways, events with capacity, the reminder, and who may do what. */
let t: TestApp;
let w: Awaited<ReturnType<typeof worldOf>>;
let owner: Who;
let member: Who;
let second: Who;
let stranger: Who;
let adminHanoi: Who;
let club: Club;
let event: ClubEvent;
type Page<T> = { list: T[]; total: number; next_cursor: string | null; has_more: boolean };

const clubBody = () => ({ category: 'sports', name: '西贡周末骑行会', intro: '每周日早上骑行三十公里，新手欢迎。', photos: [w.image] });
const notices = (userId: number, kind = 'club') => t.db.selectFrom('notice').select(['title', 'body', 'link', 'ref_type']).where('user_id', '=', userId).where('kind', '=', kind).orderBy('id', 'desc').execute();
const inHours = (h: number) => Math.floor(Date.now() / 1000) + h * 3600;

beforeAll(async () => {
  t = await startTestApp();
  w = await worldOf(t);
  owner = await t.newUser({ nickname: '骑行队长' });
  member = await t.newUser({ nickname: '小骑手' });
  second = await t.newUser({ nickname: '第二位' });
  stranger = await t.newUser({ nickname: '路人' });
  adminHanoi = await t.login('admin_hanoi');
});
afterAll(() => t.close());

describe('club/save and the area’s review', () => {
  it('a member creates a club in the header’s area; it waits for review, hidden from the list and from others', async () => {
    const r = await t.call<Club>('clubSave', { token: owner.token, siteAreaId: w.hcm, body: clubBody() });
    expect(r.status).toBe(200);
    club = r.data;
    expect(club).toMatchObject({ status: 'reviewing', site_area_id: w.hcm, is_owner: true, member_count: 1, my_status: 'approved', photos: [w.image] });
    expect((await t.call<Page<Club>>('clubList', { siteAreaId: w.hcm })).data.list.map((c) => c.id)).not.toContain(club.id);
    expect((await t.call('clubInfo', { token: stranger.token, params: { id: club.id } })).status).toBe(404);
    expect((await t.call('clubInfo', { token: w.admin.token, params: { id: club.id } })).status).toBe(200);
  });

  it('validates the body: unknown category, short name, a photo that is not ours (400 naming the field); no token 401', async () => {
    const bad = await t.call<{ fields: Record<string, string> }>('clubSave', { token: owner.token, siteAreaId: w.hcm, body: { ...clubBody(), category: 'chess', name: 'x', photos: ['https://evil.example/a.png'] } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.data.fields).sort()).toEqual(['body.category', 'body.name', 'body.photos.0']);
    expect((await t.call('clubSave', { siteAreaId: w.hcm, body: clubBody() })).status).toBe(401);
  });

  it('only the owner edits it (403 for another member); joining a club in review is refused (409)', async () => {
    const r = await t.call('clubSave', { token: stranger.token, siteAreaId: w.hcm, body: { ...clubBody(), id: club.id } });
    expect([r.status, r.message]).toEqual([403, '只能修改自己创建的俱乐部']);
    const j = await t.call('clubJoin', { token: member.token, params: { id: club.id }, body: {}, lang: 'en' });
    expect([j.status, j.message]).toEqual([409, 'This club is still being reviewed and cannot be joined yet']);
  });

  it('another area’s admin may not review it (403), a member may not call the admin list (403); the area’s admin lists it, audited, with the owner’s notice', async () => {
    expect((await t.call('clubAdminReview', { token: adminHanoi.token, params: { id: club.id }, body: { pass: true } })).status).toBe(403);
    expect((await t.call('clubAdminList', { token: owner.token, query: { status: 'reviewing' } })).status).toBe(403);
    const queue = await t.call<Page<Club>>('clubAdminList', { token: w.admin.token, query: { status: 'reviewing' } });
    expect(queue.data.list.map((c) => c.id)).toContain(club.id);
    const r = await t.call<Club>('clubAdminReview', { token: w.admin.token, params: { id: club.id }, body: { pass: true } });
    expect(r.data.status).toBe('online');
    expect((await t.call('clubAdminReview', { token: w.admin.token, params: { id: club.id }, body: { pass: true } })).status).toBe(409);
    const a = await t.db.selectFrom('admin_audit').select(['action', 'target_id']).where('target_type', '=', 'club').executeTakeFirstOrThrow();
    expect({ ...a, target_id: Number(a.target_id) }).toEqual({ action: 'club.adopt', target_id: club.id }); // a bigint: a string on PostgreSQL
    expect((await notices(owner.id, 'review_passed'))[0]!.link).toBe(`/pagesA/club/detail?id=${club.id}`);
    const listed = await t.call<Page<Club>>('clubList', { siteAreaId: w.hcm, query: { category: 'sports' } });
    expect(listed.data.list.map((c) => c.id)).toContain(club.id);
    expect((await t.call<Page<Club>>('clubList', { siteAreaId: w.hcm, query: { category: 'food' } })).data.list.map((c) => c.id)).not.toContain(club.id);
  });
});

describe('joining (workflow club_join)', () => {
  let request: ClubMember;

  it('a member asks; the owner hears of it; asking twice is a 409', async () => {
    const r = await t.call<Club>('clubJoin', { token: member.token, params: { id: club.id }, body: { note: '骑了三年' } });
    expect(r.data.my_status).toBe('pending');
    expect((await notices(owner.id))[0]).toMatchObject({ link: `/pagesA/club/customer?club=${club.id}`, ref_type: 'clubMember' });
    expect((await t.call('clubJoin', { token: member.token, params: { id: club.id }, body: {} })).status).toBe(409);
    const pending = await t.call<Page<ClubMember>>('clubMemberList', { token: owner.token, query: { club_id: club.id, status: 'pending' } });
    expect(pending.data.list.map((m) => [m.user.id, m.note])).toEqual([[member.id, '骑了三年']]);
    request = pending.data.list[0]!;
  });

  it('nobody but the owner sees the requests or answers them (403), the asker included; no token 401', async () => {
    expect((await t.call('clubMemberList', { token: stranger.token, query: { club_id: club.id, status: 'pending' } })).status).toBe(403);
    const move = await t.call('clubMemberMove', { token: member.token, params: { id: request.id }, body: { status: 'approved' } });
    expect([move.status, move.message]).toEqual([403, '只有俱乐部创建者可以管理成员和活动']);
    expect((await t.call('clubMemberMove', { token: w.admin.token, params: { id: request.id }, body: { status: 'approved' } })).status).toBe(403);
    expect((await t.call('clubMemberMove', { params: { id: request.id }, body: { status: 'approved' } })).status).toBe(401);
    expect((await t.call('clubMemberMove', { token: owner.token, params: { id: request.id }, body: { status: 'maybe' } })).status).toBe(400);
  });

  it('the owner approves: the member hears of it, counts, and the move is audited once; approving again is a 409 in the caller’s language', async () => {
    const r = await t.call<ClubMember>('clubMemberMove', { token: owner.token, params: { id: request.id }, body: { status: 'approved' } });
    expect(r.data.status).toBe('approved');
    expect((await notices(member.id))[0]).toMatchObject({ link: `/pagesA/club/detail?id=${club.id}` });
    expect((await t.call<Club>('clubInfo', { token: member.token, params: { id: club.id } })).data).toMatchObject({ member_count: 2, my_status: 'approved' });
    const again = await t.call('clubMemberMove', { token: owner.token, params: { id: request.id }, body: { status: 'refused' }, lang: 'vi' });
    expect([again.status, again.message]).toEqual([409, 'Yêu cầu tham gia ở trạng thái hiện tại (Thành viên) không thể thao tác như vậy']);
    const audits = await t.db.selectFrom('admin_audit').select('action').where('target_type', '=', 'clubMember').where('target_id', '=', request.id).execute();
    expect(audits.map((a) => a.action)).toEqual(['club_join.approved']);
  });

  it('a refusal carries its reason to the asker; asking again after a refusal asks anew', async () => {
    await t.call('clubJoin', { token: second.token, params: { id: club.id }, body: {} });
    const req = (await t.call<Page<ClubMember>>('clubMemberList', { token: owner.token, query: { club_id: club.id, status: 'pending' } })).data.list[0]!;
    const r = await t.call<ClubMember>('clubMemberMove', { token: owner.token, params: { id: req.id }, body: { status: 'refused', reason: '本月名额已满' } });
    expect(r.data).toMatchObject({ status: 'refused', reason: '本月名额已满' });
    expect(JSON.stringify((await notices(second.id))[0]!.body)).toContain('本月名额已满');
    const again = await t.call<Club>('clubJoin', { token: second.token, params: { id: club.id }, body: {} });
    expect(again.data.my_status).toBe('pending');
    expect((await t.call<ClubMember>('clubMemberMove', { token: owner.token, params: { id: req.id }, body: { status: 'approved' } })).data.status).toBe('approved');
  });

  it('my clubs: owned, and joined', async () => {
    expect((await t.call<Page<Club>>('clubListUser', { token: owner.token })).data.list.map((c) => c.id)).toEqual([club.id]);
    expect((await t.call<Page<Club>>('clubListUser', { token: member.token, query: { joined: 1 } })).data.list.map((c) => c.id)).toEqual([club.id]);
    expect((await t.call<Page<Club>>('clubListUser', { token: member.token })).data.total).toBe(0);
  });
});

describe('events and sign-ups', () => {
  it('only the owner adds events; in the past or a lone latitude is a 400', async () => {
    const body = { club_id: club.id, title: '周日晨骑 30 公里', starts_at: inHours(72), place: '第七郡 新山公园', lat: 10.73, lng: 106.72, capacity: 2 };
    expect((await t.call('clubEventSave', { token: member.token, body })).status).toBe(403);
    const past = await t.call<{ fields: Record<string, string> }>('clubEventSave', { token: owner.token, body: { ...body, starts_at: inHours(-1) } });
    expect([past.status, past.data.fields]).toEqual([400, { 'body.starts_at': '活动时间必须在将来' }]);
    const lone = await t.call<{ fields: Record<string, string> }>('clubEventSave', { token: owner.token, body: { ...body, lng: undefined } });
    expect([lone.status, lone.data.fields]).toEqual([400, { 'body.lng': '地图位置需要同时有纬度和经度' }]);
    const r = await t.call<ClubEvent>('clubEventSave', { token: owner.token, body });
    expect(r.status).toBe(200);
    event = r.data;
    expect(event).toMatchObject({ capacity: 2, signed_up: 0, lat: 10.73, lng: 106.72, can_sign_up: true }); // the owner is a member
    const job = await t.db.selectFrom('scheduled_job').select(['kind', 'run_at', 'status']).where('key', '=', `club_event.remind:${event.id}`).executeTakeFirstOrThrow();
    expect([job.kind, job.status]).toEqual(['club_event.remind', 'pending']);
    expect(Math.round((new Date(job.run_at).getTime() / 1000 - event.starts_at) / 3600)).toBe(-24);
  });

  it('members sign up until it is full: then a 409 naming the capacity; a non-member is refused (403); no token 401', async () => {
    expect((await t.call('clubEventSignup', { token: stranger.token, params: { id: event.id } })).status).toBe(403);
    expect((await t.call('clubEventSignup', { params: { id: event.id } })).status).toBe(401);
    expect((await t.call<ClubEvent>('clubEventSignup', { token: member.token, params: { id: event.id } })).data).toMatchObject({ signed_up: 1, is_signed_up: true, can_sign_up: false });
    expect((await t.call('clubEventSignup', { token: member.token, params: { id: event.id } })).status).toBe(409);
    expect((await t.call<ClubEvent>('clubEventSignup', { token: owner.token, params: { id: event.id } })).data.signed_up).toBe(2);
    const full = await t.call('clubEventSignup', { token: second.token, params: { id: event.id }, lang: 'en' });
    expect([full.status, full.message]).toEqual([409, 'The event is full (2 places); sign-ups are closed']);
    const list = await t.call<Page<ClubEvent>>('clubEventList', { token: second.token, query: { club_id: club.id } });
    expect(list.data.list[0]).toMatchObject({ id: event.id, signed_up: 2, can_sign_up: false });
  });

  it('the capacity cannot drop below the sign-ups; only the owner sees who signed up', async () => {
    const low = await t.call('clubEventSave', { token: owner.token, body: { id: event.id, club_id: club.id, title: event.title, starts_at: event.starts_at, place: event.place, capacity: 1 } });
    expect(low.status).toBe(400);
    expect((await t.call('clubSignupList', { token: member.token, query: { event_id: event.id } })).status).toBe(403);
    const s = await t.call<Page<ClubSignup>>('clubSignupList', { token: owner.token, query: { event_id: event.id } });
    expect(s.data.list.map((x) => x.user.id)).toEqual([member.id, owner.id]);
  });

  it('the reminder tells everyone signed up when and where, in the area’s time', async () => {
    const sent = await t.db.transaction().execute((trx) => sendReminder(trx, event.id));
    expect(sent).toBe(2);
    const n = (await notices(member.id))[0]!;
    expect(JSON.stringify(n.body)).toContain('第七郡 新山公园');
  });

  it('withdrawing frees the place; leaving the club withdraws my sign-ups and tells the owner; the owner cannot leave', async () => {
    expect((await t.call<ClubEvent>('clubEventWithdraw', { token: owner.token, params: { id: event.id } })).data.signed_up).toBe(1);
    expect((await t.call('clubEventWithdraw', { token: owner.token, params: { id: event.id } })).status).toBe(409);
    expect((await t.call('clubLeave', { token: owner.token, params: { id: club.id } })).status).toBe(409);
    const left = await t.call<Club>('clubLeave', { token: member.token, params: { id: club.id } });
    expect(left.data.my_status).toBe('left');
    expect((await t.call<ClubEvent>('clubEventList', { query: { club_id: club.id } })).data).toMatchObject({ list: [{ signed_up: 0 }] });
    expect((await notices(owner.id))[0]).toMatchObject({ link: `/pagesA/club/customer?club=${club.id}` });
    expect((await t.call('clubEventSignup', { token: member.token, params: { id: event.id } })).status).toBe(403);
  });

  it('a bad cursor is a 400, pages follow each other without repeats', async () => {
    expect((await t.call('clubEventList', { query: { club_id: club.id, cursor: 'nope' } })).status).toBe(400);
    for (const h of [96, 120]) await t.call('clubEventSave', { token: owner.token, body: { club_id: club.id, title: `活动 ${h}`, starts_at: inHours(h), place: '公园', capacity: 5 } });
    const one = await t.call<Page<ClubEvent>>('clubEventList', { query: { club_id: club.id, limit: 2 } });
    expect(one.data.has_more).toBe(true);
    const two = await t.call<Page<ClubEvent>>('clubEventList', { query: { club_id: club.id, limit: 2, cursor: one.data.next_cursor! } });
    expect([...one.data.list, ...two.data.list].map((e) => e.title)).toEqual(['周日晨骑 30 公里', '活动 96', '活动 120']);
  });
});
