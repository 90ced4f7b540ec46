import { LISTING_KINDS, type Label, type Lang, type ListingKind, type ListingKindDef } from '@haiwai/contracts';
import type { LocalizedText } from '@haiwai/contracts';
import type { Kysely } from 'kysely';
import { pick } from '../../core/localize.js';
import { t } from '../../core/messages.js';
import type { DB } from '../../db/schema.js';
import type { SavedQuery } from './schema.js';

/** A saved query's parts: the kind's declaration, its words, its address on the list page and its identity. */

export const defOf = (kind: string): ListingKindDef => LISTING_KINDS[kind as ListingKind];
export const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** Keys of the list query that say nothing about which listings match. */
const NOT_FILTERS = new Set(['sort']);

/** One value as the list page's address carries it: option lists comma-joined, booleans and numbers as text. */
const asParam = (v: unknown): string => (Array.isArray(v) ? v.join(',') : String(v));

/** The list page's parameters (sorted keys; the kind's default sort left out, as the page leaves it out). */
export function urlQuery(def: ListingKindDef, query: SavedQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(query).sort()) {
    const v = query[key];
    if (v === undefined || v === null || v === '') continue;
    if (key === 'sort' && v === (def.sorts[0] ?? 'newest')) continue;
    out[key] = asParam(v);
  }
  return out;
}

/** The kind's list page filtered to the search (what "open" and the digest notice open). */
export function listLink(def: ListingKindDef, query: SavedQuery): string {
  const qs = new URLSearchParams(urlQuery(def, query)).toString();
  return qs ? `${def.pages.list}?${qs}` : def.pages.list;
}

/** The filters in one canonical text: the same search saved twice (in any key order, any sort) is the same key. */
export function filterKey(query: SavedQuery): string {
  const entries = Object.keys(query)
    .filter((k) => !NOT_FILTERS.has(k) && query[k] !== undefined && query[k] !== null && query[k] !== '')
    .sort()
    .map((k) => [k, Array.isArray(query[k]) ? [...(query[k] as unknown[])].map(String).sort() : query[k]]);
  return JSON.stringify(entries);
}

/** Category and district names the summaries of a page of searches need: two queries for the whole page. */
export async function placeNames(db: Kysely<DB>, queries: SavedQuery[]) {
  const ids = (key: string) => [...new Set(queries.map((q) => Number(q[key])).filter((n) => Number.isInteger(n) && n > 0))];
  const [categories, districts] = [ids('category_id'), ids('district_id')];
  const [c, d] = await Promise.all([
    categories.length ? db.selectFrom('category_type').select(['id', 'names']).where('id', 'in', categories).execute() : [],
    districts.length ? db.selectFrom('district').select(['id', 'names']).where('id', 'in', districts).execute() : [],
  ]);
  return {
    category: new Map(c.map((r) => [r.id, json<LocalizedText>(r.names)])),
    district: new Map(d.map((r) => [r.id, json<LocalizedText>(r.names)])),
  };
}
export type PlaceNames = Awaited<ReturnType<typeof placeNames>>;

function range(lang: Lang, label: string, min: unknown, max: unknown, unit = ''): string | null {
  const u = (v: unknown) => `${String(v)}${unit}`;
  if (min !== undefined && max !== undefined) return t(lang, 'saved_search.range', { label, min: u(min), max: u(max) });
  if (min !== undefined) return t(lang, 'saved_search.at_least', { label, min: u(min) });
  if (max !== undefined) return t(lang, 'saved_search.at_most', { label, max: u(max) });
  return null;
}

/** One declared attribute filter in words, or null when the query does not set it. */
function attrWords(def: ListingKindDef, field: string, mode: string, q: SavedQuery, lang: Lang): string | null {
  const f = def.fields[field];
  if (!f) return null;
  const label = pick(f.label as Label, lang);
  const unit = 'unit' in f && f.unit ? pick(f.unit, lang) : '';
  if (mode === 'range') return range(lang, label, q[`${field}_min`], q[`${field}_max`], unit);
  const v = q[field];
  if (v === undefined || v === null || v === '') return null;
  if (f.type === 'enum' || f.type === 'multi') {
    const values = Array.isArray(v) ? v : [v];
    return values.map((o) => (f.options[String(o)] ? pick(f.options[String(o)]!, lang) : String(o))).join(' / ');
  }
  if (f.type === 'bool') return v ? label : `${label} ✗`;
  return `${label} ${String(v)}${unit}`;
}

/** The filters in words, in `lang`: keyword, category, district, price, then the kind's declared filters in order. */
export function summary(def: ListingKindDef, q: SavedQuery, lang: Lang, names: PlaceNames): string {
  const parts: string[] = [];
  if (typeof q.keyword === 'string' && q.keyword) parts.push(t(lang, 'saved_search.keyword', { keyword: q.keyword }));
  const category = names.category.get(Number(q.category_id));
  if (category) parts.push(pick(category, lang));
  const district = names.district.get(Number(q.district_id));
  if (district) parts.push(pick(district, lang));
  const price = range(lang, def.price ? pick(def.price.label, lang) : 'price', q.price_min, q.price_max);
  if (price) parts.push(price);
  const declared = new Set(['keyword', 'category_id', 'district_id', 'price_min', 'price_max', 'sort', 'user_id', 'company_id']);
  for (const f of def.filters) {
    const words = attrWords(def, f.field, f.mode, q, lang);
    if (words) parts.push(words);
    declared.add(f.field).add(`${f.field}_min`).add(`${f.field}_max`);
  }
  // A kind's own parameters (a hotel's stay dates, a guide's lowest rating): as given.
  for (const [key, v] of Object.entries(q)) if (!declared.has(key) && v !== undefined && v !== null && v !== '') parts.push(`${key} ${asParam(v)}`);
  return parts.length ? parts.join(' · ') : t(lang, 'saved_search.all');
}

/** The name a search gets when saved without one: the kind and its filters, cut to `max` characters. */
export function defaultName(def: ListingKindDef, words: string, lang: Lang, max: number): string {
  const full = `${pick(def.label, lang)} · ${words}`;
  return full.length > max ? `${full.slice(0, max - 1)}…` : full;
}
