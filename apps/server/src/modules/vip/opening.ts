import { LISTING_KINDS, type LocalizedText } from '@haiwai/contracts';
import { OPEN_TARGET_KIND, OPEN_TARGETS, type OpenTarget } from '@haiwai/contracts/vip/constants';
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { conflict, notFound } from '../../core/errors.js';
import { t } from '../../core/messages.js';
import type { DB } from '../../db/schema.js';
import type { OpeningGate } from '../listings/index.js';
import type { OrderKindDefinition } from '../payments/index.js';
import { readPrice, type Price } from '../payments/index.js';

type Db = Kysely<DB> | Transaction<DB>;
const DAY = 86_400_000;
const LANGS = ['zh', 'en', 'vi'] as const;
/** States in which a registration owes its fee: never paid, or paid and refunded. */
const OWES = ['awaiting_fee', 'refunded'] as const;

export const targetOfKind = (kind: string): OpenTarget | null => OPEN_TARGETS.find((t) => OPEN_TARGET_KIND[t] === kind) ?? null;

/** What opening `target` costs in an area now (its enabled `open` price), or null: the area does not charge. */
export async function openingPrice(db: Db, siteAreaId: number, target: OpenTarget): Promise<Price | null> {
  const row = await db
    .selectFrom('price_item')
    .selectAll()
    .where('site_area_id', '=', siteAreaId)
    .where('kind', '=', 'open')
    .where('enabled', '=', true)
    .where(sql<string>`spec->>'target'`, '=', target)
    .orderBy('sort')
    .orderBy('amount')
    .orderBy('id')
    .executeTakeFirst();
  return row ? readPrice(row) : null;
}

/** The listing engine's gate for one registration kind (docs/vip.md, "Merchant opening"). */
export function openingGate(target: OpenTarget): OpeningGate {
  return {
    due: async (db, _userId, siteAreaId) => Boolean(await openingPrice(db, siteAreaId, target)),
    awaiting: async (db, row) => {
      await db.insertInto('merchant_opening').values({ listing_id: row.id, user_id: row.user_id, site_area_id: row.site_area_id, target, state: 'awaiting_fee' }).execute();
    },
    guard: async (db, row) => {
      const opening = await db.selectFrom('merchant_opening').select('state').where('listing_id', '=', row.id).executeTakeFirst();
      if (!opening || !(OWES as readonly string[]).includes(opening.state)) return;
      // The area stopped charging meanwhile: nothing is owed any more, the registration goes on as anywhere else.
      if (!(await openingPrice(db, row.site_area_id, target))) {
        await db.deleteFrom('merchant_opening').where('listing_id', '=', row.id).execute();
        return;
      }
      throw conflict('open.fee_unpaid');
    },
    waiting: () => sql<SqlBool>`exists (select 1 from merchant_opening o where o.listing_id = l.id and o.state in ('awaiting_fee', 'refunded'))`,
  };
}

/** The area's rules the listing engine applies, read in the caller's transaction (the settings cache reads outside it). */
async function reviewRules(trx: Transaction<DB>, siteAreaId: number, kind: string) {
  const rows = await trx.selectFrom('setting').select(['key', 'value']).where('site_area_id', 'in', [0, siteAreaId]).where('key', 'in', ['listing_review', 'listing_expiry_days']).orderBy('site_area_id').execute();
  const s: Record<string, unknown> = {};
  for (const r of rows) s[r.key] = r.value;
  const def = LISTING_KINDS[kind as keyof typeof LISTING_KINDS];
  const review = (s.listing_review as Record<string, boolean> | undefined)?.[kind] !== false && Boolean(def?.review);
  const days = Number(s.listing_expiry_days);
  return { def, review, days: Number.isFinite(days) && days > 0 ? days : 30 };
}

/**
 * Paid: a registration never approved goes to review (or straight live where the area does not review); one
 * approved before and taken offline by a refund comes back live.
 */
async function sendOn(trx: Transaction<DB>, listingId: number, now: Date): Promise<void> {
  const row = await trx.selectFrom('listing').select(['id', 'kind', 'site_area_id', 'status', 'review_status', 'ever_passed', 'expires_at', 'deleted_at']).where('id', '=', listingId).forUpdate().executeTakeFirst();
  if (!row || row.deleted_at || row.status !== 'offline') return;
  const { def, review, days } = await reviewRules(trx, row.site_area_id, row.kind);
  const expiry = { expires_at: new Date(now.getTime() + days * DAY) };
  if (row.review_status === 'passed') {
    const expired = !row.expires_at || new Date(row.expires_at) <= now;
    await trx.updateTable('listing').set({ status: def?.liveStatus ?? 'online', updated_at: now, ...(expired ? expiry : {}) }).where('id', '=', row.id).execute();
  } else if (review) {
    await trx.updateTable('listing').set({ status: 'reviewing', review_status: 'pending', updated_at: now }).where('id', '=', row.id).execute();
  } else {
    await trx.updateTable('listing').set({ status: def?.liveStatus ?? 'online', review_status: 'passed', ever_passed: true, published_at: now, updated_at: now, ...expiry }).where('id', '=', row.id).execute();
  }
}

/**
 * The order kind `open`: input `{listing_id}`, the buyer's own registration waiting for its fee in the area
 * they are in. Fulfilled: sent to review. Refunded whole: the registration goes offline and owes its fee
 * again (it cannot come back by its owner's hand until paid); a partial refund takes nothing back.
 */
export function openingKind(): OrderKindDefinition<{ listing_id: number }> {
  return {
    kind: 'open',
    quote: async (input, ctx) => {
      const opening = await ctx.trx.selectFrom('merchant_opening as o').innerJoin('listing as l', 'l.id', 'o.listing_id').select(['o.state', 'o.target', 'o.site_area_id', 'l.title', 'l.deleted_at']).where('o.listing_id', '=', input.listing_id).where('o.user_id', '=', ctx.userId).executeTakeFirst();
      if (!opening || opening.deleted_at || opening.site_area_id !== ctx.siteAreaId) throw notFound('open.not_found');
      if (!(OWES as readonly string[]).includes(opening.state)) throw conflict('open.not_due');
      const price = await openingPrice(ctx.trx, ctx.siteAreaId, opening.target);
      if (!price) throw conflict('open.free_now');
      const title = Object.fromEntries(LANGS.map((l) => [l, t(l, 'open.title', { name: price.names[l] || price.names.zh, title: opening.title })])) as LocalizedText;
      return { title, amount: price.amount, subject: { key: `listing:${input.listing_id}`, listing_id: input.listing_id, target: opening.target, price_id: price.id } };
    },
    fulfil: async ({ trx, order, now }) => {
      const listingId = Number(order.subject.listing_id);
      await trx.updateTable('merchant_opening').set({ state: 'paid', order_id: order.id, updated_at: now }).where('listing_id', '=', listingId).execute();
      await sendOn(trx, listingId, now);
      return 'done';
    },
    reverse: async ({ trx, order, whole, now }) => {
      if (!whole) return;
      const listingId = Number(order.subject.listing_id);
      await trx.updateTable('merchant_opening').set({ state: 'refunded', updated_at: now }).where('listing_id', '=', listingId).where('order_id', '=', order.id).execute();
      await trx.updateTable('listing').set({ status: 'offline', updated_at: now }).where('id', '=', listingId).where('deleted_at', 'is', null).execute();
    },
  };
}
