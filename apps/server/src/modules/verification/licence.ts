import { MEDIA_URL_PREFIX, storeMediaHash } from '@haiwai/contracts';
import type { BusinessVerifyRecord, LicenceReview } from '@haiwai/contracts/verification';
import { VERIFICATION_QUEUES } from '@haiwai/contracts/verification';
import { sql, type Kysely, type Transaction } from 'kysely';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors.js';
import { pagedQueue, type ReviewDecision, type ReviewQueue, type ReviewQueueItem } from '../../core/review-queues.js';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import type { MediaReader, PrivateMedia } from '../media/index.js';
import { audit, NoticeService } from '../notices/index.js';
import { decisionColumns, epoch, epochOrNull, personOf, requireArea, reviewerOf, type Db } from './people.js';
import type { BusinessVerificationRow } from './schema.js';

/** Where the owner manages their company (the notices lead there) and where everyone sees it. */
export const MY_COMPANY_PATH = '/pages/shop/company';
export const COMPANY_PAGE_PATH = '/pages/shop/detail';

/**
 * Licence pictures are private files of purpose `licence` (docs/media.md): their uploader (the company's owner) and
 * the admins of the area of a company whose request names the file (super admins everywhere). A picture no request
 * names yet is its uploader's only.
 */
export function declareLicence(media: PrivateMedia, db: Kysely<DB>): void {
  media.declare('licence', {
    async canRead(reader, file) {
      if (reader.role === 'super_admin') return true;
      if (reader.role !== 'admin' || !reader.adminSiteAreaIds.length) return false;
      const named = await db
        .selectFrom('business_verification')
        .select('id')
        .where(sql<boolean>`licence @> ${JSON.stringify([file.url])}::jsonb`)
        .where('site_area_id', 'in', [...reader.adminSiteAreaIds])
        .limit(1)
        .executeTakeFirst();
      return Boolean(named);
    },
  });
}

async function present(media: PrivateMedia, reader: MediaReader, row: BusinessVerificationRow): Promise<BusinessVerifyRecord> {
  const { links } = await media.links(reader, row.licence);
  return {
    id: row.id,
    company_id: row.company_id,
    status: row.status,
    licence: row.licence,
    licence_links: links.map((l) => l.link),
    reason: row.reason,
    created_at: epoch(row.created_at),
    reviewed_at: epochOrNull(row.reviewed_at),
  };
}

/** The owner's company (not deleted), or 404 / 403. */
async function ownCompany(db: Db, user: AuthUser, companyId: number) {
  const company = await db.selectFrom('listing').select(['id', 'user_id', 'site_area_id', 'title']).where('id', '=', companyId).where('kind', '=', 'company').where('deleted_at', 'is', null).executeTakeFirst();
  if (!company) throw notFound('verification.company_not_found');
  if (company.user_id !== user.id) throw forbidden('verification.not_owner');
  return company;
}

const latestOf = (db: Db, companyId: number) => db.selectFrom('business_verification').selectAll().where('company_id', '=', companyId).orderBy('id', 'desc').limit(1).executeTakeFirst();

/** The owner's view of their company's latest request. */
export async function businessVerifyOf(db: Kysely<DB>, media: PrivateMedia, user: AuthUser, companyId: number) {
  await ownCompany(db, user, companyId);
  const row = await latestOf(db, companyId);
  return row ? present(media, user, row) : null;
}

/** Every picture must be a private `licence` file the sender uploaded: naming someone else's file gives no access. */
async function requireOwnLicence(media: PrivateMedia, user: AuthUser, urls: readonly string[]) {
  for (const url of urls) {
    const hash = storeMediaHash(url);
    const file = hash ? await media.fileOf(hash) : null;
    if (!file || file.purpose !== 'licence' || file.ownerId !== user.id) throw badRequest('verification.licence_not_attachable');
  }
}

/** A new request: one pending per company (409), none after a pass (409), again after a rejection. */
export async function sendBusinessVerify(db: Kysely<DB>, media: PrivateMedia, user: AuthUser, body: { company_id: number; licence: string[] }) {
  const licence = [...new Set(body.licence.map((u) => `${MEDIA_URL_PREFIX}${storeMediaHash(u) ?? ''}`))];
  await requireOwnLicence(media, user, body.licence);
  const row = await db.transaction().execute(async (trx) => {
    const company = await ownCompany(trx, user, body.company_id);
    await sql`select id from listing where id = ${company.id} for update`.execute(trx);
    const last = await latestOf(trx, company.id);
    if (last?.status === 'pending') throw conflict('verification.already_pending');
    if (last?.status === 'passed') throw conflict('verification.already_passed');
    return trx
      .insertInto('business_verification')
      .values({ company_id: company.id, user_id: user.id, site_area_id: company.site_area_id, licence: JSON.stringify(licence) })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return present(media, user, row);
}

function pendingLicences(db: Kysely<DB>, areas: number[] | null, q?: string) {
  let base = db.selectFrom('business_verification as b').innerJoin('listing as l', 'l.id', 'b.company_id').innerJoin('app_user as u', 'u.id', 'b.user_id').where('b.status', '=', 'pending');
  if (areas) base = areas.length ? base.where('b.site_area_id', 'in', areas) : base.where(sql<boolean>`false`);
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) => eb.or([eb('l.title', 'ilike', like), eb('u.nickname', 'ilike', like)]));
  }
  return base;
}

const ITEM_COLUMNS = ['b.id', 'b.site_area_id', 'b.company_id', 'b.created_at', 'l.title', 'l.images', 'l.attrs', 'u.id as user_id', 'u.nickname'] as const;

/** A request as a queue row: the company (its public logo) and its licence number. */
function queueItem(r: { id: number; site_area_id: number; company_id: number; created_at: Date; title: string; images: string[]; attrs: unknown; user_id: number; nickname: string }): ReviewQueueItem {
  return {
    id: r.id,
    site_area_id: r.site_area_id,
    title: r.title,
    summary: String((r.attrs as Record<string, unknown>).license_no ?? ''),
    author: { id: r.user_id, nickname: r.nickname },
    created_at: new Date(r.created_at).toISOString(),
    image: r.images[0] ?? null,
    app_path: `${COMPANY_PAGE_PATH}?id=${r.company_id}`,
  };
}

/** The `company_licence` review queue: companies' licences, oldest first, in the admin's areas. */
export function licenceQueue(): ReviewQueue {
  return pagedQueue({
    key: VERIFICATION_QUEUES.licence,
    module: 'verification',
    title: { zh: '企业认证', en: 'Business verification', vi: 'Xác minh doanh nghiệp' },
    permission: 'review',
    // Read through the shared queue pager (core/review-queues.ts `pagedQueue`).
    async read(db, f) {
      let q = pendingLicences(db, f.areas, f.q).select([...ITEM_COLUMNS, 'l.description']);
      if (f.id !== undefined) q = q.where('b.id', '=', f.id);
      if (f.afterId !== null) q = q.where('b.id', '>', f.afterId);
      const rows = await q.orderBy('b.id', 'asc').limit(f.limit).execute();
      // The licence pictures are private: only through the review call (adminLicenceReview); here the public logo.
      return rows.map((r) => ({ ...queueItem(r), body: r.description, images: r.images }));
    },
    async counts(db, areas) {
      const rows = await pendingLicences(db, areas).select((eb) => ['b.site_area_id', eb.fn.countAll<string | number>().as('n')]).groupBy('b.site_area_id').execute();
      return rows.map((r) => ({ site_area_id: r.site_area_id, count: Number(r.n) }));
    },
    // Its own transaction (core/review-queues.ts): the change, the audit row and the notice commit together.
    decide: (db, admin, id, decision) => db.transaction().execute((trx) => decideLicence(trx, admin, id, decision)),
  });
}

/** Approves (the company gets its verified mark) or rejects with a reason; audited, the owner told. */
export async function decideLicence(trx: Transaction<DB>, admin: AuthUser, id: number, decision: ReviewDecision) {
  const row = await trx.selectFrom('business_verification').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound('verification.not_found');
  requireArea(admin, row.site_area_id);
  if (row.status !== 'pending') throw notFound('verification.not_pending');
  const set = decisionColumns(admin, decision);
  await trx.updateTable('business_verification').set(set).where('id', '=', id).execute();
  const company = await trx.selectFrom('listing').select(['id', 'title']).where('id', '=', row.company_id).executeTakeFirstOrThrow();
  await audit(trx, {
    adminId: admin.id,
    siteAreaId: row.site_area_id,
    action: decision.action === 'approve' ? 'verification.licence.approve' : 'verification.licence.reject',
    targetType: 'company',
    targetId: row.company_id,
    detail: { request_id: id, reason: set.reason },
  });
  const passed = set.status === 'passed';
  await new NoticeService(trx).notify(row.user_id, {
    kind: passed ? 'review_passed' : 'review_failed',
    title: { key: passed ? 'verification.notice.licence_passed' : 'verification.notice.licence_failed', params: { title: company.title } },
    body: passed ? { key: 'verification.notice.licence_passed_body' } : { key: 'verification.notice.licence_failed_body', params: { reason: set.reason ?? '' } },
    link: `${MY_COMPANY_PATH}?id=${row.company_id}`,
    refType: 'company',
    refId: row.company_id,
    siteAreaId: row.site_area_id,
  });
}

/** One licence request for its review, to an admin of the company's area, with signed links for them. */
export async function licenceReview(db: Kysely<DB>, media: PrivateMedia, admin: AuthUser, id: number): Promise<LicenceReview> {
  const row = await db.selectFrom('business_verification').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('verification.not_found');
  requireArea(admin, row.site_area_id);
  const company = await db.selectFrom('listing').select(['id', 'title', 'images', 'attrs', 'contact_name', 'contact_phone', 'review_status']).where('id', '=', row.company_id).executeTakeFirstOrThrow();
  const [record, user, reviewer] = await Promise.all([present(media, admin, row), personOf(db, row.user_id), reviewerOf(db, row.reviewer_id)]);
  const licenceNo = (company.attrs as Record<string, unknown>).license_no;
  return {
    ...record,
    site_area_id: row.site_area_id,
    company: {
      id: company.id,
      title: company.title,
      cover: company.images[0] ?? null,
      licence_no: typeof licenceNo === 'string' ? licenceNo : null,
      contact: [company.contact_name, company.contact_phone].filter(Boolean).join(' ') || null,
      review_status: company.review_status,
    },
    user,
    reviewer,
  };
}

/** Which of `companyIds` are business verified (the latest decided request passed). */
export async function verifiedCompanies(db: Db, companyIds: readonly number[]): Promise<Set<number>> {
  if (!companyIds.length) return new Set();
  const rows = await db.selectFrom('business_verification').select('company_id').distinct().where('company_id', 'in', [...companyIds]).where('status', '=', 'passed').execute();
  return new Set(rows.map((r) => r.company_id));
}
