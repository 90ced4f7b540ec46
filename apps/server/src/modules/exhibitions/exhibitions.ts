import type { Exhibition, exhibitionSaveBody } from '@haiwai/contracts/exhibitions';
import { EXHIBITION, EXHIBITION_PAGES, type ExhibitionIndustry, type ExhibitionStatus } from '@haiwai/contracts/exhibitions/constants';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { badRequest, fieldError, forbidden, notFound } from '../../core/errors.js';
import { inEveryLanguage } from '../../core/messages.js';
import { cursorCodec, idPager, keysetAfter, rowId, takePage } from '../../core/paging/index.js';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { adminAreas, reviewInArea } from '../notices/index.js';
import { exhibitionQuery, presentExhibition, reviewerOf, type Viewer } from './view.js';

type SaveBody = z.output<typeof exhibitionSaveBody>;
interface PageQuery {
  cursor?: string;
  limit: number;
}
const DAY = 86_400_000;
// Upcoming first: (first day, id); the day bounded like the column's.
const upcomingCursor = cursorCodec('exhibition.upcoming', z.object({ d: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), id: rowId }).strict());
const minePages = idPager('exhibition.mine');
const adminPages = idPager('exhibition.admin');
/** The area's today, as the list and the save judge "not over". */
const areaToday = sql<string>`(now() at time zone a.time_zone)::date`;
const kindLabel = () => inEveryLanguage('notice.exhibition.kind');

/**
 * Exhibitions (docs/clubs-exhibitions.md): a merchant publishes a fair under one of their companies that passed the
 * area's review; it waits for the area's review (new, and every edit); listed ones are public until their last day.
 */
export class Exhibitions {
  constructor(private readonly db: Kysely<DB>) {}

  async list(siteAreaId: number, q: PageQuery & { industry?: ExhibitionIndustry }, viewer: Viewer) {
    const c = upcomingCursor.decode(q.cursor);
    let base = this.db.selectFrom('exhibition as e').innerJoin('site_area as a', 'a.id', 'e.site_area_id').where('e.site_area_id', '=', siteAreaId).where('e.status', '=', 'online').where(sql<boolean>`e.ends_on >= ${areaToday}`);
    if (q.industry) base = base.where('e.industry', '=', q.industry);
    const total = Number((await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    let rows = exhibitionQuery(this.db, viewer?.id ?? null).where('e.site_area_id', '=', siteAreaId).where('e.status', '=', 'online').where(sql<boolean>`e.ends_on >= ${areaToday}`);
    if (q.industry) rows = rows.where('e.industry', '=', q.industry);
    if (c) rows = rows.where(keysetAfter(sql`e.starts_on`, sql`e.id`, 'asc', { key: sql`${c.d}::date`, id: c.id }));
    const page = takePage(await rows.orderBy('e.starts_on', 'asc').orderBy('e.id', 'asc').limit(q.limit + 1).execute(), q.limit, (last) => upcomingCursor.encode({ d: last.starts_on, id: last.id }));
    return { list: page.rows.map((r) => presentExhibition(r, viewer)), total, next_cursor: page.next_cursor, has_more: page.has_more };
  }

  /** A listed exhibition for anyone (also once over); one in review or refused only for its publisher and the area's reviewers. */
  async info(id: number, viewer: Viewer): Promise<Exhibition> {
    const row = await exhibitionQuery(this.db, viewer?.id ?? null).where('e.id', '=', id).executeTakeFirst();
    if (!row || (row.status !== 'online' && row.user_id !== viewer?.id && !reviewerOf(viewer, row.site_area_id))) throw notFound('exhibition.not_found');
    return presentExhibition(row, viewer);
  }

  async mine(user: AuthUser, q: PageQuery) {
    const after = minePages.after(q.cursor, 'e.id');
    const total = Number((await this.db.selectFrom('exhibition').select(sql<string>`count(*)`.as('n')).where('user_id', '=', user.id).executeTakeFirstOrThrow()).n);
    let rows = exhibitionQuery(this.db, user.id).where('e.user_id', '=', user.id);
    if (after) rows = rows.where(after);
    const page = minePages.take(await rows.orderBy('e.id', 'desc').limit(q.limit + 1).execute(), q.limit);
    return { list: page.rows.map((r) => presentExhibition(r, user)), total, next_cursor: page.next_cursor, has_more: page.has_more };
  }

  /** Checks beyond the schema: the span, not over in the area, the schedule inside the days. */
  private check(body: SaveBody, today: string) {
    const days = (Date.parse(`${body.ends_on}T00:00:00Z`) - Date.parse(`${body.starts_on}T00:00:00Z`)) / DAY + 1;
    if (days > EXHIBITION.daysMax) throw badRequest('exhibition.too_long', { days: EXHIBITION.daysMax });
    if (body.ends_on < today) throw fieldError('body.ends_on', 'exhibition.over');
    const outside = body.schedule.find((s) => s.date < body.starts_on || s.date > body.ends_on);
    if (outside) throw badRequest('exhibition.schedule_outside', { date: outside.date });
  }

  /** Publishes or edits an exhibition under my company that passed review; either way it (re)enters the area's review. */
  async save(user: AuthUser, body: SaveBody): Promise<Exhibition> {
    const id = await this.db.transaction().execute(async (trx) => {
      const company = await trx
        .selectFrom('listing as l')
        .innerJoin('site_area as a', 'a.id', 'l.site_area_id')
        .select(['l.id', 'l.site_area_id', sql<string>`to_char(${areaToday}, 'YYYY-MM-DD')`.as('today')])
        .where('l.id', '=', body.company_id)
        .where('l.kind', '=', 'company')
        .where('l.user_id', '=', user.id)
        .where('l.review_status', '=', 'passed')
        .where('l.status', '=', 'online')
        .where('l.deleted_at', 'is', null)
        .executeTakeFirst();
      if (!company) throw fieldError('body.company_id', 'exhibition.not_merchant');
      this.check(body, company.today);
      const values = {
        company_id: company.id, industry: body.industry, title: body.title, intro: body.intro, starts_on: body.starts_on, ends_on: body.ends_on,
        venue: body.venue, address: body.address, lat: body.lat ?? null, lng: body.lng ?? null, organiser: body.organiser,
        schedule: JSON.stringify(body.schedule), photos: JSON.stringify(body.photos), status: 'reviewing' as const, review_reason: null, updated_at: new Date(),
      };
      if (body.id === undefined) {
        return (await trx.insertInto('exhibition').values({ ...values, site_area_id: company.site_area_id, user_id: user.id }).returning('id').executeTakeFirstOrThrow()).id;
      }
      const existing = await trx.selectFrom('exhibition').select(['id', 'user_id', 'site_area_id']).where('id', '=', body.id).forUpdate().executeTakeFirst();
      if (!existing) throw notFound('exhibition.not_found');
      if (existing.user_id !== user.id) throw forbidden('exhibition.not_yours');
      if (existing.site_area_id !== company.site_area_id) throw fieldError('body.company_id', 'exhibition.not_merchant');
      await trx.updateTable('exhibition').set(values).where('id', '=', existing.id).execute();
      return existing.id;
    });
    return this.info(id, user);
  }

  /** Marks a listed exhibition interesting or not; idempotent either way. */
  async interest(user: AuthUser, id: number, on: boolean): Promise<Exhibition> {
    const row = await this.db.selectFrom('exhibition').select(['id', 'status']).where('id', '=', id).executeTakeFirst();
    if (!row || row.status !== 'online') throw notFound('exhibition.not_found');
    if (on) await this.db.insertInto('exhibition_interest').values({ exhibition_id: id, user_id: user.id }).onConflict((oc) => oc.doNothing()).execute();
    else await this.db.deleteFrom('exhibition_interest').where('exhibition_id', '=', id).where('user_id', '=', user.id).execute();
    return this.info(id, user);
  }

  /** The admins' list of their areas' exhibitions; the review queue (`reviewing`) oldest first. */
  async adminList(user: AuthUser, q: PageQuery & { status?: ExhibitionStatus; site_area_id?: number }) {
    const areas = adminAreas(user, q.site_area_id);
    const dir = q.status === 'reviewing' ? 'asc' : 'desc';
    const after = adminPages.after(q.cursor, 'e.id', dir);
    let base = this.db.selectFrom('exhibition as e');
    if (areas) base = base.where('e.site_area_id', 'in', areas.length ? areas : [0]);
    if (q.status) base = base.where('e.status', '=', q.status);
    const total = Number((await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    let rows = exhibitionQuery(this.db, user.id);
    if (areas) rows = rows.where('e.site_area_id', 'in', areas.length ? areas : [0]);
    if (q.status) rows = rows.where('e.status', '=', q.status);
    if (after) rows = rows.where(after);
    const page = adminPages.take(await rows.orderBy('e.id', dir).limit(q.limit + 1).execute(), q.limit, dir);
    return { list: page.rows.map((r) => presentExhibition(r, user)), total, next_cursor: page.next_cursor, has_more: page.has_more };
  }

  /** The area's review: lists or refuses with a reason; one audit row and the publisher's notice, with the change. */
  async review(user: AuthUser, id: number, pass: boolean, reason: string | undefined): Promise<Exhibition> {
    await reviewInArea(this.db, user, {
      table: 'exhibition', id, pass, reason,
      messages: { notFound: 'exhibition.not_found', alreadyReviewed: 'exhibition.already_reviewed' },
      auditAs: 'exhibition', targetType: 'exhibition',
      kind: kindLabel(),
      title: (row) => String(row.title),
      links: { passed: `${EXHIBITION_PAGES.detail}?id=${id}`, failed: `${EXHIBITION_PAGES.list}?tab=mine` },
    });
    return this.info(id, user);
  }
}
