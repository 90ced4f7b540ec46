import type { Kysely, Transaction } from 'kysely';
import { idSchema } from '@haiwai/contracts';
import { forbidden, notFound } from '../../core/errors.js';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { audit, mayActOn, type ReportTargetRegistry } from '../notices/index.js';
import type { Db } from './access.js';
import { notifyPostHidden } from './notify.js';
import { leaveCounters } from './posts.js';

/**
 * An area admin hides a post (or shows it again). Hidden content leaves every list and counter, stays visible
 * to its author (marked, with the reason), and the author gets a notice; the act is audited. An admin of
 * another area is refused (403). The report queue's "hide" runs the same operation. Comments are hidden the
 * same way by the comment engine (comments.ts declares them).
 */
export interface HideInput {
  adminId: number;
  hidden: boolean;
  reason: string;
}
/** Whether the acting admin may act on content of an area (the report queue checked it already). */
type Scope = (siteAreaId: number) => boolean;

const hiddenColumns = (input: HideInput) =>
  input.hidden ? { hidden_at: new Date(), hidden_reason: input.reason, hidden_by: input.adminId } : { hidden_at: null, hidden_reason: null, hidden_by: null };

async function setPostHidden(trx: Db, id: number, input: HideInput, scope: Scope) {
  const post = await trx.selectFrom('social_post').selectAll().where('id', '=', id).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
  if (!post) throw notFound('social.post_not_found');
  if (!scope(post.site_area_id)) throw forbidden('social.area_forbidden');
  const changed = (post.hidden_at !== null) !== input.hidden;
  if (changed) {
    await trx.updateTable('social_post').set(hiddenColumns(input)).where('id', '=', id).execute();
    await leaveCounters(trx, post, input.hidden ? -1 : 1);
    if (input.hidden) await notifyPostHidden(trx, { id, authorId: post.user_id, siteAreaId: post.site_area_id, reason: input.reason });
  }
  await audit(trx, { adminId: input.adminId, siteAreaId: post.site_area_id, action: input.hidden ? 'social.post.hide' : 'social.post.show', targetType: 'social_post', targetId: id, detail: { reason: input.reason, changed } });
  return { id, hidden: input.hidden };
}

export function hidePost(db: Kysely<DB>, admin: AuthUser, id: number, body: { hidden: boolean; reason: string }) {
  return db.transaction().execute((trx) => setPostHidden(trx, id, { adminId: admin.id, ...body }, (area) => mayActOn(admin, area)));
}

/** Posts in the report queue: resolved to their area and author; "hide" hides them as above (comments: the comment engine's). */
export function registerReportTargets(registry: ReportTargetRegistry, db: Kysely<DB>): void {
  const anyArea = () => true;
  // The queue's note is what the author reads; the reason code when the admin wrote none.
  const input = (i: { adminId: number; reason: string; note: string }): HideInput => ({ adminId: i.adminId, hidden: true, reason: i.note.trim() || i.reason });
  registry.register('social_post', {
    resolve: async (id) => {
      if (!idSchema.safeParse(id).success) return null;
      const p = await db.selectFrom('social_post').select(['site_area_id', 'user_id']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
      return p ? { siteAreaId: p.site_area_id, authorId: p.user_id } : null;
    },
    hide: async (trx: Transaction<DB>, id, i) => void (await setPostHidden(trx, id, input(i), anyArea)),
  });
}
