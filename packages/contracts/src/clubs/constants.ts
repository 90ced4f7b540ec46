/**
 * Clubs (spec "club: list, detail, customer", docs/clubs-exhibitions.md), the zod-free part: limits, categories,
 * states and the screens' paths, shared by the server, the schemas in `schemas.ts` and the web app.
 */

export const CLUB = {
  nameMax: 40,
  introMax: 3000,
  photosMax: 9,
  noteMax: 200,
  reasonMax: 200,
  eventTitleMax: 60,
  eventTextMax: 2000,
  placeMax: 120,
  capacityMax: 10_000,
  pageMax: 50,
  /** How long before an event its signed-up members get the reminder (hours). */
  remindHours: 24,
  /** Clubs one account may create per day. */
  perDay: 5,
} as const;

export const CLUB_CATEGORIES = ['sports', 'outdoor', 'culture', 'business', 'food', 'parents', 'language', 'other'] as const;
export type ClubCategory = (typeof CLUB_CATEGORIES)[number];

/** A club's review state: created and every edit wait for the area's review. */
export const CLUB_STATUSES = ['reviewing', 'online', 'rejected'] as const;
export type ClubStatus = (typeof CLUB_STATUSES)[number];

/** A membership on the `club_join` workflow: asked → approved / refused by the owner; left by the member. */
export const CLUB_MEMBER_STATUSES = ['pending', 'approved', 'refused', 'left'] as const;
export type ClubMemberStatus = (typeof CLUB_MEMBER_STATUSES)[number];
export const CLUB_OWNER_MOVES = ['approved', 'refused'] as const;
export type ClubOwnerMove = (typeof CLUB_OWNER_MOVES)[number];

export const CLUB_PAGES = {
  list: '/pagesA/club/list',
  detail: '/pagesA/club/detail',
  customer: '/pagesA/club/customer',
} as const;
