import type { ApiData } from '@haiwai/contracts';
import { SOCIAL_LIMITS } from '@haiwai/contracts/social/constants';
import { sql, type Kysely } from 'kysely';
import { badRequest, forbidden, notFound } from '../../core/errors.js';
import { idPager } from '../../core/paging/index.js';
import type { DB } from '../../db/schema.js';
import { assertNotBlocked, blockedIds, notAmong, visibleComment, visiblePost, type Db } from './access.js';
import { notifyComment, notifyReply } from './notify.js';
import { actionablePost } from './posts.js';
import { presentComments } from './present.js';
import type { SocialCommentRow } from './schema.js';

type Comment = ApiData<'socialCommentSave'>;

/**
 * Comments with one level of replies: a reply to a reply joins the same top-level comment and names whom it
 * answers. Counters: a post's `comment_count` counts its visible comments and their visible replies (a
 * hidden top-level comment takes its replies out with it); a comment's `reply_count` its visible replies.
 */

const topLevel = idPager('social.comment');
const replies = idPager('social.reply');

/** Seen by `me`: not deleted, hidden only to its author, not by someone blocked either way. */
function seenBy(me: number | null, blocked: number[]) {
  return sql<boolean>`c.deleted_at is null and (c.hidden_at is null or c.user_id = ${me ?? 0}) and ${notAmong('c.user_id', blocked)}`;
}

export async function listComments(db: Kysely<DB>, me: number | null, q: { post_id: number; parent_id?: number; cursor?: string; limit: number }) {
  await visiblePost(db, q.post_id, me);
  const blocked = await blockedIds(db, me);
  if (q.parent_id !== undefined) {
    const parent = await visibleComment(db, q.parent_id, me);
    if (parent.post_id !== q.post_id || parent.parent_id !== null) throw notFound('social.comment_not_found');
    let sel = db.selectFrom('social_comment as c').selectAll('c').where('c.parent_id', '=', parent.id).where(seenBy(me, blocked));
    const after = replies.after(q.cursor, 'c.id', 'asc');
    if (after) sel = sel.where(after);
    const page = replies.take(await sel.orderBy('c.id', 'asc').limit(q.limit + 1).execute(), q.limit, 'asc');
    const list = (await presentComments(db, page.rows, me)).map((c) => ({ ...c, replies: [], reply_count: 0 }));
    return { list, next_cursor: page.next_cursor };
  }
  let sel = db.selectFrom('social_comment as c').selectAll('c').where('c.post_id', '=', q.post_id).where('c.parent_id', 'is', null).where(seenBy(me, blocked));
  const after = topLevel.after(q.cursor, 'c.id');
  if (after) sel = sel.where(after);
  const page = topLevel.take(await sel.orderBy('c.id', 'desc').limit(q.limit + 1).execute(), q.limit);
  return { list: await withReplies(db, page.rows, me, blocked), next_cursor: page.next_cursor };
}

/** Top-level comments with their first replies (oldest first), one query for the whole page. */
async function withReplies(db: Db, rows: SocialCommentRow[], me: number | null, blocked: number[]) {
  const ids = rows.map((r) => r.id);
  const first = ids.length
    ? await db
        .selectFrom((eb) =>
          eb
            .selectFrom('social_comment as c')
            .selectAll('c')
            .select(sql<number>`row_number() over (partition by c.parent_id order by c.id)`.as('rn'))
            .where('c.parent_id', 'in', ids)
            .where(seenBy(me, blocked))
            .as('r'),
        )
        .selectAll('r')
        .where('r.rn', '<=', SOCIAL_LIMITS.repliesShown)
        .orderBy('r.id')
        .execute()
    : [];
  const [tops, subs] = await Promise.all([presentComments(db, rows, me), presentComments(db, first, me)]);
  return tops.map((c, i) => ({ ...c, replies: subs.filter((s) => s.parent_id === c.id), reply_count: rows[i]!.reply_count }));
}

/** The comment answered, checked: on this post, visible, not hidden, nobody blocked. */
async function repliedTo(db: Db, me: number, postId: number, parentId: number): Promise<SocialCommentRow> {
  const parent = await db.selectFrom('social_comment').selectAll().where('id', '=', parentId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!parent || (parent.hidden_at && parent.user_id !== me)) throw notFound('social.comment_not_found');
  if (parent.post_id !== postId) throw badRequest('social.reply_wrong_post');
  if (parent.hidden_at) throw forbidden('social.comment_hidden');
  await assertNotBlocked(db, me, parent.user_id);
  return parent;
}

/** Whom a reply names: given (someone of the thread), or the author of the reply it answers. */
async function replyTarget(db: Db, me: number, topId: number, parent: SocialCommentRow, given: number | undefined): Promise<number | null> {
  if (given === undefined) return parent.parent_id === null ? null : parent.user_id;
  const inThread = await db
    .selectFrom('social_comment')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', topId), eb('parent_id', '=', topId)]))
    .where('user_id', '=', given)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!inThread) throw badRequest('social.reply_to_user_invalid');
  await assertNotBlocked(db, me, given);
  return given;
}

export async function saveComment(db: Kysely<DB>, me: { id: number; nickname: string }, body: { post_id: number; content: string; parent_id?: number; reply_to_user_id?: number }): Promise<Comment> {
  if (body.reply_to_user_id !== undefined && body.parent_id === undefined) throw badRequest('social.reply_to_user_invalid');
  const row = await db.transaction().execute(async (trx) => {
    const post = await actionablePost(trx, body.post_id, me.id, true);
    const parent = body.parent_id === undefined ? null : await repliedTo(trx, me.id, post.id, body.parent_id);
    const topId = parent ? (parent.parent_id ?? parent.id) : null;
    const replyTo = parent && topId !== null ? await replyTarget(trx, me.id, topId, parent, body.reply_to_user_id) : null;
    const created = await trx
      .insertInto('social_comment')
      .values({ post_id: post.id, user_id: me.id, parent_id: topId, reply_to_user_id: replyTo, content: body.content })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.updateTable('social_post').set({ comment_count: sql`comment_count + 1` }).where('id', '=', post.id).execute();
    if (topId === null) {
      await notifyComment(trx, post, me, body.content);
      return created;
    }
    const top = await trx.updateTable('social_comment').set({ reply_count: sql`reply_count + 1` }).where('id', '=', topId).returning('user_id').executeTakeFirstOrThrow();
    await notifyReply(trx, post, replyTo ?? top.user_id, me, body.content);
    return created;
  });
  const [c] = await presentComments(db, [row], me.id);
  return { ...c!, replies: [], reply_count: 0 };
}

/** How many counted comments a comment takes with it when it stops being visible (or brings back). */
export async function visibleWeight(db: Db, c: SocialCommentRow): Promise<{ post: number; parentReplies: number }> {
  if (c.parent_id === null) return { post: 1 + c.reply_count, parentReplies: 0 };
  const parent = await db.selectFrom('social_comment').select(['hidden_at', 'deleted_at']).where('id', '=', c.parent_id).executeTakeFirst();
  const parentShown = parent !== undefined && parent.hidden_at === null && parent.deleted_at === null;
  return { post: parentShown ? 1 : 0, parentReplies: 1 };
}

/** Moves the counters of a comment leaving (-1) or rejoining (+1) the visible ones. */
export async function moveCommentCounters(db: Db, c: SocialCommentRow, dir: 1 | -1): Promise<void> {
  const w = await visibleWeight(db, c);
  if (w.post) await db.updateTable('social_post').set({ comment_count: sql`greatest(0, comment_count + ${dir * w.post})` }).where('id', '=', c.post_id).execute();
  if (w.parentReplies && c.parent_id !== null) await db.updateTable('social_comment').set({ reply_count: sql`greatest(0, reply_count + ${dir})` }).where('id', '=', c.parent_id).execute();
}

/** Deleting my comment; a top-level comment takes its replies with it. */
export async function deleteComment(db: Kysely<DB>, me: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const c = await trx.selectFrom('social_comment').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
    if (!c) throw notFound('social.comment_not_found');
    if (c.user_id !== me) throw forbidden('social.not_your_comment');
    // The post row first, as every comment write does: concurrent writers queue on it in one order.
    await trx.selectFrom('social_post').select('id').where('id', '=', c.post_id).forUpdate().execute();
    const now = new Date();
    if (!c.hidden_at) await moveCommentCounters(trx, c, -1);
    await trx.updateTable('social_comment').set({ deleted_at: now }).where('id', '=', id).execute();
    if (c.parent_id === null) await trx.updateTable('social_comment').set({ deleted_at: now }).where('parent_id', '=', id).where('deleted_at', 'is', null).execute();
  });
}

/** My like of a comment: set to `on` or toggled; exact counts as for posts. */
export async function likeComment(db: Kysely<DB>, me: number, id: number, on: boolean | undefined): Promise<ApiData<'socialCommentLikeSave'>> {
  return db.transaction().execute(async (trx) => {
    const c = await trx.selectFrom('social_comment').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
    if (!c || (c.hidden_at && c.user_id !== me)) throw notFound('social.comment_not_found');
    if (c.hidden_at) throw forbidden('social.comment_hidden');
    await assertNotBlocked(trx, me, c.user_id);
    await actionablePost(trx, c.post_id, me, false);
    const had = await trx.selectFrom('social_comment_like').select('comment_id').where('comment_id', '=', id).where('user_id', '=', me).executeTakeFirst();
    const want = on ?? !had;
    const changed = want
      ? (await trx.insertInto('social_comment_like').values({ comment_id: id, user_id: me }).onConflict((oc) => oc.columns(['comment_id', 'user_id']).doNothing()).executeTakeFirst()).numInsertedOrUpdatedRows
      : (await trx.deleteFrom('social_comment_like').where('comment_id', '=', id).where('user_id', '=', me).executeTakeFirst()).numDeletedRows;
    if (!changed) return { id, like_count: c.like_count, isLiked: want };
    const row = await trx.updateTable('social_comment').set({ like_count: sql`like_count + ${want ? 1 : -1}` }).where('id', '=', id).returning('like_count').executeTakeFirstOrThrow();
    return { id, like_count: row.like_count, isLiked: want };
  });
}
