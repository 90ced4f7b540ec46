import type { FieldDef, ListingKindDef, ListingSort } from '@haiwai/contracts/listings';

/**
 * A list screen's filter state, flat and all strings, exactly as it sits in the page URL
 * (`?keyword=公寓&deal=rent&price_min=5000000&sort=price_asc`): a shared or reloaded link shows the same list.
 * `toApiQuery` turns it into the list call's query, typed by the declaration.
 */
export type FilterState = Record<string, string>;

export interface FilterControl {
  /** The declared field (`deal`, `price`, `category_id`...). */
  field: string;
  mode: 'eq' | 'range' | 'in';
  /** The attribute's declaration; undefined for core columns (category, district, price). */
  def?: FieldDef;
}

const CORE = new Set(['category_id', 'district_id', 'price']);

/** The declaration's filters that the screens can draw (filters on undeclared attributes are skipped). */
export function filterControls(def: ListingKindDef): FilterControl[] {
  const out: FilterControl[] = [];
  for (const f of def.filters) {
    if (CORE.has(f.field)) out.push({ field: f.field, mode: f.mode });
    else if (def.fields[f.field]) out.push({ field: f.field, mode: f.mode, def: def.fields[f.field] });
  }
  return out;
}

/** The URL/query keys a control owns. */
export function controlKeys(c: FilterControl): string[] {
  return c.mode === 'range' ? [`${c.field}_min`, `${c.field}_max`] : [c.field];
}

const isNumeric = (v: string) => v.trim() !== '' && Number.isFinite(Number(v));

function validValue(c: FilterControl, key: string, value: string): boolean {
  if (value === '') return false;
  if (c.mode === 'range' || c.field === 'category_id' || c.field === 'district_id') {
    if (!isNumeric(value)) return false;
    if (c.field === 'category_id' || c.field === 'district_id') return Number.isInteger(Number(value)) && Number(value) > 0;
    return key.endsWith('_min') || key.endsWith('_max') ? Number(value) >= (c.field === 'price' ? 0 : -Infinity) : true;
  }
  const d = c.def;
  if (!d) return true;
  if (d.type === 'enum' || d.type === 'multi') {
    const parts = c.mode === 'in' ? value.split(',') : [value];
    return parts.every((p) => p in d.options);
  }
  if (d.type === 'int' || d.type === 'number') return isNumeric(value);
  if (d.type === 'bool') return value === 'true' || value === 'false';
  return value.length <= 100;
}

/** Reads the filter state from the page URL, dropping unknown keys and values the declaration doesn't allow. */
export function filtersFromSearch(def: ListingKindDef, search: URLSearchParams, fixed: Record<string, string> = {}): FilterState {
  const state: FilterState = {};
  const keyword = search.get('keyword')?.trim();
  if (keyword) state.keyword = keyword.slice(0, 50);
  const sort = search.get('sort');
  if (sort && (def.sorts as readonly string[]).includes(sort) && sort !== def.sorts[0]) state.sort = sort;
  for (const c of filterControls(def)) {
    for (const key of controlKeys(c)) {
      if (key in fixed) continue;
      const v = search.get(key);
      if (v !== null && validValue(c, key, v)) state[key] = v;
    }
  }
  return state;
}

/** Writes the state back as URL parameters (sorted keys, empty values left out). */
export function filtersToSearch(state: FilterState, keep: Record<string, string> = {}): URLSearchParams {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(keep)) if (v) q.set(k, v);
  for (const k of Object.keys(state).sort()) if (state[k]) q.set(k, state[k]!);
  return q;
}

/** The list call's query: numbers as numbers, the variant's fixed values on top, the default sort left out. */
export function toApiQuery(def: ListingKindDef, state: FilterState, fixed: Record<string, string> = {}): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (state.keyword) out.keyword = state.keyword;
  out.sort = (state.sort as ListingSort | undefined) ?? def.sorts[0] ?? 'newest';
  for (const c of filterControls(def)) {
    for (const key of controlKeys(c)) {
      const v = fixed[key] ?? state[key];
      if (v === undefined || v === '') continue;
      const numeric = c.mode === 'range' || c.field === 'category_id' || c.field === 'district_id' || c.def?.type === 'int' || c.def?.type === 'number';
      out[key] = numeric ? Number(v) : v;
    }
  }
  return out;
}

/** How many filters (besides keyword, sort, category) are on: the badge on the filter button. */
export function activeFilterCount(def: ListingKindDef, state: FilterState, fixed: Record<string, string> = {}): number {
  return filterControls(def).filter((c) => c.field !== 'category_id' && controlKeys(c).some((k) => !(k in fixed) && Boolean(state[k]))).length;
}

/** Sets or clears keys, returning a new state. */
export function patchFilters(state: FilterState, patch: Record<string, string | undefined | null>): FilterState {
  const next = { ...state };
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined || v === null || v === '') delete next[k];
    else next[k] = v;
  }
  return next;
}
