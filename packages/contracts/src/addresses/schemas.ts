import { z } from 'zod';
import { cursorParam, page } from '../envelope.js';
import { areaCodeSchema, idParam, idSchema, mobileSchema } from '../entities.js';
import { route } from '../route.js';
import { ADDRESS } from './constants.js';

/**
 * My address book (spec: `address/list`, `address/save`, DELETE `address/{id}`; docs/logistics.md): only its owner
 * ever reads or changes an address (anyone else: 404). Logistics takes a sender and a recipient from it.
 */

const coordinate = (min: number, max: number) => z.number().min(min).max(max);

export const address = z.object({
  id: z.number().int(),
  recipient: z.string(),
  area_code: z.string(),
  mobile: z.string(),
  /** `+<area code> <number>`: the one spelling. */
  phone: z.string(),
  /** Province, city, district. */
  area: z.string(),
  street: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  is_default: z.boolean(),
  updated_at: z.number().int(),
});
export type Address = z.infer<typeof address>;

export const addressSaveBody = z
  .object({
    id: idSchema.optional().describe('edit this address (mine only)'),
    recipient: z.string().trim().min(1).max(ADDRESS.recipientMax),
    area_code: areaCodeSchema,
    mobile: mobileSchema,
    area: z.string().trim().min(2).max(ADDRESS.areaMax),
    street: z.string().trim().min(2).max(ADDRESS.streetMax),
    lat: coordinate(-90, 90).nullable().default(null),
    lng: coordinate(-180, 180).nullable().default(null),
    is_default: z.boolean().default(false),
  })
  .refine((b) => (b.lat === null) === (b.lng === null), { message: 'address_pin_incomplete', path: ['lng'] });

export const addressPage = page(address, { total: 'counted' });

export const addressesApi = {
  addressList: route({
    method: 'GET',
    path: '/address/list',
    access: 'user',
    tag: 'addresses',
    summary: 'My addresses, newest first (the default one flagged)',
    query: z.object({ cursor: cursorParam, limit: z.coerce.number().int().min(1).max(ADDRESS.pageMax).default(20) }),
    data: addressPage,
  }),
  addressInfo: route({ method: 'GET', path: '/address/info/:id', access: 'user', tag: 'addresses', summary: 'One of my addresses (anyone else’s: 404)', params: idParam, data: address }),
  addressSave: route({
    method: 'POST',
    path: '/address/save',
    access: 'user',
    errors: [409],
    tag: 'addresses',
    summary: 'Add an address or edit mine (recipient, phone with area code, area, street, map pin, default); the first one is the default',
    body: addressSaveBody,
    data: address,
  }),
  addressDefault: route({ method: 'POST', path: '/address/default/:id', access: 'user', tag: 'addresses', summary: 'Make one of my addresses the default', params: idParam, data: address }),
  addressDelete: route({ method: 'DELETE', path: '/address/:id', access: 'user', tag: 'addresses', summary: 'Delete one of my addresses (shipments keep their copy); the newest left becomes the default', params: idParam, data: z.object({ id: z.number().int() }) }),
};
