import type { FieldDef, ListingKindDef } from '@haiwai/contracts/listings';
import { PHONE_PATTERNS } from '../../lib/contracts';

/**
 * Client checks that mirror the declaration (the server checks the same with zod). Each returns the i18n
 * key and its values of the first problem, or null; the form turns that into text.
 */
export type Problem = { key: string; values?: Record<string, string | number> } | null;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

export function checkAttr(f: FieldDef, value: unknown): Problem {
  if (blank(value)) {
    if (!f.required || f.type === 'bool') return null;
    return { key: f.type === 'enum' || f.type === 'multi' || f.type === 'date' ? 'choose' : 'required' };
  }
  switch (f.type) {
    case 'text': {
      const len = String(value).trim().length;
      if (f.min !== undefined && len < f.min) return { key: 'textMin', values: { min: f.min } };
      if (len > f.max) return { key: 'textMax', values: { max: f.max } };
      return null;
    }
    case 'int':
    case 'number': {
      const n = Number(String(value).trim());
      if (!Number.isFinite(n)) return { key: 'range', values: { min: f.min, max: f.max } };
      if (f.type === 'int' && !Number.isInteger(n)) return { key: 'integer' };
      if (n < f.min || n > f.max) return { key: 'range', values: { min: f.min, max: f.max } };
      return null;
    }
    case 'enum':
      return typeof value === 'string' && value in f.options ? null : { key: 'choose' };
    case 'multi':
      return Array.isArray(value) && value.length > f.maxItems ? { key: 'maxItems', values: { max: f.maxItems } } : null;
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? null : { key: 'choose' };
    case 'phone':
      return PHONE_PATTERNS.contact.test(String(value).trim()) ? null : { key: 'phone' };
    default:
      return null;
  }
}

export function checkTitle(def: ListingKindDef, value: unknown): Problem {
  const len = typeof value === 'string' ? value.trim().length : 0;
  if (len === 0) return { key: 'required' };
  if (len < def.title.min) return { key: 'textMin', values: { min: def.title.min } };
  if (len > def.title.max) return { key: 'textMax', values: { max: def.title.max } };
  return null;
}

export function checkDescription(def: ListingKindDef, value: unknown): Problem {
  const len = typeof value === 'string' ? value.trim().length : 0;
  if (len === 0 && def.description.required) return { key: 'required' };
  if (len > def.description.max) return { key: 'textMax', values: { max: def.description.max } };
  return null;
}

export function checkPrice(def: ListingKindDef, value: unknown): Problem {
  if (!def.price) return null;
  const s = typeof value === 'string' ? value.trim() : value === null || value === undefined ? '' : String(value);
  if (s === '') return def.price.required ? { key: 'required' } : null;
  const n = Number(s);
  return Number.isFinite(n) && n >= 0 && n <= 1e12 ? null : { key: 'price' };
}

export function checkImages(def: ListingKindDef, value: unknown): Problem {
  const n = Array.isArray(value) ? value.length : 0;
  if (n < def.images.min) return { key: 'imagesMin', values: { min: def.images.min } };
  return null;
}

/** Photos still on their way: the form waits for them before it is sent. */
export function checkUploads(uploading: boolean): Problem {
  return uploading ? { key: 'imagesBusy' } : null;
}

export function checkPhone(value: unknown): Problem {
  return blank(value) || PHONE_PATTERNS.contact.test(String(value).trim()) ? null : { key: 'phone' };
}

/** Latitude and longitude: both or neither, within range. */
export function checkCoords(lat: unknown, lng: unknown): Problem {
  const a = typeof lat === 'string' ? lat.trim() : '';
  const b = typeof lng === 'string' ? lng.trim() : '';
  if (!a && !b) return null;
  const x = Number(a);
  const y = Number(b);
  if (!a || !b || !Number.isFinite(x) || !Number.isFinite(y) || Math.abs(x) > 90 || Math.abs(y) > 180) return { key: 'coords' };
  return null;
}
