/**
 * The shape of a listing kind's declaration. Plain data (no zod), so the web app can import the
 * declarations to draw its generic list, filter, detail and edit screens without the validation library;
 * the server and the API table build their zod schemas from the same data (`listings/schemas.ts`).
 */
import type { ImagePreset, Lang } from '../constants.js';

export type Label = Record<Lang, string>;

/** Statuses of spec section 3. Which are "live" (shown in lists) depends on the kind: see `liveStatus`. */
export const LISTING_STATUSES = ['online', 'offline', 'reviewing', 'on-sale', 'sold', 'off-shelf'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const REVIEW_STATUSES = ['passed', 'failed', 'pending'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

interface FieldBase {
  label: Label;
  required?: boolean;
  /** Editing this field of a passed listing sends it back to review (where the area reviews). Default true. */
  reviewed?: boolean;
  /** Shown on list cards (in this order, after title and price). */
  card?: boolean;
  /** Hidden from everyone but the owner and admins until unlocked (job-hunt contacts). */
  locked?: boolean;
}
export type FieldDef =
  | (FieldBase & { type: 'text'; max: number; min?: number; multiline?: boolean; placeholder?: Label })
  | (FieldBase & {
      type: 'int' | 'number';
      min: number;
      max: number;
      /** What the number counts (㎡, km, years), written after it. Money fields take no unit: see `money`. */
      unit?: Label;
      /**
       * An amount of money in the listing's currency, per its price unit (a month's salary): shown through the one
       * money formatter with the area's currency symbol and the unit. `upTo` is the top of a range whose bottom is
       * the price (a salary's "to"), shown with the price as one range; `amount` a sum of its own.
       */
      money?: 'amount' | 'upTo';
    })
  | (FieldBase & { type: 'enum'; options: Record<string, Label> })
  | (FieldBase & { type: 'multi'; options: Record<string, Label>; maxItems: number })
  | (FieldBase & { type: 'bool' })
  | (FieldBase & { type: 'date' })
  | (FieldBase & { type: 'phone' });

/** A filter over a core column or an attribute. `range` takes `<name>_min`/`<name>_max` query parameters. */
export type FilterDef =
  | { field: string; mode: 'eq' }
  | { field: string; mode: 'range' }
  | { field: string; mode: 'in' };

/**
 * Public lists and searches count matches up to this many and then say "1000+": an exact count of a
 * broad filter visits every matching row, and nobody pages through a thousand results (docs/listings.md).
 */
export const LISTING_TOTAL_CAP = 1000;

export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc', 'popular'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const LISTING_ACTIONS = ['list', 'info', 'category', 'tag', 'listUser', 'listRec', 'save', 'fieldUpdate', 'remove'] as const;
export type ListingAction = (typeof LISTING_ACTIONS)[number];
export const ADMIN_ACTIONS = ['adminList', 'adminInfo', 'adminSave', 'adminFieldUpdate', 'adminAdopt', 'adminRemove'] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export interface ListingKindDef {
  /** The kind's key, stored in `listing.kind` and used in API names (`housingList`). */
  kind: string;
  label: Label;
  /** Paths relative to /api, in the spec's spelling. */
  paths: Record<ListingAction, string> & { listAliases?: string[] };
  adminPath: string;
  /** Web routes: list, detail (query `id`), edit (query `id` for an existing one), manage. */
  pages: { list: string; detail: string; edit: string; manage: string };
  /** Who may publish: any logged-in user, or only accounts with a registered company. */
  publisher: 'user' | 'company';
  /** Whether the area's admin reviews before the listing goes live (an area setting can switch review off). */
  review: boolean;
  /** The status a live listing has: goods are 'on-sale', everything else 'online'. */
  liveStatus: 'online' | 'on-sale';
  /** Whether "sold" applies, and what it is called for this kind (rented, filled, ...). */
  sold?: Label;
  price?: { label: Label; required: boolean; units?: Record<string, Label> };
  /** `category_type.group_key` of the kind's categories, if it has any. */
  categoryGroup?: string;
  categoryRequired?: boolean;
  title: { label: Label; max: number; min: number };
  description: { label: Label; max: number; required: boolean };
  images: { max: number; min: number };
  location: boolean;
  contact: boolean;
  fields: Record<string, FieldDef>;
  filters: FilterDef[];
  sorts: ListingSort[];
  /** Image preset for cards (see IMAGE_PRESETS). */
  cardPreset: ImagePreset;
  /** How the web shows an error of the save call (its `errorStyle` in the API table); default a toast. */
  saveErrorStyle?: 'modal';
}

/** Core columns every kind has; filters may name these as well as attributes. */
export const CORE_FILTER_FIELDS = ['category_id', 'district_id', 'price'] as const;

/** Standard paths for a kind living under one prefix, with overrides where the spec spells them otherwise. */
export function standardPaths(base: string, over: Partial<Record<ListingAction, string>> & { listAliases?: string[] } = {}) {
  return {
    list: `${base}/list`,
    info: `${base}/info/:id`,
    category: `${base}/category`,
    tag: `${base}/tag`,
    listUser: `${base}/list_user`,
    listRec: `${base}/list_rec`,
    save: base,
    fieldUpdate: `${base}/fieldUpdate/:id`,
    remove: `${base}/:id`,
    ...over,
  };
}

export const L = (zh: string, en: string, vi: string): Label => ({ zh, en, vi });

/** What most kinds share; a kind's definition names only where it differs. */
const KIND_DEFAULTS = { publisher: 'user', review: true, categoryRequired: true, location: true, contact: true } as const;
type KindDefaults = typeof KIND_DEFAULTS;
type KindSpec = Omit<ListingKindDef, keyof KindDefaults | 'adminPath'> & Partial<Pick<ListingKindDef, keyof KindDefaults | 'adminPath'>>;

type KindOf<K extends KindSpec> = Omit<KindDefaults, keyof K> &
  K & { adminPath: string } & (K extends { categoryGroup: string } ? unknown : { categoryGroup: K['kind'] });

/**
 * A listing kind: the defaults above, the admin path `/admin/vn/<kind>` and the category group named after the
 * kind, unless the definition says otherwise. `const` keeps the literal types the API table is built from.
 */
export function defineKind<const K extends KindSpec>(def: K): KindOf<K> {
  // The conditional part of KindOf is beyond what TypeScript can check on a spread.
  return { ...KIND_DEFAULTS, adminPath: `/admin/vn/${def.kind}`, categoryGroup: def.kind, ...def } as KindOf<K>;
}

/** Filters on the core columns: category, district and (where priced) a price range. */
export const byCategory = { field: 'category_id', mode: 'eq' } as const;
export const byDistrict = { field: 'district_id', mode: 'eq' } as const;
export const byPrice = { field: 'price', mode: 'range' } as const;
