import { z } from 'zod';
import { idParam, idSchema, storedUrlSchema } from '../entities.js';
import { route } from '../route.js';
import { VERIFICATION, VERIFICATION_STATUSES } from './constants.js';

/**
 * Real-name and business verification (issue 29, docs/verification.md). The member sends a real-name request with
 * `userVerifyPost` (auth) and a business request here; the area's admins decide both in the console's review queues
 * (`real_name`, `company_licence`), and read one request's private pictures through the review calls below, the only
 * replies that carry an unmasked ID number.
 */

const status = z.enum(VERIFICATION_STATUSES);
/** Signed links to private pictures for the caller (5 to 10 minutes), null where they may not read one. */
const links = z.array(z.string().nullable());

/** Who sent a request, as the area's admins see them. */
export const verificationPerson = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  area_code: z.string().nullable(),
  mobile: z.string().nullable(),
  site_area_id: z.number().int().nullable(),
  joined_at: z.number().int(),
});

const reviewer = z.object({ id: z.number().int(), nickname: z.string() }).nullable();

/** One real-name request in the console: the whole ID number and the photos (for admins of the member's area). */
export const realNameReview = z.object({
  id: z.number().int(),
  status,
  real_name: z.string(),
  id_type: z.enum(['id_card', 'passport', 'other']),
  id_number: z.string(),
  id_number_masked: z.string(),
  photos: z.array(z.string()),
  photo_links: links,
  reason: z.string().nullable(),
  created_at: z.number().int(),
  reviewed_at: z.number().int().nullable(),
  reviewer,
  user: verificationPerson,
  /** Earlier requests of the same member (rejected ones: why), newest first. */
  history: z.array(z.object({ id: z.number().int(), status, reason: z.string().nullable(), created_at: z.number().int() })),
});
export type RealNameReview = z.infer<typeof realNameReview>;

/** A company's business verification as its owner sees it. */
export const businessVerifyRecord = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  status,
  licence: z.array(z.string()),
  licence_links: links,
  reason: z.string().nullable(),
  created_at: z.number().int(),
  reviewed_at: z.number().int().nullable(),
});
export type BusinessVerifyRecord = z.infer<typeof businessVerifyRecord>;

/** One licence request in the console. */
export const licenceReview = businessVerifyRecord.extend({
  site_area_id: z.number().int(),
  company: z.object({
    id: z.number().int(),
    title: z.string(),
    cover: z.string().nullable(),
    licence_no: z.string().nullable(),
    contact: z.string().nullable(),
    review_status: z.string(),
  }),
  user: verificationPerson,
  reviewer,
});
export type LicenceReview = z.infer<typeof licenceReview>;

export const verificationApi = {
  businessVerifyGet: route({
    method: 'GET',
    path: '/company/verify/:id',
    access: 'user',
    tag: 'company',
    summary: 'My company’s latest business verification (null when none was sent), with signed links to its licence pictures',
    params: idParam,
    data: businessVerifyRecord.nullable(),
  }),
  businessVerifyPost: route({
    method: 'POST',
    path: '/company/verify',
    access: 'user',
    tag: 'company',
    errors: [409],
    summary: 'Send my company’s licence (private pictures of purpose `licence`) for review; one pending request at a time, again after a rejection',
    body: z.object({ company_id: idSchema, licence: z.array(storedUrlSchema).min(VERIFICATION.licenceMin).max(VERIFICATION.licenceMax) }),
    data: businessVerifyRecord,
  }),
  adminRealNameReview: route({
    method: 'GET',
    path: '/admin/verification/realName/:id',
    access: 'admin',
    permission: 'review',
    tag: 'admin',
    summary: 'One real-name request for its review: the whole ID number and signed links to the photos (admins of the member’s area only)',
    params: idParam,
    data: realNameReview,
  }),
  adminLicenceReview: route({
    method: 'GET',
    path: '/admin/verification/licence/:id',
    access: 'admin',
    permission: 'review',
    tag: 'admin',
    summary: 'One business verification for its review: the company and signed links to the licence (admins of the company’s area only)',
    params: idParam,
    data: licenceReview,
  }),
};
