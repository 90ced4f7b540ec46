import { LANGS, type Lang, type ListingKind, type LocalizedText } from '@haiwai/contracts';
import type { TopFreeBody, TopListing, TopPayBody, TopPlacement } from '@haiwai/contracts/promotion';
import { PROMOTION, PROMOTION_KINDS } from '@haiwai/contracts/promotion/constants';
import { sql, type Kysely, type Transaction } from 'kysely';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors.js';
import { t } from '../../core/messages.js';
import { idPager } from '../../core/paging/index.js';
import type { DB } from '../../db/schema.js';
import { liveWhere } from '../listings/index.js';
import type { OrderKindDefinition } from '../payments/index.js';
import { presentOrder } from '../payments/index.js';
import { epochSecondsOrNull } from '../../core/time.js';

const DAY_MS = 86_400_000;
const placementPages = idPager('top-placements');

/** What a top package grants: whole days (its `spec.days`). */
export function daysOf(spec: Record<string, unknown>): number {
  const days = Number(spec.days);
  if (!Number.isInteger(days) || days < 1 || days > 3660) throw badRequest('promotion.package_invalid');
  return days;
}

export type TopSubject = {
  key: string;
  listing_id: number;
  listing_kind: ListingKind;
  title: string;
  days: number;
  price_id: number;
};

/** One of the buyer's own live listings of the buyer's area, or the reason it is not (paid and free placement alike). */
async function ownLiveListing(trx: Transaction<DB>, body: { listing_kind: ListingKind; listing_id: number }, userId: number, siteAreaId: number, now: Date) {
  const listing = await trx
    .selectFrom('listing')
    .select(['id', 'kind', 'user_id', 'site_area_id', 'title', 'status', 'expires_at', 'deleted_at'])
    .where('id', '=', body.listing_id)
    .where('kind', '=', body.listing_kind)
    .executeTakeFirst();
  if (!listing || listing.deleted_at) throw notFound('promotion.listing_not_found');
  if (listing.user_id !== userId) throw forbidden('promotion.not_your_listing');
  if (listing.site_area_id !== siteAreaId) throw conflict('promotion.listing_other_area');
  const live = (listing.status === 'online' || listing.status === 'on-sale') && (!listing.expires_at || new Date(listing.expires_at) > now);
  if (!live) throw conflict('promotion.listing_not_live');
  return listing;
}

/** From the later of now and the current end: a placement still running is extended, an old one starts today. Returns the new end. */
async function extendTop(trx: Transaction<DB>, listingId: number, days: number): Promise<Date> {
  const r = await sql<{ top_until: Date }>`update listing set top_until = greatest(top_until, now()) + make_interval(days => ${days}), updated_at = now() where id = ${listingId} returning top_until`.execute(trx);
  return new Date(r.rows[0]!.top_until);
}

/** Where VIP members' free top days are spent (the vip module keeps the month's count: docs/vip.md). */
export interface FreeTopDays {
  spendFreeTopDays(trx: Transaction<DB>, userId: number, days: number): Promise<number>;
}

/** A VIP member's free top days on one of their live listings: spent and placed in one transaction, no order (no money moves). */
export async function placeFreeTop(db: Kysely<DB>, vip: FreeTopDays, userId: number, siteAreaId: number, body: TopFreeBody) {
  return db.transaction().execute(async (trx) => {
    const listing = await ownLiveListing(trx, body, userId, siteAreaId, new Date());
    const left = await vip.spendFreeTopDays(trx, userId, body.days);
    const until = await extendTop(trx, listing.id, body.days);
    return { listing_id: listing.id, top_until: Math.floor(until.getTime() / 1000), free_days_left: left };
  });
}

/**
 * The `top` order kind (docs/promotion.md §1). Quote: one of the buyer's own live listings of the buyer's
 * area. Fulfil: `top_until = greatest(top_until, now()) + days` — paid days always add to what is left.
 * Refund: the refunded share of the days is taken back, never below now. Expiry and cancelling touch nothing:
 * an unpaid order holds nothing.
 */
export const topKind: OrderKindDefinition<TopPayBody> = {
  kind: PROMOTION_KINDS.top,
  quote: async (body, { trx, userId, siteAreaId, prices, now }) => {
    const listing = await ownLiveListing(trx, body, userId, siteAreaId, now);
    const price = await prices.get(siteAreaId, PROMOTION_KINDS.top, body.config_id, trx);
    const days = daysOf(price.spec);
    const subject: TopSubject = { key: `listing:${listing.id}`, listing_id: listing.id, listing_kind: body.listing_kind, title: listing.title, days, price_id: price.id };
    const title = Object.fromEntries(LANGS.map((lang) => [lang, t(lang, 'promotion.top_title', { days, title: listing.title })])) as LocalizedText;
    return { title, amount: price.amount, subject };
  },
  fulfil: async ({ trx, order }) => {
    const s = order.subject as unknown as TopSubject;
    await extendTop(trx, s.listing_id, s.days);
    return 'done';
  },
  reverse: async ({ trx, order, amount, whole }) => {
    const s = order.subject as unknown as TopSubject;
    const share = whole ? 1 : Math.min(1, amount / Math.max(1, order.paidAmount));
    const ms = Math.round(s.days * DAY_MS * share);
    // Days already used are not taken back: the end moves back by the refunded share, never before now.
    await sql`update listing set top_until = greatest(now(), top_until - make_interval(secs => ${ms / 1000})) where id = ${s.listing_id} and top_until > now()`.execute(trx);
  },
};

const daysLeft = (until: Date | null, now: Date) => (until && until > now ? Math.ceil((until.getTime() - now.getTime()) / DAY_MS) : 0);

interface ListingBits {
  id: number;
  kind: string;
  title: string;
  images: unknown;
  top_until: Date | null;
}
function presentListing(r: ListingBits, now: Date): TopListing {
  const images = (typeof r.images === 'string' ? JSON.parse(r.images) : r.images) as string[] | null;
  const until = r.top_until ? new Date(r.top_until) : null;
  return { kind: r.kind as ListingKind, id: r.id, title: r.title, cover: images?.[0] ?? null, top_until: epochSecondsOrNull(until), days_left: daysLeft(until, now) };
}

/** My live listings of an area (what can go on top), newest first. */
export async function toppableListings(db: Kysely<DB>, userId: number, siteAreaId: number, kind?: ListingKind): Promise<TopListing[]> {
  const now = new Date();
  let q = db
    .selectFrom('listing as l')
    .select(['l.id', 'l.kind', 'l.title', 'l.images', 'l.top_until'])
    .where('l.user_id', '=', userId)
    .where('l.site_area_id', '=', siteAreaId)
    .where(liveWhere(now));
  if (kind) q = q.where('l.kind', '=', kind);
  const rows = await q.orderBy('l.updated_at', 'desc').orderBy('l.id', 'desc').limit(PROMOTION.listingsMax).execute();
  return rows.map((r) => presentListing(r, now));
}

/** My placement orders, newest first, each with its listing as it is now. */
export async function placements(db: Kysely<DB> | Transaction<DB>, userId: number, lang: Lang, q: { cursor?: string; limit: number }) {
  const now = new Date();
  const after = placementPages.after(q.cursor, 'o.id');
  let query = db
    .selectFrom('pay_order as o')
    .leftJoin('listing as l', (j) => j.on('l.id', '=', sql<number>`(o.subject->>'listing_id')::int`).on('l.deleted_at', 'is', null))
    .selectAll('o')
    .select(['l.id as l_id', 'l.kind as l_kind', 'l.title as l_title', 'l.images as l_images', 'l.top_until as l_top_until'])
    .where('o.user_id', '=', userId)
    .where('o.kind', '=', PROMOTION_KINDS.top);
  if (after) query = query.where(after);
  const rows = await query.orderBy('o.id', 'desc').limit(q.limit + 1).execute();
  const page = placementPages.take(rows.map((r) => ({ ...r, id: Number(r.id) })), q.limit);
  const list: TopPlacement[] = page.rows.map((r) => {
    const s = r.subject as unknown as TopSubject;
    const listing = r.l_id === null ? null : presentListing({ id: r.l_id, kind: r.l_kind!, title: r.l_title!, images: r.l_images, top_until: r.l_top_until }, now);
    return { order: presentOrder(r, lang, now), listing_kind: s.listing_kind, listing_id: s.listing_id, days: s.days, listing };
  });
  return { list, next_cursor: page.next_cursor };
}
