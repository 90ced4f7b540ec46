import { EXPOSURE_PAGES, type ExposureReplyStatus, type ExposureStatus } from '@haiwai/contracts/exposures/constants';
import type { Transaction } from 'kysely';
import { badRequest, forbidden, notFound } from '../../core/errors.js';
import { auditDetail, transition, type Actor, type Change, type Refusal } from '../../core/workflow/index.js';
import type { DB } from '../../db/schema.js';
import { audit, NoticeService } from '../notices/index.js';
import { exposureFlow, exposureReplyFlow } from './flow.js';
import type { ExposureReplyRow, ExposureRow } from './schema.js';
import { inEveryLanguage as localized } from '../../core/messages.js';

export const SYSTEM: Actor = { role: 'system', userId: null };
const detailLink = (id: number) => `${EXPOSURE_PAGES.detail}?id=${id}`;

function refuse(refusal: Refusal<ExposureStatus | ExposureReplyStatus>) {
  if (refusal.why === 'missing') return notFound('exposure.not_found');
  if (refusal.why === 'actor') return forbidden(refusal.by.includes('asker') ? 'exposure.not_yours' : 'admin.area_forbidden');
  if (refusal.why === 'reason') return badRequest('field.reason_required');
  return badRequest('exposure.bad_transition');
}

/** The author hears of the review and of the expiry (notice centre, pushed once committed). */
async function notifyExposure({ trx, id, from, to, row, reason }: Change<ExposureStatus, ExposureRow>) {
  const notices = new NoticeService(trx);
  const base = { refType: 'exposure', refId: id, siteAreaId: row.site_area_id, link: detailLink(id) } as const;
  const kind = localized('notice.exposure.kind');
  if (to === 'approved' && from === 'pending') {
    await notices.notify(row.user_id, { ...base, kind: 'review_passed', title: { key: 'notice.review_passed.title' }, body: { key: 'notice.review_passed.body', params: { kind, title: row.title } } });
  } else if (to === 'rejected') {
    await notices.notify(row.user_id, { ...base, kind: 'review_failed', title: { key: 'notice.review_failed.title' }, body: { key: 'notice.review_failed.body', params: { kind, title: row.title, reason: reason ?? '' } } });
  } else if (to === 'expired') {
    await notices.notify(row.user_id, { ...base, kind: 'system', title: { key: 'notice.exposure.expired.title' }, body: { key: 'notice.exposure.expired.body', params: { title: row.title } } });
  }
}

/** Moves exposure `id` for `actor`: one audit row (a system move is recorded under the author), the author's notice. */
export function moveExposure(trx: Transaction<DB>, id: number, actor: Actor, to: ExposureStatus, opts: { reason?: string; set?: Record<string, unknown> } = {}) {
  return transition<ExposureStatus, ExposureRow>(trx, exposureFlow, { table: 'exposure', stamp: 'updated_at' }, id, actor, to, {
    reason: opts.reason,
    set: (move) => ({ ...(move.to === 'rejected' ? { review_reason: move.reason } : {}), ...(actor.role === 'owner' ? { reviewed_by: actor.userId } : {}), ...opts.set }),
    refuse,
    audit: (move) => audit(move.trx, { adminId: move.actor.userId ?? move.row.user_id, siteAreaId: move.row.site_area_id, targetType: 'exposure', ...auditDetail(exposureFlow, move) }),
    notify: notifyExposure,
  });
}

interface ReplyView extends ExposureReplyRow {
  exposure_title: string;
  exposure_user_id: number;
}

/** The answer's author hears of the review; the exposure's author hears of an approved answer. */
async function notifyReply({ trx, to, row, reason }: Change<ExposureReplyStatus, ReplyView>) {
  const notices = new NoticeService(trx);
  const base = { refType: 'exposure', refId: row.exposure_id, siteAreaId: row.site_area_id, link: detailLink(row.exposure_id) } as const;
  const kind = localized('notice.exposure.reply_kind');
  if (to === 'approved') {
    await notices.notify(row.user_id, { ...base, kind: 'review_passed', title: { key: 'notice.review_passed.title' }, body: { key: 'notice.review_passed.body', params: { kind, title: row.exposure_title } } });
    await notices.notify(row.exposure_user_id, { ...base, kind: 'system', title: { key: 'notice.exposure.replied.title' }, body: { key: 'notice.exposure.replied.body', params: { title: row.exposure_title } } });
  } else if (to === 'rejected') {
    await notices.notify(row.user_id, { ...base, kind: 'review_failed', title: { key: 'notice.review_failed.title' }, body: { key: 'notice.review_failed.body', params: { kind, title: row.exposure_title, reason: reason ?? '' } } });
  }
}

/** Moves the answer `replyId` (review by the area's admin, a rewrite by its author), audited and told. */
export function moveReply(trx: Transaction<DB>, replyId: number, actor: Actor, to: ExposureReplyStatus, opts: { reason?: string; set?: Record<string, unknown> } = {}) {
  const view = (t: Transaction<DB>, key: number) =>
    t.selectFrom('exposure_reply as r').innerJoin('exposure as e', 'e.id', 'r.exposure_id').selectAll('r').select(['e.title as exposure_title', 'e.user_id as exposure_user_id']).where('r.id', '=', key).executeTakeFirst();
  return transition<ExposureReplyStatus, ReplyView>(trx, exposureReplyFlow, { table: 'exposure_reply', stamp: 'updated_at', view }, replyId, actor, to, {
    reason: opts.reason,
    set: (move) => ({ review_reason: move.to === 'rejected' ? move.reason : null, ...(actor.role === 'owner' ? { reviewed_by: actor.userId } : {}), ...opts.set }),
    refuse: (refusal) => (refusal.why === 'missing' ? notFound('exposure.reply_not_found') : refuse(refusal)),
    audit: (move) => audit(move.trx, { adminId: move.actor.userId ?? move.row.user_id, siteAreaId: move.row.site_area_id, targetType: 'exposureReply', ...auditDetail(exposureReplyFlow, move) }),
    notify: notifyReply,
  });
}
