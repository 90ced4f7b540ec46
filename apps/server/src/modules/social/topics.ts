import type { ApiData } from '@haiwai/contracts';
import type { TopicListType, UserTopicType } from '@haiwai/contracts/social';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { conflict, forbidden, notFound } from '../../core/errors.js';
import { cursorCodec, idPager, keysetAfter, rowId, takePage } from '../../core/paging/index.js';
import type { DB } from '../../db/schema.js';
import { blockedIds, notAmong, type Db } from './access.js';
import { presentTopics } from './present.js';
import type { SocialTopicRow } from './schema.js';

type Topic = ApiData<'socialTopicInfo'>;

/**
 * Topics of an area: hot ((post_count + 2 x follow_count, id) descending, `heat` generated on the row) or
 * new; follows with the last post seen, from which unread counts are made (docs/social.md).
 */

const hot = cursorCodec('social.topic.hot', z.object({ h: z.number().int(), id: rowId }).strict());
const fresh = idPager('social.topic.new');
const mine = idPager('social.topic.user');
/** Unread counts stop here: a badge shows "99+" past it, and no count reads more than this many rows. */
export const UNREAD_CAP = 100;

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';
const latestPostId = sql<number>`(select coalesce(max(id), 0) from social_post)`;

async function liveTopic(db: Db, id: number): Promise<SocialTopicRow> {
  const t = await db.selectFrom('social_topic').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!t) throw notFound('social.topic_not_found');
  return t;
}

export async function topicInfo(db: Kysely<DB>, id: number, me: number | null): Promise<Topic> {
  return (await presentTopics(db, [await liveTopic(db, id)], me))[0]!;
}

export async function listTopics(db: Kysely<DB>, areaId: number, me: number | null, q: { type: TopicListType; keyword?: string; cursor?: string; limit: number }) {
  let sel = db.selectFrom('social_topic as t').selectAll('t').where('t.site_area_id', '=', areaId).where('t.deleted_at', 'is', null).limit(q.limit + 1);
  if (q.keyword) sel = sel.where('t.name', 'ilike', `%${q.keyword.replace(/[\\%_]/g, '\\$&')}%`);
  if (q.type === 'hot') {
    const after = hot.decode(q.cursor);
    if (after) sel = sel.where(keysetAfter(sql`t.heat`, sql`t.id`, 'desc', after && { key: after.h, id: after.id }));
    const page = takePage(await sel.orderBy('t.heat', 'desc').orderBy('t.id', 'desc').execute(), q.limit, (last) => hot.encode({ h: last.heat, id: last.id }));
    return { list: await presentTopics(db, page.rows, me), next_cursor: page.next_cursor };
  }
  const after = fresh.after(q.cursor, 't.id');
  if (after) sel = sel.where(after);
  const page = fresh.take(await sel.orderBy('t.id', 'desc').execute(), q.limit);
  return { list: await presentTopics(db, page.rows, me), next_cursor: page.next_cursor };
}

/** Topics a person created, or follows (newest topic first); my own followed ones carry unread counts. */
export async function userTopics(db: Kysely<DB>, userId: number, me: number | null, q: { type: UserTopicType; cursor?: string; limit: number }) {
  let sel = db.selectFrom('social_topic as t').selectAll('t').where('t.deleted_at', 'is', null);
  sel = q.type === 'created' ? sel.where('t.user_id', '=', userId) : sel.innerJoin('social_topic_follow as f', 'f.topic_id', 't.id').where('f.user_id', '=', userId);
  const after = mine.after(q.cursor, 't.id');
  if (after) sel = sel.where(after);
  const page = mine.take(await sel.orderBy('t.id', 'desc').limit(q.limit + 1).execute(), q.limit);
  const unread = q.type === 'followed' && userId === me ? await unreadByTopic(db, me, page.rows.map((t) => t.id)) : undefined;
  return { list: await presentTopics(db, page.rows, me, unread), next_cursor: page.next_cursor };
}

/** New visible posts by others, not blocked, in each of my followed topics since I last browsed it (capped). */
export async function unreadByTopic(db: Db, me: number, topicIds: number[]): Promise<Map<number, number>> {
  if (!topicIds.length) return new Map();
  const blocked = await blockedIds(db, me);
  const { rows } = await sql<{ topic_id: number; n: string | number }>`
    select f.topic_id, (
      select count(*) from (
        select 1 from social_post_topic pt join social_post p on p.id = pt.post_id
        where pt.topic_id = f.topic_id and pt.post_id > f.last_seen_post_id and p.user_id <> ${me}
          and p.deleted_at is null and p.hidden_at is null and ${notAmong('p.user_id', blocked)}
        limit ${UNREAD_CAP}
      ) s
    ) as n
    from social_topic_follow f where f.user_id = ${me} and f.topic_id = any(${sql.val(topicIds)}::int[])`.execute(db);
  return new Map(rows.map((r) => [r.topic_id, Number(r.n)]));
}

/** The badge: distinct new posts over my followed topics of this area (capped at UNREAD_CAP). */
export async function unreadTotal(db: Db, me: number, areaId: number): Promise<number> {
  const blocked = await blockedIds(db, me);
  const { rows } = await sql<{ n: string | number }>`
    select count(*) as n from (
      select distinct pt.post_id from social_topic_follow f
      join social_topic t on t.id = f.topic_id and t.site_area_id = ${areaId} and t.deleted_at is null
      join social_post_topic pt on pt.topic_id = f.topic_id and pt.post_id > f.last_seen_post_id
      join social_post p on p.id = pt.post_id
      where f.user_id = ${me} and p.user_id <> ${me} and p.deleted_at is null and p.hidden_at is null and ${notAmong('p.user_id', blocked)}
      limit ${UNREAD_CAP}
    ) s`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** A new topic of my area (its name unique there, case aside); I follow it from the start. */
export async function createTopic(db: Kysely<DB>, me: number, areaId: number, body: { name: string; cover?: string; description: string }): Promise<Topic> {
  const taken = await db.selectFrom('social_topic').select('id').where('site_area_id', '=', areaId).where(sql`lower(name)`, '=', body.name.toLowerCase()).where('deleted_at', 'is', null).executeTakeFirst();
  if (taken) throw conflict('social.topic_name_taken');
  try {
    const row = await db.transaction().execute(async (trx) => {
      const t = await trx
        .insertInto('social_topic')
        .values({ site_area_id: areaId, user_id: me, name: body.name, cover: body.cover ?? null, description: body.description, follow_count: 1 })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx.insertInto('social_topic_follow').values({ user_id: me, topic_id: t.id, last_seen_post_id: latestPostId }).execute();
      return t;
    });
    return (await presentTopics(db, [row], me))[0]!;
  } catch (err) {
    // Two people creating the same name at once: the unique index decides, the second hears why.
    if (isUniqueViolation(err)) throw conflict('social.topic_name_taken');
    throw err;
  }
}

/** follow (set to `on`, or toggled) and browse (everything up to now read) on one topic. */
export async function topicNumber(db: Kysely<DB>, me: number, id: number, type: 'follow' | 'browse', on: boolean | undefined): Promise<ApiData<'socialTopicNumberSave'>> {
  return db.transaction().execute(async (trx) => {
    const t = await liveTopic(trx, id);
    const had = await trx.selectFrom('social_topic_follow').select('topic_id').where('user_id', '=', me).where('topic_id', '=', id).executeTakeFirst();
    if (type === 'browse') {
      await trx.updateTable('social_topic_follow').set({ last_seen_post_id: latestPostId }).where('user_id', '=', me).where('topic_id', '=', id).execute();
      return { id, follow_count: t.follow_count, isFollowed: Boolean(had), unread: 0 };
    }
    const want = on ?? !had;
    const changed = want
      ? (await trx.insertInto('social_topic_follow').values({ user_id: me, topic_id: id, last_seen_post_id: latestPostId }).onConflict((oc) => oc.columns(['user_id', 'topic_id']).doNothing()).executeTakeFirst()).numInsertedOrUpdatedRows
      : (await trx.deleteFrom('social_topic_follow').where('user_id', '=', me).where('topic_id', '=', id).executeTakeFirst()).numDeletedRows;
    if (!changed) return { id, follow_count: t.follow_count, isFollowed: want, unread: 0 };
    const row = await trx.updateTable('social_topic').set({ follow_count: sql`greatest(0, follow_count + ${want ? 1 : -1})` }).where('id', '=', id).returning('follow_count').executeTakeFirstOrThrow();
    return { id, follow_count: row.follow_count, isFollowed: want, unread: 0 };
  });
}

/**
 * Deleting my topic: only while nobody else has posted in it (their posts would lose their topic). It is
 * soft-deleted (the name is free again), its follows go; my own posts keep their text and drop the tag.
 */
export async function deleteTopic(db: Kysely<DB>, me: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const t = await trx.selectFrom('social_topic').selectAll().where('id', '=', id).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
    if (!t) throw notFound('social.topic_not_found');
    if (t.user_id !== me) throw forbidden('social.not_your_topic');
    const others = await trx
      .selectFrom('social_post_topic as pt')
      .innerJoin('social_post as p', 'p.id', 'pt.post_id')
      .select('p.id')
      .where('pt.topic_id', '=', id)
      .where('p.user_id', '<>', me)
      .where('p.deleted_at', 'is', null)
      .executeTakeFirst();
    if (others) throw conflict('social.topic_has_posts');
    await trx.updateTable('social_topic').set({ deleted_at: new Date(), follow_count: 0 }).where('id', '=', id).execute();
    await trx.deleteFrom('social_topic_follow').where('topic_id', '=', id).execute();
  });
}
