import { sql } from 'kysely';
import type { Db } from './access.js';

/**
 * A person's cached social counters (`user_social_stat`, shared with the relations module): this module
 * keeps `post_count` (visible posts) and `likes_received` (likes others gave their posts). Written in the
 * transaction that changes what they count; a missing row is all zero, so the first change inserts it.
 */
export async function bumpStat(db: Db, userId: number, column: 'post_count' | 'likes_received', by: number): Promise<void> {
  if (by === 0) return;
  await db
    .insertInto('user_social_stat')
    .values({ user_id: userId, [column]: Math.max(0, by) })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ [column]: sql`greatest(0, user_social_stat.${sql.ref(column)} + ${by})` }))
    .execute();
}

/** Each topic's visible post count, when a post joins (+1) or leaves (-1) them. */
export async function bumpTopics(db: Db, topicIds: number[], by: 1 | -1): Promise<void> {
  if (!topicIds.length) return;
  await db
    .updateTable('social_topic')
    .set({ post_count: sql`greatest(0, post_count + ${by})` })
    .where('id', 'in', topicIds)
    .execute();
}

/** The topics a post is in (deleted topics included: their counters no longer matter). */
export async function topicIdsOf(db: Db, postId: number): Promise<number[]> {
  return (await db.selectFrom('social_post_topic').select('topic_id').where('post_id', '=', postId).execute()).map((r) => r.topic_id);
}
