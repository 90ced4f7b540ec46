import type { AdPayBody } from '@haiwai/contracts/ads';
import { ADS, type AdState } from '@haiwai/contracts/ads/constants';
import { sql, type Kysely, type Transaction } from 'kysely';
import { badRequest, conflict } from '../../core/errors.js';
import { t } from '../../core/messages.js';
import type { DB } from '../../db/schema.js';
import type { GrantContext, OrderKindDefinition, QuoteContext } from '../payments/index.js';
import { buyableRange, dayIn, isRealDay } from './days.js';

/** What an ad order records (its `subject`): the position, the days and the creative. */
export interface AdSubject {
  position: string;
  price_id: number;
  per_day: number;
  dates: string[];
  image: string;
  title: string;
  text: string;
  listing_id: number | null;
  contact: string;
}

export async function areaTimeZone(db: Kysely<DB> | Transaction<DB>, siteAreaId: number): Promise<string> {
  const row = await db.selectFrom('site_area').select('time_zone').where('id', '=', siteAreaId).executeTakeFirst();
  return row?.time_zone || 'UTC';
}

/** Sorted, each once, each inside the buyable range of the area today; the first problem is the buyer's message. */
function checkDates(dates: string[], range: { first: string; last: string }): string[] {
  const seen = new Set<string>();
  for (const d of dates) {
    if (seen.has(d)) throw badRequest('ad.dates_repeated', { date: d });
    if (!isRealDay(d) || d < range.first || d > range.last) throw badRequest('ad.date_out_of_range', { date: d, ...range });
    seen.add(d);
  }
  return [...seen].sort();
}

async function checkListing(ctx: QuoteContext, listingId: number | undefined): Promise<number | null> {
  if (!listingId) return null;
  const row = await ctx.trx.selectFrom('listing').select('id').where('id', '=', listingId).where('user_id', '=', ctx.userId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw badRequest('ad.listing_not_mine');
  return row.id;
}

async function quote(body: AdPayBody, ctx: QuoteContext) {
  const price = await ctx.prices.get(ctx.siteAreaId, ADS.kind, body.price_id, ctx.trx);
  const range = buyableRange(await areaTimeZone(ctx.trx, ctx.siteAreaId), ctx.now, ADS.horizonDays);
  const dates = checkDates(body.dates, range);
  const subject: AdSubject = {
    position: String(price.spec.position ?? 'home'),
    price_id: price.id,
    per_day: price.amount,
    dates,
    image: body.image,
    title: body.title,
    text: body.text,
    listing_id: await checkListing(ctx, body.listing_id),
    contact: body.contact,
  };
  const title = (lang: 'zh' | 'en' | 'vi') => t(lang, 'ad.order_title', { days: dates.length, title: body.title });
  return { title: { zh: title('zh'), en: title('en'), vi: title('vi') }, amount: price.amount * dates.length, subject: { ...subject } };
}

/** Inserts the order's days; returns the days someone else holds (nothing is inserted for those). */
async function takeDays(trx: Transaction<DB>, adId: number, orderId: number, siteAreaId: number, s: AdSubject): Promise<string[]> {
  const rows = s.dates.map((day) => ({ site_area_id: siteAreaId, position: s.position, day, order_id: orderId, ad_id: adId }));
  const taken = await trx
    .insertInto('ad_slot')
    .values(rows)
    .onConflict((oc) => oc.columns(['site_area_id', 'position', 'day']).doNothing())
    .returning(sql<string>`day::text`.as('day'))
    .execute();
  const got = new Set(taken.map((r) => r.day));
  return s.dates.filter((d) => !got.has(d));
}

const subjectOf = (ctx: GrantContext) => ctx.order.subject as unknown as AdSubject;
const adOf = (ctx: GrantContext) => ctx.trx.selectFrom('ad').select(['id', 'state']).where('order_id', '=', ctx.order.id).forUpdate().executeTakeFirstOrThrow();
const freeDays = (ctx: GrantContext) => ctx.trx.deleteFrom('ad_slot').where('order_id', '=', ctx.order.id).execute();
const setState = (ctx: GrantContext, state: AdState, from: AdState[]) =>
  ctx.trx.updateTable('ad').set({ state, updated_at: ctx.now }).where('order_id', '=', ctx.order.id).where('state', 'in', from).execute();

/**
 * The `ad` order kind (docs/ads.md). `hold` writes the creative and takes the days in the placing transaction:
 * a day held by another order is a 409 naming it, and nothing of the order is kept. Concurrent buyers of one
 * day meet at the primary key of `ad_slot`: the second insert waits for the first transaction and then finds
 * the row (PostgreSQL), or runs after it (PGlite's single connection).
 */
export const adKind: OrderKindDefinition<AdPayBody> = {
  kind: ADS.kind,
  quote,
  hold: async (ctx) => {
    const s = subjectOf(ctx);
    const ad = await ctx.trx
      .insertInto('ad')
      .values({ order_id: ctx.order.id, user_id: ctx.order.userId, site_area_id: ctx.order.siteAreaId, position: s.position, dates: JSON.stringify(s.dates), image: s.image, title: s.title, body: s.text, listing_id: s.listing_id, contact: s.contact })
      .returning('id')
      .executeTakeFirstOrThrow();
    const clash = await takeDays(ctx.trx, ad.id, ctx.order.id, ctx.order.siteAreaId, s);
    if (clash.length) throw conflict('ad.date_taken', { date: clash.join(', ') });
  },
  release: async (ctx) => {
    await freeDays(ctx);
    await setState(ctx, 'closed', ['unpaid']);
  },
  revive: async (ctx) => {
    const s = subjectOf(ctx);
    const today = dayIn(await areaTimeZone(ctx.trx, ctx.order.siteAreaId), ctx.now);
    // A day already begun or past cannot be sold any more: the late payment is refunded.
    if (s.dates[0]! <= today) return false;
    const ad = await adOf(ctx);
    const clash = await takeDays(ctx.trx, ad.id, ctx.order.id, ctx.order.siteAreaId, s);
    if (!clash.length) return true;
    await freeDays(ctx);
    return false;
  },
  fulfil: async (ctx) => {
    await setState(ctx, 'pending_review', ['unpaid', 'closed']);
    return 'done';
  },
  // Only a whole refund takes the ad down (a partial one is a goodwill gesture); a rejection sets its own state after.
  reverse: async (ctx) => {
    if (!ctx.whole) return;
    await freeDays(ctx);
    await setState(ctx, 'refunded', ['pending_review', 'approved']);
  },
};
