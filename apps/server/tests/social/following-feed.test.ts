import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';
import { socialWorld, type Post, type Who } from './support.js';

/**
 * The following feed with more sources than a page (feeds.ts, followingFeed): each source's newest post sets a cut
 * and only the sources that reach it are read. Whatever the page size, walking the feed gives exactly the posts
 * a plain query finds — newest first, once each — with hidden, deleted, blocked and other areas' posts left out
 * and a post that is both by someone I follow and in a topic I follow shown once.
 */

let t: TestApp;
let w: Awaited<ReturnType<typeof socialWorld>>;
let reader: Who;
let people: Who[];
let blocked: Who;

beforeAll(async () => {
  t = await startTestApp();
  w = await socialWorld(t);
  const made = await w.people(['读者', '被拉黑的人', ...Array.from({ length: 30 }, (_, i) => `作者${i}`)]);
  [reader, blocked] = made as [Who, Who];
  people = made.slice(2);
  const topics = [await w.topic(people[0]!, '租房'), await w.topic(people[1]!, '签证')];
  const bangkok = w.area('bangkok');
  // Interleaved: people post in turns, some a lot, some once; some posts carry a topic; a few go elsewhere.
  for (let round = 0; round < 4; round++) {
    for (const [i, who] of people.entries()) {
      if (round > 0 && i % 3 === 0) continue;
      const topic_ids = (i + round) % 7 === 0 ? [topics[round % 2]!.id] : [];
      await w.post(who, { content: `第${round}轮 ${i}`, topic_ids });
      if (i % 11 === 5) await w.post(who, { content: '曼谷' }, bangkok);
    }
    await w.post(blocked, { content: `拉黑的人 ${round}`, topic_ids: [topics[0]!.id] });
  }
  // Someone nobody follows posts in a followed topic; the reader follows half the people, both topics and the one they block.
  const stranger = (await w.people(['路人']))[0]!;
  await w.post(stranger, { content: '路人的话题帖', topic_ids: [topics[1]!.id] });
  for (const who of [...people.filter((_, i) => i % 2 === 0), blocked]) await w.follow(reader, who);
  for (const topic of topics) expect((await t.call('socialTopicNumberSave', { token: reader.token, body: { id: topic.id, type: 'follow' } })).status).toBe(200);
  await w.block(reader, blocked);
  // The newest post of two followed people: one hidden by an admin, one deleted by its author.
  const newestOf = async (who: Who) => (await t.db.selectFrom('social_post').select('id').where('user_id', '=', who.id).orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
  await t.db.updateTable('social_post').set({ hidden_at: new Date(), hidden_reason: '测试' }).where('id', '=', await newestOf(people[2]!)).execute();
  expect((await t.call('socialPostDelete', { token: people[4]!.token, params: { id: await newestOf(people[4]!) } })).status).toBe(200);
});
afterAll(() => t.close());

/** The feed as a plain query: posts of the area by people I follow or in topics I follow, visible, nobody blocked. */
async function expected(): Promise<number[]> {
  const rows = await t.db
    .selectFrom('social_post as p')
    .select('p.id')
    .where('p.site_area_id', '=', w.hcm)
    .where('p.deleted_at', 'is', null)
    .where('p.hidden_at', 'is', null)
    .where('p.user_id', '<>', blocked.id)
    .where((eb) =>
      eb.or([
        eb('p.user_id', 'in', eb.selectFrom('user_follow').select('followee_id').where('follower_id', '=', reader.id)),
        eb('p.id', 'in', eb.selectFrom('social_post_topic as pt').innerJoin('social_topic_follow as tf', 'tf.topic_id', 'pt.topic_id').select('pt.post_id').where('tf.user_id', '=', reader.id)),
      ]),
    )
    .orderBy('p.id', 'desc')
    .execute();
  return rows.map((r) => r.id);
}

describe('following, with more sources than a page', () => {
  it('walks to exactly the posts a plain query finds, at every page size', async () => {
    const want = await expected();
    expect(want.length).toBeGreaterThan(40);
    for (const limit of [1, 3, 7, 20, 50]) {
      const seen = await w.all<Post>('socialPostList', { token: reader.token, query: { type: 'following' } }, limit);
      expect(seen.map((p) => p.id)).toEqual(want);
    }
  });

  it('a first page holds the newest posts of several people, with who they are and my follow', async () => {
    const page = await t.call<{ list: Post[]; next_cursor: string | null }>('socialPostList', { token: reader.token, siteAreaId: w.hcm, query: { type: 'following', limit: 10 } });
    expect(page.data.list.map((p) => p.id)).toEqual((await expected()).slice(0, 10));
    expect(new Set(page.data.list.map((p) => p.user.id)).size).toBeGreaterThan(3);
    for (const p of page.data.list) expect(p.isRelation).toBe(people.findIndex((x) => x.id === p.user.id) % 2 === 0);
    expect(page.data.list.some((p) => p.user.id === blocked.id)).toBe(false);
  });
});
