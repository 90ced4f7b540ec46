import type { Lang, ListingKindDef, ListingPage } from '@haiwai/contracts';
import { LISTING_KINDS, LISTING_TOTAL_CAP, isListingKind } from '@haiwai/contracts';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.js';
import { badCursor, takePage } from '../../core/paging/index.js';
import { CappedTotals, cappedTotals } from './capped-totals.js';
import { cardQuery, liveWhere, msOf, presentCard, secondsOf, type CardRow } from './cards.js';
import * as life from './lifecycle.js';
import { lifeState } from './listing-core.js';
import { customKey, customPlan, listingCursor, sortPlan, type Cursor, type CustomSort, type PageSort } from './list-query.js';

export interface PageRequest {
  /** Conditions, given the snapshot time the page set is read at (expiry and top placement use it). */
  where: (at: Date) => Expression<SqlBool>[];
  sort: PageSort;
  cursor?: string;
  limit: number;
  lang: Lang;
  /** Top-placed rows first (public lists sorted by newest). */
  topsFirst: boolean;
  /** Count at most this many (public lists: LISTING_TOTAL_CAP); owners' and admins' lists count exactly. */
  totalCap?: number;
  /** The caller's own listings: each card carries expiry, review reason and the allowed actions (`owner`). */
  ownerView?: boolean;
  /** A kind's own sort (KindListHook.sort), in place of the engine's `sort` (which still names the cursor). */
  customSort?: CustomSort;
}

/** The owner's block of a card: what the manage screen shows and offers, without a request per card. */
function ownerView(def: ListingKindDef | undefined, row: CardRow & OwnerColumns, at: Date) {
  const expiresMs = msOf(row.expires_us);
  const state = lifeState({ ...row, expires_at: expiresMs === null ? null : new Date(expiresMs), deleted_at: null }, at);
  return { expires_at: secondsOf(row.expires_us), review_reason: row.review_reason, can: def ? life.ownerCan(def, state) : { ...life.NO_OWNER_ACTIONS } };
}
/** Read only for owner views: public cards never carry them. */
type OwnerColumns = { ever_passed: boolean; review_reason: string | null };

/**
 * Rows matching `base`, up to `cap` + 1 when capped: the count stops after the cap instead of visiting
 * every matching row (47 ms → a few at a million listings, bench/README.md). A count that reached the cap
 * is remembered for a while on this node and not run again meanwhile (capped-totals.ts).
 */
async function countRows(db: Kysely<DB>, base: Expression<SqlBool>, cap: number | undefined): Promise<number> {
  const matching = db.selectFrom('listing as l').where(base);
  if (cap === undefined) return Number((await matching.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  const compiled = db.selectFrom(matching.select(sql`1`.as('one')).limit(cap + 1).as('m')).select(sql<string>`count(*)`.as('n')).compile();
  const key = CappedTotals.keyOf(compiled.sql, compiled.parameters);
  if (cappedTotals.has(key)) return cap + 1;
  const n = Number((await db.executeQuery(compiled)).rows[0]!.n);
  if (n > cap) cappedTotals.remember(key);
  return n;
}

/** The page's total and whether it stopped at the cap. */
function totalOf(n: number, cap: number | undefined) {
  return cap !== undefined && n > cap ? { total: cap, total_capped: true } : { total: n, total_capped: false };
}

const kindDef = (kind: string) => (isListingKind(kind) ? LISTING_KINDS[kind] : undefined);
const and = (parts: Expression<SqlBool>[]) => (parts.length ? sql<SqlBool>`${sql.join(parts, sql` and `)}` : sql<SqlBool>`true`);

/**
 * One page of cards. Reads limit+1 rows to know whether more follow; with tops first, a page may take
 * the last tops and the first normal rows in two index scans.
 */
export async function readPage(db: Kysely<DB>, req: PageRequest): Promise<ListingPage> {
  // A cursor belongs to one list shape and sort: tops first or not, owner view or not, capped or exact count.
  const cursors = listingCursor(`${req.topsFirst ? 't' : ''}${req.ownerView ? 'o' : ''}${req.totalCap ?? ''}`, req.sort);
  const after = cursors.decode(req.cursor);
  const at = after ? new Date(after.at) : new Date();
  const parts = req.where(at);
  const base = and(parts);
  // Later pages carry the first page's count in the cursor.
  const total = after ? after.n : await countRows(db, base, req.totalCap);

  const phases: Array<'t' | 'n'> = req.topsFirst && req.sort === 'newest' && !req.customSort ? ['t', 'n'] : ['n'];
  const planOf = (ph: 't' | 'n', cur: Cursor | null) => (req.customSort && ph === 'n' ? customPlan(req.customSort, cur) : sortPlan(req.sort, ph, cur));
  if (after && !phases.includes(after.ph)) throw badCursor();
  const startPhase = after?.ph ?? phases[0]!;
  const rows: Array<{ row: Awaited<ReturnType<typeof fetchPhase>>[number]; ph: 't' | 'n' }> = [];
  async function fetchPhase(ph: 't' | 'n', cur: Cursor | null, take: number) {
    const plan = planOf(ph, cur && cur.ph === ph ? cur : null);
    const conds: Expression<SqlBool>[] = [base];
    if (phases.length === 2) conds.push(ph === 't' ? sql<SqlBool>`l.top_until > ${at}` : sql<SqlBool>`(l.top_until is null or l.top_until <= ${at})`);
    if (plan.after) conds.push(plan.after);
    const cards = cardQuery(db).where(and(conds)).orderBy(plan.order).limit(take);
    const q = req.customSort ? cards.select(customKey(req.customSort).as('custom_key')) : cards;
    return (req.ownerView ? q.select(['l.ever_passed', 'l.review_reason']) : q).execute() as Promise<Array<CardRow & Partial<OwnerColumns>>>;
  }
  for (const ph of phases.slice(phases.indexOf(startPhase))) {
    const need = req.limit + 1 - rows.length;
    if (need <= 0) break;
    const got = await fetchPhase(ph, after, need);
    for (const row of got) rows.push({ row, ph });
  }
  const page = takePage(rows, req.limit, (last) =>
    cursors.encode({ ph: last.ph, k: planOf(last.ph, null).key(last.row as never), id: last.row.id, at: at.getTime(), n: total }),
  );
  const list = page.rows.map(({ row }) => {
    const def = kindDef(row.kind);
    const card = presentCard(def, row, req.lang, at);
    if (req.ownerView) card.owner = ownerView(def, row as CardRow & OwnerColumns, at);
    return card;
  });
  return { list, ...totalOf(total, req.totalCap), next_cursor: page.next_cursor, has_more: page.has_more };
}

/**
 * The first `perKind` cards of every kind and each kind's total, for the cross-kind search and the Same-city
 * tab, in two queries whatever the number of kinds: the totals grouped by kind, and the cards through a
 * lateral join over the kinds, each kind read as its list reads it (top placements by their index, then the
 * newest by theirs, `perKind` of each at most), merged here: tops first, then newest.
 */
/**
 * A publisher's listings of one kind, newest first: every status for the owner (optionally one status, "online"
 * meaning live), only live ones for anyone else. The kinds' `list_user` and the jobs' "my positions" read this.
 */
export function publisherPage(
  db: Kysely<DB>,
  p: { kind: string; ownerId: number; mine: boolean; status?: string; cursor?: string; limit: number; lang: Lang },
): Promise<ListingPage> {
  return readPage(db, {
    where: (at) => {
      const w: Expression<SqlBool>[] = [sql<SqlBool>`l.kind = ${p.kind}`, sql<SqlBool>`l.user_id = ${p.ownerId}`, sql<SqlBool>`l.deleted_at is null`];
      if (!p.mine) w.push(liveWhere(at));
      else if (p.status) w.push(life.isLive(p.status as 'online') ? sql<SqlBool>`l.status in ('online','on-sale')` : sql<SqlBool>`l.status = ${p.status}`);
      return w;
    },
    sort: 'newest',
    cursor: p.cursor,
    limit: p.limit,
    lang: p.lang,
    topsFirst: false,
    ownerView: p.mine,
  });
}

export async function readGroups<K extends string>(db: Kysely<DB>, req: { where: (at: Date) => Expression<SqlBool>[]; perKind: number; lang: Lang; kinds: readonly K[] }) {
  const at = new Date();
  const parts = req.where(at);
  const base = and(parts);
  // Each kind counted up to the cap, in one statement: a lateral capped count per kind.
  const cap = LISTING_TOTAL_CAP;
  const capped = db.selectFrom('listing as l').select(sql`1`.as('one')).where(and([sql<SqlBool>`l.kind = k.kind`, base])).limit(cap + 1);
  const { rows: totals } = await sql<{ kind: string; n: string }>`select k.kind, (select count(*) from (${capped}) as m) as n from unnest(${sql.val([...req.kinds])}::text[]) as k(kind)`.execute(db);
  const live = totals.filter((r) => Number(r.n) > 0);
  if (live.length === 0) return [];
  const ofKind = sql<SqlBool>`l.kind = k.kind`;
  const tops = cardQuery(db).select(sql<string>`'t'`.as('ph')).where(and([ofKind, base, sql<SqlBool>`l.top_until > ${at}`])).orderBy(sql`l.top_until desc, l.id desc`).limit(req.perKind);
  const rest = cardQuery(db).select(sql<string>`'n'`.as('ph')).where(and([ofKind, base, sql<SqlBool>`(l.top_until is null or l.top_until <= ${at})`])).orderBy(sql`l.published_at desc, l.id desc`).limit(req.perKind);
  const perKind = db.selectFrom(tops.as('a')).selectAll().unionAll(db.selectFrom(rest.as('b')).selectAll());
  type Row = CardRow & { ph: 't' | 'n' };
  const { rows } = await sql<Row>`select x.* from unnest(${sql.val(live.map((r) => r.kind))}::text[]) as k(kind) cross join lateral (${perKind}) as x`.execute(db);
  const micros = (v: string | null) => BigInt(v ?? '0');
  const order = (a: Row, b: Row) => {
    if (a.ph !== b.ph) return a.ph === 't' ? -1 : 1;
    const ka = a.ph === 't' ? micros(a.top_us) : micros(a.published_us);
    const kb = b.ph === 't' ? micros(b.top_us) : micros(b.published_us);
    return ka === kb ? b.id - a.id : kb > ka ? 1 : -1;
  };
  const total = new Map(live.map((r) => [r.kind, Number(r.n)]));
  return req.kinds
    .filter((k) => total.has(k))
    .map((kind) => ({
      kind,
      ...totalOf(total.get(kind)!, cap),
      list: rows.filter((r) => r.kind === kind).sort(order).slice(0, req.perKind).map((r) => presentCard(kindDef(r.kind), r, req.lang, at)),
    }));
}
