import type { ListingKindDef } from '../define.js';
import { car } from './car.js';
import { company } from './company.js';
import { guide } from './guide.js';
import { job } from './job.js';
import { jobHunt } from './job-hunt.js';
import { shGoods } from './second-hand.js';
import { housing } from './housing.js';
import { hotel } from './hotel.js';
import { talent } from './talent.js';
import { yp } from './yellow-pages.js';
import { seaCrew } from './sea-crew.js';
import { bus } from './bus.js';

export { car, company, hotel, housing, job, jobHunt, shGoods, talent, yp };
export { guide, GUIDE_LANGUAGES } from './guide.js';
export { EDUCATION_OPTIONS, EXPERIENCE_OPTIONS } from './job.js';

/** Every listing kind. The server registers routes, storage and search for each; the web draws their screens. */
export const LISTING_KINDS = { housing, shGoods, car, job, jobHunt, talent, company, yp, guide, hotel, seaCrew, bus } as const satisfies Record<string, ListingKindDef>;
export type ListingKind = keyof typeof LISTING_KINDS;
export const LISTING_KIND_NAMES = Object.keys(LISTING_KINDS) as ListingKind[];
export const isListingKind = (k: string): k is ListingKind => k in LISTING_KINDS;
