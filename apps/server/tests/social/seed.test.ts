import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeedContext } from '../../src/core/module.js';
import { seedSocialDemo } from '../../src/modules/social/seed/demo.js';
import { imageStoreFor } from '../../src/seed/store-image.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import type { Page, Post, Topic } from './support.js';

/**
 * The demo square (modules/social/seed/demo.ts) on a fresh database. The listings' demo people it posts as
 * are made here directly (24 per area, as that stage makes them), then the stage runs; the checks: amounts
 * per area, every cached counter equal to the rows it counts, a second run writing nothing, the feeds.
 */
let t: TestApp;
let first: boolean;
let ms: number;
let areas: Array<{ id: number; code: string }>;
const count = async (q: ReturnType<typeof sql>) => Number(((await q.execute(t.db)).rows[0] as { n: string | number }).n);

beforeAll(async () => {
  t = await startTestApp();
  areas = await t.db.selectFrom('site_area').select(['id', 'code']).orderBy('id').execute();
  await t.db
    .insertInto('app_user')
    .values(areas.flatMap((a) => Array.from({ length: 24 }, (_, slot) => ({ username: `demo_${a.code}_${slot}`, area_code: null, mobile: null, email: null, password_hash: null, nickname: `${a.code}${slot}`, avatar: null, site_area_id: a.id, openid: null, birthday: null }))))
    .execute();
  const ctx: SeedContext = { db: t.db, storeImage: imageStoreFor(t.dataDir, t.database), log: () => {} };
  const started = Date.now();
  first = await seedSocialDemo(ctx);
  ms = Date.now() - started;
}, 120_000);
afterAll(() => t.close());

describe('demo square stage', () => {
  it('writes 150+ posts and 20 topics in every area, mostly Chinese, with pictures, comments and replies', async () => {
    expect(first).toBe(true);
    console.info(`social demo seed: ${ms} ms`);
    for (const a of areas) {
      expect(await count(sql`select count(*) as n from social_post where site_area_id = ${a.id}`)).toBeGreaterThanOrEqual(150);
      expect(await count(sql`select count(*) as n from social_topic where site_area_id = ${a.id}`)).toBe(20);
    }
    const langs = (await sql<{ lang_type: string; n: string }>`select lang_type, count(*) as n from social_post group by lang_type`.execute(t.db)).rows;
    const of = (l: string) => Number(langs.find((r) => r.lang_type === l)?.n ?? 0);
    expect(of('zh')).toBeGreaterThan(of('en') + of('vi'));
    expect(of('en')).toBeGreaterThan(0);
    expect(of('vi')).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from social_post_image`)).toBeGreaterThan(100);
    expect(await count(sql`select count(*) as n from social_comment where parent_id is not null`)).toBeGreaterThan(100);
    expect(await count(sql`select count(distinct url) as n from social_post_image`)).toBeLessThanOrEqual(6);
  });

  it('every cached counter equals the rows it counts', async () => {
    expect(await count(sql`select count(*) as n from social_post p where like_count <> (select count(*) from social_post_like l where l.post_id = p.id)`)).toBe(0);
    expect(await count(sql`select count(*) as n from social_post p where comment_count <> (select count(*) from social_comment c where c.post_id = p.id)`)).toBe(0);
    expect(await count(sql`select count(*) as n from social_comment c where reply_count <> (select count(*) from social_comment r where r.parent_id = c.id)`)).toBe(0);
    expect(await count(sql`select count(*) as n from social_topic t where post_count <> (select count(*) from social_post_topic pt where pt.topic_id = t.id)
      or follow_count <> (select count(*) from social_topic_follow f where f.topic_id = t.id)`)).toBe(0);
    expect(await count(sql`select count(*) as n from app_user u left join user_social_stat s on s.user_id = u.id
      where coalesce(s.post_count, 0) <> (select count(*) from social_post p where p.user_id = u.id)
         or coalesce(s.likes_received, 0) <> (select count(*) from social_post_like l join social_post p on p.id = l.post_id where p.user_id = u.id)
         or coalesce(s.following_count, 0) <> (select count(*) from user_follow f where f.follower_id = u.id)
         or coalesce(s.fans_count, 0) <> (select count(*) from user_follow f where f.followee_id = u.id)`)).toBe(0);
    expect(await count(sql`select count(*) as n from social_post_like l join social_post p on p.id = l.post_id where l.user_id = p.user_id`)).toBe(0);
  });

  it('runs once', async () => {
    expect(await seedSocialDemo({ db: t.db, storeImage: imageStoreFor(t.dataDir, t.database), log: () => {} })).toBe(false);
  });

  it('the demo member sees a following feed, followed topics with unread posts, and the badge', async () => {
    const hcm = areas.find((a) => a.code === 'hcm')!.id;
    const member = await t.login('member');
    const feed = await t.call<Page<Post>>('socialPostList', { token: member.token, siteAreaId: hcm, query: { type: 'following' } });
    expect(feed.data.list.length).toBe(20);
    const topics = await t.call<Page<Topic>>('socialTopicListUser', { token: member.token, siteAreaId: hcm, query: { type: 'followed' } });
    expect(topics.data.list.length).toBe(6);
    const badge = await t.call<{ count: number }>('userTopicUnreadCount', { token: member.token, siteAreaId: hcm });
    expect(badge.data.count).toBeGreaterThan(0);
    expect(topics.data.list.some((x) => (x.unread ?? 0) > 0)).toBe(true);
    const mine = await t.call<Page<Post>>('socialPostListUser', { token: member.token, siteAreaId: hcm });
    expect(mine.data.list.length).toBeGreaterThanOrEqual(3);
    const hot = await t.call<Page<Topic>>('socialTopicList', { siteAreaId: hcm, query: { type: 'hot' } });
    expect(hot.data.list.length).toBe(20);
  });
});
