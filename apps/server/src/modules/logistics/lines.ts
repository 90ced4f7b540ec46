import type { LogisticsLine, logisticsLineSaveBody } from '@haiwai/contracts/logistics';
import { LOGISTICS_PAGES, type LogisticsLineStatus, type LogisticsMode } from '@haiwai/contracts/logistics/constants';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import { fieldError, forbidden, notFound } from '../../core/errors.js';
import { idPager } from '../../core/paging/index.js';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { adminAreas, reviewInArea } from '../notices/index.js';
import { inEveryLanguage } from '../../core/messages.js';
import { adminOf, lineQuery, presentLine, type LineView, type Viewer } from './view.js';

type SaveBody = z.output<typeof logisticsLineSaveBody>;
interface PageQuery {
  cursor?: string;
  limit: number;
}
type Rows = ReturnType<typeof lineQuery>;
type Filter = (q: Rows) => Rows;

const livePages = idPager('logistics_line.live');
const minePages = idPager('logistics_line.mine');
const adminPages = idPager('logistics_line.admin');
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Lines (docs/logistics.md): a company — one of the member's companies that passed the area's review — publishes a
 * line, which waits for the area's review (a new one, and every edit); the area's admin lists it or refuses it with
 * a reason; listed lines are public.
 */
export class LogisticsLines {
  constructor(private readonly db: Kysely<DB>) {}

  /** One page of lines matching `filter`, ordered by id in `dir`, with the total. */
  private async page(pager: ReturnType<typeof idPager>, filter: Filter, q: PageQuery, viewer: Viewer | null, dir: 'asc' | 'desc' = 'desc') {
    const after = pager.after(q.cursor, 'l.id', dir);
    const total = Number((await this.db.selectFrom(filter(lineQuery(this.db)).as('x')).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    let rows = filter(lineQuery(this.db));
    if (after) rows = rows.where(after);
    const page = pager.take<LineView>(await rows.orderBy('l.id', dir).limit(q.limit + 1).execute(), q.limit, dir);
    return { list: page.rows.map((r) => presentLine(r, viewer)), total, next_cursor: page.next_cursor, has_more: page.has_more };
  }

  list(siteAreaId: number, q: PageQuery & { to?: string; from?: string; mode?: LogisticsMode }, viewer: Viewer | null) {
    return this.page(
      livePages,
      (b) => {
        let r = b.where('l.site_area_id', '=', siteAreaId).where('l.status', '=', 'online');
        if (q.to) r = r.where('l.to_place', 'ilike', contains(q.to));
        if (q.from) r = r.where('l.from_place', 'ilike', contains(q.from));
        if (q.mode) r = r.where('l.mode', '=', q.mode);
        return r;
      },
      q,
      viewer,
    );
  }

  /** A listed line for anyone; one in review, refused or offline only for its company and the area's admins (else 404). */
  async info(id: number, viewer: Viewer | null): Promise<LogisticsLine> {
    const row = await lineQuery(this.db).where('l.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('logistics.line_not_found');
    if (row.status !== 'online' && row.user_id !== viewer?.id && !adminOf(viewer, row.site_area_id)) throw notFound('logistics.line_not_found');
    return presentLine(row, viewer);
  }

  mine(user: AuthUser, q: PageQuery) {
    return this.page(minePages, (b) => b.where('l.user_id', '=', user.id), q, user);
  }

  /** Creates or edits a line of one of my passed companies; either way it (re)enters the area's review. */
  async save(user: AuthUser, body: SaveBody): Promise<LogisticsLine> {
    const id = await this.db.transaction().execute(async (trx) => {
      const company = await trx
        .selectFrom('listing as c')
        .innerJoin('site_area as a', 'a.id', 'c.site_area_id')
        .select(['c.id', 'c.site_area_id', 'a.currency'])
        .where('c.id', '=', body.company_id)
        .where('c.kind', '=', 'company')
        .where('c.user_id', '=', user.id)
        .where('c.review_status', '=', 'passed')
        .where('c.status', '=', 'online')
        .where('c.deleted_at', 'is', null)
        .executeTakeFirst();
      if (!company) throw fieldError('body.company_id', 'logistics.not_company');
      const values = {
        company_id: company.id,
        from_place: body.from_place,
        to_place: body.to_place,
        mode: body.mode,
        price_per_kg: body.price_per_kg,
        price_per_cbm: body.price_per_cbm,
        min_charge: body.min_charge,
        days_min: body.days_min,
        days_max: body.days_max,
        note: body.note,
        status: 'reviewing' as const,
        review_reason: null,
        updated_at: new Date(),
      };
      if (body.id === undefined) {
        const row = await trx
          .insertInto('logistics_line')
          .values({ ...values, site_area_id: company.site_area_id, user_id: user.id, currency: company.currency.trim() })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      }
      const existing = await trx.selectFrom('logistics_line').select(['id', 'user_id', 'site_area_id']).where('id', '=', body.id).forUpdate().executeTakeFirst();
      if (!existing) throw notFound('logistics.line_not_found');
      if (existing.user_id !== user.id) throw forbidden('logistics.line_not_yours');
      if (existing.site_area_id !== company.site_area_id) throw fieldError('body.company_id', 'logistics.not_company');
      await trx.updateTable('logistics_line').set(values).where('id', '=', existing.id).execute();
      return existing.id;
    });
    return this.info(id, user);
  }

  /** Takes my line down: it leaves the list; its shipments go on. */
  async remove(user: AuthUser, id: number): Promise<LogisticsLine> {
    const row = await this.db.selectFrom('logistics_line').select(['id', 'user_id']).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('logistics.line_not_found');
    if (row.user_id !== user.id) throw forbidden('logistics.line_not_yours');
    await this.db.updateTable('logistics_line').set({ status: 'offline', updated_at: new Date() }).where('id', '=', id).execute();
    return this.info(id, user);
  }

  /** The admins' list of their areas' lines; the review queue (`reviewing`) oldest first. */
  adminList(user: AuthUser, q: PageQuery & { status?: LogisticsLineStatus; site_area_id?: number }) {
    const areas = adminAreas(user, q.site_area_id);
    const dir = q.status === 'reviewing' ? 'asc' : 'desc';
    return this.page(
      adminPages,
      (b) => {
        let r = b;
        if (areas) r = r.where('l.site_area_id', 'in', areas.length ? areas : [0]);
        if (q.status) r = r.where('l.status', '=', q.status);
        return r;
      },
      q,
      user,
      dir,
    );
  }

  /** The area's review: lists the line or refuses it with a reason; one audit row and the company's notice, with the change. */
  async review(user: AuthUser, id: number, pass: boolean, reason: string | undefined): Promise<LogisticsLine> {
    await reviewInArea(this.db, user, {
      table: 'logistics_line', id, pass, reason,
      messages: { notFound: 'logistics.line_not_found', alreadyReviewed: 'logistics.already_reviewed' },
      auditAs: 'logistics_line', targetType: 'logisticsLine',
      kind: inEveryLanguage('notice.logistics.kind'),
      title: (row) => `${String(row.from_place)} → ${String(row.to_place)}`,
      links: { passed: `${LOGISTICS_PAGES.detail}?id=${id}`, failed: `${LOGISTICS_PAGES.manage}?tab=lines` },
    });
    return this.info(id, user);
  }
}
