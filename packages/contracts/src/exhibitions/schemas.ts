import { z } from 'zod';
import { cursorParam, page } from '../envelope.js';
import { idParam, idSchema, storedUrlSchema } from '../entities.js';
import { listingUser } from '../listings/schemas.js';
import { route } from '../route.js';
import { EXHIBITION, EXHIBITION_INDUSTRIES, EXHIBITION_STATUSES } from './constants.js';

/**
 * Exhibitions (spec "exhibition: list, detail"; calls "similar list/info/save"): `exhibition/list`,
 * `exhibition/info/{id}`, `exhibition/save` (a merchant: my company that passed review), `exhibition/list_user`,
 * "interested", the `.ics` calendar file, and the area's review under `admin/vn/exhibition/...`.
 */

export const exhibitionIndustrySchema = z.enum(EXHIBITION_INDUSTRIES);
export const exhibitionStatusSchema = z.enum(EXHIBITION_STATUSES);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date').refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { message: 'date' });
const limit = z.coerce.number().int().min(1).max(EXHIBITION.pageMax).default(20);

export const exhibitionScheduleItem = z.object({
  date: isoDate,
  /** "09:00" or empty for the whole day. */
  time: z.union([z.literal(''), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time')]).default(''),
  text: z.string().trim().min(1).max(EXHIBITION.scheduleItemMax),
});

export const exhibition = z.object({
  id: z.number().int(),
  site_area_id: z.number().int(),
  industry: exhibitionIndustrySchema,
  title: z.string(),
  intro: z.string(),
  /** First and last day, `YYYY-MM-DD` (the area's local dates). */
  starts_on: z.string(),
  ends_on: z.string(),
  venue: z.string(),
  address: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  organiser: z.string(),
  schedule: z.array(exhibitionScheduleItem),
  photos: z.array(z.string()),
  /** The merchant who published it (contact the organiser: a chat with this account). */
  publisher: listingUser,
  company: z.object({ id: z.number().int(), title: z.string() }),
  interested_count: z.number().int(),
  is_interested: z.boolean(),
  status: exhibitionStatusSchema,
  review_reason: z.string().nullable(),
  is_mine: z.boolean(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type Exhibition = z.infer<typeof exhibition>;
export const exhibitionPage = page(exhibition, { total: 'counted' });

export const exhibitionSaveBody = z
  .object({
    id: idSchema.optional().describe('edit this exhibition (goes back to review)'),
    company_id: idSchema.describe('the organiser’s account: my company that passed review, in the area'),
    industry: exhibitionIndustrySchema,
    title: z.string().trim().min(2).max(EXHIBITION.titleMax),
    intro: z.string().trim().min(10).max(EXHIBITION.introMax),
    starts_on: isoDate,
    ends_on: isoDate,
    venue: z.string().trim().min(2).max(EXHIBITION.venueMax),
    address: z.string().trim().max(EXHIBITION.addressMax).default(''),
    lat: z.number().min(-90).max(90).optional(),
    lng: z.number().min(-180).max(180).optional(),
    organiser: z.string().trim().min(2).max(EXHIBITION.organiserMax),
    schedule: z.array(exhibitionScheduleItem).max(EXHIBITION.scheduleMax).default([]),
    photos: z.array(storedUrlSchema).max(EXHIBITION.photosMax).default([]),
  })
  .refine((b) => b.ends_on >= b.starts_on, { message: 'exhibition_dates_order', path: ['ends_on'] })
  .refine((b) => (b.lat === undefined) === (b.lng === undefined), { message: 'exhibition_lat_lng_together', path: ['lng'] });

const reason = z.string().trim().min(2).max(EXHIBITION.reasonMax);

export const exhibitionsApi = {
  exhibitionList: route({
    method: 'GET',
    path: '/exhibition/list',
    access: 'optional',
    tag: 'exhibitions',
    summary: 'The area’s exhibitions not yet over (passed review), soonest first; optionally of one industry',
    query: z.object({ industry: exhibitionIndustrySchema.optional(), cursor: cursorParam, limit }),
    data: exhibitionPage,
  }),
  exhibitionInfo: route({ method: 'GET', path: '/exhibition/info/:id', access: 'optional', tag: 'exhibitions', summary: 'An exhibition: dates, venue, organiser, schedule, interested count. One in review or refused only for its publisher and the area’s admins', params: idParam, data: exhibition }),
  exhibitionSave: route({ method: 'POST', path: '/exhibition/save', access: 'user', tag: 'exhibitions', summary: 'A merchant (my company that passed review) publishes or edits an exhibition; it waits for the area’s review', body: exhibitionSaveBody, data: exhibition }),
  exhibitionListUser: route({ method: 'GET', path: '/exhibition/list_user', access: 'user', tag: 'exhibitions', summary: 'Exhibitions I published (every state), newest first', query: z.object({ cursor: cursorParam, limit }), data: exhibitionPage }),
  exhibitionInterest: route({
    method: 'POST',
    path: '/exhibition/interest/:id',
    access: 'user',
    tag: 'exhibitions',
    summary: 'Mark a listed exhibition interesting, or not (`on: false`); answers the exhibition with its new count',
    params: idParam,
    body: z.object({ on: z.boolean() }),
    data: exhibition,
  }),
  exhibitionIcs: route({
    method: 'GET',
    path: '/exhibition/ics/:id',
    access: 'public',
    signed: false,
    tag: 'exhibitions',
    summary: 'A listed exhibition as an iCalendar file (RFC 5545: one all-day VEVENT over its dates, with a UID, the venue and its point)',
    params: idParam,
    query: z.object({ lang: z.enum(['zh', 'en', 'vi']).optional() }),
    data: z.string().describe('text/calendar'),
  }),
  exhibitionAdminList: route({
    method: 'GET',
    path: '/admin/vn/exhibition/list',
    access: 'admin',
    permission: 'review',
    tag: 'exhibitions',
    summary: 'Exhibitions of my areas; `status=reviewing` is the review queue, oldest first',
    query: z.object({ status: exhibitionStatusSchema.optional(), site_area_id: idSchema.optional(), cursor: cursorParam, limit }),
    data: exhibitionPage,
  }),
  exhibitionAdminReview: route({
    method: 'POST',
    path: '/admin/vn/exhibition/review/:id',
    access: 'admin',
    permission: 'review',
    errors: [409],
    tag: 'exhibitions',
    summary: 'The area’s admin lists an exhibition or refuses it with a reason; the publisher gets a notice; audited',
    params: idParam,
    body: z.object({ pass: z.boolean(), reason: reason.optional() }).refine((b) => b.pass || b.reason !== undefined, { message: 'reason_required', path: ['reason'] }),
    data: exhibition,
  }),
};
