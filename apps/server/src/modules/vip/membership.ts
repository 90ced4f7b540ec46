import type { LocalizedText } from '@haiwai/contracts';
import { VIP } from '@haiwai/contracts/vip/constants';
import type { VipInfo, VipTier } from '@haiwai/contracts/vip';
import { sql, type Kysely, type Transaction } from 'kysely';
import { badRequest, conflict } from '../../core/errors.js';
import { t } from '../../core/messages.js';
import type { DB } from '../../db/schema.js';
import type { OrderKindDefinition } from '../payments/index.js';
import type { Price } from '../payments/index.js';
import type { VipMemberRow } from './schema.js';

type Db = Kysely<DB> | Transaction<DB>;
const DAY = 86_400_000;
const LANGS = ['zh', 'en', 'vi'] as const;

/** A VIP tier's terms from its price's `spec`; a price set up without them is refused (never a 500). */
export function tierTerms(p: Price): { days: number; live_limit: number; free_top_days: number } {
  const n = (k: string) => Number(p.spec[k]);
  const days = n('days');
  const live = n('live_limit');
  const top = n('free_top_days');
  if (!Number.isInteger(days) || days < 1 || days > VIP.maxTierDays || !Number.isInteger(live) || live < 0 || !Number.isInteger(top) || top < 0) throw badRequest('vip.tier_invalid');
  return { days, live_limit: live, free_top_days: top };
}

/** A price as a tier of the VIP screen (a misconfigured one is left out of the list). */
export function presentTier(p: Price, name: string): VipTier | null {
  try {
    return { id: p.id, kind: p.kind, code: p.code, name, amount: p.amount, currency: p.currency, spec: p.spec, sort: p.sort, ...tierTerms(p) };
  } catch {
    return null;
  }
}

/** The calendar month (UTC) free top days are counted in. */
export const monthOf = (d: Date) => d.toISOString().slice(0, 7);

const isActive = (m: VipMemberRow | undefined, now: Date): m is VipMemberRow => Boolean(m && new Date(m.vip_until) > now);

/**
 * VIP membership (docs/vip.md): one row per user. Buying extends `vip_until` from the later of now and the
 * current end; a refund takes back the refunded share of the order's days (never below now). The last
 * purchase's tier sets the benefits. Also what other modules use: the live limit (listings) and the free top
 * days (promotion: `freeTopDaysLeft`, `spendFreeTopDays`).
 */
export class VipMembership {
  constructor(private readonly db: Kysely<DB>) {}

  member(userId: number, db: Db = this.db): Promise<VipMemberRow | undefined> {
    return db.selectFrom('vip_member').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  /** The order kind `vip`: input `{price_id}` of the buyer's area; one open VIP order per buyer. */
  kind(): OrderKindDefinition<{ price_id: number }> {
    return {
      kind: 'vip',
      quote: async (input, ctx) => {
        const price = await ctx.prices.get(ctx.siteAreaId, 'vip', input.price_id, ctx.trx);
        const terms = tierTerms(price);
        const title = Object.fromEntries(LANGS.map((l) => [l, t(l, 'vip.title', { name: price.names[l] || price.names.zh, days: terms.days })])) as LocalizedText;
        return { title, amount: price.amount, subject: { key: 'vip', price_id: price.id, tier: price.code, ...terms } };
      },
      fulfil: async ({ trx, order, now }) => {
        const s = order.subject as { tier: string; days: number; live_limit: number; free_top_days: number };
        await trx
          .insertInto('vip_member')
          .values({ user_id: order.userId, vip_until: new Date(now.getTime() + s.days * DAY), tier: s.tier, live_limit: s.live_limit, free_top_days: s.free_top_days, updated_at: now })
          .onConflict((oc) =>
            oc.column('user_id').doUpdateSet({
              vip_until: sql`greatest(vip_member.vip_until, ${now}) + make_interval(days => ${s.days})`,
              tier: s.tier,
              live_limit: s.live_limit,
              free_top_days: s.free_top_days,
              updated_at: now,
            }),
          )
          .execute();
        return 'done';
      },
      reverse: async ({ trx, order, amount, now }) => {
        const days = Number((order.subject as { days: number }).days);
        const takeMs = Math.round((days * DAY * amount) / Math.max(order.paidAmount, 1));
        await trx
          .updateTable('vip_member')
          .set({ vip_until: sql`greatest(${now}, vip_until - make_interval(secs => ${takeMs / 1000}))`, updated_at: now })
          .where('user_id', '=', order.userId)
          .execute();
      },
    };
  }

  /** Live listings a user may have in an area: a VIP's tier limit when higher than the area's. */
  async liveLimitOf(db: Db, userId: number, areaLimit: number, now = new Date()): Promise<number> {
    const m = await this.member(userId, db);
    return isActive(m, now) ? Math.max(areaLimit, m.live_limit) : areaLimit;
  }

  /** Free top-placement days `userId` may still use this calendar month (UTC); 0 when not VIP. */
  async freeTopDaysLeft(userId: number, db: Db = this.db, now = new Date()): Promise<number> {
    const m = await this.member(userId, db);
    if (!isActive(m, now)) return 0;
    const used = await db.selectFrom('vip_top_spend').select('days_used').where('user_id', '=', userId).where('month', '=', monthOf(now)).executeTakeFirst();
    return Math.max(0, m.free_top_days - (used?.days_used ?? 0));
  }

  /**
   * Uses `days` free top days inside the caller's transaction (the promotion module, when it places top
   * placement for free); the member row is locked so two placements cannot both spend the last days.
   * Throws a 409 (`vip.free_top_short`) when fewer are left; returns the days left after.
   */
  async spendFreeTopDays(trx: Transaction<DB>, userId: number, days: number, now = new Date()): Promise<number> {
    if (!Number.isInteger(days) || days < 1) throw badRequest();
    await trx.selectFrom('vip_member').select('user_id').where('user_id', '=', userId).forUpdate().executeTakeFirst();
    const left = await this.freeTopDaysLeft(userId, trx, now);
    if (days > left) throw conflict('vip.free_top_short', { left });
    await trx
      .insertInto('vip_top_spend')
      .values({ user_id: userId, month: monthOf(now), days_used: days })
      .onConflict((oc) => oc.columns(['user_id', 'month']).doUpdateSet({ days_used: sql`vip_top_spend.days_used + ${days}` }))
      .execute();
    return left - days;
  }

  /** My VIP as the Me page and the VIP screen show it. */
  async info(userId: number, areaLimit: number, liveCount: number, now = new Date()): Promise<VipInfo> {
    const m = await this.member(userId);
    const active = isActive(m, now);
    return {
      active,
      until: m ? Math.floor(new Date(m.vip_until).getTime() / 1000) : null,
      tier: m?.tier ?? null,
      live_limit: active ? Math.max(areaLimit, m.live_limit) : areaLimit,
      live_count: liveCount,
      free_top_days: active ? m.free_top_days : 0,
      free_top_days_left: await this.freeTopDaysLeft(userId, this.db, now),
    };
  }
}
