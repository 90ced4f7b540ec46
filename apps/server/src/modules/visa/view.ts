import type { Lang, LocalizedText } from '@haiwai/contracts';
import type { VisaApplication, VisaPackage } from '@haiwai/contracts/visa';
import type { Kysely, Transaction } from 'kysely';
import { epochSeconds } from '../../core/time.js';
import { nextStates } from '../../core/workflow/index.js';
import type { DB } from '../../db/schema.js';
import type { MediaReader, PrivateMedia } from '../media/index.js';
import { visaApplicationFlow } from './flow.js';
import type { VisaDocumentRef } from './schema.js';

type Db = Kysely<DB> | Transaction<DB>;

export const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
/** A name in `lang`, falling back to Chinese (the source). */
export const named = (v: unknown, lang: Lang): string => {
  const text = json<LocalizedText>(v);
  return text[lang] || text.zh;
};

/** Who reads: to decide what they see (the agency's and admins' views of a package in review). */
export interface Viewer {
  id: number;
  role: string;
  adminSiteAreaIds: readonly number[];
}
export const adminOf = (v: Viewer | null, siteAreaId: number) => !!v && (v.role === 'super_admin' || (v.role === 'admin' && v.adminSiteAreaIds.includes(siteAreaId)));

export function packageQuery(db: Db) {
  return db
    .selectFrom('visa_package as p')
    .innerJoin('visa_type as vt', 'vt.id', 'p.type_id')
    .innerJoin('listing as c', 'c.id', 'p.company_id')
    .innerJoin('app_user as u', 'u.id', 'p.user_id')
    .select([
      'p.id', 'p.site_area_id', 'p.company_id', 'p.user_id', 'p.type_id', 'p.title', 'p.summary', 'p.price', 'p.currency', 'p.processing_days',
      'p.includes', 'p.documents', 'p.steps', 'p.refund_percent', 'p.status', 'p.review_reason', 'p.created_at', 'p.updated_at',
      'vt.code as type_code', 'vt.names as type_names', 'c.title as company_title', 'c.images as company_images', 'u.nickname', 'u.avatar',
    ]);
}
export type PackageView = Awaited<ReturnType<ReturnType<typeof packageQuery>['executeTakeFirstOrThrow']>>;

export function presentPackage(r: PackageView, lang: Lang, viewer: Viewer | null): VisaPackage {
  const mine = viewer?.id === r.user_id;
  return {
    id: r.id,
    site_area_id: r.site_area_id,
    type: { id: r.type_id, code: r.type_code, name: named(r.type_names, lang) },
    company: { id: r.company_id, title: r.company_title, cover: json<string[] | null>(r.company_images)?.[0] ?? null },
    agency: { id: r.user_id, nickname: r.nickname, avatar: r.avatar },
    title: r.title,
    summary: r.summary,
    price: Number(r.price),
    currency: r.currency.trim(),
    processing_days: r.processing_days,
    includes: json(r.includes),
    documents: json(r.documents),
    steps: json(r.steps),
    refund_percent: r.refund_percent,
    status: r.status,
    review_reason: mine || adminOf(viewer, r.site_area_id) ? r.review_reason : null,
    is_mine: mine,
    created_at: epochSeconds(r.created_at),
    updated_at: epochSeconds(r.updated_at),
  };
}

export function applicationQuery(db: Db) {
  return db
    .selectFrom('visa_application as a')
    .innerJoin('visa_package as p', 'p.id', 'a.package_id')
    .innerJoin('visa_type as vt', 'vt.id', 'p.type_id')
    .innerJoin('listing as c', 'c.id', 'p.company_id')
    .innerJoin('app_user as u', 'u.id', 'a.user_id')
    .innerJoin('pay_order as o', 'o.id', 'a.order_id')
    .select([
      'a.id', 'a.status', 'a.package_id', 'a.user_id', 'a.agency_id', 'a.site_area_id', 'a.applicant_name', 'a.phone', 'a.note', 'a.documents', 'a.requested',
      'a.request_note', 'a.reason', 'a.amount', 'a.currency', 'a.order_id', 'a.created_at', 'a.updated_at',
      'p.title as package_title', 'p.documents as package_documents', 'p.processing_days', 'p.refund_percent', 'p.company_id', 'vt.names as type_names', 'c.title as company_title',
      'u.nickname', 'u.avatar', 'o.order_no', 'o.refunded_amount',
    ]);
}
export type ApplicationView = Awaited<ReturnType<ReturnType<typeof applicationQuery>['executeTakeFirstOrThrow']>>;

/** The parties of an application and the admins of its area; everyone else is a stranger. */
export function mayOpen(r: Pick<ApplicationView, 'user_id' | 'agency_id' | 'site_area_id' | 'status'>, v: Viewer): boolean {
  if (r.user_id === v.id) return true;
  if (r.agency_id === v.id) return r.status !== 'unpaid' && r.status !== 'cancelled';
  return adminOf(v, r.site_area_id);
}

/** An application as `reader` sees it, documents as signed links made for them. */
export async function presentApplications(rows: ApplicationView[], lang: Lang, reader: MediaReader, media: PrivateMedia): Promise<VisaApplication[]> {
  const urls = rows.flatMap((r) => json<VisaDocumentRef[]>(r.documents).map((d) => d.url));
  const links = urls.length ? (await media.links(reader, urls)).links : [];
  const linkOf = new Map(links.map((l) => [l.url, l.link]));
  return rows.map((r) => {
    const applicant = r.user_id === reader.id;
    const agency = r.agency_id === reader.id;
    const ownerMoves = agency ? nextStates(visaApplicationFlow, r.status, 'owner') : new Set<string>();
    const askerMoves = applicant ? nextStates(visaApplicationFlow, r.status, 'asker') : new Set<string>();
    return {
      id: r.id,
      status: r.status,
      package: { id: r.package_id, title: r.package_title, type_name: named(r.type_names, lang), processing_days: r.processing_days, refund_percent: r.refund_percent },
      company: { id: r.company_id, title: r.company_title },
      applicant: { id: r.user_id, nickname: r.nickname, avatar: r.avatar },
      applicant_name: r.applicant_name,
      phone: r.phone,
      note: r.note,
      documents: json<VisaDocumentRef[]>(r.documents).map((d) => ({ code: d.code, url: d.url, link: linkOf.get(d.url) ?? null })),
      requested: json(r.requested),
      request_note: r.request_note,
      reason: r.reason,
      amount: Number(r.amount),
      currency: r.currency.trim(),
      order_id: Number(r.order_id),
      order_no: r.order_no,
      refunded_amount: Number(r.refunded_amount),
      site_area_id: r.site_area_id,
      is_applicant: applicant,
      is_agency: agency,
      can: {
        request: ownerMoves.has('documents_requested'),
        process: ownerMoves.has('processing'),
        issue: ownerMoves.has('issued'),
        refuse: ownerMoves.has('refused'),
        supply: askerMoves.has('submitted'),
      },
      created_at: epochSeconds(r.created_at),
      updated_at: epochSeconds(r.updated_at),
    };
  });
}
