import { sql } from 'kysely';
import type { CommentRow, Engine } from './engine.js';
import type { Db } from './tables.js';

/**
 * The cached counters, kept exact in the transaction that changes what they count, after the target's row lock:
 * the target's count of visible comments and replies (a hidden or deleted top-level comment takes its visible
 * replies with it), a comment's count of visible replies, and on kinds with ratings the target's rating sum
 * and count (top-level comments only).
 */

/** `column + by`, never below zero (stand-in names are renamed to the kind's own). */
const moved = (column: string, by: number) => sql<number>`greatest(0, ${sql.ref(column)} + ${by})`;
/** `column + by` (a rating sum: ratings may be below zero on a scale that has them). */
const plus = (column: string, by: number) => sql<number>`${sql.ref(column)} + ${by}`;

/** A new comment joins the counts (`rating` on kinds with ratings, top-level only). */
export async function countNew(e: Engine, db: Db, c: { target_id: number; parent_id: number | null; rating: number | null }): Promise<void> {
  const q = e.scoped(db);
  await q
    .updateTable('commentable_target')
    .set(c.rating === null ? { comment_count: moved('comment_count', 1) } : { comment_count: moved('comment_count', 1), rating_sum: plus('rating_sum', c.rating), rating_count: moved('rating_count', 1) })
    .where('id', '=', c.target_id)
    .execute();
}

/** Moves the counters of a comment leaving (-1: hidden, deleted) or rejoining (+1: shown again) the visible ones. */
export async function moveCounters(e: Engine, db: Db, c: CommentRow, dir: 1 | -1): Promise<void> {
  const q = e.scoped(db);
  let targetBy = 1;
  if (c.parent_id === null) targetBy += c.reply_count;
  else {
    const parent = await q.selectFrom('commentable_comment').select(['hidden_at', 'deleted_at']).where('id', '=', c.parent_id).executeTakeFirst();
    // A reply under a hidden or deleted comment no longer counts on the target.
    if (!parent || parent.hidden_at || parent.deleted_at) targetBy = 0;
    await q.updateTable('commentable_comment').set({ reply_count: moved('reply_count', dir) }).where('id', '=', c.parent_id).execute();
  }
  if (!targetBy) return;
  const rating = c.parent_id === null ? (c.rating ?? null) : null;
  await q
    .updateTable('commentable_target')
    .set(rating === null ? { comment_count: moved('comment_count', dir * targetBy) } : { comment_count: moved('comment_count', dir * targetBy), rating_sum: plus('rating_sum', dir * rating), rating_count: moved('rating_count', dir) })
    .where('id', '=', c.target_id)
    .execute();
}
