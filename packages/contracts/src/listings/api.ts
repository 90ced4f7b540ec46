import { z } from 'zod';
import { idParam, idSchema } from '../entities.js';
import type { AdminAction, ListingAction, ListingKindDef } from './define.js';
import { guideListExtra } from '../guides/list-query.js';
import { hotelListExtra } from '../hotels/list-query.js';
import { LISTING_KIND_NAMES, LISTING_KINDS, type ListingKind } from './kinds/index.js';
import {
  adminAdoptBody,
  adminFieldUpdate,
  adminListQuery,
  fieldUpdateSchema,
  genericListQuery,
  listingCard,
  listingCategory,
  listingDetail,
  listingPage,
  listingTag,
  listQuerySchema,
  listRecQuery,
  listUserQuery,
  saveBodySchema,
} from './schemas.js';

/**
 * The API table entries of every listing kind, made from its declaration: one name per call
 * (`housingList`, `carSave`, `companyAdminAdopt`...) at the path the spec gives it.
 * Static types use the generic shapes below; at run time each kind validates with its own schemas.
 */
const saveBody = z.record(z.string(), z.unknown());
const ok = z.object({ ok: z.literal(true) });
const shapes = {
  list: { method: 'GET', access: 'optional', query: genericListQuery, data: listingPage },
  info: { method: 'GET', access: 'optional', params: idParam, data: listingDetail },
  category: { method: 'GET', access: 'public', data: z.array(listingCategory) },
  tag: { method: 'GET', access: 'public', data: z.array(listingTag) },
  listUser: { method: 'GET', access: 'optional', query: listUserQuery, data: listingPage },
  listRec: { method: 'GET', access: 'optional', query: listRecQuery, data: z.array(listingCard) },
  save: { method: 'POST', access: 'user', body: saveBody, data: listingDetail, errors: [403, 404, 429] },
  fieldUpdate: { method: 'POST', access: 'user', params: idParam, body: saveBody, data: listingDetail },
  remove: { method: 'DELETE', access: 'user', params: idParam, data: ok },
  adminList: { method: 'GET', access: 'admin', permission: 'review', query: adminListQuery, data: listingPage },
  adminInfo: { method: 'GET', access: 'admin', permission: 'review', params: idParam, data: listingDetail },
  adminSave: { method: 'POST', access: 'admin', body: saveBody, data: listingDetail, errors: [404, 409] },
  adminFieldUpdate: { method: 'POST', access: 'admin', params: idParam, body: adminFieldUpdate, data: listingDetail },
  adminAdopt: { method: 'POST', access: 'admin', permission: 'review', params: idParam, body: adminAdoptBody, data: listingDetail },
  adminRemove: { method: 'DELETE', access: 'admin', params: idParam, data: ok },
} as const;
type Shapes = typeof shapes;
type Entry<A extends keyof Shapes> = Shapes[A] & { path: string; tag: string; summary: string };
export type KindApi<K extends string> = { [A in keyof Shapes as `${K}${Capitalize<A>}`]: Entry<A> };

const summaries: Record<ListingAction | AdminAction, string> = {
  list: 'List, with filters, keyword and cursor paging',
  info: 'One listing',
  category: 'Categories with live counts in the area',
  tag: 'Tags in use in the area',
  listUser: "A publisher's listings (mine, every status, without user_id)",
  listRec: 'Recommended: same area and category',
  save: 'Create, or edit when `id` is given',
  fieldUpdate: 'Change status (offline, back online, sold), renew, or edit some fields',
  remove: 'Delete (soft; admins can restore)',
  adminList: 'Review queue and search for the admin’s areas',
  adminInfo: 'One listing, any status',
  adminSave: 'Edit as an admin (`id`), or add one for a member (`user_id`: in the owner’s name, published at once or sent to review as `publish` says); the owner’s checks, audited',
  adminFieldUpdate: 'Reject with a reason, take down, put back, restore, set top placement',
  adminAdopt: 'Approve',
  adminRemove: 'Delete as an admin',
};

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * `listQuery`: parameters a kind's list takes besides the engine's (its hook answers them: see KindHooks.list on
 * the server); a key the engine also has (`sort`, `price_min`) is replaced.
 */
export function kindApi<const D extends ListingKindDef>(def: D, opts: { listQuery?: z.ZodRawShape } = {}): KindApi<D['kind']> {
  const own = { list: opts.listQuery ? listQuerySchema(def).extend(opts.listQuery) : listQuerySchema(def), save: saveBodySchema(def), fieldUpdate: fieldUpdateSchema(def), adminSave: adminSaveSchema(def) };
  const out: Record<string, unknown> = {};
  for (const [action, shape] of Object.entries(shapes) as Array<[keyof Shapes, Shapes[keyof Shapes]]>) {
    const admin = action.startsWith('admin');
    const path = admin ? adminPath(def, action as AdminAction) : def.paths[action as ListingAction];
    const entry: Record<string, unknown> = { ...shape, path, tag: def.kind, summary: `${def.label.en}: ${summaries[action]}` };
    if (action === 'list') entry.query = own.list;
    if (action === 'save') entry.body = own.save;
    if (action === 'save' && def.saveErrorStyle) entry.errorStyle = def.saveErrorStyle;
    if (action === 'fieldUpdate') entry.body = own.fieldUpdate;
    if (action === 'adminSave') entry.body = own.adminSave;
    out[`${def.kind}${cap(action)}`] = entry;
  }
  return out as KindApi<D['kind']>;
}

/**
 * An admin's save: the owner's save body (the same fields and checks), with `id` to correct a listing, or without it
 * and with `user_id` to add one in that member's name (`site_area_id`: which of the admin's areas, default the
 * request's; `publish`: live at once, approved by the admin, instead of the area's review queue).
 */
function adminSaveSchema(def: ListingKindDef) {
  return saveBodySchema(def)
    .extend({ user_id: idSchema.optional(), site_area_id: idSchema.optional(), publish: z.boolean().optional() })
    .refine((b) => Boolean(b.id) !== Boolean(b.user_id), { message: 'id_or_user', path: ['user_id'] });
}

function adminPath(def: ListingKindDef, action: AdminAction): string {
  const base = def.adminPath;
  switch (action) {
    case 'adminList':
      return `${base}/list`;
    case 'adminInfo':
      return `${base}/:id`;
    case 'adminSave':
      return `${base}/save`;
    case 'adminFieldUpdate':
      return `${base}/fieldUpdate/:id`;
    case 'adminAdopt':
      return `${base}/adopt/:id`;
    case 'adminRemove':
      return `${base}/:id`;
  }
}

/** Alias paths (old spellings) served by the same handler, e.g. `GET /shGoods/list`. */
export function listAliases(def: ListingKindDef): string[] {
  return def.paths.listAliases ?? [];
}

/** Parameters a kind's list takes besides the engine's (see kindApi). */
const LIST_EXTRAS: Partial<Record<ListingKind, z.ZodRawShape>> = { guide: guideListExtra, hotel: hotelListExtra };
/** Every kind's entries: `${kind}${Action}` for each kind of LISTING_KINDS (a new kind's calls come with its declaration). */
type AllKindsApi = { [A in keyof Shapes as `${ListingKind}${Capitalize<A>}`]: Entry<A> };
export const listingKindsApi = Object.assign({}, ...LISTING_KIND_NAMES.map((kind) => kindApi(LISTING_KINDS[kind], { listQuery: LIST_EXTRAS[kind] }))) as AllKindsApi;
