import type { ApiData, Lang } from '@haiwai/contracts';
import { sql, type Kysely } from 'kysely';
import { forbidden, notFound } from '../../core/errors.js';
import type { DB } from '../../db/schema.js';
import type { Call } from '../../core/routes.js';
import { assertNotBlocked, type Db } from './access.js';
import { detectLang } from './lang.js';
import { presentPosts } from './present.js';
import type { SocialPostRow } from './schema.js';
import { bumpStat, bumpTopics, topicIdsOf } from './stats.js';

type PostBody = Call<'socialPostSave'>['body'];
type PostCounts = ApiData<'socialPostNumberSave'>;

/** Publishing: the post, its images in order and its topics (all of the author's area), counters with it. */
export async function createPost(db: Kysely<DB>, me: number, areaId: number, lang: Lang, body: PostBody) {
  const topicIds = body.topic_ids;
  if (topicIds.length) {
    const found = await db.selectFrom('social_topic').select('id').where('id', 'in', topicIds).where('site_area_id', '=', areaId).where('deleted_at', 'is', null).execute();
    if (found.length !== topicIds.length) throw notFound('social.topic_not_found');
  }
  const post = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('social_post')
      .values({ user_id: me, site_area_id: areaId, lang_type: detectLang(body.content, lang), content: body.content, location: body.location || null })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (body.images.length) await trx.insertInto('social_post_image').values(body.images.map((url, position) => ({ post_id: row.id, position, url }))).execute();
    if (topicIds.length) await trx.insertInto('social_post_topic').values(topicIds.map((topic_id) => ({ post_id: row.id, topic_id }))).execute();
    await bumpTopics(trx, topicIds, 1);
    await bumpStat(trx, me, 'post_count', 1);
    return row;
  });
  return (await presentPosts(db, [post], me))[0]!;
}

/** Deleting my post (kept as a soft-deleted row): it leaves its topics' and my counters if it was visible. */
export async function deletePost(db: Kysely<DB>, me: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const post = await trx.selectFrom('social_post').selectAll().where('id', '=', id).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
    if (!post) throw notFound('social.post_not_found');
    if (post.user_id !== me) throw forbidden('social.not_your_post');
    await trx.updateTable('social_post').set({ deleted_at: new Date() }).where('id', '=', id).execute();
    if (!post.hidden_at) await leaveCounters(trx, post, -1);
    await bumpStat(trx, post.user_id, 'likes_received', -post.like_count + (await selfLiked(trx, post)));
  });
}

/** A post becoming visible (+1: unhidden) or not (-1: hidden, deleted) moves its topics' and author's post counts. */
export async function leaveCounters(db: Db, post: SocialPostRow, by: 1 | -1): Promise<void> {
  await bumpTopics(db, await topicIdsOf(db, post.id), by);
  await bumpStat(db, post.user_id, 'post_count', by);
}

/** 1 when the author liked their own post (a like that never counted as received). */
async function selfLiked(db: Db, post: SocialPostRow): Promise<number> {
  const own = await db.selectFrom('social_post_like').select('post_id').where('post_id', '=', post.id).where('user_id', '=', post.user_id).executeTakeFirst();
  return own ? 1 : 0;
}

/** The post another person may act on: visible, not hidden, and nobody blocked anybody (a clear 403). */
async function actionablePost(db: Db, id: number, me: number, lock: boolean): Promise<SocialPostRow> {
  let q = db.selectFrom('social_post').selectAll().where('id', '=', id).where('deleted_at', 'is', null);
  if (lock) q = q.forUpdate();
  const post = await q.executeTakeFirst();
  if (!post || (post.hidden_at && post.user_id !== me)) throw notFound('social.post_not_found');
  if (post.hidden_at) throw forbidden('social.post_hidden');
  await assertNotBlocked(db, me, post.user_id);
  return post;
}

const counts = (p: Pick<SocialPostRow, 'id' | 'like_count' | 'forward_count' | 'comment_count'>, isLiked: boolean): PostCounts => ({
  id: p.id,
  like_count: p.like_count,
  forward_count: p.forward_count,
  comment_count: p.comment_count,
  isLiked,
});

/** One share of a post: counted each time (no per-person row). */
export async function forwardPost(db: Kysely<DB>, me: number, id: number): Promise<PostCounts> {
  return db.transaction().execute(async (trx) => {
    await actionablePost(trx, id, me, false);
    const row = await trx
      .updateTable('social_post')
      .set({ forward_count: sql`forward_count + 1` })
      .where('id', '=', id)
      .returning(['id', 'like_count', 'forward_count', 'comment_count'])
      .executeTakeFirstOrThrow();
    const liked = await trx.selectFrom('social_post_like').select('post_id').where('post_id', '=', id).where('user_id', '=', me).executeTakeFirst();
    return counts(row, Boolean(liked));
  });
}
