import type { AdminAd, MyAd } from '@haiwai/contracts/ads';
import type { OrderState } from '@haiwai/contracts/payments/constants';
import type { ChatCard } from '@haiwai/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AdRow } from './schema.js';
import { epochSeconds } from '../../core/time.js';

type Db = Kysely<DB> | Transaction<DB>;
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** Ads with their order's number, state and amount: every list of ads reads through this. */
export function adQuery(db: Db) {
  return db
    .selectFrom('ad as a')
    .innerJoin('pay_order as o', 'o.id', 'a.order_id')
    .innerJoin('app_user as u', 'u.id', 'a.user_id')
    .selectAll('a')
    .select(['o.order_no', 'o.state as order_state', 'o.amount', 'o.currency', 'u.nickname', 'u.avatar']);
}
export type AdWithOrder = AdRow & { order_no: string; order_state: string; amount: string | number; currency: string; nickname: string; avatar: string | null };

export function presentMyAd(r: AdWithOrder): MyAd {
  return {
    id: r.id,
    order_id: Number(r.order_id),
    order_no: r.order_no,
    order_state: r.order_state as OrderState,
    amount: Number(r.amount),
    currency: r.currency.trim(),
    position: r.position,
    dates: json<string[]>(r.dates),
    image: r.image,
    title: r.title,
    text: r.body,
    listing_id: r.listing_id,
    contact: r.contact,
    state: r.state,
    reject_reason: r.reject_reason,
    created_at: epochSeconds(r.created_at),
  };
}

export const presentAdminAd = (r: AdWithOrder, listing: ChatCard | null): AdminAd => ({
  ...presentMyAd(r),
  site_area_id: r.site_area_id,
  advertiser: { id: r.user_id, nickname: r.nickname },
  listing,
});

/**
 * The listing (or company) cards of some ads in one query. Only live listings: a deleted or offline one
 * leaves its ad without a card rather than pointing to a missing page.
 */
export async function cardsOf(db: Db, listingIds: Array<number | null>): Promise<Map<number, ChatCard>> {
  const ids = [...new Set(listingIds.filter((id): id is number => id !== null))];
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('listing')
    .select(['id', 'kind', 'title', 'images', 'price', 'price_unit', 'currency', 'user_id'])
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .where('status', 'in', ['online', 'on-sale', 'sold'])
    .execute();
  return new Map(
    rows.map((r) => {
      const images = json<string[]>(r.images) ?? [];
      const card: ChatCard = { kind: r.kind, id: r.id, title: r.title, cover: images[0] ?? null, price: r.price === null ? null : Number(r.price), price_unit: r.price_unit, currency: r.currency, user_id: r.user_id };
      return [r.id, card];
    }),
  );
}
