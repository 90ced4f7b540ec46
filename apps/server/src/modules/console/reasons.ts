import type { Lang } from '@haiwai/contracts';
import { REVIEW, type RejectReason } from '@haiwai/contracts/console';
import type { Kysely, Selectable } from 'kysely';
import { badRequest, forbidden, notFound } from '../../core/errors.js';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { adminAreas, audit, mayActOn } from '../notices/index.js';
import type { ReasonTexts, ReviewReasonTable } from './schema.js';

type Row = Selectable<ReviewReasonTable>;
const parsed = (v: unknown): ReasonTexts => (typeof v === 'string' ? (JSON.parse(v) as ReasonTexts) : (v as ReasonTexts));

export function presentReason(r: Row, lang: Lang): RejectReason {
  const texts = parsed(r.texts);
  return { id: r.id, site_area_id: r.site_area_id, queue: r.queue, texts, text: texts[lang] || texts.zh, sort: r.sort };
}

/** Each area's reject reasons (docs/console.md, "Reject reasons"): read by every reviewer of the area, edited by its admins. */
export class Reasons {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly knownQueue: (key: string) => boolean,
  ) {}

  /** An area's reasons (those of `queue` and those of every queue when `queue` is given), in their order. */
  async list(user: AuthUser, siteAreaId: number, lang: Lang, queue?: string): Promise<RejectReason[]> {
    adminAreas(user, siteAreaId);
    let q = this.db.selectFrom('review_reason').selectAll().where('site_area_id', '=', siteAreaId);
    if (queue) q = q.where((eb) => eb.or([eb('queue', 'is', null), eb('queue', '=', queue)]));
    const rows = await q.orderBy('sort').orderBy('id').execute();
    return rows.map((r) => presentReason(r, lang));
  }

  async save(user: AuthUser, input: { id?: number; site_area_id: number; queue?: string | null; texts: ReasonTexts; sort?: number }, lang: Lang): Promise<RejectReason> {
    adminAreas(user, input.site_area_id);
    if (input.queue && !this.knownQueue(input.queue)) throw badRequest('console.reason_queue_unknown');
    return this.db.transaction().execute(async (trx) => {
      const values = { site_area_id: input.site_area_id, queue: input.queue ?? null, texts: JSON.stringify(input.texts), sort: input.sort ?? 100 };
      let row: Row;
      if (input.id) {
        const old = await trx.selectFrom('review_reason').selectAll().where('id', '=', input.id).forUpdate().executeTakeFirst();
        if (!old) throw notFound('console.reason_not_found');
        if (!mayActOn(user, old.site_area_id)) throw forbidden('admin.area_forbidden');
        row = await trx.updateTable('review_reason').set(values).where('id', '=', input.id).returningAll().executeTakeFirstOrThrow();
      } else {
        // The area's rows are locked while counted, so two saves at once cannot both pass the limit.
        const count = (await trx.selectFrom('review_reason').select('id').where('site_area_id', '=', input.site_area_id).forUpdate().execute()).length;
        if (count >= REVIEW.reasonsPerArea) throw badRequest('console.reasons_full', { max: REVIEW.reasonsPerArea });
        row = await trx.insertInto('review_reason').values(values).returningAll().executeTakeFirstOrThrow();
      }
      await audit(trx, { adminId: user.id, siteAreaId: row.site_area_id, action: input.id ? 'review_reason.update' : 'review_reason.create', targetType: 'review_reason', targetId: row.id, detail: { texts: input.texts, queue: row.queue } });
      return presentReason(row, lang);
    });
  }

  async remove(user: AuthUser, id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const old = await trx.selectFrom('review_reason').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!old) throw notFound('console.reason_not_found');
      if (!mayActOn(user, old.site_area_id)) throw forbidden('admin.area_forbidden');
      await trx.deleteFrom('review_reason').where('id', '=', id).execute();
      await audit(trx, { adminId: user.id, siteAreaId: old.site_area_id, action: 'review_reason.delete', targetType: 'review_reason', targetId: id, detail: { texts: parsed(old.texts) } });
    });
  }

  /** The texts of reason `id` (the author gets theirs); the admin must work in the reason's area. */
  async textFor(db: Kysely<DB>, user: AuthUser, id: number): Promise<ReasonTexts> {
    const row = await db.selectFrom('review_reason').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('console.reason_not_found');
    if (!mayActOn(user, row.site_area_id)) throw forbidden('admin.area_forbidden');
    return parsed(row.texts);
  }
}
