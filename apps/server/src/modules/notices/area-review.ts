import type { LocalizedText } from '@haiwai/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import { conflict, forbidden, notFound } from '../../core/errors.js';
import type { MessageKey } from '../../core/messages.js';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { mayActOn } from './admin-scope.js';
import { audit } from './audit.js';
import { NoticeService } from './notice-service.js';

/** Tables of things an area reviews the same way: status reviewing → online | rejected, review_reason, reviewed_by. */
export type AreaReviewTable = 'visa_package' | 'exhibition' | 'club' | 'logistics_line';

export interface AreaReview {
  table: AreaReviewTable;
  id: number;
  pass: boolean;
  reason: string | undefined;
  /** 404 when the row is gone; 409 when it no longer waits. */
  messages: { notFound: MessageKey; alreadyReviewed: MessageKey };
  /** Audit actions `<auditAs>.adopt` / `<auditAs>.reject`; the audit's target type and the notice's ref type. */
  auditAs: string;
  targetType: string;
  /** The notice's words: the kind of thing, and the row's title. */
  kind: LocalizedText;
  title: (row: Record<string, unknown>) => string;
  /** Where the notice leads: the live page, or where the publisher corrects it. */
  links: { passed: string; failed: string };
}

/**
 * The area's review of one waiting row (visa packages, exhibitions, clubs, logistics lines): in one transaction the row
 * is locked, the admin's area checked, its status moved to online or rejected with the reason, one audit row written
 * and the publisher told in the notice centre. The module keeps its own reply (it reads the row back after).
 */
export async function reviewInArea(db: Kysely<DB>, user: AuthUser, r: AreaReview): Promise<void> {
  await db.transaction().execute(async (trx: Transaction<DB>) => {
    const { rows } = await sql<{ site_area_id: number; user_id: number; status: string } & Record<string, unknown>>`
      select * from ${sql.table(r.table)} where id = ${r.id} for update`.execute(trx);
    const row = rows[0];
    if (!row) throw notFound(r.messages.notFound);
    if (!mayActOn(user, row.site_area_id)) throw forbidden('admin.area_forbidden');
    if (row.status !== 'reviewing') throw conflict(r.messages.alreadyReviewed);
    const to = r.pass ? 'online' : 'rejected';
    await sql`update ${sql.table(r.table)} set status = ${to}, review_reason = ${r.pass ? null : (r.reason ?? null)}, reviewed_by = ${user.id}, updated_at = ${new Date()}
      where id = ${r.id}`.execute(trx);
    await audit(trx, { adminId: user.id, siteAreaId: row.site_area_id, action: `${r.auditAs}.${r.pass ? 'adopt' : 'reject'}`, targetType: r.targetType, targetId: r.id, detail: { from: row.status, to, ...(r.pass ? {} : { reason: r.reason }) } });
    const title = r.title(row);
    await new NoticeService(trx).notify(row.user_id, {
      kind: r.pass ? 'review_passed' : 'review_failed',
      title: { key: r.pass ? 'notice.review_passed.title' : 'notice.review_failed.title' },
      body: r.pass ? { key: 'notice.review_passed.body', params: { kind: r.kind, title } } : { key: 'notice.review_failed.body', params: { kind: r.kind, title, reason: r.reason ?? '' } },
      link: r.pass ? r.links.passed : r.links.failed,
      refType: r.targetType,
      refId: r.id,
      siteAreaId: row.site_area_id,
    });
  });
}
