import type { RealNameReview } from '@haiwai/contracts/verification';
import { VERIFICATION_QUEUES } from '@haiwai/contracts/verification';
import { sql, type Kysely, type Transaction } from 'kysely';
import { notFound } from '../../core/errors.js';
import { pagedQueue, type ReviewDecision, type ReviewQueue, type ReviewQueueItem } from '../../core/review-queues.js';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { maskIdNumber } from '../auth/index.js';
import type { PrivateMedia } from '../media/index.js';
import { audit, NoticeService } from '../notices/index.js';
import { decisionColumns, epoch, epochOrNull, personOf, requireArea, reviewerOf } from './people.js';

/** The member app's screen of one's own real-name request (where the notice leads). */
export const REAL_NAME_PATH = '/pagesA/common/real-name';

/** Pending requests in `areas` (the member's area), filtered by the words of a name or nickname. */
function pendingRequests(db: Kysely<DB>, areas: number[] | null, q?: string) {
  let base = db.selectFrom('user_verify as v').innerJoin('app_user as u', 'u.id', 'v.user_id').where('v.status', '=', 'pending');
  if (areas) base = areas.length ? base.where('u.site_area_id', 'in', areas) : base.where(sql<boolean>`false`);
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) => eb.or([eb('v.real_name', 'ilike', like), eb('u.nickname', 'ilike', like)]));
  }
  return base;
}

const ITEM_COLUMNS = ['v.id', 'v.real_name', 'v.id_type', 'v.id_number', 'v.created_at', 'u.id as user_id', 'u.nickname', 'u.site_area_id'] as const;

/** A request as a queue row: the masked number only. */
function queueItem(r: { id: number; real_name: string; id_type: string; id_number: string; created_at: Date; user_id: number; nickname: string; site_area_id: number | null }): ReviewQueueItem {
  return {
    id: r.id,
    site_area_id: r.site_area_id,
    title: r.real_name,
    // Language-neutral (the queue has no reader's language): the masked number.
    summary: maskIdNumber(r.id_number),
    author: { id: r.user_id, nickname: r.nickname },
    created_at: new Date(r.created_at).toISOString(),
    image: null,
    app_path: null,
  };
}

/**
 * The `real_name` review queue (core/review-queues.ts): members' requests, oldest first, in the areas the admin
 * acts for. The list shows the masked number only; the photos and the whole number come through the review call.
 */
export function realNameQueue(): ReviewQueue {
  return pagedQueue({
    key: VERIFICATION_QUEUES.realName,
    module: 'verification',
    title: { zh: '实名认证', en: 'Real-name verification', vi: 'Xác minh danh tính' },
    permission: 'review',
    // Read through the shared queue pager (core/review-queues.ts `pagedQueue`): id order, signed cursor, `find`.
    async read(db, f) {
      let q = pendingRequests(db, f.areas, f.q).select(ITEM_COLUMNS);
      if (f.id !== undefined) q = q.where('v.id', '=', f.id);
      if (f.afterId !== null) q = q.where('v.id', '>', f.afterId);
      const rows = await q.orderBy('v.id', 'asc').limit(f.limit).execute();
      // The whole number and the photos only through the review call (adminRealNameReview).
      return rows.map((r) => ({ ...queueItem(r), body: `${r.real_name} · ${maskIdNumber(r.id_number)}`, images: [] }));
    },
    async counts(db, areas) {
      const rows = await pendingRequests(db, areas)
        .select((eb) => ['u.site_area_id', eb.fn.countAll<string | number>().as('n')])
        .groupBy('u.site_area_id')
        .execute();
      return rows.filter((r) => r.site_area_id !== null).map((r) => ({ site_area_id: r.site_area_id!, count: Number(r.n) }));
    },
    // Its own transaction (core/review-queues.ts): the change, the audit row and the notice commit together.
    decide: (db, admin, id, decision) => db.transaction().execute((trx) => decideRealName(trx, admin, id, decision)),
  });
}

/** Approves (the member becomes real-name verified) or rejects with a reason; audited, the member told. */
export async function decideRealName(trx: Transaction<DB>, admin: AuthUser, id: number, decision: ReviewDecision) {
  const row = await trx.selectFrom('user_verify').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound('verification.not_found');
  const member = await trx.selectFrom('app_user').select(['id', 'site_area_id']).where('id', '=', row.user_id).executeTakeFirstOrThrow();
  requireArea(admin, member.site_area_id);
  if (row.status !== 'pending') throw notFound('verification.not_pending');
  const set = decisionColumns(admin, decision);
  await trx.updateTable('user_verify').set(set).where('id', '=', id).execute();
  await audit(trx, {
    adminId: admin.id,
    siteAreaId: member.site_area_id,
    action: decision.action === 'approve' ? 'verification.real_name.approve' : 'verification.real_name.reject',
    targetType: 'user',
    targetId: member.id,
    detail: { request_id: id, reason: set.reason },
  });
  const passed = set.status === 'passed';
  await new NoticeService(trx).notify(member.id, {
    kind: passed ? 'review_passed' : 'review_failed',
    title: { key: passed ? 'verification.notice.real_name_passed' : 'verification.notice.real_name_failed' },
    body: passed ? { key: 'verification.notice.real_name_passed_body' } : { key: 'verification.notice.real_name_failed_body', params: { reason: set.reason ?? '' } },
    link: REAL_NAME_PATH,
    refType: 'real_name',
    refId: id,
    siteAreaId: member.site_area_id,
  });
}

/**
 * One request for its review, to an admin of the member's area: the only reply with the whole ID number, and the
 * photos as signed links for this admin (the `real_name` purpose's rule decides again: auth/id-photos.ts).
 */
export async function realNameReview(db: Kysely<DB>, media: PrivateMedia, admin: AuthUser, id: number): Promise<RealNameReview> {
  const row = await db.selectFrom('user_verify').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('verification.not_found');
  const user = await personOf(db, row.user_id);
  requireArea(admin, user.site_area_id);
  const [links, reviewer, earlier] = await Promise.all([
    media.links(admin, row.photos),
    reviewerOf(db, row.reviewer_id),
    db.selectFrom('user_verify').select(['id', 'status', 'reason', 'created_at']).where('user_id', '=', row.user_id).where('id', '<', row.id).orderBy('id', 'desc').limit(10).execute(),
  ]);
  return {
    id: row.id,
    status: row.status,
    real_name: row.real_name,
    id_type: row.id_type,
    id_number: row.id_number,
    id_number_masked: maskIdNumber(row.id_number),
    photos: row.photos,
    photo_links: links.links.map((l) => l.link),
    reason: row.reason,
    created_at: epoch(row.created_at),
    reviewed_at: epochOrNull(row.reviewed_at),
    reviewer,
    user,
    history: earlier.map((e) => ({ id: e.id, status: e.status, reason: e.reason, created_at: epoch(e.created_at) })),
  };
}
