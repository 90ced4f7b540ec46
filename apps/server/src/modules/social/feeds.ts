import type { PostFeedType } from '@haiwai/contracts/social';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { notFound } from '../../core/errors.js';
import { cursorCodec, idPager, keysetAfter, rowId, takePage } from '../../core/paging/index.js';
import type { DB } from '../../db/schema.js';
import { blockedIds, notAmong, type Db } from './access.js';
import { presentPosts } from './present.js';
import type { SocialPostRow } from './schema.js';

/**
 * The square's feeds, all keyset-paged over indexes of visible posts (docs/social.md):
 * - recommend: (hot_score, id) descending, the score stored with the counters;
 * - newest: id descending in the area (ids grow with time);
 * - following: the union of one index scan per person I follow and per topic I follow, newest first;
 * - one topic: its posts through (topic_id, post_id), by hot score (recommend) or newest.
 * People blocked either way are filtered inside each scan, so a page is never cut short by them.
 */

const hot = cursorCodec('social.post.hot', z.object({ s: z.number(), id: rowId }).strict());
const newest = idPager('social.post.newest');
const following = idPager('social.post.following');
const byUser = idPager('social.post.user');

export interface FeedQuery {
  type: PostFeedType;
  topic_id?: number;
  cursor?: string;
  limit: number;
}

async function rowsByIds(db: Db, ids: number[]): Promise<SocialPostRow[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('social_post').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * `pt.post_id` names a post visible to everybody, checked per row: OFFSET 0 keeps the planner from turning
 * it into a join, which would walk the whole post table backwards when a topic has few posts.
 */
function shownPost(blocked: number[]) {
  return sql<boolean>`exists (select 1 from social_post p where p.id = pt.post_id and ${visibleTo(blocked)} offset 0)`;
}

/** Visible to everybody: neither deleted nor hidden, and not by someone blocked either way. */
function visibleTo(blocked: number[]) {
  return sql<boolean>`p.deleted_at is null and p.hidden_at is null and ${notAmong('p.user_id', blocked)}`;
}

export async function postFeed(db: Kysely<DB>, areaId: number, me: number | null, q: FeedQuery) {
  const blocked = await blockedIds(db, me);
  if (q.topic_id !== undefined) return topicFeed(db, q.topic_id, me, blocked, q);
  if (q.type === 'following') return followingFeed(db, areaId, me, blocked, q);
  let sel = db.selectFrom('social_post as p').selectAll('p').where('p.site_area_id', '=', areaId).where(visibleTo(blocked)).limit(q.limit + 1);
  if (q.type === 'recommend') {
    const after = hot.decode(q.cursor);
    if (after) sel = sel.where(keysetAfter(sql`p.hot_score`, sql`p.id`, 'desc', { key: sql`${after.s}::double precision`, id: after.id }));
    const rows = await sel.orderBy('p.hot_score', 'desc').orderBy('p.id', 'desc').execute();
    const page = takePage(rows, q.limit, (last) => hot.encode({ s: Number(last.hot_score), id: last.id }));
    return { list: await presentPosts(db, page.rows, me), next_cursor: page.next_cursor };
  }
  const after = newest.after(q.cursor, 'p.id');
  if (after) sel = sel.where(after);
  const page = newest.take(await sel.orderBy('p.id', 'desc').execute(), q.limit);
  return { list: await presentPosts(db, page.rows, me), next_cursor: page.next_cursor };
}

async function topicFeed(db: Kysely<DB>, topicId: number, me: number | null, blocked: number[], q: FeedQuery) {
  const topic = await db.selectFrom('social_topic').select('id').where('id', '=', topicId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!topic) throw notFound('social.topic_not_found');
  if (q.type === 'recommend') {
    // By hot score: a sort over the topic's visible posts (a topic holds far fewer than the area).
    let sel = db.selectFrom('social_post_topic as pt').innerJoin('social_post as p', 'p.id', 'pt.post_id').selectAll('p').where('pt.topic_id', '=', topicId).where(visibleTo(blocked));
    const after = hot.decode(q.cursor);
    if (after) sel = sel.where(keysetAfter(sql`p.hot_score`, sql`p.id`, 'desc', { key: sql`${after.s}::double precision`, id: after.id }));
    const rows = await sel.orderBy('p.hot_score', 'desc').orderBy('p.id', 'desc').limit(q.limit + 1).execute();
    const page = takePage(rows, q.limit, (last) => hot.encode({ s: Number(last.hot_score), id: last.id }));
    return { list: await presentPosts(db, page.rows, me), next_cursor: page.next_cursor };
  }
  // Newest: down the topic's key (topic_id, post_id), each post's visibility checked as it comes.
  let sel = db.selectFrom('social_post_topic as pt').select('pt.post_id as id').where('pt.topic_id', '=', topicId).where(shownPost(blocked));
  const after = newest.after(q.cursor, 'pt.post_id');
  if (after) sel = sel.where(after);
  const page = newest.take(await sel.orderBy('pt.post_id', 'desc').limit(q.limit + 1).execute(), q.limit);
  return { list: await presentPosts(db, await rowsByIds(db, page.rows.map((r) => r.id)), me), next_cursor: page.next_cursor };
}

/**
 * Posts of the people and topics I follow in this area, newest first. Each followee and each topic is one
 * index range scan of at most `limit + 1` ids below the cursor (`social_post_follow`, `social_post_topic` key);
 * the union is cut to the page. Cost grows with what I follow, not with the number of posts.
 */
async function followingFeed(db: Kysely<DB>, areaId: number, me: number | null, blocked: number[], q: FeedQuery) {
  if (me === null) return { list: [], next_cursor: null };
  const after = following.after(q.cursor, 'p.id');
  const below = after ? sql`and ${after}` : sql``;
  const belowTopic = after ? sql`and ${following.after(q.cursor, 'pt.post_id')}` : sql``;
  const take = q.limit + 1;
  const { rows } = await sql<{ id: number }>`
    select id from (
      select x.id from user_follow f
      cross join lateral (
        select p.id from social_post p
        where p.user_id = f.followee_id and p.deleted_at is null and p.hidden_at is null and p.site_area_id = ${areaId} ${below}
        order by p.id desc limit ${take}
      ) x
      where f.follower_id = ${me} and ${notAmong('f.followee_id', blocked)}
      union
      select x.id from social_topic_follow tf
      join social_topic t on t.id = tf.topic_id and t.site_area_id = ${areaId} and t.deleted_at is null
      cross join lateral (
        select pt.post_id as id from social_post_topic pt
        where pt.topic_id = tf.topic_id ${belowTopic} and ${shownPost(blocked)}
        order by pt.post_id desc limit ${take}
      ) x
      where tf.user_id = ${me}
    ) ids order by id desc limit ${take}`.execute(db);
  const page = following.take(rows.map((r) => ({ id: Number(r.id) })), q.limit);
  return { list: await presentPosts(db, await rowsByIds(db, page.rows.map((r) => r.id)), me), next_cursor: page.next_cursor };
}

/** A person's posts, newest first: their own list shows hidden ones too (marked); someone blocked sees none. */
export async function userPosts(db: Kysely<DB>, userId: number, me: number | null, q: { cursor?: string; limit: number }) {
  const blocked = await blockedIds(db, me);
  if (blocked.includes(userId)) return { list: [], next_cursor: null };
  let sel = db.selectFrom('social_post as p').selectAll('p').where('p.user_id', '=', userId).where('p.deleted_at', 'is', null);
  if (userId !== me) sel = sel.where('p.hidden_at', 'is', null);
  const after = byUser.after(q.cursor, 'p.id');
  if (after) sel = sel.where(after);
  const page = byUser.take(await sel.orderBy('p.id', 'desc').limit(q.limit + 1).execute(), q.limit);
  return { list: await presentPosts(db, page.rows, me), next_cursor: page.next_cursor };
}
