/**
 * Guides and translators (docs/guides.md), the zod-free part: limits, appointment statuses and moves, shared by
 * the server, the schemas in `schemas.ts` and the web app. The profile itself is the listing kind `guide`
 * (`listings/kinds/guide.ts`).
 */

export const GUIDE = {
  /** Certificate photos on a profile. */
  certificatesMax: 6,
  /** Free days a guide may mark, and how far ahead (days from today in the area). */
  freeDaysMax: 180,
  aheadDays: 180,
  /** The longest booking, in days. */
  maxDays: 14,
  noteMax: 500,
  reasonMax: 200,
  reviewMax: 1000,
  /** Bookings one account may make per hour. */
  perHour: 20,
  pageMax: 50,
} as const;

export const GUIDE_APPOINTMENT_STATUSES = ['pending', 'accepted', 'declined', 'cancelled', 'completed'] as const;
export type GuideAppointmentStatus = (typeof GUIDE_APPOINTMENT_STATUSES)[number];
/** The moves of `guideAppointment/fieldUpdate`: the guide accepts, declines (with a reason) or completes; the member cancels. */
export const GUIDE_APPOINTMENT_MOVES = ['accepted', 'declined', 'cancelled', 'completed'] as const;
export type GuideAppointmentMove = (typeof GUIDE_APPOINTMENT_MOVES)[number];

/** Web paths of the guides feature (spec `/pages/translate/*`, `/pagesA/manage/guide-translate/*`, the city walk's local guides). */
export const GUIDE_PATHS = {
  list: '/pages/translate/list',
  detail: '/pages/translate/detail',
  register: '/pages/translate/register',
  manage: '/pages/translate/manage',
  adminQueue: '/pagesA/manage/guide-translate/guide',
  adminTranslators: '/pagesA/manage/guide-translate/translate',
  adminDetail: '/pagesA/manage/guide-translate/guide-detail',
  adminEdit: '/pagesA/manage/guide-translate/edit',
  localList: '/pagesA/cityWalk/Local-guide',
  localDetail: '/pagesA/cityWalk/Local-guide-detail',
} as const;
