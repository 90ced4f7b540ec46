import type { ListingKindDef, ListingSort } from '@haiwai/contracts';
import { sql, type Expression, type SqlBool } from 'kysely';
import { z } from 'zod';
import { badRequest } from '../../core/errors.js';
import { countValue, cursorCodec, keysetAfter, microsKey, priceKey, rowId, snapshotMs, type CursorCodec } from '../../core/paging/index.js';
import { liveWhere } from './cards.js';
import type { KindListHook } from './hooks.js';
import { queryLexemes, toTsQuery } from '../../core/search-text.js';

/**
 * Keyset (cursor) paging on core/paging. The cursor is signed for the list and sort it was made for (another
 * sort's cursor is refused) and carries the last row's sort key, the snapshot time the page set was read at
 * (so "top" and "expired" mean the same on every page) and the total counted on page one. With sort=newest,
 * top-placed listings come first (phase 't'), then the rest newest first (phase 'n'); each phase is an index range scan, so page 500 costs what page 1 costs.
 *
 * Time keys are exact: microseconds since the epoch as a digit string (PostgreSQL keeps microseconds; a
 * millisecond key would skip rows published within the same millisecond).
 */
export type PageSort = ListingSort | 'oldest';
function cursorSchema(sort: PageSort) {
  return z
    .object({
      /** phase: top, normal */
      ph: z.enum(['t', 'n']),
      /** sort key of the last row: microseconds (digit string), price (string, exact) or count; null for null prices */
      k: z.union([z.null(), countValue, microsKey, priceKey]),
      id: rowId,
      /** snapshot time (ms) */
      at: snapshotMs,
      /** the total counted on page one */
      n: countValue,
    })
    .strict()
    .refine((c) => keyFits(sort, c.ph, c.k));
}

/** The key's kind is the sort's: a time key (tops, newest, oldest), a view count (popular), a price or null. */
function keyFits(sort: PageSort, ph: 't' | 'n', k: unknown): boolean {
  if (sort === 'newest' || sort === 'oldest' || ph === 't') return microsKey.safeParse(k).success;
  if (sort === 'popular') return countValue.safeParse(k).success;
  return k === null || priceKey.safeParse(k).success;
}
export type Cursor = z.output<ReturnType<typeof cursorSchema>>;

const codecs = new Map<string, CursorCodec<Cursor>>();
/** The cursors of one list shape (`scope`) and sort. */
export function listingCursor(scope: string, sort: PageSort): CursorCodec<Cursor> {
  const name = `listing:${scope}:${sort}`;
  let codec = codecs.get(name);
  if (!codec) codecs.set(name, (codec = cursorCodec(name, cursorSchema(sort))));
  return codec;
}

/** A microsecond key back to a timestamp, exactly. */
export const fromMicros = (us: string | number | null) => sql`(timestamptz 'epoch' + ${String(us)}::bigint * interval '1 microsecond')`;

type Filters = Record<string, unknown>;

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

/** A kind's own sort (KindListHook.sort): a numeric key, never null, rounded so the cursor can carry it exactly. */
export interface CustomSort {
  key: Expression<unknown>;
  dir: 'asc' | 'desc';
}
export const customKey = (s: CustomSort) => sql<string>`round((${s.key})::numeric, 4)::text`;

/** ORDER BY and "after the cursor" for a kind's own sort: rows carry the key as `custom_key` (text). */
export function customPlan(s: CustomSort, after: Cursor | null) {
  const k = customKey(s);
  return {
    order: s.dir === 'asc' ? sql`${k}::numeric asc, l.id asc` : sql`${k}::numeric desc, l.id desc`,
    after: after ? keysetAfter(sql`${k}::numeric`, sql`l.id`, s.dir, { key: sql`${String(after.k)}::numeric`, id: after.id }) : null,
    key: (r: { custom_key?: string }) => (r.custom_key ?? null) as number | string | null,
  };
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
      after: after ? keysetAfter(sql`l.top_until`, sql`l.id`, 'desc', { key: fromMicros(after.k), id: after.id }) : null,
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
        after: after ? keysetAfter(sql`l.view_count`, sql`l.id`, 'desc', { key: Number(after.k), id: after.id }) : null,
        key: (r: KeyRow) => Number(r.view_count) as number | string | null,
      };
    case 'oldest':
      return {
        order: sql`l.created_at asc, l.id asc`,
        after: after ? keysetAfter(sql`l.created_at`, sql`l.id`, 'asc', { key: fromMicros(after.k), id: after.id }) : null,
        key: (r: KeyRow) => r.created_us as number | string | null,
      };
    case 'newest':
      return {
        order: sql`l.published_at desc, l.id desc`,
        after: after ? keysetAfter(sql`l.published_at`, sql`l.id`, 'desc', { key: fromMicros(after.k), id: after.id }) : null,
        key: (r: KeyRow) => r.published_us as number | string | null,
      };
  }
}

/**
 * What a kind's public list shows in an area at `at` for a (parsed) list query: the kind, the area, live rows, the
 * engine's filters and keyword, and the kind's own conditions (its hook answers its own parameters: a hotel's
 * price_min is a room's nightly price). The list call and the saved searches' alerts (modules/saved-searches) both
 * build on it, so a saved search matches exactly what its list shows.
 */
export function listWhere(def: ListingKindDef, own: KindListHook | undefined, siteAreaId: number, query: Filters, at: Date): Expression<SqlBool>[] {
  const engineQuery = own ? Object.fromEntries(Object.entries(query).filter(([key]) => !own.params.includes(key))) : query;
  return [sql<SqlBool>`l.site_area_id = ${siteAreaId}`, sql<SqlBool>`l.kind = ${def.kind}`, liveWhere(at), ...filterWhere(def, engineQuery), ...(own?.where(query, at) ?? [])];
}
