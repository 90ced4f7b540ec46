import { z } from 'zod';
import { route } from '../route.js';
import { LISTING_KIND_NAMES, type ListingKind } from './kinds/index.js';

/**
 * How many listings I have of one kind, by where each stands; the states are disjoint (total is their sum):
 * a rejected one counts as `failed` whatever its status, a live one past its expiry as `expired`.
 */
export const myListingCount = z.object({
  kind: z.enum(LISTING_KIND_NAMES as [ListingKind, ...ListingKind[]]),
  total: z.number().int(),
  live: z.number().int(),
  reviewing: z.number().int(),
  failed: z.number().int(),
  expired: z.number().int(),
  offline: z.number().int(),
  sold: z.number().int(),
  off_shelf: z.number().int(),
});
export type MyListingCount = z.infer<typeof myListingCount>;

/** The owner's overview across kinds (Me's "my listings"); each kind's own list is its `listUser`. */
export const listingOwnerApi = {
  myListingCounts: route({
    method: 'GET',
    path: '/listing/mine/counts',
    access: 'user',
    quiet: true,
    tag: 'listing',
    summary: 'My listings of every kind (deleted ones left out), counted by state: live, in review, rejected, expired, offline, sold, taken down',
    data: z.array(myListingCount),
  }),
};

/** The feature list's entry (features.ts): the API table takes these calls from here. */
export const api = listingOwnerApi;
