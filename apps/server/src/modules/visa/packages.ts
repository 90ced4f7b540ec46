import type { Lang } from '@haiwai/contracts';
import type { VisaPackage, visaPackageSaveBody } from '@haiwai/contracts/visa';
import { VISA_PAGES, type VisaPackageStatus } from '@haiwai/contracts/visa/constants';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import { fieldError, forbidden, notFound } from '../../core/errors.js';
import { idPager } from '../../core/paging/index.js';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { adminAreas, reviewInArea } from '../notices/index.js';
import { localized } from './text.js';
import { adminOf, packageQuery, presentPackage, type Viewer } from './view.js';

type SaveBody = z.output<typeof visaPackageSaveBody>;
interface PageQuery {
  cursor?: string;
  limit: number;
}

const livePages = idPager('visa_package.live');
const minePages = idPager('visa_package.mine');
const adminPages = idPager('visa_package.admin');
const kindLabel = () => localized('notice.visa.kind');

/**
 * Packages (docs/visa.md): an agency — one of the member's companies that passed the area's review — saves a
 * package, which waits for the area's review (a new one, and every edit); the area's admin lists it or refuses
 * it with a reason; listed packages are public.
 */
export class VisaPackages {
  constructor(private readonly db: Kysely<DB>) {}

  async list(siteAreaId: number, q: PageQuery & { type_id?: number; company_id?: number }, lang: Lang, viewer: Viewer | null) {
    const after = livePages.after(q.cursor, 'p.id');
    let base = this.db.selectFrom('visa_package as p').where('p.site_area_id', '=', siteAreaId).where('p.status', '=', 'online');
    if (q.type_id) base = base.where('p.type_id', '=', q.type_id);
    if (q.company_id) base = base.where('p.company_id', '=', q.company_id);
    const total = Number((await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    let rows = packageQuery(this.db).where('p.site_area_id', '=', siteAreaId).where('p.status', '=', 'online');
    if (q.type_id) rows = rows.where('p.type_id', '=', q.type_id);
    if (q.company_id) rows = rows.where('p.company_id', '=', q.company_id);
    if (after) rows = rows.where(after);
    const page = livePages.take(await rows.orderBy('p.id', 'desc').limit(q.limit + 1).execute(), q.limit);
    return { list: page.rows.map((r) => presentPackage(r, lang, viewer)), total, next_cursor: page.next_cursor, has_more: page.has_more };
  }

  /** A listed package for anyone; one in review, refused or offline only for its agency and the area's admins (else 404). */
  async info(id: number, lang: Lang, viewer: Viewer | null): Promise<VisaPackage> {
    const row = await packageQuery(this.db).where('p.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('visa.package_not_found');
    if (row.status !== 'online' && row.user_id !== viewer?.id && !adminOf(viewer, row.site_area_id)) throw notFound('visa.package_not_found');
    return presentPackage(row, lang, viewer);
  }

  async mine(user: AuthUser, q: PageQuery, lang: Lang) {
    const after = minePages.after(q.cursor, 'p.id');
    const total = Number((await this.db.selectFrom('visa_package').select(sql<string>`count(*)`.as('n')).where('user_id', '=', user.id).executeTakeFirstOrThrow()).n);
    let rows = packageQuery(this.db).where('p.user_id', '=', user.id);
    if (after) rows = rows.where(after);
    const page = minePages.take(await rows.orderBy('p.id', 'desc').limit(q.limit + 1).execute(), q.limit);
    return { list: page.rows.map((r) => presentPackage(r, lang, user)), total, next_cursor: page.next_cursor, has_more: page.has_more };
  }

  /** Creates or edits a package of one of my passed companies; either way it (re)enters the area's review. */
  async save(user: AuthUser, body: SaveBody, lang: Lang): Promise<VisaPackage> {
    const id = await this.db.transaction().execute(async (trx) => {
      const company = await trx
        .selectFrom('listing as l')
        .innerJoin('site_area as s', 's.id', 'l.site_area_id')
        .select(['l.id', 'l.site_area_id', 's.currency'])
        .where('l.id', '=', body.company_id)
        .where('l.kind', '=', 'company')
        .where('l.user_id', '=', user.id)
        .where('l.review_status', '=', 'passed')
        .where('l.status', '=', 'online')
        .where('l.deleted_at', 'is', null)
        .executeTakeFirst();
      if (!company) throw fieldError('body.company_id', 'visa.not_agency');
      const type = await trx.selectFrom('visa_type').select('id').where('id', '=', body.type_id).where('site_area_id', '=', company.site_area_id).executeTakeFirst();
      if (!type) throw fieldError('body.type_id', 'visa.type_not_found');
      const values = {
        company_id: company.id,
        type_id: type.id,
        title: body.title,
        summary: body.summary,
        price: body.price,
        processing_days: body.processing_days,
        includes: JSON.stringify(body.includes),
        documents: JSON.stringify(body.documents),
        steps: JSON.stringify(body.steps),
        refund_percent: body.refund_percent,
        status: 'reviewing' as const,
        review_reason: null,
        updated_at: new Date(),
      };
      if (body.id === undefined) {
        const row = await trx
          .insertInto('visa_package')
          .values({ ...values, site_area_id: company.site_area_id, user_id: user.id, currency: company.currency.trim() })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      }
      const existing = await trx.selectFrom('visa_package').select(['id', 'user_id', 'site_area_id']).where('id', '=', body.id).forUpdate().executeTakeFirst();
      if (!existing) throw notFound('visa.package_not_found');
      if (existing.user_id !== user.id) throw forbidden('visa.package_not_yours');
      if (existing.site_area_id !== company.site_area_id) throw fieldError('body.company_id', 'visa.not_agency');
      await trx.updateTable('visa_package').set(values).where('id', '=', existing.id).execute();
      return existing.id;
    });
    return this.info(id, lang, user);
  }

  /** The admins' list of their areas' packages; the review queue (`reviewing`) oldest first. */
  async adminList(user: AuthUser, q: PageQuery & { status?: VisaPackageStatus; site_area_id?: number }, lang: Lang) {
    const areas = adminAreas(user, q.site_area_id);
    const dir = q.status === 'reviewing' ? 'asc' : 'desc';
    const after = adminPages.after(q.cursor, 'p.id', dir);
    let base = this.db.selectFrom('visa_package as p');
    if (areas) base = base.where('p.site_area_id', 'in', areas.length ? areas : [0]);
    if (q.status) base = base.where('p.status', '=', q.status);
    const total = Number((await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    let rows = packageQuery(this.db);
    if (areas) rows = rows.where('p.site_area_id', 'in', areas.length ? areas : [0]);
    if (q.status) rows = rows.where('p.status', '=', q.status);
    if (after) rows = rows.where(after);
    const page = adminPages.take(await rows.orderBy('p.id', dir).limit(q.limit + 1).execute(), q.limit, dir);
    return { list: page.rows.map((r) => presentPackage(r, lang, user)), total, next_cursor: page.next_cursor, has_more: page.has_more };
  }

  /** The area's review: lists the package or refuses it with a reason; one audit row and the agency's notice, with the change. */
  async review(user: AuthUser, id: number, pass: boolean, reason: string | undefined, lang: Lang): Promise<VisaPackage> {
    await reviewInArea(this.db, user, {
      table: 'visa_package', id, pass, reason,
      messages: { notFound: 'visa.package_not_found', alreadyReviewed: 'visa.already_reviewed' },
      auditAs: 'visa_package', targetType: 'visaPackage',
      kind: kindLabel(),
      title: (row) => String(row.title),
      links: { passed: `${VISA_PAGES.detail}?id=${id}`, failed: `${VISA_PAGES.customer}?tab=packages` },
    });
    return this.info(id, lang, user);
  }
}
