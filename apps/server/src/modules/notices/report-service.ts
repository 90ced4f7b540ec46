import type { ApiData } from '@haiwai/contracts';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import { conflict, FieldError, forbidden, notFound } from '../../core/errors.js';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { adminAreas, mayActOn } from './admin-scope.js';
import { audit } from './audit.js';
import { NoticeService, type Db } from './notice-service.js';
import { idPager } from '../../core/paging/index.js';
import type { ListingReportRow } from './schema.js';
import type { ReportTargetRegistry } from './report-targets.js';

export type ListingReport = ApiData<'report'>;
export type AdminListingReport = ApiData<'adminReportHandle'>;
export type ReportReason = ListingReport['reason'];
export type ReportStatus = ListingReport['status'];

/** Finds what is reported and the site area it belongs to; null when it does not exist (404). */
export type ResolveTarget = (targetType: string, targetId: number) => Promise<{ siteAreaId: number } | null>;
export interface HandleInput {
  status: 'resolved' | 'dismissed';
  note?: string;
  /** With `resolved`: hide the target through its registered type's `hide` hook. */
  hide?: boolean;
}

export interface ReportInput {
  targetType: string;
  targetId: number;
  reason: ReportReason;
  detail?: string;
  /** Used only by the default resolver (until listings resolve their own area). */
  siteAreaId?: number;
}

export interface ReportQuery {
  cursor?: string;
  limit: number;
  status?: ReportStatus;
  site_area_id?: number;
  target_type?: string;
  target_id?: number;
  reason?: ReportReason;
}

type LrEb = ExpressionBuilder<DB & { lr: DB['listing_report'] }, 'lr'>;
/** Open reports page oldest first, any other filter newest first: each order has its own cursors. */
const reportPages = idPager('report');
const epoch = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);

function presentPublic(r: ListingReportRow): ListingReport {
  return {
    id: r.id,
    target_type: r.target_type,
    target_id: Number(r.target_id),
    reason: r.reason,
    detail: r.detail,
    site_area_id: r.site_area_id,
    status: r.status,
    created_at: epoch(r.created_at),
  };
}

/**
 * Reports of listings and user content, and the admins' queue of them. The app passes the registry of target
 * types (report-targets.ts): `new ReportService(db, { targets })`; a test may pass a bare `resolveTarget`.
 */
export class ReportService {
  readonly #resolveTarget: ResolveTarget | null;
  readonly #targets: ReportTargetRegistry | null;

  constructor(
    private readonly db: Kysely<DB>,
    opts: { resolveTarget?: ResolveTarget; targets?: ReportTargetRegistry } = {},
  ) {
    this.#targets = opts.targets ?? null;
    this.#resolveTarget = opts.resolveTarget ?? this.#targets?.resolve ?? null;
  }

  /** Files a report. The same person reporting the same target for the same reason again: 409. */
  async report(userId: number, input: ReportInput): Promise<ListingReport> {
    const detail = (input.detail ?? '').trim();
    if (input.reason === 'other' && !detail) throw new FieldError({ 'body.detail': 'field.required' }, 'report.detail_required');
    const siteAreaId = await this.#areaOf(input);
    const row = await this.db
      .insertInto('listing_report')
      .values({ target_type: input.targetType, target_id: input.targetId, user_id: userId, reason: input.reason, detail, site_area_id: siteAreaId, handled_by: null, handled_at: null, handle_note: null })
      .onConflict((oc) => oc.columns(['target_type', 'target_id', 'user_id', 'reason']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) throw conflict('report.duplicate');
    return presentPublic(row);
  }

  async #areaOf(input: ReportInput): Promise<number> {
    if (this.#resolveTarget) {
      const found = await this.#resolveTarget(input.targetType, input.targetId);
      if (!found) throw notFound('report.target_not_found');
      return found.siteAreaId;
    }
    if (!input.siteAreaId) throw new FieldError({ 'body.site_area_id': 'field.required' }, 'report.site_area_required');
    const area = await this.db.selectFrom('site_area').select('id').where('id', '=', input.siteAreaId).where('enabled', '=', true).executeTakeFirst();
    if (!area) throw new FieldError({ 'body.site_area_id': 'field.site_area_unknown' });
    return area.id;
  }

  /** Open reports against one target (for a listing's admin view or an automatic hide threshold). */
  async openCount(targetType: string, targetId: number): Promise<number> {
    const r = await this.db
      .selectFrom('listing_report')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('target_type', '=', targetType)
      .where('target_id', '=', targetId)
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /**
   * The queue as `admin` may see it (own areas for a regional admin). Open reports come oldest first
   * (the order to work through them); any other filter, newest first.
   */
  async list(admin: AuthUser, q: ReportQuery): Promise<ApiData<'adminReportList'>> {
    const dir = q.status === 'open' ? 'asc' : 'desc';
    const after = reportPages.after(q.cursor, 'lr.id', dir);
    const areas = adminAreas(admin, q.site_area_id);
    if (areas && areas.length === 0) return { list: [], next_cursor: null, total: 0 };
    const where = (eb: LrEb) => {
      const c: Expression<SqlBool>[] = [];
      if (areas) c.push(eb('lr.site_area_id', 'in', areas));
      if (q.status) c.push(eb('lr.status', '=', q.status));
      if (q.target_type) c.push(eb('lr.target_type', '=', q.target_type));
      if (q.target_id) c.push(eb('lr.target_id', '=', q.target_id));
      if (q.reason) c.push(eb('lr.reason', '=', q.reason));
      return eb.and(c);
    };
    const total = await this.db.selectFrom('listing_report as lr').where(where).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
    let sel = this.#detailed(this.db).where(where);
    if (after) sel = sel.where(after);
    const rows = await sel.orderBy('lr.id', dir).limit(q.limit + 1).execute();
    const p = reportPages.take(rows, q.limit, dir);
    return { list: p.rows.map((r) => this.#presentAdmin(r)), next_cursor: p.next_cursor, total: Number(total.n) };
  }

  /**
   * Resolves or dismisses an open report: one transaction writes the outcome, hides the target when asked
   * (through its type's hook, which tells the author), the audit row and a notice to the reporter.
   * Another area's report: 403; already handled: 409; hiding a type without a hook: 400.
   */
  async handle(admin: AuthUser, id: number, input: HandleInput): Promise<AdminListingReport> {
    const note = (input.note ?? '').trim();
    if (input.hide && input.status !== 'resolved') throw new FieldError({ 'body.hide': 'report.hide_needs_resolve' }, 'report.hide_needs_resolve');
    await this.db.transaction().execute(async (trx) => {
      const report = await trx.selectFrom('listing_report').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!report) throw notFound();
      if (!mayActOn(admin, report.site_area_id)) throw forbidden('admin.area_forbidden');
      if (report.status !== 'open') throw conflict('report.already_handled');
      const targetId = Number(report.target_id);
      if (input.hide) {
        const hide = this.#targets?.get(report.target_type)?.hide;
        if (!hide) throw new FieldError({ 'body.hide': 'report.hide_unsupported' }, 'report.hide_unsupported');
        await hide(trx, targetId, { adminId: admin.id, reason: report.reason, note });
      }
      await trx.updateTable('listing_report').set({ status: input.status, handled_by: admin.id, handled_at: new Date(), handle_note: note || null, hid_target: Boolean(input.hide) }).where('id', '=', id).execute();
      await audit(trx, {
        adminId: admin.id,
        siteAreaId: report.site_area_id,
        action: input.status === 'resolved' ? 'report.resolve' : 'report.dismiss',
        targetType: 'listing_report',
        targetId: report.id,
        detail: { note, reason: report.reason, reporter_id: report.user_id, target_type: report.target_type, target_id: targetId, hid_target: Boolean(input.hide) },
      });
      const key = input.status === 'resolved' ? 'notice.report_resolved' : 'notice.report_dismissed';
      await new NoticeService(trx).notify(report.user_id, {
        kind: 'report',
        title: { key: `${key}.title` },
        body: { key: `${key}.body`, params: { target: `${report.target_type} #${targetId}` } },
        refType: 'listing_report',
        refId: report.id,
        siteAreaId: report.site_area_id,
      });
    });
    return this.#presentAdmin(await this.#detailed(this.db).where('lr.id', '=', id).executeTakeFirstOrThrow());
  }

  #detailed(db: Db) {
    return db
      .selectFrom('listing_report as lr')
      .innerJoin('app_user as u', 'u.id', 'lr.user_id')
      .selectAll('lr')
      .select(['u.nickname as reporter_name'])
      .select((eb) =>
        eb
          .selectFrom('listing_report as o')
          .select((e) => e.fn.countAll<string | number>().as('n'))
          .whereRef('o.target_type', '=', 'lr.target_type')
          .whereRef('o.target_id', '=', 'lr.target_id')
          .where('o.status', '=', 'open')
          .as('open_on_target'),
      );
  }

  #presentAdmin(r: ListingReportRow & { reporter_name: string; open_on_target: string | number | null }): AdminListingReport {
    return {
      ...presentPublic(r),
      user_id: r.user_id,
      reporter_name: r.reporter_name,
      open_on_target: Number(r.open_on_target ?? 0),
      handled_by: r.handled_by,
      handled_at: r.handled_at ? epoch(r.handled_at) : null,
      handle_note: r.handle_note,
      hid_target: r.hid_target,
    };
  }
}
