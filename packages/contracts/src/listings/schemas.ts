import { z } from 'zod';
import { cursorParam, page } from '../envelope.js';
import { contactPhoneSchema, epochSecondsSchema, idSchema, langSchema, storedUrlSchema } from '../entities.js';
import { trustTiers } from '../trust/tiers.js';
import { LISTING_SORTS, LISTING_STATUSES, REVIEW_STATUSES, type FieldDef, type ListingKindDef } from './define.js';

/** zod schemas built from a kind's declaration: the save body, the list query and the shared reply shapes. */

export const listingStatusSchema = z.enum(LISTING_STATUSES);
export const reviewStatusSchema = z.enum(REVIEW_STATUSES);
export const listingSortSchema = z.enum(LISTING_SORTS);
/** A listing image (and a company's logo): a stored media URL (entities.ts `storedUrlSchema`). */
export const mediaUrlSchema = storedUrlSchema;

export const listingUser = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  /** The publisher is a VIP member now (docs/vip.md): cards show a small badge. */
  is_vip: z.boolean().optional(),
  /** The publisher's trust tiers (docs/trust.md): every card and detail. */
  tiers: trustTiers.optional(),
});

export const listingPermissions = z.object({
  edit: z.boolean(),
  offline: z.boolean(),
  online: z.boolean(),
  sold: z.boolean(),
  renew: z.boolean(),
  remove: z.boolean(),
});

/** What the owner sees on the cards of their own lists (`list_user` without `user_id`, `jobPost/my`). */
export const listingOwnerView = z.object({
  expires_at: z.number().int().nullable(),
  review_reason: z.string().nullable(),
  can: listingPermissions,
});

/** A list card: core columns plus the kind's card attributes (flat, under their own names). */
export const listingCard = z
  .object({
    id: z.number().int(),
    kind: z.string(),
    site_area_id: z.number().int(),
    lang_type: langSchema,
    title: z.string(),
    price: z.number().nullable(),
    price_unit: z.string().nullable(),
    currency: z.string(),
    cover: z.string().nullable(),
    image_count: z.number().int(),
    category_id: z.number().int().nullable(),
    category_name: z.string().nullable(),
    district_id: z.number().int().nullable(),
    district_name: z.string().nullable(),
    address: z.string().nullable(),
    status: listingStatusSchema,
    review_status: reviewStatusSchema,
    is_top: z.boolean(),
    expired: z.boolean(),
    view_count: z.number().int(),
    collect_count: z.number().int(),
    published_at: z.number().int(),
    updated_at: z.number().int(),
    user: listingUser,
    company: z.object({ id: z.number().int(), title: z.string(), cover: z.string().nullable() }).nullable(),
    /** Only on the owner's own lists: the manage screen needs no request per card. */
    owner: listingOwnerView.optional(),
    /**
     * The language `title` (and a detail's `description`) is in: the reader's language when the publisher wrote that
     * version too, else the original's (`lang_type`). Differs from `lang_type` when the publisher's own version is shown.
     */
    text_lang: langSchema.optional(),
  })
  .catchall(z.unknown());
export type ListingCard = z.infer<typeof listingCard>;

/** `total`: matching listings; public lists count at most LISTING_TOTAL_CAP (then `total_capped`, shown as "1000+"). */
export const listingPage = page(listingCard, { total: 'capped' });
export type ListingPage = z.infer<typeof listingPage>;

const listingVersion = z.object({ title: z.string(), description: z.string() });

export const listingDetail = listingCard.extend({
  description: z.string(),
  images: z.array(z.string()),
  tags: z.array(z.string()),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  contact_name: z.string().nullable(),
  /** Shown to logged-in users; null for visitors and, for locked kinds, until unlocked. */
  contact_phone: z.string().nullable(),
  contact_hidden: z.enum(['none', 'login', 'locked']),
  created_at: z.number().int(),
  expires_at: z.number().int().nullable(),
  top_until: z.number().int().nullable(),
  review_reason: z.string().nullable(),
  is_owner: z.boolean(),
  is_collect: z.boolean(),
  can: listingPermissions,
  deleted: z.boolean(),
  /** Every version the publisher wrote, the original (`lang_type`) among them: what the edit form's language tabs hold. */
  texts: z.object({ zh: listingVersion.optional(), en: listingVersion.optional(), vi: listingVersion.optional() }).optional(),
});
export type ListingDetail = z.infer<typeof listingDetail>;

export const listingCategory = z.object({ id: z.number().int(), name: z.string(), icon: z.string().nullable(), parent_id: z.number().int().nullable(), count: z.number().int() });
export const listingTag = z.object({ tag: z.string(), count: z.number().int() });

function fieldSchema(f: FieldDef): z.ZodTypeAny {
  switch (f.type) {
    case 'text':
      return z.string().trim().min(f.min ?? (f.required ? 1 : 0)).max(f.max);
    case 'int':
      return z.coerce.number().int().min(f.min).max(f.max);
    case 'number':
      return z.coerce.number().min(f.min).max(f.max);
    case 'enum':
      return z.enum(Object.keys(f.options) as [string, ...string[]]);
    case 'multi':
      return z.array(z.enum(Object.keys(f.options) as [string, ...string[]])).max(f.maxItems);
    case 'bool':
      return z.boolean();
    case 'date':
      return z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date');
    case 'phone':
      return contactPhoneSchema;
  }
}

/**
 * The publisher's versions of title and description in the other languages (docs/translation.md, "Listings in more than
 * one language"): `{ en: { title, description } }`. `title`, `description` and `lang_type` stay the original's; each
 * other version is checked like the original (the kind's lengths; the server adds the sensitive words). A version for the
 * original's own language must repeat the original (the server refuses one that differs).
 */
export function listingTextsSchema(def: ListingKindDef) {
  const version = z.object({
    title: z.string().trim().min(def.title.min).max(def.title.max),
    description: def.description.required ? z.string().trim().min(1).max(def.description.max) : z.string().trim().max(def.description.max).default(''),
  });
  return z.object({ zh: version.optional(), en: version.optional(), vi: version.optional() }).strict();
}
export type ListingTexts = Partial<Record<'zh' | 'en' | 'vi', { title: string; description: string }>>;

/** The fields a publisher sends, each as sent (no defaults): the save body and the partial update share them. */
function saveFields(def: ListingKindDef) {
  const attrs = Object.fromEntries(
    Object.entries(def.fields).map(([name, f]) => [name, f.required ? fieldSchema(f) : fieldSchema(f).nullable().optional()]),
  );
  const price = z.coerce.number().min(0, 'price_negative').max(1e12);
  return {
    title: z.string().trim().min(def.title.min).max(def.title.max),
    description: def.description.required ? z.string().trim().min(1).max(def.description.max) : z.string().trim().max(def.description.max),
    // Kinds without a price take none (null at most).
    price: !def.price ? z.null().optional() : def.price.required ? price : price.nullable().optional(),
    price_unit: def.price?.units ? z.enum(Object.keys(def.price.units) as [string, ...string[]]).optional() : z.null().optional(),
    category_id: def.categoryRequired ? idSchema : idSchema.nullable().optional(),
    district_id: idSchema.nullable().optional(),
    tags: z.array(z.string().trim().min(1).max(20)).max(10),
    images: z.array(mediaUrlSchema).min(def.images.min).max(def.images.max),
    address: def.location ? z.string().trim().max(200).nullable().optional() : z.null().optional(),
    latitude: z.coerce.number().min(-90).max(90).nullable().optional(),
    longitude: z.coerce.number().min(-180).max(180).nullable().optional(),
    contact_name: z.string().trim().max(32).nullable().optional(),
    contact_phone: contactPhoneSchema.nullable().optional(),
    /** The original's language (default: the request's). */
    lang_type: langSchema.optional(),
    /** The other languages' versions; on an edit, what is sent replaces them all (`{}` drops them). */
    texts: listingTextsSchema(def).optional(),
    ...attrs,
  };
}

/** The fields a publisher sends. Attributes are flat, beside the core columns. */
export function saveBodySchema(def: ListingKindDef) {
  const f = saveFields(def);
  return z.object({
    id: idSchema.optional(),
    ...f,
    description: def.description.required ? f.description : f.description.default(''),
    tags: f.tags.default([]),
  });
}
export type ListingSaveBody = { id?: number; title: string; description?: string; price?: number | null; price_unit?: string | null; category_id?: number | null; district_id?: number | null; tags?: string[]; images: string[]; address?: string | null; latitude?: number | null; longitude?: number | null; contact_name?: string | null; contact_phone?: string | null; lang_type?: 'zh' | 'en' | 'vi'; texts?: ListingTexts } & Record<string, unknown>;

/**
 * The owner's partial update: any saved field, a status change, or a renewal. Only what is sent changes
 * (no defaults here: `{status:'offline'}` must not clear the tags).
 */
export function fieldUpdateSchema(def: ListingKindDef) {
  return z
    .object(saveFields(def))
    .partial()
    .extend({
      status: z.enum(['online', 'on-sale', 'offline', 'sold']).optional(),
      renew: z.literal(true).optional(),
    });
}

const listBase = {
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(50).default(20),
  keyword: z.string().trim().max(50).optional(),
  sort: listingSortSchema.default('newest'),
  site_area_id: idSchema.optional(),
  category_id: idSchema.optional(),
  district_id: idSchema.optional(),
  price_min: z.coerce.number().min(0).optional(),
  price_max: z.coerce.number().min(0).optional(),
  user_id: idSchema.optional(),
  company_id: idSchema.optional(),
};

/** List query: the common parameters plus each attribute filter the kind declares. */
export function listQuerySchema(def: ListingKindDef) {
  const extra: Record<string, z.ZodTypeAny> = {};
  for (const f of def.filters) {
    const field = def.fields[f.field];
    if (!field) continue;
    if (f.mode === 'range') {
      extra[`${f.field}_min`] = z.coerce.number().optional();
      extra[`${f.field}_max`] = z.coerce.number().optional();
    } else if (field.type === 'int' || field.type === 'number') extra[f.field] = z.coerce.number().optional();
    else if (field.type === 'bool') extra[f.field] = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1').optional();
    else if (field.type === 'enum' || field.type === 'multi') {
      const one = z.enum(Object.keys(field.options) as [string, ...string[]]);
      extra[f.field] = f.mode === 'in' ? z.string().max(200).transform((s) => s.split(',')).pipe(z.array(one)).optional() : one.optional();
    } else extra[f.field] = z.string().max(100).optional();
  }
  return z.object({ ...listBase, ...extra });
}
export const genericListQuery = z.object(listBase).catchall(z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]));
export type ListingListQuery = z.input<typeof genericListQuery>;

export const listUserQuery = z.object({
  user_id: idSchema.optional(),
  status: listingStatusSchema.optional(),
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const listRecQuery = z.object({ id: idSchema, limit: z.coerce.number().int().min(1).max(20).default(6) });

export const adminListQuery = z.object({
  site_area_id: idSchema.optional(),
  review_status: reviewStatusSchema.optional(),
  status: listingStatusSchema.optional(),
  deleted: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  keyword: z.string().trim().max(50).optional(),
  user_id: idSchema.optional(),
  /** `oldest`: created first, first (the review queue's order; the default with `review_status=pending`). */
  sort: z.enum(['newest', 'oldest']).optional(),
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const adminFieldUpdate = z
  .object({
    status: z.enum(['online', 'on-sale', 'offline', 'off-shelf']).optional(),
    review_status: z.literal('failed').optional(),
    reason: z.string().trim().min(2).max(300).optional(),
    restore: z.literal(true).optional(),
    top_until: epochSecondsSchema.nullable().optional(),
  })
  .refine((v) => v.review_status !== 'failed' || Boolean(v.reason), { message: 'reason_required', path: ['reason'] })
  .refine((v) => v.status !== 'off-shelf' || Boolean(v.reason), { message: 'reason_required', path: ['reason'] })
  .refine((v) => Boolean(v.status || v.review_status || v.restore) || v.top_until !== undefined, { message: 'nothing_to_do' });
export const adminAdoptBody = z.object({ note: z.string().trim().max(300).optional() });
