import type { PostFeedType } from '@haiwai/contracts/social';
import { sql, type Compilable, type Kysely, type RawBuilder } from 'kysely';
import { z } from 'zod';
import { notFound } from '../../core/errors.js';
import { cursorCodec, idPager, keysetAfter, rowId, takePage } from '../../core/paging/index.js';
import type { DB } from '../../db/schema.js';
import { blockedIds, notBlockedFor } from './access.js';
import { cardsFrom, toCards, type CardRow } from './present.js';

/**
 * The square's feeds, all keyset-paged over indexes of visible posts (docs/social.md):
 * - recommend: (hot_score, id) descending, the score stored with the counters;
 * - newest: id descending in the area (ids grow with time);
 * - following: the people and topics I follow, newest first: one index probe per source, then a page of ids
 *   from the few sources that reach the page (followingFeed);
 * - one topic: its posts through (topic_id, post_id), by hot score (recommend) or newest.
 * People blocked either way are filtered inside each scan, so a page is never cut short by them. Each page is one
 * statement: the rows, their cards' facts (present.ts, cardsFrom) and the blocks are read together.
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

/**
 * `pt.post_id` names a post visible to everybody, checked per row: OFFSET 0 keeps the planner from turning
 * it into a join, which would walk the whole post table backwards when a topic has few posts.
 */
function shownPost(me: number | null) {
  return sql<boolean>`exists (select 1 from social_post p where p.id = pt.post_id and ${visibleTo(me)} offset 0)`;
}

/** Visible to everybody: neither deleted nor hidden, and not by someone blocked either way. */
function visibleTo(me: number | null) {
  return sql<boolean>`p.deleted_at is null and p.hidden_at is null and ${notBlockedFor('p.user_id', me)}`;
}

/** Post rows of a page of ids (`ids` selects a column `id`, already cut to the page), for `cardsFrom`. */
const postsOf = (ids: RawBuilder<unknown> | Compilable) => sql`select p.* from (${ids}) x join social_post p on p.id = x.id`;

const byNewest = sql`p.id desc`;
const byHot = sql`p.hot_score desc, p.id desc`;
const hotCursor = (last: CardRow) => hot.encode({ s: Number(last.hot_score), id: last.id });

/** A feed's page, each in one statement: the rows, their cards and (logged in) the blocks they leave out. */
export async function postFeed(db: Kysely<DB>, areaId: number, me: number | null, q: FeedQuery) {
  if (q.topic_id !== undefined) return topicFeed(db, q.topic_id, me, q);
  if (q.type === 'following') return followingFeed(db, areaId, me, q);
  let sel = db.selectFrom('social_post as p').selectAll('p').where('p.site_area_id', '=', areaId).where(visibleTo(me)).limit(q.limit + 1);
  if (q.type === 'recommend') {
    const after = hot.decode(q.cursor);
    if (after) sel = sel.where(keysetAfter(sql`p.hot_score`, sql`p.id`, 'desc', { key: sql`${after.s}::double precision`, id: after.id }));
    const page = takePage(await cardsFrom(db, sel.orderBy('p.hot_score', 'desc').orderBy('p.id', 'desc'), byHot, me), q.limit, hotCursor);
    return { list: toCards(page.rows, me), next_cursor: page.next_cursor };
  }
  const after = newest.after(q.cursor, 'p.id');
  if (after) sel = sel.where(after);
  const page = newest.take(await cardsFrom(db, sel.orderBy('p.id', 'desc'), byNewest, me), q.limit);
  return { list: toCards(page.rows, me), next_cursor: page.next_cursor };
}

async function topicFeed(db: Kysely<DB>, topicId: number, me: number | null, q: FeedQuery) {
  const topic = await db.selectFrom('social_topic').select('id').where('id', '=', topicId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!topic) throw notFound('social.topic_not_found');
  if (q.type === 'recommend') {
    // By hot score: a sort over the topic's visible posts (a topic holds far fewer than the area).
    let sel = db.selectFrom('social_post_topic as pt').innerJoin('social_post as p', 'p.id', 'pt.post_id').selectAll('p').where('pt.topic_id', '=', topicId).where(visibleTo(me));
    const after = hot.decode(q.cursor);
    if (after) sel = sel.where(keysetAfter(sql`p.hot_score`, sql`p.id`, 'desc', { key: sql`${after.s}::double precision`, id: after.id }));
    const page = takePage(await cardsFrom(db, sel.orderBy('p.hot_score', 'desc').orderBy('p.id', 'desc').limit(q.limit + 1), byHot, me), q.limit, hotCursor);
    return { list: toCards(page.rows, me), next_cursor: page.next_cursor };
  }
  // Newest: down the topic's key (topic_id, post_id), each post's visibility checked as it comes.
  let sel = db.selectFrom('social_post_topic as pt').select('pt.post_id as id').where('pt.topic_id', '=', topicId).where(shownPost(me));
  const after = newest.after(q.cursor, 'pt.post_id');
  if (after) sel = sel.where(after);
  const page = newest.take(await cardsFrom(db, postsOf(sel.orderBy('pt.post_id', 'desc').limit(q.limit + 1)), byNewest, me), q.limit);
  return { list: toCards(page.rows, me), next_cursor: page.next_cursor };
}

/**
 * Posts of the people and topics I follow in this area, newest first, in one statement (docs/social.md,
 * "The following feed"). Each source (a person I follow, a topic I follow) first gives its newest visible post
 * below the cursor: one index probe each (`social_post_follow`, `social_post_topic` key). Those tops are
 * distinct posts of the feed, so when there are at least `limit + 1` different ones, the page lies at or above
 * the (limit + 1)-th newest of them (`cut`); only the sources whose top reaches the cut are then read, at most
 * `limit + 1` ids each, from the cut up. With fewer tops there is no cut and every source is read that way.
 * Cost: one probe per source plus about one page of ids, whatever the number of posts.
 */
async function followingFeed(db: Kysely<DB>, areaId: number, me: number | null, q: FeedQuery) {
  if (me === null) return { list: [], next_cursor: null };
  const after = following.after(q.cursor, 'p.id');
  const below = after ? sql`and ${after}` : sql``;
  const belowTopic = after ? sql`and ${following.after(q.cursor, 'pt.post_id')}` : sql``;
  const take = q.limit + 1;
  const person = sql`p.user_id = s.uid and p.deleted_at is null and p.hidden_at is null and p.site_area_id = ${areaId} ${below}`;
  const inTopic = sql`pt.topic_id = s.tid ${belowTopic} and ${shownPost(me)}`;
  const ids = sql`
    with people as materialized (
      select s.uid, (select p.id from social_post p where ${person} order by p.id desc limit 1) as top
      from (select f.followee_id as uid from user_follow f where f.follower_id = ${me} and ${notBlockedFor('f.followee_id', me)}) s
    ), topics as materialized (
      select s.tid, (select pt.post_id from social_post_topic pt where ${inTopic} order by pt.post_id desc limit 1) as top
      from (select tf.topic_id as tid from social_topic_follow tf join social_topic t on t.id = tf.topic_id and t.site_area_id = ${areaId} and t.deleted_at is null where tf.user_id = ${me}) s
    ), cut as materialized (
      select coalesce((select top from (select top from people union select top from topics) tops where top is not null order by top desc offset ${take - 1} limit 1), 0) as id
    )
    select id from (
      select x.id from people s cross join lateral (
        select p.id from social_post p where ${person} and p.id >= (select id from cut) order by p.id desc limit ${take}
      ) x where s.top >= (select id from cut)
      union
      select x.id from topics s cross join lateral (
        select pt.post_id as id from social_post_topic pt where ${inTopic} and pt.post_id >= (select id from cut) order by pt.post_id desc limit ${take}
      ) x where s.top >= (select id from cut)
    ) ids order by id desc limit ${take}`;
  const page = following.take(await cardsFrom(db, postsOf(ids), byNewest, me), q.limit);
  return { list: toCards(page.rows, me), next_cursor: page.next_cursor };
}

/** A person's posts, newest first: their own list shows hidden ones too (marked); someone blocked sees none. */
export async function userPosts(db: Kysely<DB>, userId: number, me: number | null, q: { cursor?: string; limit: number }) {
  const blocked = await blockedIds(db, me);
  if (blocked.includes(userId)) return { list: [], next_cursor: null };
  let sel = db.selectFrom('social_post as p').selectAll('p').where('p.user_id', '=', userId).where('p.deleted_at', 'is', null);
  if (userId !== me) sel = sel.where('p.hidden_at', 'is', null);
  const after = byUser.after(q.cursor, 'p.id');
  if (after) sel = sel.where(after);
  const page = byUser.take(await cardsFrom(db, sel.orderBy('p.id', 'desc').limit(q.limit + 1), byNewest, me), q.limit);
  return { list: toCards(page.rows, me), next_cursor: page.next_cursor };
}
