import type { ApiData } from '@haiwai/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';

/**
 * City walks and travel (docs/travel.md), every call on a real database: success, validation, the wrong user,
 * another area's admin, no token. Walks start from the area's rules: Ho Chi Minh City reviews members' walks (the
 * default), Bangkok does not (`listing_review.travel = false`).
 */
type Detail = ApiData<'travelInfo'>;
type Page = ApiData<'travel'>;
type Comment = ApiData<'travelCommentSave'>;
type Like = ApiData<'travelLikeSave'>;

let t: TestApp;
let hcm = 0;
let bangkok = 0;
let member: { token: string; id: number };
let other: { token: string; id: number };
let adminHcm: { token: string; id: number };
let adminBkk: { token: string; id: number };
let media = '';

// Ben Thanh Market → Independence Palace → Notre-Dame Cathedral (Ho Chi Minh City).
const STOPS = [
  { name: '滨城市场', lat: 10.77246, lng: 106.69807 },
  { name: '统一宫', lat: 10.77703, lng: 106.69531 },
  { name: '西贡圣母大教堂', lat: 10.77978, lng: 106.69903, note: '适合拍照' },
];
const idOf = async (code: string) => (await t.db.selectFrom('site_area').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  t = await startTestApp();
  hcm = await idOf('hcm');
  bangkok = await idOf('bangkok');
  await t.db.insertInto('setting').values({ site_area_id: bangkok, key: 'listing_review', value: JSON.stringify({ travel: false }) }).execute();
  member = await t.login('member');
  other = await t.login('publisher');
  adminHcm = await t.login('admin_hcm');
  adminBkk = await t.login('admin_bangkok');
  // A public picture the reference seed stored (the area's banners): walks' photos are public media.
  const up = await t.db.selectFrom('media').select('hash').where('visibility', '=', 'public').limit(1).executeTakeFirstOrThrow();
  media = `/api/media/${up.hash}`;
});
afterAll(() => t.close());

const walkBody = (over: Record<string, unknown> = {}) => ({ title: '周末滨城市场漫步', content: '从市场走到教堂', stops: STOPS, ...over });

describe('config, categories', () => {
  it('travelConfig says whether the area reviews, and the limits', async () => {
    const a = await t.call<ApiData<'travelConfig'>>('travelConfig', { siteAreaId: hcm });
    expect(a.status).toBe(200);
    expect(a.data.reviews).toBe(true);
    expect(a.data.limits.walkStopsMin).toBe(2);
    const b = await t.call<ApiData<'travelConfig'>>('travelConfig', { siteAreaId: bangkok });
    expect(b.data.reviews).toBe(false);
  });
  it('travelCategory: the reference categories in the caller’s language', async () => {
    const zh = await t.call<ApiData<'travelCategory'>>('travelCategory', { siteAreaId: hcm });
    expect(zh.data.map((c) => c.key)).toEqual(['history', 'food', 'night', 'family', 'photo']);
    expect(zh.data[0]!.name).toBe('历史人文');
    const vi = await t.call<ApiData<'travelCategory'>>('travelCategory', { siteAreaId: hcm, lang: 'vi' });
    expect(vi.data[0]!.name).toBe('Lịch sử & văn hóa');
  });
});

describe('official routes', () => {
  let routeId = 0;
  it('an area admin writes one for their area (audited); distance and duration come from the stops', async () => {
    const cats = await t.call<ApiData<'travelCategory'>>('travelCategory', { siteAreaId: hcm });
    const r = await t.call<Detail>('travelOfficialSave', {
      token: adminHcm.token,
      siteAreaId: hcm,
      body: { ...walkBody({ title: '老城区经典路线', category_id: cats.data[0]!.id, images: [media] }), translations: { en: { title: 'Old town classic', content: 'From the market to the cathedral', stops: ['Ben Thanh Market', 'Independence Palace', 'Notre-Dame Cathedral'] } } },
    });
    expect(r.status, r.message).toBe(200);
    routeId = r.data.id;
    expect(r.data.official).toBe(true);
    expect(r.data.user).toBeNull();
    expect(r.data.stops.map((s) => s.name)).toEqual(['滨城市场', '统一宫', '西贡圣母大教堂']);
    // 590 m + 518 m along the three stops (haversine); 15 minutes of walking plus 15 at each stop.
    expect(r.data.distance_m).toBeGreaterThan(1000);
    expect(r.data.distance_m).toBeLessThan(1200);
    expect(r.data.duration_min).toBe(Math.ceil(r.data.distance_m / 75) + 45);
    const audits = await t.db.selectFrom('admin_audit').select('action').where('target_type', '=', 'travel_walk').where('target_id', '=', routeId).execute();
    expect(audits.map((a) => a.action)).toEqual(['travel.official_create']);
  });
  it('lists, shows (in the reader’s language) and finds it by a Chinese word', async () => {
    const list = await t.call<Page>('travelOfficial', { siteAreaId: hcm });
    expect(list.data.list.map((w) => w.id)).toContain(routeId);
    const en = await t.call<Detail>('travelOfficialInfo', { siteAreaId: hcm, lang: 'en', params: { id: routeId } });
    expect(en.data.title).toBe('Old town classic');
    expect(en.data.stops.map((s) => s.name)).toEqual(['Ben Thanh Market', 'Independence Palace', 'Notre-Dame Cathedral']);
    const found = await t.call<Page>('travelOfficial', { siteAreaId: hcm, query: { keyword: '教堂' } });
    expect(found.data.list.map((w) => w.id)).toEqual([routeId]);
    const none = await t.call<Page>('travelOfficial', { siteAreaId: hcm, query: { keyword: '海滩' } });
    expect(none.data.list).toEqual([]);
    // Another area's list does not show it; the members' calls do not open it.
    expect((await t.call<Page>('travelOfficial', { siteAreaId: bangkok })).data.list.map((w) => w.id)).not.toContain(routeId);
    expect((await t.call('travelInfo', { siteAreaId: hcm, params: { id: routeId } })).status).toBe(404);
  });
  it('the carousel shows official routes with a photo', async () => {
    const c = await t.call<ApiData<'travelCarousel'>>('travelCarousel', { siteAreaId: hcm });
    expect(c.status).toBe(200);
    expect(c.data.map((x) => x.id)).toContain(routeId);
    for (const x of c.data) expect(x.link).toBe(`/pagesA/cityWalk/detail?id=${x.id}&official=1`);
  });
  it('refuses members, no token, another area’s admin, and bad input', async () => {
    expect((await t.call('travelOfficialSave', { token: member.token, siteAreaId: hcm, body: walkBody() })).status).toBe(403);
    expect((await t.call('travelOfficialSave', { siteAreaId: hcm, body: walkBody() })).status).toBe(401);
    expect((await t.call('travelOfficialSave', { token: adminBkk.token, siteAreaId: hcm, body: walkBody() })).status).toBe(403);
    expect((await t.call('travelOfficialSave', { token: adminBkk.token, siteAreaId: bangkok, body: { ...walkBody(), id: routeId } })).status).toBe(403);
    expect((await t.call('travelOfficialDelete', { token: adminBkk.token, params: { id: routeId } })).status).toBe(403);
    const one = await t.call<unknown>('travelOfficialSave', { token: adminHcm.token, siteAreaId: hcm, body: walkBody({ stops: STOPS.slice(0, 1) }) });
    expect(one.status).toBe(400);
    expect(one.message).toContain('至少需要两个地点');
    const far = await t.call('travelOfficialSave', { token: adminHcm.token, siteAreaId: hcm, body: walkBody({ stops: [{ name: 'x', lat: 91, lng: 0 }, STOPS[0]] }) });
    expect(far.status).toBe(400);
  });
  it('is deleted by its area’s admin (audited), then gone', async () => {
    const extra = await t.call<Detail>('travelOfficialSave', { token: adminHcm.token, siteAreaId: hcm, body: walkBody({ title: '要删除的路线' }) });
    expect((await t.call('travelOfficialDelete', { token: adminHcm.token, params: { id: extra.data.id } })).status).toBe(200);
    expect((await t.call('travelOfficialInfo', { params: { id: extra.data.id } })).status).toBe(404);
  });

  it('likes, comments and replies on an official route; its calls refuse a member’s walk', async () => {
    const like = await t.call<Like>('travelOfficialLikeSave', { token: member.token, body: { id: routeId } });
    expect(like.data).toEqual({ id: routeId, like_count: 1, is_like: true });
    expect((await t.call<Like>('travelOfficialLikeSave', { token: member.token, body: { id: routeId, on: true } })).data.like_count).toBe(1);
    expect((await t.call('travelOfficialLikeSave', { body: { id: routeId } })).status).toBe(401);
    const c = await t.call<Comment>('travelOfficialCommentSave', { token: member.token, siteAreaId: hcm, body: { walk_id: routeId, content: '周末就去走' } });
    expect(c.status, c.message).toBe(200);
    const r = await t.call<Comment>('travelOfficialCommentSave', { token: other.token, siteAreaId: hcm, body: { walk_id: routeId, content: '一起', parent_id: c.data.id } });
    expect(r.data.parent_id).toBe(c.data.id);
    const list = await t.call<ApiData<'travelOfficialCommentList'>>('travelOfficialCommentList', { query: { walk_id: routeId } });
    expect(list.data.list[0]!.replies.map((x) => x.content)).toEqual(['一起']);
    const info = await t.call<Detail>('travelOfficialInfo', { token: member.token, params: { id: routeId } });
    expect(info.data.comment_count).toBe(2);
    expect(info.data.is_liked).toBe(true);
    // A comment's like, and the area's admin removing a comment on an official route (nobody owns the route).
    const cl = await t.call<ApiData<'travelOfficialCommentLikeSave'>>('travelOfficialCommentLikeSave', { token: other.token, body: { id: c.data.id } });
    expect(cl.data).toEqual({ id: c.data.id, like_count: 1, is_like: true });
    expect((await t.call('travelOfficialCommentLikeSave', { body: { id: c.data.id } })).status).toBe(401);
    expect((await t.call('travelOfficialCommentDelete', { token: adminBkk.token, params: { id: r.data.id } })).status).toBe(403);
    expect((await t.call('travelOfficialCommentDelete', { token: adminHcm.token, params: { id: r.data.id } })).status).toBe(200);
    expect((await t.call<Detail>('travelOfficialInfo', { params: { id: routeId } })).data.comment_count).toBe(1);
  });
  it('deleting an official route: not by a member, not without a token', async () => {
    expect((await t.call('travelOfficialDelete', { token: member.token, params: { id: routeId } })).status).toBe(403);
    expect((await t.call('travelOfficialDelete', { params: { id: routeId } })).status).toBe(401);
    expect((await t.call('travelOfficialDelete', { token: adminHcm.token, params: { id: 2_147_483_647 } })).status).toBe(404);
    expect((await t.call('travelOfficialDelete', { token: adminHcm.token, params: { id: 0 } })).status).toBe(400);
  });
});

describe('members’ walks', () => {
  let walkId = 0;
  it('a walk waits for review where the area reviews; its author sees it, others get a 404', async () => {
    const r = await t.call<Detail>('travelSave', { token: member.token, siteAreaId: hcm, body: walkBody() });
    expect(r.status, r.message).toBe(200);
    walkId = r.data.id;
    expect(r.data.status).toBe('reviewing');
    expect(r.data.stops.map((s) => s.name)).toEqual(['滨城市场', '统一宫', '西贡圣母大教堂']);
    expect((await t.call('travelInfo', { token: member.token, params: { id: walkId } })).status).toBe(200);
    expect((await t.call('travelInfo', { token: other.token, params: { id: walkId } })).status).toBe(404);
    expect((await t.call('travelInfo', { params: { id: walkId } })).status).toBe(404);
    expect((await t.call('travelInfo', { token: adminHcm.token, params: { id: walkId } })).status).toBe(200);
    expect((await t.call<Page>('travel', { siteAreaId: hcm })).data.list.map((w) => w.id)).not.toContain(walkId);
    const mine = await t.call<Page>('travelNote', { token: member.token });
    expect(mine.data.list.map((w) => [w.id, w.status])).toContainEqual([walkId, 'reviewing']);
    expect((await t.call('travelNote', {})).status).toBe(401);
  });
  it('the review queue: the area’s admin only; refusing tells the author the reason, approving puts it online', async () => {
    const queue = await t.call<Page>('travelReviewList', { token: adminHcm.token });
    expect(queue.data.list.map((w) => w.id)).toContain(walkId);
    expect((await t.call<Page>('travelReviewList', { token: adminBkk.token })).data.list.map((w) => w.id)).not.toContain(walkId);
    expect((await t.call('travelReviewList', { token: adminBkk.token, query: { site_area_id: hcm } })).status).toBe(403);
    expect((await t.call('travelReviewList', { token: member.token })).status).toBe(403);
    expect((await t.call('travelReviewList', {})).status).toBe(401);
    expect((await t.call('travelReview', { params: { id: walkId }, body: { passed: true } })).status).toBe(401);
    expect((await t.call('travelReview', { token: member.token, params: { id: walkId }, body: { passed: true } })).status).toBe(403);
    expect((await t.call('travelReview', { token: adminBkk.token, params: { id: walkId }, body: { passed: true } })).status).toBe(403);
    expect((await t.call('travelReview', { token: adminHcm.token, params: { id: walkId }, body: { passed: false } })).status).toBe(400);
    const no = await t.call<ApiData<'travelReview'>>('travelReview', { token: adminHcm.token, params: { id: walkId }, body: { passed: false, reason: '请补充照片' } });
    expect(no.data.status).toBe('failed');
    const seen = await t.call<Detail>('travelInfo', { token: member.token, params: { id: walkId } });
    expect(seen.data.review_reason).toBe('请补充照片');
    const notices = await t.db.selectFrom('notice').select(['kind', 'link']).where('user_id', '=', member.id).where('ref_type', '=', 'travel_walk').execute();
    expect(notices).toContainEqual({ kind: 'review_failed', link: `/pagesA/cityWalk/detail?id=${walkId}` });
    const yes = await t.call<ApiData<'travelReview'>>('travelReview', { token: adminHcm.token, params: { id: walkId }, body: { passed: true } });
    expect(yes.data.status).toBe('online');
    expect((await t.call('travelReview', { token: adminHcm.token, params: { id: walkId }, body: { passed: true } })).status).toBe(400);
    expect((await t.call<Page>('travel', { siteAreaId: hcm })).data.list.map((w) => w.id)).toContain(walkId);
  });
  it('where the area does not review, it is online at once; notes need no stops, walks two', async () => {
    const r = await t.call<Detail>('travelSave', { token: other.token, siteAreaId: bangkok, body: { kind: 'note', title: '曼谷第一天', content: '唐人街的夜晚很热闹' } });
    expect(r.data.status).toBe('online');
    expect(r.data.distance_m).toBe(0);
    const bad = await t.call('travelSave', { token: other.token, siteAreaId: bangkok, body: { title: '只有一个点', stops: STOPS.slice(0, 1) } });
    expect(bad.status).toBe(400);
    expect((await t.call('travelSave', { token: other.token, siteAreaId: bangkok, body: { title: 'x' } })).status).toBe(400);
    expect((await t.call('travelSave', { siteAreaId: bangkok, body: walkBody() })).status).toBe(401);
    const en = await t.call<unknown>('travelSave', { token: other.token, siteAreaId: bangkok, lang: 'en', body: { title: 'One stop', stops: STOPS.slice(0, 1) } });
    expect(en.message).toContain('at least two stops');
    const notes = await t.call<Page>('travel', { siteAreaId: bangkok, query: { kind: 'note' } });
    expect(notes.data.list.map((w) => w.id)).toContain(r.data.id);
  });
  it('only its author changes or deletes it', async () => {
    expect((await t.call('travelSave', { token: other.token, siteAreaId: hcm, body: walkBody({ id: walkId }) })).status).toBe(403);
    expect((await t.call('travelDelete', { token: other.token, params: { id: walkId } })).status).toBe(403);
    expect((await t.call('travelDelete', { params: { id: walkId } })).status).toBe(401);
    const edited = await t.call<Detail>('travelSave', { token: member.token, siteAreaId: hcm, body: walkBody({ id: walkId, title: '改过的标题', stops: [...STOPS].reverse() }) });
    expect(edited.data.stops[0]!.name).toBe('西贡圣母大教堂');
    // An edit goes back to review where the area reviews.
    expect(edited.data.status).toBe('reviewing');
    await t.call('travelReview', { token: adminHcm.token, params: { id: walkId }, body: { passed: true } });
  });
  it('search, newest and most liked first, by the shared pager', async () => {
    const found = await t.call<Page>('travel', { siteAreaId: hcm, query: { keyword: '改过' } });
    expect(found.data.list.map((w) => w.id)).toEqual([walkId]);
    const extra: number[] = [];
    for (let i = 0; i < 3; i++) extra.push((await t.call<Detail>('travelSave', { token: other.token, siteAreaId: bangkok, body: walkBody({ title: `曼谷路线${i}` }) })).data.id);
    await t.call('travelLikeSave', { token: member.token, body: { id: extra[0] } });
    const first = await t.call<Page>('travel', { siteAreaId: bangkok, query: { limit: 2 } });
    expect(first.data.list.map((w) => w.id)).toEqual([extra[2], extra[1]]);
    const next = await t.call<Page>('travel', { siteAreaId: bangkok, query: { limit: 2, cursor: first.data.next_cursor! } });
    expect(next.data.list[0]!.id).toBe(extra[0]);
    const popular = await t.call<Page>('travel', { siteAreaId: bangkok, query: { sort: 'popular', limit: 1 } });
    expect(popular.data.list[0]!.id).toBe(extra[0]);
    expect((await t.call('travel', { siteAreaId: bangkok, query: { cursor: 'nonsense' } })).status).toBe(400);
  });
  it('likes once per person; comments with replies, liked, deleted by their author, the walk’s author or the area’s admin', async () => {
    const a = await t.call<Like>('travelLikeSave', { token: other.token, body: { id: walkId } });
    expect(a.data).toEqual({ id: walkId, like_count: 1, is_like: true });
    const b = await t.call<Like>('travelLikeSave', { token: other.token, body: { id: walkId } });
    expect(b.data).toEqual({ id: walkId, like_count: 0, is_like: false });
    const c = await t.call<Comment>('travelCommentSave', { token: other.token, siteAreaId: hcm, body: { walk_id: walkId, content: '路线不错' } });
    expect(c.status, c.message).toBe(200);
    const reply = await t.call<Comment>('travelCommentSave', { token: member.token, siteAreaId: hcm, body: { walk_id: walkId, content: '谢谢', parent_id: c.data.id, reply_to_user_id: other.id } });
    expect(reply.data.reply_to_user?.id).toBe(other.id);
    const liked = await t.call<ApiData<'travelCommentLikeSave'>>('travelCommentLikeSave', { token: member.token, body: { id: c.data.id } });
    expect(liked.data).toEqual({ id: c.data.id, like_count: 1, is_like: true });
    expect((await t.call('travelCommentLikeSave', { body: { id: c.data.id } })).status).toBe(401);
    expect((await t.call('travelCommentLikeSave', { token: member.token, body: { id: 0 } })).status).toBe(400);
    // The walk's author was told of the comment, the commenter of the reply.
    const told = await t.db.selectFrom('notice').select('kind').where('user_id', '=', member.id).where('kind', '=', 'travel_comment').execute();
    expect(told.length).toBe(1);
    // The official calls do not take a member's walk or its comments.
    expect((await t.call('travelOfficialCommentList', { query: { walk_id: walkId } })).status).toBe(404);
    expect((await t.call('travelOfficialCommentDelete', { token: other.token, params: { id: c.data.id } })).status).toBe(404);
    expect((await t.call('travelOfficialLikeSave', { token: other.token, body: { id: walkId } })).status).toBe(404);
    // Deleting: a stranger no; the other area's admin no; the walk's author yes.
    const stranger = await t.newUser();
    expect((await t.call('travelCommentDelete', { token: stranger.token, params: { id: reply.data.id } })).status).toBe(403);
    expect((await t.call('travelCommentDelete', { token: adminBkk.token, params: { id: reply.data.id } })).status).toBe(403);
    expect((await t.call('travelCommentDelete', { params: { id: reply.data.id } })).status).toBe(401);
    expect((await t.call('travelCommentDelete', { token: member.token, params: { id: c.data.id } })).status).toBe(200);
    const left = await t.call<ApiData<'travelCommentList'>>('travelCommentList', { query: { walk_id: walkId } });
    expect(left.data.list).toEqual([]);
    expect((await t.call('travelCommentSave', { token: other.token, siteAreaId: hcm, body: { walk_id: walkId, content: '' } })).status).toBe(400);
    expect((await t.call('travelCommentSave', { siteAreaId: hcm, body: { walk_id: walkId, content: 'x' } })).status).toBe(401);
  });
  it('deleted by its author: gone for everyone', async () => {
    expect((await t.call('travelDelete', { token: member.token, params: { id: walkId } })).status).toBe(200);
    expect((await t.call('travelInfo', { token: member.token, params: { id: walkId } })).status).toBe(404);
    expect((await t.call('travelLikeSave', { token: other.token, body: { id: walkId } })).status).toBe(404);
  });
});
