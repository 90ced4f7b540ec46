/** City walks and travel notes (docs/travel.md): zod-free limits and rules the server and the web share. */
export const TRAVEL = {
  titleMin: 2,
  titleMax: 60,
  contentMax: 5000,
  stopNameMax: 40,
  stopNoteMax: 200,
  /** A walk needs at least two stops (a route); a travel note may have none. */
  walkStopsMin: 2,
  stopsMax: 20,
  imagesMax: 9,
  commentMax: 500,
  keywordMax: 40,
  pageMax: 50,
  repliesShown: 3,
  /** Walking speed used for a walk's duration: 4.5 km/h. */
  metresPerMinute: 75,
  /** Time spent at each stop, in minutes. */
  minutesPerStop: 15,
  /** Official routes shown in the list's carousel. */
  carouselMax: 5,
} as const;

/** A member's post: a walk (a route of stops in order) or a travel note (text and photos, stops optional). */
export const TRAVEL_KINDS = ['walk', 'note'] as const;
export type TravelKind = (typeof TRAVEL_KINDS)[number];

/** Members' walks: reviewing (waiting for the area's admin, where the area reviews), online, failed (refused, with a reason). */
export const TRAVEL_STATUSES = ['reviewing', 'online', 'failed'] as const;
export type TravelStatus = (typeof TRAVEL_STATUSES)[number];

export const TRAVEL_SORTS = ['newest', 'popular'] as const;

/** The area setting (`listing_review`, the classifieds' own) key that switches the review of members' walks off: `{ "travel": false }`. */
export const TRAVEL_REVIEW_KEY = 'travel';

/** Minutes a walk takes: walking the route at 4.5 km/h plus a quarter of an hour at each stop. */
export function walkMinutes(metres: number, stops: number): number {
  if (stops === 0) return 0;
  return Math.ceil(metres / TRAVEL.metresPerMinute) + stops * TRAVEL.minutesPerStop;
}
