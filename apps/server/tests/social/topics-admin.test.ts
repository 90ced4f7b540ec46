import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';
import { socialWorld, type Comment, type Page, type Post, type Topic, type Who } from './support.js';

type FollowState = { id: number; follow_count: number; isFollowed: boolean; unread: number };

let t: TestApp;
let w: Awaited<ReturnType<typeof socialWorld>>;
let alice: Who;
let bob: Who;
let carol: Who;
let bangkok: number;
let adminHcm: Who;
let adminBkk: Who;
let superAdmin: Who;

beforeAll(async () => {
  t = await startTestApp();
  w = await socialWorld(t);
  bangkok = w.area('bangkok');
  [alice, bob, carol] = (await w.people(['阿丽', '阿博', '卡萝'])) as [Who, Who, Who];
  [adminHcm, adminBkk, superAdmin] = await Promise.all([t.login('admin_hcm'), t.login('admin_bangkok'), t.login('superadmin')]);
});
afterAll(() => t.close());

const followTopic = (who: Who, id: number, type: 'follow' | 'browse' = 'follow', on?: boolean) =>
  t.call<FollowState>('socialTopicNumberSave', { token: who.token, body: { id, type, ...(on === undefined ? {} : { on }) } });
const unread = async (who: Who) => (await t.call<{ count: number }>('userTopicUnreadCount', { token: who.token, siteAreaId: w.hcm })).data.count;

describe('topics', () => {
  it('creating: the creator follows it; the name is unique per area, case aside (409), free in another area', async () => {
    const r = await t.call<Topic>('socialTopicSave', { token: alice.token, siteAreaId: w.hcm, body: { name: 'Visa Tips', description: '签证经验' } });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ name: 'Visa Tips', description: '签证经验', site_area_id: w.hcm, post_count: 0, follow_count: 1, isFollowed: true, is_mine: true, user: { id: alice.id }, cover: null });
    const again = await t.call('socialTopicSave', { token: bob.token, siteAreaId: w.hcm, body: { name: 'visa tips' }, lang: 'en' });
    expect(again.status).toBe(409);
    expect(again.message).toBe('This area already has a topic with this name: choose it, or pick another name');
    expect((await t.call('socialTopicSave', { token: bob.token, siteAreaId: bangkok, body: { name: 'Visa Tips' } })).status).toBe(200);
  });

  it('refuses bad names (400), sensitive words (400 naming the field), no token (401)', async () => {
    expect((await t.call('socialTopicSave', { token: alice.token, body: { name: 'a' } })).status).toBe(400);
    const hash = await t.call<{ fields: Record<string, string> }>('socialTopicSave', { token: alice.token, body: { name: '#签证' }, lang: 'en' });
    expect(hash.data.fields['body.name']).toBe('A topic name cannot contain # or start with a space');
    const dirty = await t.call<{ fields: Record<string, string> }>('socialTopicSave', { token: alice.token, siteAreaId: w.hcm, body: { name: '办假证渠道' } });
    expect(dirty.status).toBe(400);
    expect(Object.keys(dirty.data.fields)).toEqual(['body.name']);
    const post = await t.call<{ fields: Record<string, string> }>('socialPostSave', { token: alice.token, siteAreaId: w.hcm, body: { content: '专业办假证，联系我' } });
    expect(post.status).toBe(400);
    expect(Object.keys(post.data.fields)).toEqual(['body.content']);
    expect((await t.call('socialTopicSave', { body: { name: '签证' } })).status).toBe(401);
  });

  it('lists: hot by posts and followers, new by creation, keyword; paged without repeats; info 404 for unknown', async () => {
    const quiet = await w.topic(carol, '安静话题');
    const busy = await w.topic(carol, '热门话题');
    for (const who of [alice, bob]) await followTopic(who, busy.id);
    await w.post(bob, { topic_ids: [busy.id] });
    const hot = await w.all<Topic>('socialTopicList', { query: { type: 'hot' } }, 2);
    expect(new Set(hot.map((x) => x.id)).size).toBe(hot.length);
    expect(hot[0]!.id).toBe(busy.id);
    const fresh = await w.all<Topic>('socialTopicList', { query: { type: 'new' } }, 2);
    expect(fresh.map((x) => x.id)).toEqual([...fresh.map((x) => x.id)].sort((a, b) => b - a));
    expect(fresh.map((x) => x.id)).toContain(quiet.id);
    const found = await t.call<Page<Topic>>('socialTopicList', { siteAreaId: w.hcm, query: { keyword: '热门' } });
    expect(found.data.list.map((x) => x.id)).toEqual([busy.id]);
    expect((await t.call<Topic>('socialTopicInfo', { params: { id: busy.id } })).data).toMatchObject({ post_count: 1, follow_count: 3 });
    expect((await t.call('socialTopicInfo', { params: { id: 99999999 } })).status).toBe(404);
    expect((await t.call('socialTopicList', { query: { type: 'best' } })).status).toBe(400);
  });

  it('follow toggles exactly (and `on` sets it); unread counts new posts by others since I browsed; browse clears them', async () => {
    const topic = await w.topic(carol, '跑步');
    const on = await followTopic(bob, topic.id);
    expect(on.data).toEqual({ id: topic.id, follow_count: 2, isFollowed: true, unread: 0 });
    await Promise.all([followTopic(bob, topic.id, 'follow', true), followTopic(bob, topic.id, 'follow', true)]);
    expect((await t.call<Topic>('socialTopicInfo', { params: { id: topic.id } })).data.follow_count).toBe(2);
    const before = await unread(bob);
    await w.post(alice, { topic_ids: [topic.id] });
    await w.post(carol, { topic_ids: [topic.id] });
    await w.post(bob, { topic_ids: [topic.id] });
    expect(await unread(bob)).toBe(before + 2);
    const mine = await w.all<Topic>('socialTopicListUser', { token: bob.token, query: { type: 'followed' } });
    expect(mine.find((x) => x.id === topic.id)?.unread).toBe(2);
    // Someone I blocked does not count.
    await w.block(bob, carol);
    expect(mine.length).toBeGreaterThan(0);
    expect(await unread(bob)).toBe(before + 1);
    await w.unblock(bob, carol);
    expect((await followTopic(bob, topic.id, 'browse')).data.unread).toBe(0);
    expect((await w.all<Topic>('socialTopicListUser', { token: bob.token, query: { type: 'followed' } })).find((x) => x.id === topic.id)?.unread).toBe(0);
    const off = await followTopic(bob, topic.id);
    expect(off.data).toEqual({ id: topic.id, follow_count: 1, isFollowed: false, unread: 0 });
    // Others' lists carry no unread counts; created lists list what they made.
    const theirs = await w.all<Topic>('socialTopicListUser', { token: bob.token, query: { user_id: carol.id, type: 'followed' } });
    expect(theirs.every((x) => x.unread === undefined)).toBe(true);
    const created = await w.all<Topic>('socialTopicListUser', { query: { user_id: carol.id, type: 'created' } });
    expect(created.every((x) => x.user.id === carol.id)).toBe(true);
    expect((await t.call('socialTopicListUser', { query: { type: 'created' } })).status).toBe(401);
    expect((await followTopic(bob, 99999999)).status).toBe(404);
    expect((await t.call('socialTopicNumberSave', { token: bob.token, body: { id: topic.id, type: 'like' } })).status).toBe(400);
    expect((await t.call('userTopicUnreadCount', {})).status).toBe(401);
    expect((await t.call('socialTopicNumberSave', { body: { id: topic.id, type: 'follow' } })).status).toBe(401);
    expect((await t.call('socialTopicListUser', { query: { user_id: 'x' } })).status).toBe(400);
  });

  it('deleting: only its creator (403), not once others posted in it (409); then gone and its name free', async () => {
    const topic = await w.topic(alice, '我的话题');
    await w.post(alice, { topic_ids: [topic.id] });
    const other = await t.call('socialTopicDelete', { token: bob.token, params: { id: topic.id }, lang: 'en' });
    expect(other.status).toBe(403);
    expect(other.message).toBe('You can only delete topics you created');
    expect((await t.call('socialTopicDelete', { params: { id: topic.id } })).status).toBe(401);
    expect((await t.call('socialTopicDelete', { token: alice.token, params: { id: topic.id } })).data).toEqual({ ok: true });
    expect((await t.call('socialTopicInfo', { params: { id: topic.id } })).status).toBe(404);
    expect((await t.call('socialTopicDelete', { token: alice.token, params: { id: topic.id } })).status).toBe(404);
    await w.topic(bob, '我的话题');
    const shared = await w.topic(alice, '大家的话题');
    await w.post(bob, { topic_ids: [shared.id] });
    expect((await t.call('socialTopicDelete', { token: alice.token, params: { id: shared.id } })).status).toBe(409);
  });
});

describe('admins hide posts and comments', () => {
  it('an area admin hides a post: gone for others, marked for its author, counters out, author told why, audited; shown again', async () => {
    const topic = await w.topic(carol, '隐藏测试');
    const p = await w.post(alice, { content: '要被隐藏的帖子', topic_ids: [topic.id] });
    const postsBefore = (await w.stat(alice.id))!.post_count;
    const r = await t.call('adminSocialPostHide', { token: adminHcm.token, params: { id: p.id }, body: { hidden: true, reason: '广告内容' } });
    expect(r.data).toEqual({ id: p.id, hidden: true });
    expect((await t.call('socialPostInfo', { token: bob.token, params: { id: p.id } })).status).toBe(404);
    const own = await t.call<Post>('socialPostInfo', { token: alice.token, params: { id: p.id } });
    expect(own.data).toMatchObject({ is_hidden: true, hidden_reason: '广告内容' });
    expect((await w.all<Post>('socialPostList', { query: { type: 'newest' } }, 50)).some((x) => x.id === p.id)).toBe(false);
    expect((await w.all<Post>('socialPostListUser', { token: alice.token }, 50)).find((x) => x.id === p.id)?.is_hidden).toBe(true);
    expect((await w.stat(alice.id))!.post_count).toBe(postsBefore - 1);
    expect((await t.call<Topic>('socialTopicInfo', { params: { id: topic.id } })).data.post_count).toBe(0);
    expect((await w.noticesOf(alice.id))[0]).toMatchObject({ kind: 'social_hidden', link: `/pagesA/socialize/dynamics-detail?id=${p.id}` });
    const audit = await t.db.selectFrom('admin_audit').selectAll().where('target_type', '=', 'social_post').where('target_id', '=', p.id).execute();
    expect(audit.map((a) => a.action)).toEqual(['social.post.hide']);
    // Nobody may like or comment on it meanwhile; its author hears why.
    expect((await t.call('socialPostNumberSave', { token: bob.token, body: { id: p.id, type: 'like' } })).status).toBe(404);
    expect((await t.call('socialPostNumberSave', { token: alice.token, body: { id: p.id, type: 'like' } })).status).toBe(403);
    expect((await t.call('adminSocialPostHide', { token: superAdmin.token, params: { id: p.id }, body: { hidden: false } })).data).toEqual({ id: p.id, hidden: false });
    expect((await t.call('socialPostInfo', { token: bob.token, params: { id: p.id } })).status).toBe(200);
    expect((await w.stat(alice.id))!.post_count).toBe(postsBefore);
  });

  it('another area’s admin (403), a member (403), no token (401), no reason (400), unknown post (404)', async () => {
    const p = await w.post(alice);
    const other = await t.call('adminSocialPostHide', { token: adminBkk.token, params: { id: p.id }, body: { hidden: true, reason: 'x' }, lang: 'en' });
    expect(other.status).toBe(403);
    expect(other.message).toBe('You cannot manage content of another area');
    expect((await t.call('adminSocialPostHide', { token: bob.token, params: { id: p.id }, body: { hidden: true, reason: 'x' } })).status).toBe(403);
    expect((await t.call('adminSocialPostHide', { params: { id: p.id }, body: { hidden: true, reason: 'x' } })).status).toBe(401);
    const none = await t.call<{ fields: Record<string, string> }>('adminSocialPostHide', { token: adminHcm.token, params: { id: p.id }, body: { hidden: true }, lang: 'en' });
    expect(none.data.fields['body.reason']).toBe('Give a reason when hiding (the author is told)');
    expect((await t.call('adminSocialPostHide', { token: adminHcm.token, params: { id: 99999999 }, body: { hidden: true, reason: 'x' } })).status).toBe(404);
    const c = await w.comment(bob, { post_id: p.id });
    expect((await t.call('adminSocialCommentHide', { token: adminBkk.token, params: { id: c.id }, body: { hidden: true, reason: 'x' } })).status).toBe(403);
  });

  it('hiding a comment takes it and its replies out of the count; its author sees it marked; others do not see it', async () => {
    const p = await w.post(alice);
    const c = await w.comment(bob, { post_id: p.id, content: '不当言论' });
    await w.comment(carol, { post_id: p.id, parent_id: c.id, content: '附和' });
    await w.comment(carol, { post_id: p.id, content: '正常评论' });
    expect((await t.call<Post>('socialPostInfo', { params: { id: p.id } })).data.comment_count).toBe(3);
    expect((await t.call('adminSocialCommentHide', { token: adminHcm.token, params: { id: c.id }, body: { hidden: true, reason: '人身攻击' } })).status).toBe(200);
    expect((await t.call<Post>('socialPostInfo', { params: { id: p.id } })).data.comment_count).toBe(1);
    const others = await t.call<Page<Comment>>('socialCommentList', { token: carol.token, query: { post_id: p.id } });
    expect(others.data.list.map((x) => x.id)).not.toContain(c.id);
    const his = await t.call<Page<Comment>>('socialCommentList', { token: bob.token, query: { post_id: p.id } });
    expect(his.data.list.find((x) => x.id === c.id)?.is_hidden).toBe(true);
    expect((await w.noticesOf(bob.id))[0]).toMatchObject({ kind: 'social_hidden', ref_type: 'social_comment' });
    expect((await t.call('socialCommentSave', { token: carol.token, body: { post_id: p.id, parent_id: c.id, content: 'x' } })).status).toBe(404);
    await t.call('adminSocialCommentHide', { token: adminHcm.token, params: { id: c.id }, body: { hidden: false } });
    expect((await t.call<Post>('socialPostInfo', { params: { id: p.id } })).data.comment_count).toBe(3);
  });

  it('reports: posts and comments are report targets of their area; resolving with hide hides them', async () => {
    const p = await w.post(alice, { content: '可疑的帖子' });
    const rep = await t.call<{ id: number; site_area_id: number }>('report', { token: bob.token, body: { target_type: 'social_post', target_id: p.id, reason: 'spam' } });
    expect(rep.status).toBe(200);
    expect(rep.data.site_area_id).toBe(w.hcm);
    expect((await t.call('report', { token: bob.token, body: { target_type: 'social_post', target_id: 99999999, reason: 'spam' } })).status).toBe(404);
    const handled = await t.call('adminReportHandle', { token: adminHcm.token, params: { id: rep.data.id }, body: { status: 'resolved', note: '垃圾广告', hide: true } });
    expect(handled.status).toBe(200);
    const row = await t.db.selectFrom('social_post').select(['hidden_at', 'hidden_reason']).where('id', '=', p.id).executeTakeFirstOrThrow();
    expect(row.hidden_at).not.toBeNull();
    expect(row.hidden_reason).toBe('垃圾广告');
    const c = await w.comment(carol, { post_id: (await w.post(bob)).id });
    expect((await t.call('report', { token: alice.token, body: { target_type: 'social_comment', target_id: c.id, reason: 'harassment' } })).status).toBe(200);
  });
});
