import { z } from 'zod';
import { cursorParam, page } from '../envelope.js';
import { contactPhoneSchema, idParam, idSchema, storedUrlSchema } from '../entities.js';
import { listingUser } from '../listings/schemas.js';
import { payStart } from '../payments/schemas.js';
import { route } from '../route.js';
import { VISA, VISA_AGENCY_MOVES, VISA_APPLICATION_STATUSES, VISA_DOCUMENTS, VISA_PACKAGE_STATUSES } from './constants.js';

/**
 * Visa (spec "Visa": `visa/type/list`, `visa/package/list`, `visa/package/{id}`, `visa/customer/list`,
 * `visa/userPackage`) plus the calls the spec leaves unnamed, under `visa/...` and `admin/vn/visa/...`
 * (docs/visa.md): an agency saving its packages, the area's review of them, an applicant's own applications,
 * the agency moving an application and the applicant supplying requested documents.
 */

const money = z.number().int().describe('integer, in the currency’s minor unit (ISO 4217: VND none, USD cents)');
const line = z.string().trim().min(1).max(VISA.itemMax);
export const visaDocumentSchema = z.enum(VISA_DOCUMENTS);
export const visaPackageStatusSchema = z.enum(VISA_PACKAGE_STATUSES);
export const visaApplicationStatusSchema = z.enum(VISA_APPLICATION_STATUSES);

export const visaType = z.object({
  id: z.number().int(),
  code: z.string(),
  /** In the request's language. */
  name: z.string(),
  description: z.string(),
  /** Listed packages of this type in the area. */
  package_count: z.number().int(),
});
export type VisaType = z.infer<typeof visaType>;

export const visaPackage = z.object({
  id: z.number().int(),
  site_area_id: z.number().int(),
  type: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  /** The agency: a company that passed the area's review. */
  company: z.object({ id: z.number().int(), title: z.string(), cover: z.string().nullable() }),
  agency: listingUser,
  title: z.string(),
  summary: z.string(),
  price: money,
  currency: z.string(),
  processing_days: z.number().int(),
  includes: z.array(z.string()),
  documents: z.array(visaDocumentSchema),
  steps: z.array(z.string()),
  /** Share of the price returned when the visa is refused (0–100). */
  refund_percent: z.number().int(),
  status: visaPackageStatusSchema,
  /** Why the review refused it (its agency and the area's admins see it). */
  review_reason: z.string().nullable(),
  is_mine: z.boolean(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type VisaPackage = z.infer<typeof visaPackage>;

const documentRef = z.object({ code: visaDocumentSchema, url: storedUrlSchema });
export const visaDocumentFile = z.object({
  code: visaDocumentSchema,
  /** The reference kept: `/api/media/<hash>`. */
  url: z.string(),
  /** A signed link for the caller (5 to 10 minutes), null when they may not read it. */
  link: z.string().nullable(),
});

export const visaApplication = z.object({
  id: z.number().int(),
  status: visaApplicationStatusSchema,
  package: z.object({ id: z.number().int(), title: z.string(), type_name: z.string(), processing_days: z.number().int(), refund_percent: z.number().int() }),
  company: z.object({ id: z.number().int(), title: z.string() }),
  applicant: listingUser,
  applicant_name: z.string(),
  phone: z.string(),
  note: z.string(),
  documents: z.array(visaDocumentFile),
  /** What the agency asked for (documents requested), and its words. */
  requested: z.array(visaDocumentSchema),
  request_note: z.string().nullable(),
  /** Why it was refused. */
  reason: z.string().nullable(),
  amount: money,
  currency: z.string(),
  order_id: z.number().int(),
  order_no: z.string(),
  /** What was returned (refused: by the package's rule). */
  refunded_amount: money,
  site_area_id: z.number().int(),
  is_applicant: z.boolean(),
  is_agency: z.boolean(),
  can: z.object({ request: z.boolean(), process: z.boolean(), issue: z.boolean(), refuse: z.boolean(), supply: z.boolean() }),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type VisaApplication = z.infer<typeof visaApplication>;

export const visaPackagePage = page(visaPackage, { total: 'counted' });
export const visaApplicationPage = page(visaApplication, { total: 'counted' });
const limit = z.coerce.number().int().min(1).max(VISA.pageMax).default(20);

export const visaPackageSaveBody = z.object({
  id: idSchema.optional().describe('edit this package (goes back to review)'),
  company_id: idSchema.describe('the agency: my company that passed review, in the area'),
  type_id: idSchema,
  title: z.string().trim().min(2).max(VISA.titleMax),
  summary: z.string().trim().max(VISA.summaryMax).default(''),
  price: z.number().int().min(1).max(VISA.priceMax),
  processing_days: z.number().int().min(1).max(VISA.processingDaysMax),
  includes: z.array(line).min(1).max(VISA.includesMax),
  documents: z.array(visaDocumentSchema).min(1).max(VISA.documentsMax).refine((d) => new Set(d).size === d.length, { message: 'visa_document_twice' }),
  steps: z.array(line).min(1).max(VISA.stepsMax),
  refund_percent: z.number().int().min(0).max(100),
});

export const visaApplyBody = z.object({
  package_id: idSchema,
  applicant_name: z.string().trim().min(2).max(VISA.nameMax),
  phone: contactPhoneSchema,
  note: z.string().trim().max(VISA.noteMax).default(''),
  documents: z.array(documentRef).min(1).max(VISA.documentsMax),
});

const applicationQuery = z.object({ status: visaApplicationStatusSchema.optional(), package_id: idSchema.optional(), cursor: cursorParam, limit });

export const visaApi = {
  visaTypeList: route({ method: 'GET', path: '/visa/type/list', access: 'optional', tag: 'visa', summary: 'Visa types of the area’s country (tourist, business, work permit, residence card, extension…) with their listed package counts', data: z.array(visaType) }),
  visaPackageList: route({
    method: 'GET',
    path: '/visa/package/list',
    access: 'optional',
    tag: 'visa',
    summary: 'Listed packages of the area (passed review), newest first; optionally of one type or one agency',
    query: z.object({ type_id: idSchema.optional(), company_id: idSchema.optional(), cursor: cursorParam, limit }),
    data: visaPackagePage,
  }),
  visaPackageInfo: route({ method: 'GET', path: '/visa/package/:id', access: 'optional', tag: 'visa', summary: 'A package: what is included, documents, steps, the agency. Unlisted ones only for their agency and the area’s admins', params: idParam, data: visaPackage }),
  visaPackageSave: route({
    method: 'POST',
    path: '/visa/package/save',
    access: 'user',
    tag: 'visa',
    summary: 'An agency (my company that passed review) creates or edits a package; it waits for the area’s review',
    body: visaPackageSaveBody,
    data: visaPackage,
  }),
  visaPackageMine: route({ method: 'GET', path: '/visa/package/mine', access: 'user', tag: 'visa', summary: 'My agencies’ packages in every state, newest first', query: z.object({ cursor: cursorParam, limit }), data: visaPackagePage }),
  visaPackageAdminList: route({
    method: 'GET',
    path: '/admin/vn/visa/package/list',
    access: 'admin', permission: 'review',
    tag: 'visa',
    summary: 'Packages of my areas; `status=reviewing` is the review queue, oldest first',
    query: z.object({ status: visaPackageStatusSchema.optional(), site_area_id: idSchema.optional(), cursor: cursorParam, limit }),
    data: visaPackagePage,
  }),
  visaPackageAdminReview: route({
    method: 'POST',
    path: '/admin/vn/visa/package/review/:id',
    access: 'admin', permission: 'review',
    errors: [409],
    tag: 'visa',
    summary: 'The area’s admin lists a package or refuses it with a reason; the agency gets a notice; audited',
    params: idParam,
    body: z.object({ pass: z.boolean(), reason: z.string().trim().min(2).max(VISA.reasonMax).optional() }).refine((b) => b.pass || b.reason !== undefined, { message: 'reason_required', path: ['reason'] }),
    data: visaPackage,
  }),
  visaUserPackage: route({
    method: 'POST',
    path: '/visa/userPackage',
    access: 'user',
    errors: [409, 429, 503],
    tag: 'visa',
    summary: 'Apply for a package: the required documents (private files of purpose `visa`), then pay; the application is submitted once paid',
    body: visaApplyBody,
    data: payStart,
  }),
  visaCustomerList: route({ method: 'GET', path: '/visa/customer/list', access: 'user', tag: 'visa', summary: 'The agency’s customers: applications to my packages (paid ones), newest first', query: applicationQuery, data: visaApplicationPage }),
  visaApplicationMine: route({ method: 'GET', path: '/visa/application/mine', access: 'user', tag: 'visa', summary: 'My visa applications, newest first', query: applicationQuery, data: visaApplicationPage }),
  visaApplicationInfo: route({ method: 'GET', path: '/visa/application/:id', access: 'user', tag: 'visa', summary: 'One application with signed links to its documents: the applicant, the agency and the area’s admins', params: idParam, data: visaApplication }),
  visaApplicationMove: route({
    method: 'POST',
    path: '/visa/application/move/:id',
    access: 'user',
    errors: [409],
    tag: 'visa',
    summary: 'The agency requests documents (which, and why), starts processing, issues, or refuses with a reason (refund by the package’s rule)',
    params: idParam,
    body: z.object({
      status: z.enum(VISA_AGENCY_MOVES),
      requested: z.array(visaDocumentSchema).min(1).max(VISA.documentsMax).optional(),
      reason: z.string().trim().min(2).max(VISA.reasonMax).optional(),
    }),
    data: visaApplication,
  }),
  visaApplicationSupply: route({
    method: 'POST',
    path: '/visa/application/supply/:id',
    access: 'user',
    errors: [409],
    tag: 'visa',
    summary: 'The applicant uploads the requested documents; the application is submitted again',
    params: idParam,
    body: z.object({ documents: z.array(documentRef).min(1).max(VISA.documentsMax) }),
    data: visaApplication,
  }),
};
