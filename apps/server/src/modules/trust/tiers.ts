import type { TrustTiers } from '@haiwai/contracts/trust';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';

/** Bits of `tierBits`: one per tier. */
const PHONE = 1;
const REAL_NAME = 2;
const BUSINESS = 4;
const VIP = 8;

/**
 * A person's tiers as one small integer, for a query that already has their `app_user` row as `alias` (the
 * listing cards, the chat's people, the lookups below): three primary-key or partial-index probes, no extra
 * round trip, so a page of cards never asks once per card. The one definition of the tiers (docs/trust.md):
 * - phone: a mobile number on the account (only an SMS code sets one: registration, binding);
 * - real name: an approved real-name request (`user_verify.status = 'passed'`);
 * - business: an approved business licence of one of their companies (`business_verification`, modules/verification);
 * - VIP: a VIP membership running now (modules/vip).
 */
export function tierBits(alias: string): RawBuilder<number> {
  const id = sql.ref(`${alias}.id`);
  const mobile = sql.ref(`${alias}.mobile`);
  return sql<number>`(
    (case when ${mobile} is not null then ${sql.lit(PHONE)} else 0 end)
    | (case when exists (select 1 from user_verify tv where tv.user_id = ${id} and tv.status = 'passed') then ${sql.lit(REAL_NAME)} else 0 end)
    | (case when exists (select 1 from business_verification tb where tb.user_id = ${id} and tb.status = 'passed') then ${sql.lit(BUSINESS)} else 0 end)
    | (case when exists (select 1 from vip_member tm where tm.user_id = ${id} and tm.vip_until > now()) then ${sql.lit(VIP)} else 0 end)
  )`;
}

/** `tierBits` as the replies show them. */
export function tiersOf(bits: number | null | undefined): TrustTiers {
  const b = Number(bits ?? 0);
  return { phone: (b & PHONE) !== 0, real_name: (b & REAL_NAME) !== 0, business: (b & BUSINESS) !== 0, vip: (b & VIP) !== 0 };
}

/** No tier (an unknown or closed account). */
export const NO_TIERS: TrustTiers = tiersOf(0);

/** Verified beyond a phone: an approved real name or business licence. */
export const isVerified = (t: TrustTiers) => t.real_name || t.business;

/** The tiers of many people in one query (`trustTiers` service): ids not found answer no tier. */
export class TrustTierLookup {
  constructor(private readonly db: Kysely<DB>) {}

  async of(userIds: readonly number[]): Promise<Map<number, TrustTiers>> {
    const ids = [...new Set(userIds)];
    const out = new Map<number, TrustTiers>(ids.map((id) => [id, NO_TIERS]));
    if (ids.length === 0) return out;
    const rows = await this.db.selectFrom('app_user as u').select(['u.id', tierBits('u').as('bits')]).where('u.id', 'in', ids).execute();
    for (const r of rows) out.set(r.id, tiersOf(r.bits));
    return out;
  }

  async one(userId: number): Promise<TrustTiers> {
    return (await this.of([userId])).get(userId) ?? NO_TIERS;
  }
}
