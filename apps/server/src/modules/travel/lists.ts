import { api, type ApiData, type Lang } from '@haiwai/contracts';
import { sql, type SqlBool } from 'kysely';
import { z } from 'zod';
import { countValue, cursorCodec, idPager, keysetAfter, rowId, takePage } from '../../core/paging/index.js';
import { queryLexemes, toTsQuery } from '../listings/index.js';
import { presentCards, type Db } from './present.js';

/**
 * The lists of walks, on the shared pager (core/paging): official routes in their order, members' walks newest or
 * most liked first, my own, and the review queue. Keyword: the listings' Chinese-aware full-text search (their
 * `search-text.ts` through the listing module's entry), over title, text, stop names and translations.
 */
const officialCursor = cursorCodec('travel.official', z.object({ s: countValue, id: rowId }).strict());
const popularCursor = cursorCodec('travel.popular', z.object({ n: countValue, id: rowId }).strict());
const newest = idPager('travel.members');
const mine = idPager('travel.mine');
const queue = idPager('travel.review');

type Page = ApiData<'travel'>;
/** A list call's query as its handler receives it (parsed: defaults filled). */
type Query<N extends 'travelOfficial' | 'travel' | 'travelNote' | 'travelReviewList'> = z.output<(typeof api)[N]['query']>;

/** Every lexeme of the keyword must match; a keyword with no word matches nothing. */
function matching(keyword: string | undefined): ReturnType<typeof sql<SqlBool>> | null {
  if (!keyword) return null;
  const lexemes = queryLexemes(keyword);
  return lexemes.length ? sql<SqlBool>`search @@ ${toTsQuery(lexemes)}::tsquery` : sql<SqlBool>`false`;
}

function visibleWalks(db: Db, area: number, official: boolean, q: { category_id?: number; keyword?: string }) {
  let base = db.selectFrom('travel_walk').selectAll().where('site_area_id', '=', area).where('official', '=', official).where('deleted_at', 'is', null);
  if (!official) base = base.where('status', '=', 'online');
  if (q.category_id) base = base.where('category_id', '=', q.category_id);
  const words = matching(q.keyword);
  return words ? base.where(words) : base;
}

export async function officialList(db: Db, area: number, lang: Lang, q: Query<'travelOfficial'>): Promise<Page> {
  const after = officialCursor.decode(q.cursor);
  let base = visibleWalks(db, area, true, q);
  if (after) base = base.where(keysetAfter(sql.ref('sort'), sql.ref('id'), 'asc', { key: after.s, id: after.id }));
  const rows = await base.orderBy('sort').orderBy('id').limit(q.limit + 1).execute();
  const p = takePage(rows, q.limit, (last) => officialCursor.encode({ s: last.sort, id: last.id }));
  return { list: await presentCards(db, p.rows, lang), next_cursor: p.next_cursor };
}

export async function memberList(db: Db, area: number, lang: Lang, q: Query<'travel'>): Promise<Page> {
  let base = visibleWalks(db, area, false, q);
  if (q.kind) base = base.where('kind', '=', q.kind);
  if (q.sort === 'popular') {
    const after = popularCursor.decode(q.cursor);
    if (after) base = base.where(keysetAfter(sql.ref('like_count'), sql.ref('id'), 'desc', { key: after.n, id: after.id }));
    const rows = await base.orderBy('like_count', 'desc').orderBy('id', 'desc').limit(q.limit + 1).execute();
    const p = takePage(rows, q.limit, (last) => popularCursor.encode({ n: last.like_count, id: last.id }));
    return { list: await presentCards(db, p.rows, lang), next_cursor: p.next_cursor };
  }
  const after = newest.after(q.cursor, 'id');
  const rows = await (after ? base.where(after) : base).orderBy('id', 'desc').limit(q.limit + 1).execute();
  const p = newest.take(rows, q.limit);
  return { list: await presentCards(db, p.rows, lang), next_cursor: p.next_cursor };
}

export async function myList(db: Db, userId: number, lang: Lang, q: Query<'travelNote'>): Promise<Page> {
  const base = db.selectFrom('travel_walk').selectAll().where('user_id', '=', userId).where('official', '=', false).where('deleted_at', 'is', null);
  const after = mine.after(q.cursor, 'id');
  const rows = await (after ? base.where(after) : base).orderBy('id', 'desc').limit(q.limit + 1).execute();
  const p = mine.take(rows, q.limit);
  return { list: await presentCards(db, p.rows, lang), next_cursor: p.next_cursor };
}

/** Members' walks of `areas` (null: every area) waiting for review or refused, oldest first. */
export async function reviewList(db: Db, areas: number[] | null, lang: Lang, q: Query<'travelReviewList'>): Promise<Page> {
  let base = db.selectFrom('travel_walk').selectAll().where('official', '=', false).where('status', '=', q.status).where('deleted_at', 'is', null);
  if (areas) base = areas.length ? base.where('site_area_id', 'in', areas) : base.where(sql<SqlBool>`false`);
  const after = queue.after(q.cursor, 'id', 'asc');
  const rows = await (after ? base.where(after) : base).orderBy('id').limit(q.limit + 1).execute();
  const p = queue.take(rows, q.limit, 'asc');
  return { list: await presentCards(db, p.rows, lang), next_cursor: p.next_cursor };
}
