import type { ListingKindDef, ListingSort } from '@haiwai/contracts';
import { sql, type Expression, type SqlBool } from 'kysely';
import { badRequest } from '../../core/errors.js';
import { queryLexemes, toTsQuery } from './search-text.js';

/**
 * Keyset (cursor) paging. The cursor carries the sort it was made for, the last row's sort key, the
 * snapshot time the page set was read at (so "top" and "expired" mean the same on every page) and the total
 * counted on page one. With sort=newest, top-placed listings come first (phase 't'), then the rest newest
 * first (phase 'n'); each phase is an index range scan, so page 500 costs what page 1 costs.
 *
 * Time keys are exact: microseconds since the epoch as a digit string (PostgreSQL keeps microseconds; a
 * millisecond key would skip rows published within the same millisecond).
 */
export type PageSort = ListingSort | 'oldest';
export interface Cursor {
  /** the sort the cursor belongs to (a cursor of another sort is refused) */
  s: PageSort;
  /** phase: top, normal */
  ph: 't' | 'n';
  /** sort key of the last row: microseconds (digit string), price (string, exact) or count; null for null prices */
  k: number | string | null;
  id: number;
  at: number;
  n: number;
}

const SORTS: readonly PageSort[] = ['newest', 'price_asc', 'price_desc', 'popular', 'oldest'];

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}
export function decodeCursor(s: string | undefined, sort?: PageSort): Cursor | null {
  if (!s) return null;
  try {
    const c = JSON.parse(Buffer.from(s, 'base64url').toString('utf8')) as Cursor;
    const keyOk = c.k === null || (typeof c.k === 'number' && Number.isInteger(c.k)) || (typeof c.k === 'string' && /^-?\d{1,20}(\.\d{1,6})?$/.test(c.k));
    if (!SORTS.includes(c.s) || (sort && c.s !== sort) || (c.ph !== 't' && c.ph !== 'n') || !keyOk || !Number.isInteger(c.id) || !Number.isFinite(c.at) || !Number.isInteger(c.n)) throw new Error('shape');
    if ((c.s === 'newest' || c.s === 'oldest' || c.ph === 't') && (typeof c.k !== 'string' || !/^\d{1,20}$/.test(c.k))) throw new Error('time key');
    return c;
  } catch {
    throw badRequest('listing.bad_cursor');
  }
}

/** A microsecond key back to a timestamp, exactly. */
const fromMicros = (us: string | number | null) => sql`(timestamptz 'epoch' + ${String(us)}::bigint * interval '1 microsecond')`;

type Filters = Record<string, unknown>;

/**
 * The keyword conditions filterWhere made. The top-placement phase of a page checks them row by row
 * (pages.ts): tops are few, and given an indexable word match the planner intersects the top index with
 * every matching listing of all areas (11 ms) instead of filtering a few hundred tops (under 1 ms).
 */
export const keywordConditions = new WeakSet<Expression<SqlBool>>();
const CORE = new Set(['category_id', 'district_id', 'price']);

/** WHERE fragments for the common parameters and the kind's declared attribute filters. */
export function filterWhere(def: ListingKindDef | null, q: Filters): Expression<SqlBool>[] {
  const out: Expression<SqlBool>[] = [];
  if (q.category_id) out.push(sql<SqlBool>`l.category_id = ${q.category_id}`);
  if (q.district_id) out.push(sql<SqlBool>`l.district_id = ${q.district_id}`);
  if (q.user_id) out.push(sql<SqlBool>`l.user_id = ${q.user_id}`);
  if (q.company_id) out.push(sql<SqlBool>`l.company_id = ${q.company_id}`);
  const pmin = q.price_min as number | undefined;
  const pmax = q.price_max as number | undefined;
  if (pmin !== undefined && pmax !== undefined && pmin > pmax) throw badRequest('listing.price_range');
  if (pmin !== undefined) out.push(sql<SqlBool>`l.price >= ${pmin}`);
  if (pmax !== undefined) out.push(sql<SqlBool>`l.price <= ${pmax}`);
  if (typeof q.keyword === 'string' && q.keyword.trim()) {
    const lexemes = queryLexemes(q.keyword);
    // A keyword of punctuation only matches nothing rather than everything.
    const match = lexemes.length ? sql<SqlBool>`l.search @@ ${toTsQuery(lexemes)}::tsquery` : sql<SqlBool>`false`;
    keywordConditions.add(match);
    out.push(match);
  }
  for (const f of def?.filters ?? []) {
    if (CORE.has(f.field)) continue;
    const field = def!.fields[f.field];
    if (!field) continue;
    if (f.mode === 'range') {
      const min = q[`${f.field}_min`];
      const max = q[`${f.field}_max`];
      if (min !== undefined) out.push(sql<SqlBool>`(l.attrs->>${f.field})::numeric >= ${min}`);
      if (max !== undefined) out.push(sql<SqlBool>`(l.attrs->>${f.field})::numeric <= ${max}`);
      continue;
    }
    const v = q[f.field];
    if (v === undefined || v === null || v === '') continue;
    if (field.type === 'multi') {
      const values = Array.isArray(v) ? v : [v];
      out.push(sql<SqlBool>`l.attrs->${f.field} ?| ${sql.val(values)}::text[]`);
    } else if (Array.isArray(v)) out.push(sql<SqlBool>`l.attrs->>${f.field} = any(${sql.val(v)}::text[])`);
    else out.push(sql<SqlBool>`l.attrs->>${f.field} = ${String(v)}`);
  }
  return out;
}

/**
 * ORDER BY and the "after the cursor" condition for a sort within one phase. Rows carry `published_us`,
 * `created_us` and `top_us` (see cardQuery) for the exact time keys.
 */
export function sortPlan(sort: PageSort, phase: 't' | 'n', after: Cursor | null) {
  type KeyRow = { published_us: string; created_us: string; top_us: string | null; price: string | null; view_count: number };
  if (phase === 't') {
    return {
      order: sql`l.top_until desc, l.id desc`,
      after: after ? sql<SqlBool>`(l.top_until, l.id) < (${fromMicros(after.k)}, ${after.id})` : null,
      key: (r: KeyRow) => r.top_us as number | string | null,
    };
  }
  switch (sort) {
    case 'price_asc':
      return {
        order: sql`l.price asc nulls last, l.id asc`,
        after: after ? (after.k === null ? sql<SqlBool>`l.price is null and l.id > ${after.id}` : sql<SqlBool>`(l.price > ${String(after.k)}::numeric or (l.price = ${String(after.k)}::numeric and l.id > ${after.id}) or l.price is null)`) : null,
        key: (r: KeyRow) => r.price as number | string | null,
      };
    case 'price_desc':
      // Listings without a price come last, as in price_asc.
      return {
        order: sql`l.price desc nulls last, l.id desc`,
        after: after ? (after.k === null ? sql<SqlBool>`l.price is null and l.id < ${after.id}` : sql<SqlBool>`(l.price < ${String(after.k)}::numeric or (l.price = ${String(after.k)}::numeric and l.id < ${after.id}) or l.price is null)`) : null,
        key: (r: KeyRow) => r.price as number | string | null,
      };
    case 'popular':
      return {
        order: sql`l.view_count desc, l.id desc`,
        after: after ? sql<SqlBool>`(l.view_count, l.id) < (${Number(after.k)}, ${after.id})` : null,
        key: (r: KeyRow) => Number(r.view_count) as number | string | null,
      };
    case 'oldest':
      return {
        order: sql`l.created_at asc, l.id asc`,
        after: after ? sql<SqlBool>`(l.created_at, l.id) > (${fromMicros(after.k)}, ${after.id})` : null,
        key: (r: KeyRow) => r.created_us as number | string | null,
      };
    case 'newest':
      return {
        order: sql`l.published_at desc, l.id desc`,
        after: after ? sql<SqlBool>`(l.published_at, l.id) < (${fromMicros(after.k)}, ${after.id})` : null,
        key: (r: KeyRow) => r.published_us as number | string | null,
      };
  }
}
