import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';
import { media, socialWorld, type Page, type Post, type Who } from './support.js';

let t: TestApp;
let w: Awaited<ReturnType<typeof socialWorld>>;
let alice: Who;
let bob: Who;
let carol: Who;
let dave: Who;
let bangkok: number;

beforeAll(async () => {
  t = await startTestApp();
  w = await socialWorld(t);
  bangkok = w.area('bangkok');
  [alice, bob, carol, dave] = (await w.people(['阿丽', '阿博', '卡萝', '大卫'])) as [Who, Who, Who, Who];
});
afterAll(() => t.close());

describe('publishing a post', () => {
  it('stores text, images in order, topics and place; the card says who and what', async () => {
    const topic = await w.topic(bob, '租房');
    const r = await t.call<Post>('socialPostSave', {
      token: alice.token,
      siteAreaId: w.hcm,
      body: { content: '  第七郡哪里租房方便？  ', images: [media(2), media(1)], topic_ids: [topic.id], location: '第七郡' },
    });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({
      user: { id: alice.id, nickname: '阿丽', is_vip: false },
      content: '第七郡哪里租房方便？',
      images: [media(2), media(1)],
      topics: [{ id: topic.id, name: '租房' }],
      location: '第七郡',
      site_area_id: w.hcm,
      lang_type: 'zh',
      like_count: 0,
      comment_count: 0,
      forward_count: 0,
      isLiked: false,
      isRelation: false,
      is_mine: true,
      is_hidden: false,
    });
    expect(String(r.data.created_at)).toMatch(/^\d{10}$/);
    expect((await w.stat(alice.id))?.post_count).toBe(1);
    expect((await t.call<{ post_count: number }>('socialTopicInfo', { params: { id: topic.id } })).data.post_count).toBe(1);
    // Anyone reads it; to others it is not theirs.
    const seen = await t.call<Post>('socialPostInfo', { params: { id: r.data.id } });
    expect(seen.data).toMatchObject({ id: r.data.id, is_mine: false, isLiked: false });
  });

  it('detects the language of the text (English, Vietnamese)', async () => {
    expect((await w.post(alice, { content: 'Any good pho near District 1?' })).lang_type).toBe('en');
    expect((await w.post(alice, { content: 'Quán phở ngon ở quận 1?' })).lang_type).toBe('vi');
    expect((await w.post(alice, { content: '', images: [media(3)] })).lang_type).toBe('zh');
  });

  it('refuses what is not a post, with the fields named (400)', async () => {
    const empty = await t.call<{ fields: Record<string, string> }>('socialPostSave', { token: alice.token, body: { content: '   ' }, lang: 'en' });
    expect(empty.status).toBe(400);
    expect(empty.data.fields['body.content']).toBe('Write something or add a picture');
    const bad = await t.call<{ fields: Record<string, string> }>('socialPostSave', {
      token: alice.token,
      body: { content: 'x'.repeat(2001), images: Array.from({ length: 10 }, (_, i) => media(i)), topic_ids: [1, 2, 3, 4] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.data.fields).sort()).toEqual(['body.content', 'body.images', 'body.topic_ids']);
    expect((await t.call('socialPostSave', { token: alice.token, body: { content: 'x', images: ['http://evil.example/a.png'] } })).status).toBe(400);
    expect((await t.call('socialPostSave', { token: alice.token, body: { content: 'x', topic_ids: [5, 5] } })).status).toBe(400);
  });

  it('needs a token (401); a topic of another area or none at all is a 404', async () => {
    expect((await t.call('socialPostSave', { body: { content: 'x' } })).status).toBe(401);
    const bkkTopic = await w.topic(bob, '曼谷美食', bangkok);
    const r = await t.call('socialPostSave', { token: alice.token, siteAreaId: w.hcm, body: { content: 'x', topic_ids: [bkkTopic.id] }, lang: 'en' });
    expect(r.status).toBe(404);
    expect(r.message).toBe('This topic does not exist or was deleted');
    expect((await t.call('socialPostSave', { token: alice.token, body: { content: 'x', topic_ids: [99999999] } })).status).toBe(404);
  });
});

describe('deleting a post', () => {
  it('only its author deletes it (403 for others, 401 without token, 404 after)', async () => {
    const p = await w.post(carol);
    expect((await t.call('socialPostDelete', { params: { id: p.id } })).status).toBe(401);
    const other = await t.call('socialPostDelete', { token: bob.token, params: { id: p.id }, lang: 'en' });
    expect(other.status).toBe(403);
    expect(other.message).toBe('You can only delete your own posts');
    expect((await w.stat(carol.id))?.post_count).toBe(1);
    expect((await t.call('socialPostDelete', { token: carol.token, params: { id: p.id } })).data).toEqual({ ok: true });
    expect((await w.stat(carol.id))?.post_count).toBe(0);
    expect((await t.call('socialPostInfo', { params: { id: p.id } })).status).toBe(404);
    expect((await t.call('socialPostDelete', { token: carol.token, params: { id: p.id } })).status).toBe(404);
    expect((await t.call('socialPostInfo', { params: { id: 'abc' } })).status).toBe(400);
  });
});

describe('feeds', () => {
  let feedPosts: Post[];
  beforeAll(async () => {
    feedPosts = [];
    for (let i = 0; i < 7; i++) feedPosts.push(await w.post(i % 2 ? bob : dave, { content: `帖子 ${i}` }));
    await w.post(dave, { content: '曼谷的帖子' }, bangkok);
  });

  it('newest: every post of the area once, newest first, across pages; other areas stay out', async () => {
    const seen = await w.all<Post>('socialPostList', { query: { type: 'newest' } });
    const ids = seen.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const p of feedPosts) expect(ids).toContain(p.id);
    expect(seen.every((p) => p.site_area_id === w.hcm)).toBe(true);
  });

  it('recommend: ordered by hot score without repeats or gaps; a liked post rises above newer ones', async () => {
    const target = feedPosts[0]!;
    for (const who of [alice, bob, carol]) await t.call('socialPostNumberSave', { token: who.token, body: { id: target.id, type: 'like' } });
    const seen = await w.all<Post>('socialPostList', { query: { type: 'recommend' } });
    const ids = seen.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const newest = await w.all<Post>('socialPostList', { query: { type: 'newest' } });
    expect([...ids].sort()).toEqual(newest.map((p) => p.id).sort());
    expect(ids[0]).toBe(target.id);
  });

  it('following: people and topics I follow, in this area, newest first, paged without repeats', async () => {
    const food = await w.topic(carol, '美食');
    const inTopic = await w.post(alice, { content: '推荐一家粉店', topic_ids: [food.id] });
    await w.follow(carol, bob);
    const anon = await t.call<Page<Post>>('socialPostList', { siteAreaId: w.hcm, query: { type: 'following' } });
    expect(anon.data).toEqual({ list: [], next_cursor: null });
    const seen = await w.all<Post>('socialPostList', { token: carol.token, query: { type: 'following' } }, 2);
    const ids = seen.map((p) => p.id);
    const expected = [inTopic.id, ...feedPosts.filter((p) => p.user.id === bob.id).map((p) => p.id), ...(await bobsOtherPosts())].sort((a, b) => b - a);
    expect(ids).toEqual([...new Set(expected)].sort((a, b) => b - a));
    expect(seen.find((p) => p.user.id === bob.id)?.isRelation).toBe(true);
  });

  async function bobsOtherPosts() {
    return (await t.db.selectFrom('social_post').select('id').where('user_id', '=', bob.id).where('site_area_id', '=', w.hcm).where('deleted_at', 'is', null).execute()).map((r) => r.id);
  }

  it('one topic: its posts only, hot or newest; an unknown topic is a 404', async () => {
    const topic = await w.topic(dave, '签证');
    const a = await w.post(dave, { content: '签证续签要多久？', topic_ids: [topic.id] });
    const b = await w.post(bob, { content: '落地签攻略', topic_ids: [topic.id] });
    const newest = await w.all<Post>('socialPostList', { query: { type: 'newest', topic_id: topic.id } }, 1);
    expect(newest.map((p) => p.id)).toEqual([b.id, a.id]);
    const hot = await w.all<Post>('socialPostList', { query: { type: 'recommend', topic_id: topic.id } }, 1);
    expect(hot.map((p) => p.id).sort()).toEqual([a.id, b.id].sort());
    expect((await t.call('socialPostList', { query: { topic_id: 99999999 } })).status).toBe(404);
  });

  it('a person’s posts: user_id, or mine with a token; without either a 401; bad cursors and types are 400', async () => {
    const bobs = await w.all<Post>('socialPostListUser', { query: { user_id: bob.id } });
    expect(bobs.length).toBeGreaterThan(0);
    expect(bobs.every((p) => p.user.id === bob.id)).toBe(true);
    const mine = await w.all<Post>('socialPostListUser', { token: bob.token });
    expect(mine.map((p) => p.id)).toEqual(bobs.map((p) => p.id));
    expect((await t.call('socialPostListUser', {})).status).toBe(401);
    expect((await t.call('socialPostListUser', { query: { user_id: 0 } })).status).toBe(400);
    expect((await t.call('socialPostList', { query: { cursor: 'abc.def' } })).status).toBe(400);
    expect((await t.call('socialPostList', { query: { type: 'best' } })).status).toBe(400);
    // A cursor of one feed is no cursor of another.
    const page = await t.call<Page<Post>>('socialPostList', { siteAreaId: w.hcm, query: { type: 'newest', limit: 1 } });
    expect((await t.call('socialPostList', { siteAreaId: w.hcm, query: { type: 'recommend', cursor: page.data.next_cursor! } })).status).toBe(400);
  });
});

describe('blocking', () => {
  it('hides posts both ways in feeds, lists and info; unblocking brings them back', async () => {
    const p = await w.post(dave, { content: '拉黑测试' });
    await w.block(alice, dave);
    const aliceSees = await w.all<Post>('socialPostList', { token: alice.token, query: { type: 'newest' } }, 20);
    expect(aliceSees.some((x) => x.user.id === dave.id)).toBe(false);
    expect((await t.call('socialPostInfo', { token: alice.token, params: { id: p.id } })).status).toBe(404);
    expect((await t.call<Page<Post>>('socialPostListUser', { token: alice.token, query: { user_id: dave.id } })).data.list).toEqual([]);
    // The blocked one does not see the blocker's posts either.
    const mine = await w.post(alice, { content: '我拉黑了大卫' });
    expect((await t.call('socialPostInfo', { token: dave.token, params: { id: mine.id } })).status).toBe(404);
    const daveSees = await w.all<Post>('socialPostList', { token: dave.token, query: { type: 'recommend' } }, 20);
    expect(daveSees.some((x) => x.user.id === alice.id)).toBe(false);
    await w.unblock(alice, dave);
    expect((await t.call('socialPostInfo', { token: alice.token, params: { id: p.id } })).status).toBe(200);
  });
});
