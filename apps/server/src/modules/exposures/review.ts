import type { Exposure } from '@haiwai/contracts/exposures';
import type { ExposureStatus } from '@haiwai/contracts/exposures/constants';
import { sql, type Kysely } from 'kysely';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors.js';
import { idPager } from '../../core/paging/index.js';
import type { AuthUser } from '../../core/routes.js';
import type { Timers } from '../../core/timers/index.js';
import type { DB } from '../../db/schema.js';
import type { PrivateMedia } from '../media/index.js';
import { adminAreas, audit, mayActOn } from '../notices/index.js';
import { areaDays, areaFee, saveAreaDays } from './area.js';
import { scheduleExpiry } from './expiry.js';
import { moveExposure, moveReply } from './moves.js';
import { exposureQuery, presentExposures } from './view.js';

interface AdminQuery {
  status?: ExposureStatus;
  replies?: 'pending';
  site_area_id?: number;
  cursor?: string;
  limit: number;
}
const adminPages = idPager('exposure.admin');

/**
 * The area's side (docs/exposures.md): the review queue of exposures and of answers, approving an exposure with
 * the evidence items the public may see (the expiry timer starts then), rejecting with a reason, and the area's
 * days. Every decision is audited and told to the author; another area's admin gets a 403.
 */
export class ExposureReview {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly media: PrivateMedia,
    private readonly timers: Timers,
  ) {}

  async list(user: AuthUser, q: AdminQuery) {
    const areas = adminAreas(user, q.site_area_id, 'review');
    let base = this.db.selectFrom('exposure as e');
    if (areas) base = areas.length ? base.where('e.site_area_id', 'in', areas) : base.where('e.id', '=', -1);
    if (q.status) base = base.where('e.status', '=', q.status);
    if (q.replies) base = base.where((eb) => eb.exists(eb.selectFrom('exposure_reply as r').select('r.id').whereRef('r.exposure_id', '=', 'e.id').where('r.status', '=', 'pending')));
    // The queue (pending exposures or answers) oldest first; other lists newest first.
    const dir = q.status === 'pending' || q.replies ? 'asc' : 'desc';
    const total = Number((await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    const after = adminPages.after(q.cursor, 'e.id', dir);
    const ids = (await (after ? base.where(after) : base).select('e.id').orderBy('e.id', dir).limit(q.limit + 1).execute()).map((r) => r.id);
    const rows = ids.length ? await exposureQuery(this.db).where('e.id', 'in', ids).orderBy('e.id', dir).execute() : [];
    const page = adminPages.take(rows, q.limit, dir);
    return { list: await presentExposures(this.db, page.rows, user, this.media), total, next_cursor: page.next_cursor, has_more: page.has_more };
  }

  /** Approve (with the public evidence) or reject (with a reason) a pending exposure of one of my areas. */
  async review(user: AuthUser, id: number, body: { pass: boolean; reason?: string; public_evidence: string[] }): Promise<Exposure> {
    await this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('exposure').select(['site_area_id', 'status']).where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound('exposure.not_found');
      if (!mayActOn(user, row.site_area_id, 'review')) throw forbidden('admin.area_forbidden');
      if (row.status !== 'pending') throw conflict('exposure.already_reviewed');
      const actor = { role: 'owner' as const, userId: user.id };
      if (!body.pass) {
        await moveExposure(trx, id, actor, 'rejected', { reason: body.reason });
        return;
      }
      const own = new Set((await trx.selectFrom('exposure_evidence').select('url').where('exposure_id', '=', id).execute()).map((r) => r.url));
      if (body.public_evidence.some((url) => !own.has(url))) throw badRequest('exposure.evidence_unknown');
      await trx.updateTable('exposure_evidence').set({ is_public: false }).where('exposure_id', '=', id).execute();
      if (body.public_evidence.length) await trx.updateTable('exposure_evidence').set({ is_public: true }).where('exposure_id', '=', id).where('url', 'in', body.public_evidence).execute();
      const until = new Date(Date.now() + (await areaDays(trx, row.site_area_id)) * 86_400_000);
      await moveExposure(trx, id, actor, 'approved', { set: { approved_at: new Date(), expires_at: until, review_reason: null } });
      await scheduleExpiry(this.timers, trx, id, until);
    });
    return this.present(id, user);
  }

  /** Show the pending answer to exposure `id` beside it, or refuse it with a reason. */
  async reviewReply(user: AuthUser, id: number, body: { pass: boolean; reason?: string }): Promise<Exposure> {
    await this.db.transaction().execute(async (trx) => {
      const reply = await trx.selectFrom('exposure_reply').select(['id', 'site_area_id', 'status']).where('exposure_id', '=', id).executeTakeFirst();
      if (!reply) throw notFound('exposure.reply_not_found');
      if (!mayActOn(user, reply.site_area_id, 'review')) throw forbidden('admin.area_forbidden');
      if (reply.status !== 'pending') throw conflict('exposure.reply_not_found');
      await moveReply(trx, reply.id, { role: 'owner', userId: user.id }, body.pass ? 'approved' : 'rejected', { reason: body.reason });
    });
    return this.present(id, user);
  }

  async saveSettings(user: AuthUser, siteAreaId: number, days: number) {
    if (!mayActOn(user, siteAreaId, 'settings')) throw forbidden('admin.area_forbidden');
    const area = await this.db.selectFrom('site_area').select(['id', 'currency']).where('id', '=', siteAreaId).executeTakeFirst();
    if (!area) throw notFound('content.not_found');
    const before = await areaDays(this.db, siteAreaId);
    await this.db.transaction().execute(async (trx) => {
      await saveAreaDays(this.db, trx, siteAreaId, days);
      await audit(trx, { adminId: user.id, siteAreaId, action: 'exposure.settings', targetType: 'site_area', targetId: siteAreaId, detail: { before: { days: before }, after: { days } } });
    });
    return { site_area_id: siteAreaId, days, currency: area.currency.trim(), fee: await areaFee(this.db, siteAreaId) };
  }

  private async present(id: number, user: AuthUser) {
    const row = await exposureQuery(this.db).where('e.id', '=', id).executeTakeFirstOrThrow();
    return (await presentExposures(this.db, [row], user, this.media))[0]!;
  }
}
