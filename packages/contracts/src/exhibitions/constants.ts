/**
 * Exhibitions and trade fairs (spec "exhibition: list, detail", docs/clubs-exhibitions.md), the zod-free part.
 */

export const EXHIBITION = {
  titleMax: 80,
  introMax: 3000,
  venueMax: 120,
  addressMax: 200,
  organiserMax: 80,
  scheduleMax: 20,
  scheduleItemMax: 120,
  photosMax: 9,
  reasonMax: 200,
  pageMax: 50,
  /** The longest fair (days from first to last). */
  daysMax: 60,
} as const;

export const EXHIBITION_INDUSTRIES = ['manufacturing', 'textiles', 'food', 'electronics', 'building', 'furniture', 'beauty', 'education', 'tourism', 'other'] as const;
export type ExhibitionIndustry = (typeof EXHIBITION_INDUSTRIES)[number];

export const EXHIBITION_STATUSES = ['reviewing', 'online', 'rejected'] as const;
export type ExhibitionStatus = (typeof EXHIBITION_STATUSES)[number];

export const EXHIBITION_PAGES = {
  list: '/pagesA/exhibition/list',
  detail: '/pagesA/exhibition/detail',
} as const;

/** The calendar file's address (a plain link the browser downloads; not a signed call). */
export const exhibitionIcsPath = (id: number) => `/api/exhibition/ics/${id}`;
