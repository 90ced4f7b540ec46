import type { FieldDef, ListingDetail, ListingKindDef, ListingSaveBody, ListingTexts } from '@haiwai/contracts/listings';
import type { Lang } from '../../lib/contracts';

/**
 * The edit form's values and their mapping to and from the save call. Form values are JSON-safe (dates as
 * `YYYY-MM-DD`, numbers as the typed text) so a draft survives a reload as it was typed; the body has the
 * types the declaration asks for, and optional fields left empty go as null.
 */
export type AttrValue = string | string[] | boolean | undefined;

export interface ListingFormValues {
  title: string;
  description: string;
  price: string;
  price_unit: string | undefined;
  category_id: number | null;
  district_id: number | null;
  images: string[];
  address: string;
  latitude: string;
  longitude: string;
  contact_name: string;
  contact_phone: string;
  /**
   * The original's language: `title` and `description` are the original, in this language. The other languages'
   * versions are `texts.<lang>.title` / `texts.<lang>.description` (flat names: the server's field errors use them).
   */
  lang_type?: Lang;
  /** Attributes live beside the core fields under their own names (the server's field errors use them). */
  [attr: string]: AttrValue | number | null | string[];
}

/** A blank form for a new listing; `preset` holds fixed attribute values (car rental: deal=rent). */
export function emptyValues(def: ListingKindDef, preset: Record<string, string> = {}, priceUnit?: string): ListingFormValues {
  const units = def.price?.units ? Object.keys(def.price.units) : [];
  const v: ListingFormValues = {
    title: '',
    description: '',
    price: '',
    price_unit: priceUnit && units.includes(priceUnit) ? priceUnit : units[0],
    category_id: null,
    district_id: null,
    images: [],
    address: '',
    latitude: '',
    longitude: '',
    contact_name: '',
    contact_phone: '',
  };
  for (const l of FORM_LANGS) {
    v[versionField(l, 'title')] = '';
    v[versionField(l, 'description')] = '';
  }
  for (const [name, f] of Object.entries(def.fields)) v[name] = emptyAttr(f);
  for (const [name, value] of Object.entries(preset)) if (def.fields[name]) v[name] = attrToForm(def.fields[name]!, value);
  return v;
}

function emptyAttr(f: FieldDef): AttrValue {
  switch (f.type) {
    case 'multi':
      return [];
    case 'bool':
      return false;
    case 'enum':
      return undefined;
    default:
      return '';
  }
}

/** One attribute from the API into the form. */
export function attrToForm(f: FieldDef, value: unknown): AttrValue {
  if (value === null || value === undefined) return emptyAttr(f);
  switch (f.type) {
    case 'int':
    case 'number':
      return typeof value === 'number' || typeof value === 'string' ? String(value) : '';
    case 'enum':
      return typeof value === 'string' && value in f.options ? value : undefined;
    case 'multi':
      return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string' && x in f.options) : [];
    case 'bool':
      return value === true || value === 'true';
    case 'date':
      return typeof value === 'string' ? value.slice(0, 10) : '';
    default:
      return String(value);
  }
}

/** One attribute from the form into the body: null when empty. */
export function attrToBody(f: FieldDef, value: unknown): string | number | boolean | string[] | null {
  switch (f.type) {
    case 'int':
    case 'number': {
      const s = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
      if (s === '') return null;
      const n = Number(s);
      return Number.isFinite(n) ? (f.type === 'int' ? Math.trunc(n) : n) : null;
    }
    case 'enum':
      return typeof value === 'string' && value ? value : null;
    case 'multi':
      return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];
    case 'bool':
      return value === true;
    default: {
      const s = typeof value === 'string' ? value.trim() : '';
      return s === '' ? null : s;
    }
  }
}

const numOrNull = (s: string | undefined | null): number | null => {
  const t = (s ?? '').trim();
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
};
const textOrNull = (s: string | undefined | null): string | null => {
  const t = (s ?? '').trim();
  return t === '' ? null : t;
};

export const FORM_LANGS: readonly Lang[] = ['zh', 'en', 'vi'];
/** The form's field name of one language's title or description (not the original's: that is `title`/`description`). */
export const versionField = (lang: Lang, part: 'title' | 'description') => `texts.${lang}.${part}`;
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Whether the version of `lang` has anything written (the original: `title`/`description`). */
export function written(v: Record<string, unknown>, lang: Lang): boolean {
  const original = v.lang_type === lang;
  return Boolean(str(v[original ? 'title' : versionField(lang, 'title')]) || str(v[original ? 'description' : versionField(lang, 'description')]));
}

/**
 * The values after the original moves from one language to another (while the original is still empty, the first
 * tab written becomes it): the new original's words go to `title`/`description`, the old original's to its version.
 */
export function moveOriginal(v: Record<string, unknown>, to: Lang): Record<string, unknown> {
  const from = v.lang_type as Lang | undefined;
  if (!from || from === to) return { lang_type: to };
  return {
    lang_type: to,
    title: v[versionField(to, 'title')] ?? '',
    description: v[versionField(to, 'description')] ?? '',
    [versionField(to, 'title')]: '',
    [versionField(to, 'description')]: '',
    [versionField(from, 'title')]: v.title ?? '',
    [versionField(from, 'description')]: v.description ?? '',
  };
}

/** The other languages' versions written in the form. */
function textsOf(v: ListingFormValues): ListingTexts {
  const out: ListingTexts = {};
  for (const l of FORM_LANGS) {
    if (l === v.lang_type || !written(v, l)) continue;
    out[l] = { title: str(v[versionField(l, 'title')]), description: str(v[versionField(l, 'description')]) };
  }
  return out;
}

/** The save call's body. Attributes that are not required and empty are sent as null (cleared). */
export function toSaveBody(def: ListingKindDef, v: ListingFormValues, id?: number): ListingSaveBody {
  const body: ListingSaveBody = {
    title: (v.title ?? '').trim(),
    description: (v.description ?? '').trim(),
    images: [...(v.images ?? [])],
  };
  if (id) body.id = id;
  // The original's language and the other versions: always sent, so a cleared tab drops its version.
  if (v.lang_type) body.lang_type = v.lang_type;
  body.texts = textsOf(v);
  if (def.price) {
    body.price = numOrNull(v.price);
    if (def.price.units) body.price_unit = v.price_unit ?? Object.keys(def.price.units)[0] ?? null;
  }
  if (def.categoryGroup) body.category_id = v.category_id ?? null;
  body.district_id = v.district_id ?? null;
  if (def.location) {
    body.address = textOrNull(v.address);
    const lat = numOrNull(v.latitude);
    const lng = numOrNull(v.longitude);
    // Coordinates go as a pair or not at all.
    body.latitude = lat !== null && lng !== null ? lat : null;
    body.longitude = lat !== null && lng !== null ? lng : null;
  }
  if (def.contact) {
    body.contact_name = textOrNull(v.contact_name);
    body.contact_phone = textOrNull(v.contact_phone);
  }
  for (const [name, f] of Object.entries(def.fields)) {
    const value = attrToBody(f, v[name]);
    if (value === null && f.required) continue; // let the server name the missing field
    body[name] = value;
  }
  return body;
}

/** An existing listing into the form. */
export function fromDetail(def: ListingKindDef, d: ListingDetail): ListingFormValues {
  const v = emptyValues(def);
  // `title` and `description` are what the reader's language shows: the original comes from `texts` when there are versions.
  const original = d.texts?.[d.lang_type];
  v.lang_type = d.lang_type;
  v.title = original?.title ?? d.title;
  v.description = original?.description ?? d.description;
  for (const l of FORM_LANGS) {
    if (l === d.lang_type) continue;
    v[versionField(l, 'title')] = d.texts?.[l]?.title ?? '';
    v[versionField(l, 'description')] = d.texts?.[l]?.description ?? '';
  }
  v.price = d.price === null ? '' : String(d.price);
  v.price_unit = d.price_unit ?? v.price_unit;
  v.category_id = d.category_id;
  v.district_id = d.district_id;
  v.images = [...d.images];
  v.address = d.address ?? '';
  v.latitude = d.latitude === null ? '' : String(d.latitude);
  v.longitude = d.longitude === null ? '' : String(d.longitude);
  v.contact_name = d.contact_name ?? '';
  v.contact_phone = d.contact_phone ?? '';
  const attrs = d as unknown as Record<string, unknown>;
  for (const [name, f] of Object.entries(def.fields)) v[name] = attrToForm(f, attrs[name]);
  return v;
}
