import {
  LISTING_KINDS,
  LISTING_KIND_NAMES,
  isListingKind,
  type AdminAction,
  type Label,
  type ListingAction,
  type ListingKind,
  type ListingKindDef,
} from '@haiwai/contracts/listings';
import type { ImagePreset } from '../../lib/contracts';

/**
 * The web's view of the listing kinds: each kind's declaration, its page paths, the image preset of its cards,
 * and the few "variants" the spec gives their own pages (car rental = the car kind with `deal=rent`).
 * Every generic screen starts from a `ListingScope` (kind + optional variant) and reads everything else here.
 */
export type Screen = 'list' | 'detail' | 'edit' | 'manage';
export type VariantKey = 'rent';

export interface VariantDef {
  kind: ListingKind;
  label: Label;
  /** Attribute values fixed on the variant's lists and preset on its edit form. */
  fixed: Record<string, string>;
  /** The price unit a new listing of the variant starts with. */
  priceUnit?: string;
  pages: { home: string; list: string; detail: string };
}

export const VARIANTS: Record<VariantKey, VariantDef> = {
  rent: {
    kind: 'car',
    label: { zh: '汽车租赁', en: 'Car rental', vi: 'Thuê xe' },
    fixed: { deal: 'rent' },
    priceUnit: 'day',
    pages: { home: '/pagesA/carRental/home', list: '/pagesA/carRental/list', detail: '/pagesA/carRental/detail' },
  },
};

export interface ListingScope {
  kind: ListingKind;
  variant?: VariantKey;
}

export interface KindEntry {
  kind: ListingKind;
  def: ListingKindDef;
  pages: ListingKindDef['pages'];
  preset: ImagePreset;
  /** Cards laid out in two columns with a square photo (goods), or one row each with the photo on the left. */
  layout: 'grid' | 'row';
}

export const KINDS: Record<ListingKind, KindEntry> = Object.fromEntries(
  LISTING_KIND_NAMES.map((kind) => {
    const def: ListingKindDef = LISTING_KINDS[kind];
    return [kind, { kind, def, pages: def.pages, preset: def.cardPreset, layout: def.cardPreset === 'secondHand' ? 'grid' : 'row' }];
  }),
) as Record<ListingKind, KindEntry>;

export const kindDef = (kind: ListingKind): ListingKindDef => KINDS[kind].def;
export { LISTING_KIND_NAMES, isListingKind, type ListingKind, type ListingKindDef };

export { pick } from '../../lib/kind-price';

const cap = <S extends string>(s: S) => (s.charAt(0).toUpperCase() + s.slice(1)) as Capitalize<S>;

/**
 * The API name of a kind's call (`housingList`, `carSave`...). Every kind's entries share one generic shape,
 * so the name is typed as the housing one: the arguments and the reply are the same for all kinds.
 */
export function kindCall<A extends ListingAction | AdminAction>(kind: ListingKind, action: A): `housing${Capitalize<A>}` {
  return `${kind}${cap(action)}` as `housing${Capitalize<A>}`;
}

/** Which kinds a page path belongs to, in declaration order (a few paths are shared: /pages/shop/detail). */
function owners(path: string, screen: Screen): ListingKind[] {
  return LISTING_KIND_NAMES.filter((k) => KINDS[k].pages[screen] === path);
}

/**
 * The kind a generic page shows: the one its route was declared with, or — on a path several kinds share —
 * the `kind` query parameter when it names another kind living at the same path.
 */
export function resolveKind(bound: ListingKind, screen: Screen, queryKind: string | null): ListingKind {
  if (!queryKind || !isListingKind(queryKind) || queryKind === bound) return bound;
  return KINDS[queryKind].pages[screen] === KINDS[bound].pages[screen] ? queryKind : bound;
}

function withQuery(path: string, params: Record<string, string | number | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** Adds `kind=` only where the path is shared and this kind isn't its first owner. */
function kindParam(kind: ListingKind, screen: Screen): string | undefined {
  const path = KINDS[kind].pages[screen];
  const o = owners(path, screen);
  return o.length > 1 && o[0] !== kind ? kind : undefined;
}

export const paths = {
  list(scope: ListingScope, params: Record<string, string | number | undefined | null> = {}): string {
    const base = scope.variant ? VARIANTS[scope.variant].pages.list : KINDS[scope.kind].pages.list;
    return withQuery(base, { ...params, kind: scope.variant ? undefined : kindParam(scope.kind, 'list') });
  },
  detail(scope: ListingScope, id: number): string {
    const base = scope.variant ? VARIANTS[scope.variant].pages.detail : KINDS[scope.kind].pages.detail;
    return withQuery(base, { id, kind: scope.variant ? undefined : kindParam(scope.kind, 'detail') });
  },
  edit(scope: ListingScope, id?: number): string {
    return withQuery(KINDS[scope.kind].pages.edit, { id, kind: kindParam(scope.kind, 'edit'), variant: scope.variant });
  },
  manage(kind: ListingKind): string {
    return withQuery(KINDS[kind].pages.manage, { kind: kindParam(kind, 'manage') });
  },
};

/** Whether a kind's edit page doubles as its manage page (one resume or talent profile per person). */
export const editIsManage = (kind: ListingKind): boolean => KINDS[kind].pages.edit === KINDS[kind].pages.manage;
