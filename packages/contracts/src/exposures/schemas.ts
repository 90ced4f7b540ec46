import { z } from 'zod';
import { cursorParam, page } from '../envelope.js';
import { areaCodeSchema, idParam, idSchema, mobileSchema, smsCodeSchema, smsSent, storedUrlSchema } from '../entities.js';
import { listingUser } from '../listings/schemas.js';
import { payStart } from '../payments/schemas.js';
import { route } from '../route.js';
import { EXPOSURE, EXPOSURE_PROOFS, EXPOSURE_REPLY_STATUSES, EXPOSURE_STATUSES } from './constants.js';

/**
 * The exposure board (spec: `exposurePlatform/…` "similar list/info/save calls" and POST `exposurePlatform/pay`;
 * docs/exposures.md). Public replies mask the exposed party's phone and name; the author and the area's admins
 * see them whole. Evidence is private media of purpose `evidence`; the public sees only the items the admin chose.
 */

const money = z.number().int().describe('integer, in the currency’s minor unit (ISO 4217: VND none, USD cents)');
export const exposureStatusSchema = z.enum(EXPOSURE_STATUSES);
export const exposureReplyStatusSchema = z.enum(EXPOSURE_REPLY_STATUSES);
export const exposureProofSchema = z.enum(EXPOSURE_PROOFS);

const isDay = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date').refine(isDay, { message: 'date' });

export const exposureEvidence = z.object({
  /** The reference kept: `/api/media/<hash>`. */
  url: z.string(),
  /** A signed link for the caller (5 to 10 minutes), null when they may not read it. */
  link: z.string().nullable(),
  /** Whether the area's admin chose to show it on the public page. */
  public: z.boolean(),
});

export const exposureParty = z.object({
  /** Masked to a surname and `*` on public replies; whole for the author and the area's admins. */
  name: z.string(),
  /** `+84 90*****96` on public replies; E.164 for the author and the area's admins; null when none was named. */
  phone: z.string().nullable(),
  company: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  company_name: z.string(),
  listing: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** The member account they used (a chat), masked like the name on public replies. */
  user: z.object({ id: z.number().int(), nickname: z.string() }).nullable(),
});

export const exposureReply = z.object({
  id: z.number().int(),
  body: z.string(),
  proof: exposureProofSchema,
  status: exposureReplyStatusSchema,
  /** Why the review refused it (its author and the area's admins see it). */
  review_reason: z.string().nullable(),
  is_mine: z.boolean(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});

export const exposure = z.object({
  id: z.number().int(),
  site_area_id: z.number().int(),
  title: z.string(),
  story: z.string(),
  amount: money,
  currency: z.string(),
  /** The day it happened, YYYY-MM-DD. */
  happened_on: z.string(),
  party: exposureParty,
  evidence: z.array(exposureEvidence),
  /** Whether the party's data is masked in this reply (everyone but the author and the area's admins). */
  masked: z.boolean(),
  status: exposureStatusSchema,
  review_reason: z.string().nullable(),
  author: listingUser,
  /** The exposed party's answer: approved ones for everyone, any state for its author and the area's admins. */
  reply: exposureReply.nullable(),
  /** When it leaves the list unless renewed (approved), epoch seconds. */
  expires_at: z.number().int().nullable(),
  /** The fee to pay before review (unpaid), else what was paid; null when free. */
  fee: z.object({ amount: money, currency: z.string() }).nullable(),
  is_mine: z.boolean(),
  can: z.object({ edit: z.boolean(), pay: z.boolean(), renew: z.boolean(), withdraw: z.boolean(), reply: z.boolean(), review: z.boolean(), review_reply: z.boolean() }),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type Exposure = z.infer<typeof exposure>;

export const exposurePage = page(exposure, { total: 'counted' });
const limit = z.coerce.number().int().min(1).max(EXPOSURE.pageMax).default(20);

export const exposureSaveBody = z
  .object({
    id: idSchema.optional().describe('correct my exposure (unpaid, pending or rejected): it goes to review again'),
    title: z.string().trim().min(4).max(EXPOSURE.titleMax),
    story: z.string().trim().min(EXPOSURE.storyMin).max(EXPOSURE.storyMax),
    amount: z.number().int().min(0).max(EXPOSURE.amountMax).default(0),
    happened_on: daySchema,
    party_name: z.string().trim().min(1).max(EXPOSURE.nameMax),
    party_area_code: areaCodeSchema.optional(),
    party_mobile: mobileSchema.optional(),
    party_company_id: idSchema.optional().describe('the company (a listing of kind company) they acted for'),
    party_company_name: z.string().trim().max(EXPOSURE.companyNameMax).default(''),
    party_listing_id: idSchema.optional().describe('the listing they used'),
    party_user_id: idSchema.optional().describe('the member account they used (a chat)'),
    evidence: z.array(storedUrlSchema).min(1).max(EXPOSURE.evidenceMax).describe('private files of purpose `evidence`'),
    consent: z.literal(true).describe('the author accepts the board’s rules'),
  })
  .refine((b) => (b.party_area_code === undefined) === (b.party_mobile === undefined), { message: 'phone_pair', path: ['party_mobile'] });

export const exposureReplyBody = z
  .object({
    proof: exposureProofSchema,
    body: z.string().trim().min(EXPOSURE.replyMin).max(EXPOSURE.replyMax),
    area_code: areaCodeSchema.optional(),
    mobile: mobileSchema.optional(),
    code: smsCodeSchema.optional(),
  })
  .refine((b) => b.proof !== 'sms' || (b.area_code !== undefined && b.mobile !== undefined && b.code !== undefined), { message: 'sms_proof', path: ['code'] });

const reviewFields = { pass: z.boolean(), reason: z.string().trim().min(2).max(EXPOSURE.reasonMax).optional() };
const reasonGiven = (b: { pass: boolean; reason?: string }) => b.pass || b.reason !== undefined;
const reviewBody = z.object(reviewFields).refine(reasonGiven, { message: 'reason_required', path: ['reason'] });
const exposureReviewBody = z
  .object({ ...reviewFields, public_evidence: z.array(storedUrlSchema).max(EXPOSURE.evidenceMax).default([]).describe('the evidence items shown on the public page') })
  .refine(reasonGiven, { message: 'reason_required', path: ['reason'] });

export const exposureSettings = z.object({
  site_area_id: z.number().int(),
  /** Days an approved exposure stays on the list unless renewed. */
  days: z.number().int(),
  /** The area's currency (amounts lost are written in it). */
  currency: z.string(),
  /** The area's fee (payments price list, kind `exposure`); null: free. */
  fee: z.object({ amount: money, currency: z.string() }).nullable(),
});

export const exposureApi = {
  exposureList: route({
    method: 'GET',
    path: '/exposurePlatform/list',
    access: 'optional',
    tag: 'exposures',
    summary: 'Approved, unexpired exposures of the area, newest first; `q` matches the title, the party’s name or company, or their phone however it is written; masked',
    query: z.object({ q: z.string().trim().max(EXPOSURE.queryMax).optional(), phone: z.string().trim().max(EXPOSURE.queryMax).optional(), cursor: cursorParam, limit }),
    data: exposurePage,
  }),
  exposureInfo: route({ method: 'GET', path: '/exposurePlatform/info/:id', access: 'optional', tag: 'exposures', summary: 'One exposure: public ones masked for everyone; the author and the area’s admins see it whole in any state', params: idParam, data: exposure }),
  exposureInfoQuery: route({ method: 'GET', path: '/exposurePlatform/info', access: 'optional', tag: 'exposures', summary: 'One exposure (`info?id=`), as `exposurePlatform/info/{id}`', query: idParam, data: exposure }),
  exposureSettings: route({ method: 'GET', path: '/exposurePlatform/settings', access: 'optional', tag: 'exposures', summary: 'The area’s fee for releasing an exposure (null: free) and how many days one stays listed', data: exposureSettings }),
  exposureSave: route({
    method: 'POST',
    path: '/exposurePlatform/save',
    access: 'user',
    errors: [409, 429],
    tag: 'exposures',
    summary: 'Release (or correct) an exposure with private evidence and consent to the rules; it waits for the fee (when the area charges one) and the area’s review',
    body: exposureSaveBody,
    data: exposure,
  }),
  exposurePay: route({ method: 'POST', path: '/exposurePlatform/pay', access: 'user', errors: [409, 503], tag: 'exposures', summary: 'Pay the area’s fee for my unpaid exposure through the payment engine; paid, it goes to review', body: z.object({ id: idSchema }), data: payStart }),
  exposureListUser: route({ method: 'GET', path: '/exposurePlatform/list_user', access: 'user', tag: 'exposures', summary: 'My exposures in every state, newest first', query: z.object({ status: exposureStatusSchema.optional(), cursor: cursorParam, limit }), data: exposurePage }),
  exposureRenew: route({ method: 'POST', path: '/exposurePlatform/renew/:id', access: 'user', errors: [409], tag: 'exposures', summary: 'The author keeps an approved (or expired) exposure listed for the area’s days from now', params: idParam, data: exposure }),
  exposureDelete: route({ method: 'DELETE', path: '/exposurePlatform/:id', access: 'user', errors: [409], tag: 'exposures', summary: 'The author withdraws an exposure (final)', params: idParam, data: z.object({ ok: z.literal(true) }) }),
  exposureCheck: route({
    method: 'GET',
    path: '/exposurePlatform/check',
    access: 'optional',
    tag: 'exposures',
    summary: 'Whether a member’s verified phone, account or companies are named by an approved, unexpired exposure (for chat and listing warnings)',
    query: z.object({ user_id: idSchema }),
    data: z.object({ exposed: z.boolean(), exposure_id: z.number().int().nullable(), count: z.number().int() }),
  }),
  exposureReplyCode: route({
    method: 'POST',
    path: '/exposurePlatform/reply/code/:id',
    access: 'user',
    errors: [429, 503],
    tag: 'exposures',
    summary: 'The exposed party asks for an SMS code to the exposed phone (it must be the number the exposure names)',
    params: idParam,
    body: z.object({ area_code: areaCodeSchema, mobile: mobileSchema }),
    data: smsSent,
  }),
  exposureReply: route({
    method: 'POST',
    path: '/exposurePlatform/reply/:id',
    access: 'user',
    errors: [409],
    tag: 'exposures',
    summary: 'The exposed party answers once (proof: the SMS code, or owning the named company or listing); the answer shows after review',
    params: idParam,
    body: exposureReplyBody,
    data: exposure,
  }),
  exposureAdminList: route({
    method: 'GET',
    path: '/admin/vn/exposurePlatform/list',
    access: 'admin',
    permission: 'review',
    tag: 'exposures',
    summary: 'Exposures of my areas, whole; `status=pending` is the review queue, oldest first',
    query: z.object({ status: exposureStatusSchema.optional(), replies: z.enum(['pending']).optional(), site_area_id: idSchema.optional(), cursor: cursorParam, limit }),
    data: exposurePage,
  }),
  exposureAdminReview: route({
    method: 'POST',
    path: '/admin/vn/exposurePlatform/review/:id',
    access: 'admin',
    permission: 'review',
    errors: [409],
    tag: 'exposures',
    summary: 'The area’s admin approves an exposure (choosing which evidence shows publicly) or rejects it with a reason; the author is told; audited',
    params: idParam,
    body: exposureReviewBody,
    data: exposure,
  }),
  exposureAdminReplyReview: route({
    method: 'POST',
    path: '/admin/vn/exposurePlatform/reply/review/:id',
    access: 'admin',
    permission: 'review',
    errors: [409],
    tag: 'exposures',
    summary: 'The area’s admin shows the exposed party’s answer beside the exposure, or refuses it with a reason; both sides are told; audited',
    params: idParam,
    body: reviewBody,
    data: exposure,
  }),
  exposureAdminSettings: route({
    method: 'POST',
    path: '/admin/vn/exposurePlatform/settings',
    access: 'admin',
    permission: 'settings',
    tag: 'exposures',
    summary: 'How many days an approved exposure of the area stays listed (the fee is the payments price list’s kind `exposure`); audited',
    body: z.object({ site_area_id: idSchema, days: z.number().int().min(1).max(EXPOSURE.daysMax) }),
    data: exposureSettings,
  }),
};
