import { z } from 'zod';
import { cursorParam, page } from '../envelope.js';
import { epochSecondsSchema, idParam, idSchema, storedUrlSchema } from '../entities.js';
import { listingUser } from '../listings/schemas.js';
import { route } from '../route.js';
import { CLUB, CLUB_CATEGORIES, CLUB_MEMBER_STATUSES, CLUB_OWNER_MOVES, CLUB_STATUSES } from './constants.js';

/**
 * Clubs (spec "club: list, detail, customer"; the spec names the calls only as "similar list/info/save calls"):
 * `club/list`, `club/info/{id}`, `club/save`, `club/list_user`, joining on the `club_join` workflow, the owner's
 * members and requests, events with sign-ups, and the area's review under `admin/vn/club/...` (docs/clubs-exhibitions.md).
 */

export const clubCategorySchema = z.enum(CLUB_CATEGORIES);
export const clubStatusSchema = z.enum(CLUB_STATUSES);
export const clubMemberStatusSchema = z.enum(CLUB_MEMBER_STATUSES);
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
const limit = z.coerce.number().int().min(1).max(CLUB.pageMax).default(20);

export const club = z.object({
  id: z.number().int(),
  site_area_id: z.number().int(),
  category: clubCategorySchema,
  name: z.string(),
  intro: z.string(),
  photos: z.array(z.string()),
  owner: listingUser,
  /** Approved members (the owner counts as one). */
  member_count: z.number().int(),
  /** Events not yet over. */
  upcoming_events: z.number().int(),
  status: clubStatusSchema,
  review_reason: z.string().nullable(),
  is_owner: z.boolean(),
  /** My membership, when I asked: pending, approved, refused or left. */
  my_status: clubMemberStatusSchema.nullable(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type Club = z.infer<typeof club>;

export const clubMember = z.object({
  id: z.number().int(),
  club_id: z.number().int(),
  user: listingUser,
  status: clubMemberStatusSchema,
  note: z.string(),
  reason: z.string().nullable(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type ClubMember = z.infer<typeof clubMember>;

export const clubEvent = z.object({
  id: z.number().int(),
  club_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Epoch seconds. */
  starts_at: z.number().int(),
  place: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  capacity: z.number().int(),
  signed_up: z.number().int(),
  /** I am signed up. */
  is_signed_up: z.boolean(),
  /** Open to sign-ups for me: not over, not full, and I am an approved member (false for visitors). */
  can_sign_up: z.boolean(),
});
export type ClubEvent = z.infer<typeof clubEvent>;

export const clubSignup = z.object({ id: z.number().int(), event_id: z.number().int(), user: listingUser, created_at: z.number().int() });
export type ClubSignup = z.infer<typeof clubSignup>;

export const clubPage = page(club, { total: 'counted' });
export const clubMemberPage = page(clubMember, { total: 'counted' });
export const clubEventPage = page(clubEvent, { total: 'counted' });
export const clubSignupPage = page(clubSignup, { total: 'counted' });

export const clubSaveBody = z.object({
  id: idSchema.optional().describe('edit this club (goes back to review)'),
  category: clubCategorySchema,
  name: z.string().trim().min(2).max(CLUB.nameMax),
  intro: z.string().trim().min(10).max(CLUB.introMax),
  photos: z.array(storedUrlSchema).max(CLUB.photosMax).default([]),
});

export const clubEventSaveBody = z.object({
  id: idSchema.optional().describe('edit this event'),
  club_id: idSchema,
  title: z.string().trim().min(2).max(CLUB.eventTitleMax),
  description: z.string().trim().max(CLUB.eventTextMax).default(''),
  starts_at: epochSecondsSchema.describe('epoch seconds; in the future'),
  place: z.string().trim().min(2).max(CLUB.placeMax),
  lat: latitude.optional(),
  lng: longitude.optional(),
  capacity: z.number().int().min(1).max(CLUB.capacityMax),
}).refine((b) => (b.lat === undefined) === (b.lng === undefined), { message: 'club_lat_lng_together', path: ['lng'] });

const reason = z.string().trim().min(2).max(CLUB.reasonMax);

export const clubsApi = {
  clubList: route({
    method: 'GET',
    path: '/club/list',
    access: 'optional',
    tag: 'clubs',
    summary: 'The area’s clubs (passed review), newest first; optionally of one category',
    query: z.object({ category: clubCategorySchema.optional(), cursor: cursorParam, limit }),
    data: clubPage,
  }),
  clubInfo: route({ method: 'GET', path: '/club/info/:id', access: 'optional', tag: 'clubs', summary: 'A club: introduction, photos, member count, my membership. One in review or refused only for its owner and the area’s admins', params: idParam, data: club }),
  clubSave: route({
    method: 'POST',
    path: '/club/save',
    access: 'user',
    errors: [429],
    tag: 'clubs',
    summary: 'A member creates a club in the area, or its owner edits it; either way it waits for the area’s review',
    body: clubSaveBody,
    data: club,
  }),
  clubListUser: route({ method: 'GET', path: '/club/list_user', access: 'user', tag: 'clubs', summary: 'Clubs I own (every state) or have joined (`joined=1`), newest first', query: z.object({ joined: z.coerce.number().int().min(0).max(1).default(0), cursor: cursorParam, limit }), data: clubPage }),
  clubJoin: route({
    method: 'POST',
    path: '/club/join/:id',
    access: 'user',
    errors: [409],
    tag: 'clubs',
    summary: 'Ask to join a club; its owner approves or refuses (workflow `club_join`, notices both ways). Asking again after leaving or a refusal asks anew',
    params: idParam,
    body: z.object({ note: z.string().trim().max(CLUB.noteMax).default('') }),
    data: club,
  }),
  clubLeave: route({ method: 'POST', path: '/club/leave/:id', access: 'user', errors: [409], tag: 'clubs', summary: 'Withdraw my request or leave the club (my sign-ups to its coming events are withdrawn)', params: idParam, data: club }),
  clubMemberList: route({
    method: 'GET',
    path: '/club/member/list',
    access: 'user',
    tag: 'clubs',
    summary: 'The owner’s view of a club’s members and requests (by state), oldest request first for `pending`, else newest',
    query: z.object({ club_id: idSchema, status: clubMemberStatusSchema.default('approved'), cursor: cursorParam, limit }),
    data: clubMemberPage,
  }),
  clubMemberMove: route({
    method: 'POST',
    path: '/club/member/move/:id',
    access: 'user',
    errors: [409],
    tag: 'clubs',
    summary: 'The owner approves or refuses a join request (a refusal with a reason); the member gets a notice',
    params: idParam,
    body: z.object({ status: z.enum(CLUB_OWNER_MOVES), reason: reason.optional() }),
    data: clubMember,
  }),
  clubEventSave: route({ method: 'POST', path: '/club/event/save', access: 'user', errors: [409], tag: 'clubs', summary: 'The owner adds or edits an event of an approved club: date, place (map point), capacity; members get the reminder before it', body: clubEventSaveBody, data: clubEvent }),
  clubEventList: route({
    method: 'GET',
    path: '/club/event/list',
    access: 'optional',
    tag: 'clubs',
    summary: 'A club’s events: coming ones soonest first (`past=1`: past ones, latest first)',
    query: z.object({ club_id: idSchema, past: z.coerce.number().int().min(0).max(1).default(0), cursor: cursorParam, limit }),
    data: clubEventPage,
  }),
  clubEventSignup: route({ method: 'POST', path: '/club/event/signup/:id', access: 'user', errors: [409], tag: 'clubs', summary: 'An approved member signs up for a coming event; refused once it is full', params: idParam, data: clubEvent }),
  clubEventWithdraw: route({ method: 'POST', path: '/club/event/withdraw/:id', access: 'user', errors: [409], tag: 'clubs', summary: 'Withdraw my sign-up for a coming event', params: idParam, data: clubEvent }),
  clubSignupList: route({ method: 'GET', path: '/club/event/signups', access: 'user', tag: 'clubs', summary: 'The owner’s list of an event’s sign-ups, in order of signing up', query: z.object({ event_id: idSchema, cursor: cursorParam, limit }), data: clubSignupPage }),
  clubAdminList: route({
    method: 'GET',
    path: '/admin/vn/club/list',
    access: 'admin',
    permission: 'review',
    tag: 'clubs',
    summary: 'Clubs of my areas; `status=reviewing` is the review queue, oldest first',
    query: z.object({ status: clubStatusSchema.optional(), site_area_id: idSchema.optional(), cursor: cursorParam, limit }),
    data: clubPage,
  }),
  clubAdminReview: route({
    method: 'POST',
    path: '/admin/vn/club/review/:id',
    access: 'admin',
    permission: 'review',
    errors: [409],
    tag: 'clubs',
    summary: 'The area’s admin lists a club or refuses it with a reason; the owner gets a notice; audited',
    params: idParam,
    body: z.object({ pass: z.boolean(), reason: reason.optional() }).refine((b) => b.pass || b.reason !== undefined, { message: 'reason_required', path: ['reason'] }),
    data: club,
  }),
};
