import { z } from 'zod';
import { HOTEL, HOTEL_SORTS } from './constants.js';

/**
 * What `hotel/list` takes besides the listing engine's common parameters (listings/api.ts merges it into the
 * hotel kind's list query). With `check_in` and `check_out`, only hotels with a room type free for every night of
 * the stay, for `guests` and `rooms`, whose nightly price is within `price_min`..`price_max` (minor units) are
 * listed. No imports from the listing engine: its API file imports this one.
 */
export const stayDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date').refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s, { message: 'date' });

export const hotelListExtra = {
  sort: z.enum(HOTEL_SORTS).default('newest'),
  check_in: stayDate.optional(),
  check_out: stayDate.optional(),
  guests: z.coerce.number().int().min(1).max(HOTEL.maxGuests).optional(),
  rooms: z.coerce.number().int().min(1).max(HOTEL.maxRooms).optional(),
  price_min: z.coerce.number().int().min(0).max(HOTEL.priceMax).optional(),
  price_max: z.coerce.number().int().min(0).max(HOTEL.priceMax).optional(),
  /** Tag codes (comma list): hotels carrying all of them. */
  tags: z
    .string()
    .max(200)
    .transform((s) => s.split(',').map((t) => t.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^[a-z0-9_]{1,20}$/, 'tag')).max(10))
    .optional(),
  /** Where the guest is (sort=distance, and `distance_km` on cards). */
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
};
/** The parameters the hotels module answers (the engine leaves them to its hook). */
export const HOTEL_LIST_PARAMS = ['check_in', 'check_out', 'guests', 'rooms', 'price_min', 'price_max', 'tags', 'lat', 'lng'] as const;
