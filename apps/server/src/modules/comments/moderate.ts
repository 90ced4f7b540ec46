import { idSchema } from '@haiwai/contracts';
import type { Kysely, Transaction } from 'kysely';
import { forbidden, notFound } from '../../core/errors.js';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { audit, mayActOn, NoticeService, type ReportTargetType } from '../notices/index.js';
import { moveCounters } from './counters.js';
import type { CommentTarget } from './definition.js';
import { actionableTarget, keyOf, liveComment, lockedTarget, selectComments, usableComment, type CommentRow, type Engine } from './engine.js';
import type { Db } from './tables.js';

/**
 * Likes, deletes and admin hides of comments. Each runs in one transaction; a write that moves the target's
 * counters takes the target's row lock first, as a new comment does, so writers queue in one order.
 */

/** A comment's likes after my like or unlike. */
export interface LikeState {
  id: number;
  like_count: number;
  liked: boolean;
}

/** A like state with `liked` under the kind's API name (`isLiked`, `is_like`). */
export function likedAs<K extends string>(key: K, { liked, ...counts }: LikeState): { id: number; like_count: number } & Record<K, boolean> {
  return { ...counts, [key]: liked } as { id: number; like_count: number } & Record<K, boolean>;
}

/** My like of a comment, set to `on` or toggled: the like row decides, so a double tap counts once. */
export async function likeComment(e: Engine, db: Kysely<DB>, me: number, id: number, on: boolean | undefined): Promise<LikeState> {
  return db.transaction().execute(async (trx) => {
    const c = await usableComment(e, trx, id, me, { lock: true });
    await actionableTarget(e, trx, c.target_id, me, false);
    await e.blocks.assertNotBlocked(me, c.user_id, 'relation', trx);
    const q = e.scoped(trx);
    const had = await q.selectFrom('commentable_like').select('comment_id').where('comment_id', '=', id).where('user_id', '=', me).executeTakeFirst();
    const want = on ?? !had;
    const changed = want
      ? (await q.insertInto('commentable_like').values({ comment_id: id, user_id: me }).onConflict((oc) => oc.columns(['comment_id', 'user_id']).doNothing()).executeTakeFirst()).numInsertedOrUpdatedRows
      : (await q.deleteFrom('commentable_like').where('comment_id', '=', id).where('user_id', '=', me).executeTakeFirst()).numDeletedRows;
    if (!changed) return { id, like_count: c.like_count, liked: want };
    const row = await q.updateTable('commentable_comment').set((eb) => ({ like_count: eb('like_count', '+', want ? 1 : -1) })).where('id', '=', id).returning('like_count').executeTakeFirstOrThrow();
    return { id, like_count: row.like_count, liked: want };
  });
}

/** Whether `actor` may delete `c`: its author, and whom the kind names (the target's owner, the area's admins). */
function mayDelete(e: Engine, actor: AuthUser, c: CommentRow, target: CommentTarget): boolean {
  if (c.user_id === actor.id) return true;
  const also = e.def.deleteBy ?? [];
  return (also.includes('targetOwner') && target.ownerId === actor.id) || (also.includes('areaAdmins') && mayActOn(actor, target.siteAreaId));
}

/** Deleting a comment (kept as a soft-deleted row); a top-level comment takes its replies with it. */
export async function removeComment(e: Engine, db: Kysely<DB>, actor: AuthUser, id: number): Promise<{ ok: true }> {
  return db.transaction().execute(async (trx) => {
    const c = await liveComment(e, trx, id);
    if (!c) throw notFound(keyOf(e, 'notFound'));
    const target = await lockedTarget(e, trx, c.target_id);
    if (!target || !mayDelete(e, actor, c, target)) throw forbidden(keyOf(e, 'notYours'));
    if (!c.hidden_at) await moveCounters(e, trx, c, -1);
    const now = new Date();
    const q = e.scoped(trx);
    await q.updateTable('commentable_comment').set({ deleted_at: now }).where('id', '=', id).execute();
    if (c.parent_id === null) await q.updateTable('commentable_comment').set({ deleted_at: now }).where('parent_id', '=', id).where('deleted_at', 'is', null).execute();
    return { ok: true as const };
  });
}

export interface HideInput {
  adminId: number;
  hidden: boolean;
  /** What the author reads. */
  reason: string;
}

/**
 * An admin hides a comment (or shows it again): it leaves every list but its author's and every counter, its
 * author is told why, the act is audited where the kind says so. `scope` says whether the admin may act on the
 * target's area (the report queue checked it already). Repeating the current state changes nothing.
 */
export async function setHidden(e: Engine, trx: Db, id: number, input: HideInput, scope: (siteAreaId: number) => boolean): Promise<{ id: number; hidden: boolean }> {
  const c = await liveComment(e, trx, id);
  if (!c) throw notFound(keyOf(e, 'notFound'));
  const target = await lockedTarget(e, trx, c.target_id);
  if (!target || !scope(target.siteAreaId)) throw forbidden(keyOf(e, 'areaForbidden'));
  const changed = (c.hidden_at !== null) !== input.hidden;
  if (changed) {
    // Counters from the row as it was: a top-level comment takes its visible replies with it.
    await moveCounters(e, trx, c, input.hidden ? -1 : 1);
    const columns = input.hidden ? { hidden_at: new Date(), hidden_reason: input.reason, hidden_by: input.adminId } : { hidden_at: null, hidden_reason: null, hidden_by: null };
    await e.scoped(trx).updateTable('commentable_comment').set(columns).where('id', '=', id).execute();
    if (input.hidden) await new NoticeService(trx).notify(c.user_id, e.def.notices.hidden(target, { commentId: id, reason: input.reason }));
  }
  const a = e.def.audit;
  if (a) await audit(trx, { adminId: input.adminId, siteAreaId: target.siteAreaId, action: `${a.action}.${input.hidden ? 'hide' : 'show'}`, targetType: a.targetType, targetId: id, detail: { reason: input.reason, changed } });
  return { id, hidden: input.hidden };
}

/** The kind's comments in the report queue: resolved to the target's area and the comment's author; "hide" hides as above. */
export function reportTarget(e: Engine, db: Kysely<DB>): ReportTargetType {
  return {
    resolve: async (id) => {
      if (!idSchema.safeParse(id).success) return null;
      const c = await liveComment(e, db, id);
      const target = c && (await e.def.target(db, c.target_id));
      return c && target && !target.gone ? { siteAreaId: target.siteAreaId, authorId: c.user_id } : null;
    },
    // The queue's note is what the author reads; the reason code when the admin wrote none.
    hide: async (trx: Transaction<DB>, id, i) => void (await setHidden(e, trx, id, { adminId: i.adminId, hidden: true, reason: i.note.trim() || i.reason }, () => true)),
  };
}

/**
 * A banned member's visible comments of this kind leave every list and counter, without a notice each (the ban
 * tells them why); oldest first, so a reply under their own comment counts after it. Returns the ids hidden, which
 * `showAgain` puts back when the ban is lifted (docs/roles.md, "Bans").
 */
export async function hideAllBy(e: Engine, trx: Db, userId: number, input: { adminId: number; reason: string }): Promise<number[]> {
  const ids = await selectComments(e, trx).where('c.user_id', '=', userId).where('c.deleted_at', 'is', null).where('c.hidden_at', 'is', null).orderBy('c.id').execute();
  for (const { id } of ids) {
    const c = await liveComment(e, trx, id);
    if (!c || c.hidden_at) continue;
    await lockedTarget(e, trx, c.target_id);
    await moveCounters(e, trx, c, -1);
    await e.scoped(trx).updateTable('commentable_comment').set({ hidden_at: new Date(), hidden_reason: input.reason, hidden_by: input.adminId }).where('id', '=', id).execute();
  }
  return ids.map((r) => r.id);
}

/** Shows again the comments `hideAllBy` hid (in the same order), those still hidden and not deleted meanwhile. */
export async function showAgain(e: Engine, trx: Db, ids: readonly number[]): Promise<number> {
  let shown = 0;
  for (const id of [...ids].sort((a, b) => a - b)) {
    const c = await liveComment(e, trx, id);
    if (!c || !c.hidden_at) continue;
    await lockedTarget(e, trx, c.target_id);
    await moveCounters(e, trx, c, 1);
    await e.scoped(trx).updateTable('commentable_comment').set({ hidden_at: null, hidden_reason: null, hidden_by: null }).where('id', '=', id).execute();
    shown++;
  }
  return shown;
}
