import { z } from 'zod';
import { cursorParam, page } from '../envelope.js';
import { contactPhoneSchema, idParam, idSchema, storedUrlSchema } from '../entities.js';
import { guide } from '../listings/kinds/guide.js';
import { listingUser } from '../listings/schemas.js';
import { payStart } from '../payments/schemas.js';
import { route } from '../route.js';
import { GUIDE, GUIDE_APPOINTMENT_MOVES, GUIDE_APPOINTMENT_STATUSES } from './constants.js';

/**
 * Guides and translators beside the listing kind `guide` (docs/guides.md): a profile's certificates, free days
 * and ratings, the listing fee, appointments on the request workflow, their history, and reviews on the
 * comments engine. Spread into the one API table in `api.ts`.
 */

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date');
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'guide_time');
const seconds = z.number().int();
const SERVICES = Object.keys(guide.fields.services.options) as [string, ...string[]];

export const guideAppointmentStatusSchema = z.enum(GUIDE_APPOINTMENT_STATUSES);

/** What the guides module keeps beside a profile (the listing): certificates, the calendar, ratings, the fee. */
export const guideProfile = z.object({
  id: z.number().int(),
  certificates: z.array(z.string()),
  /** Days the guide marked free, from today on, without the days an accepted booking took. */
  free_days: z.array(z.string()),
  /** Days from today on that accepted bookings took. */
  booked_days: z.array(z.string()),
  /** Average rating (1–5, one decimal), null before the first review. */
  rating: z.number().nullable(),
  rating_count: z.number().int(),
  review_count: z.number().int(),
  /** The owner only: the listing fee's state (`none`: the area charged nothing). */
  fee: z.enum(['none', 'awaiting_fee', 'paid', 'refunded']).nullable(),
  /** The viewer has a completed appointment with this guide and has not reviewed them yet. */
  can_review: z.boolean(),
});
export type GuideProfile = z.infer<typeof guideProfile>;

export const guideProfileUpdateBody = z
  .object({
    /** My profile; default: my profile in the area I am in. */
    id: idSchema.optional(),
    certificates: z.array(storedUrlSchema).max(GUIDE.certificatesMax).optional(),
    free_days: z.array(date).max(GUIDE.freeDaysMax).optional(),
  })
  .refine((v) => v.certificates !== undefined || v.free_days !== undefined, { message: 'nothing_to_do', path: ['certificates'] });

export const guideAppointmentSaveBody = z
  .object({
    guide_id: idSchema,
    start_date: date.describe('first day, YYYY-MM-DD in the guide’s area'),
    end_date: date.describe('last day (inclusive); the same day for a booking by the hour'),
    start_time: time.optional().describe('by the hour: from HH:MM (one day only)'),
    end_time: time.optional().describe('by the hour: to HH:MM'),
    service: z.enum(SERVICES).optional(),
    phone: contactPhoneSchema,
    note: z.string().trim().max(GUIDE.noteMax).default(''),
  })
  .refine((v) => (v.start_time === undefined) === (v.end_time === undefined), { message: 'guide_time_pair', path: ['end_time'] });

export const guideQuote = z.object({ unit: z.enum(['day', 'hour']), count: z.number(), rate: z.number(), total: z.number(), currency: z.string() });

export const guideAppointment = z.object({
  id: z.number().int(),
  guide_id: z.number().int(),
  status: guideAppointmentStatusSchema,
  start_date: z.string(),
  end_date: z.string(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  days: z.number().int(),
  service: z.string().nullable(),
  phone: z.string(),
  note: z.string(),
  /** Why it was declined or cancelled, when said. */
  reason: z.string().nullable(),
  quote: guideQuote.nullable(),
  guide: z.object({ id: z.number().int(), title: z.string(), cover: z.string().nullable(), site_area_id: z.number().int() }),
  user: listingUser,
  owner: listingUser,
  is_booker: z.boolean(),
  is_guide: z.boolean(),
  can: z.object({ accept: z.boolean(), decline: z.boolean(), cancel: z.boolean(), complete: z.boolean(), review: z.boolean() }),
  created_at: seconds,
  updated_at: seconds,
});
export type GuideAppointment = z.infer<typeof guideAppointment>;
export const guideAppointmentPage = page(guideAppointment, { total: 'counted' });

const listQuery = z.object({
  status: guideAppointmentStatusSchema.optional(),
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(GUIDE.pageMax).default(20),
});

export const appointmentLogEntry = z.object({
  id: z.number().int(),
  /** null on the booking itself. */
  from: guideAppointmentStatusSchema.nullable(),
  to: guideAppointmentStatusSchema,
  by: z.enum(['asker', 'owner', 'system']),
  user: z.object({ id: z.number().int(), nickname: z.string() }).nullable(),
  reason: z.string().nullable(),
  created_at: seconds,
});
export type AppointmentLogEntry = z.infer<typeof appointmentLogEntry>;

const reviewUser = z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string().nullable() });
export const guideReviewReply = z.object({
  id: z.number().int(),
  guide_id: z.number().int(),
  user: reviewUser,
  content: z.string(),
  /** 1–5 on a review; null on the guide's answer. */
  rating: z.number().int().nullable(),
  like_count: z.number().int(),
  is_like: z.boolean(),
  reply_to_user: z.object({ id: z.number().int(), nickname: z.string() }).nullable(),
  parent_id: z.number().int().nullable(),
  created_at: seconds,
  is_mine: z.boolean(),
  is_hidden: z.boolean(),
});
export const guideReview = guideReviewReply.extend({ replies: z.array(guideReviewReply), reply_count: z.number().int() });
export type GuideReview = z.infer<typeof guideReview>;

export const guideReviewSaveBody = z.object({
  guide_id: idSchema,
  content: z.string().trim().min(1).max(GUIDE.reviewMax),
  /** A review: 1–5, required. The guide's answer to a review (`parent_id`): none. */
  rating: z.coerce.number().int().min(1).max(5).optional(),
  /** A review: the completed appointment it is about (once per appointment); none: the oldest not reviewed yet. */
  appointment_id: idSchema.optional(),
  parent_id: idSchema.optional(),
});

export const guidesApi = {
  guideProfile: route({ method: 'GET', path: '/guide/profile/:id', access: 'optional', tag: 'guide', summary: 'A profile’s certificates, free days (without booked ones), rating; the fee state for its owner', params: idParam, data: guideProfile }),
  guideProfileUpdate: route({
    method: 'POST',
    path: '/user/guide/fieldUpdate',
    access: 'user',
    tag: 'guide',
    summary: 'My profile’s certificates (photos) and free days; the profile’s own fields change through `user/guide/fieldUpdate/{id}` (the listing engine)',
    body: guideProfileUpdateBody,
    data: guideProfile,
  }),
  guidePay: route({
    method: 'POST',
    path: '/user/guide/pay',
    access: 'user',
    errors: [409, 503],
    tag: 'guide',
    summary: 'Pay the listing fee of my profile where the area charges one (an order of kind `open`); the profile goes to review once paid',
    body: z.object({ id: idSchema.optional() }),
    data: payStart,
  }),
  guideAppointmentSave: route({
    method: 'POST',
    path: '/guideAppointment/save',
    access: 'user',
    errors: [409, 429],
    tag: 'guide',
    summary: 'Book a guide for days (or hours of one day) the guide marked free and no accepted booking took (409 otherwise); the guide is told',
    body: guideAppointmentSaveBody,
    data: guideAppointment,
  }),
  guideAppointmentListUser: route({ method: 'GET', path: '/guideAppointment/list_user', access: 'user', tag: 'guide', summary: 'My bookings of guides, newest first', query: listQuery, data: guideAppointmentPage }),
  guideAppointmentListGuide: route({ method: 'GET', path: '/guideAppointment/list_guide', access: 'user', tag: 'guide', summary: 'Bookings of me as a guide, newest first', query: listQuery, data: guideAppointmentPage }),
  guideAppointmentFieldUpdate: route({
    method: 'POST',
    path: '/guideAppointment/fieldUpdate/:id',
    access: 'user',
    errors: [409],
    tag: 'guide',
    summary: 'The guide accepts (no overlap with an accepted booking: 409), declines (reason required) or completes; the member cancels. The other side is told',
    params: idParam,
    body: z.object({ status: z.enum(GUIDE_APPOINTMENT_MOVES), reason: z.string().trim().max(GUIDE.reasonMax).optional() }),
    data: guideAppointment,
  }),
  appointmentLog: route({
    method: 'POST',
    path: '/appointmentLog',
    access: 'user',
    tag: 'guide',
    summary: 'An appointment’s history (booked, then each move with who and why), oldest first; its two sides only',
    body: z.object({ appointment_id: idSchema, cursor: cursorParam, limit: z.coerce.number().int().min(1).max(GUIDE.pageMax).default(20) }),
    data: page(appointmentLogEntry),
  }),
  guideCommentList: route({
    method: 'GET',
    path: '/guide/comment/list',
    access: 'optional',
    tag: 'guide',
    summary: 'A guide’s reviews, newest first, each with the guide’s answer; with parent_id: that review’s answer',
    query: z.object({ guide_id: idSchema, parent_id: idSchema.optional(), cursor: cursorParam, limit: z.coerce.number().int().min(1).max(GUIDE.pageMax).default(20) }),
    data: page(guideReview),
  }),
  guideCommentSave: route({
    method: 'POST',
    path: '/guide/comment/save',
    access: 'user',
    errors: [409],
    tag: 'guide',
    summary: 'Review a completed appointment with a guide (appointment_id, rating 1–5, once per appointment), or answer a review of me (parent_id, once)',
    body: guideReviewSaveBody,
    data: guideReview,
  }),
  guideCommentLikeSave: route({ method: 'POST', path: '/guide/comment/like/save', access: 'user', tag: 'guide', summary: 'Toggle my like of a review (or set it with `on`)', body: z.object({ id: idSchema, on: z.boolean().optional() }), data: z.object({ id: z.number().int(), like_count: z.number().int(), is_like: z.boolean() }) }),
  guideCommentRemove: route({ method: 'DELETE', path: '/guide/comment/:id', access: 'user', tag: 'guide', summary: 'Delete my review or answer (the area’s admins may delete any)', params: idParam, data: z.object({ ok: z.literal(true) }) }),
};
