import type { Kysely } from 'kysely';
import { forbidden, notFound } from '../../core/errors.js';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { audit, mayActOn } from '../notices/index.js';
import type { Db } from './access.js';
import { moveCommentCounters } from './comments.js';
import { notifyHidden } from './notify.js';
import { leaveCounters } from './posts.js';

/**
 * An area admin hides a post or a comment (or shows it again). Hidden content leaves every list and
 * counter, stays visible to its author (marked, with the reason), and the author gets a notice; the act is
 * audited. An admin of another area is refused (403). Also what the report queue's "hide" hook calls.
 */
export interface HideInput {
  hidden: boolean;
  reason: string;
}

export async function hidePost(db: Kysely<DB> | Db, admin: AuthUser, id: number, input: HideInput) {
  const run = async (trx: Db) => {
    const post = await trx.selectFrom('social_post').selectAll().where('id', '=', id).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
    if (!post) throw notFound('social.post_not_found');
    if (!mayActOn(admin, post.site_area_id)) throw forbidden('social.area_forbidden');
    const was = post.hidden_at !== null;
    if (was !== input.hidden) {
      await trx
        .updateTable('social_post')
        .set(input.hidden ? { hidden_at: new Date(), hidden_reason: input.reason, hidden_by: admin.id } : { hidden_at: null, hidden_reason: null, hidden_by: null })
        .where('id', '=', id)
        .execute();
      await leaveCounters(trx, post, input.hidden ? -1 : 1);
      if (input.hidden) await notifyHidden(trx, { what: 'post', id, authorId: post.user_id, postId: id, siteAreaId: post.site_area_id, reason: input.reason });
    }
    await audit(trx, { adminId: admin.id, siteAreaId: post.site_area_id, action: input.hidden ? 'social.post.hide' : 'social.post.show', targetType: 'social_post', targetId: id, detail: { reason: input.reason, changed: was !== input.hidden } });
    return { id, hidden: input.hidden };
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

export async function hideComment(db: Kysely<DB> | Db, admin: AuthUser, id: number, input: HideInput) {
  const run = async (trx: Db) => {
    const c = await trx.selectFrom('social_comment').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
    if (!c) throw notFound('social.comment_not_found');
    const post = await trx.selectFrom('social_post').select(['id', 'site_area_id']).where('id', '=', c.post_id).forUpdate().executeTakeFirstOrThrow();
    if (!mayActOn(admin, post.site_area_id)) throw forbidden('social.area_forbidden');
    const was = c.hidden_at !== null;
    if (was !== input.hidden) {
      // Counters first, from the row as it was (a top-level comment takes its visible replies with it).
      await moveCommentCounters(trx, c, input.hidden ? -1 : 1);
      await trx
        .updateTable('social_comment')
        .set(input.hidden ? { hidden_at: new Date(), hidden_reason: input.reason, hidden_by: admin.id } : { hidden_at: null, hidden_reason: null, hidden_by: null })
        .where('id', '=', id)
        .execute();
      if (input.hidden) await notifyHidden(trx, { what: 'comment', id, authorId: c.user_id, postId: c.post_id, siteAreaId: post.site_area_id, reason: input.reason });
    }
    await audit(trx, { adminId: admin.id, siteAreaId: post.site_area_id, action: input.hidden ? 'social.comment.hide' : 'social.comment.show', targetType: 'social_comment', targetId: id, detail: { reason: input.reason, changed: was !== input.hidden } });
    return { id, hidden: input.hidden };
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
