import type { ApiData } from '@haiwai/contracts';
import { EXCHANGE, EXCHANGE_BASE, EXCHANGE_HOME, convertMinor, crossRate, minorDigits, toSignificant, type RateSource } from '@haiwai/contracts/exchange';
import type { Kysely } from 'kysely';
import { fieldError, notFound } from '../../core/errors.js';
import type { DB, SiteAreaRow } from '../../db/schema.js';
import type { SiteAreaDirectory } from '../site-area/index.js';
import { epochSeconds } from '../../core/time.js';

type Rates = ApiData<'exchangeRates'>;
type Conversion = ApiData<'exchange'>;

/** A currency's rate in force in one area: the area admin's when there is one, else the feed's (or snapshot's). */
export interface EffectiveRate {
  currency: string;
  perUsd: string;
  source: RateSource;
  updatedAt: Date;
  feedPerUsd: string | null;
  setBy: { id: number; name: string } | null;
}

const older = (a: Date, b: Date) => (a < b ? a : b);
/** Where a cross rate comes from: an admin's if either side is, else the snapshot's if either side is, else the feed's. */
const sourceOf = (a: EffectiveRate, b: EffectiveRate): RateSource =>
  (['admin', 'seed', 'feed'] as const).find((s) => a.source === s || b.source === s) ?? 'feed';

/**
 * Reads the rates in force in an area and converts with them, exactly (contracts' decimal.ts). Rates are stored
 * as units per 1 USD; a cross rate is the quotient of two of them, so any pair converts through the base.
 */
export class RateBook {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly areas: SiteAreaDirectory,
    private readonly staleAfterMs: number,
  ) {}

  /** The caller's area, or the one asked for (which must exist and be enabled). */
  async area(ctxAreaId: number, requested?: number): Promise<SiteAreaRow> {
    if (requested === undefined) return this.areas.current(ctxAreaId);
    const found = await this.areas.byId(requested);
    if (!found) throw notFound('exchange.area_not_found');
    return found;
  }

  /** Every currency the feed or snapshot has, with the area's own rates laid over them. */
  async effective(areaId: number): Promise<Map<string, EffectiveRate>> {
    const [feed, own] = await Promise.all([
      this.db.selectFrom('exchange_rate').selectAll().execute(),
      this.db
        .selectFrom('exchange_rate_override as o')
        .innerJoin('app_user as u', 'u.id', 'o.set_by')
        .select(['o.currency', 'o.per_usd', 'o.updated_at', 'o.set_by', 'u.nickname', 'u.username'])
        .where('o.site_area_id', '=', areaId)
        .execute(),
    ]);
    const out = new Map<string, EffectiveRate>();
    for (const r of feed) out.set(r.currency, { currency: r.currency, perUsd: r.per_usd, source: r.source, updatedAt: new Date(r.updated_at), feedPerUsd: r.per_usd, setBy: null });
    for (const o of own) {
      out.set(o.currency, {
        currency: o.currency, perUsd: o.per_usd, source: 'admin', updatedAt: new Date(o.updated_at),
        feedPerUsd: out.get(o.currency)?.feedPerUsd ?? null, setBy: { id: o.set_by, name: o.username ?? o.nickname },
      });
    }
    return out;
  }

  /** What the area's screen lists: its currency, CNY, USD, then the other enabled areas' currencies. */
  async shownCurrencies(area: SiteAreaRow): Promise<string[]> {
    const others = (await this.areas.all()).map((a) => a.currency);
    return [...new Set([area.currency, EXCHANGE_HOME, EXCHANGE_BASE, ...others])];
  }

  isStale(d: Date, now = Date.now()): boolean {
    return now - d.getTime() > this.staleAfterMs;
  }

  /** The rates screen: each shown currency's rate in force here, and each against the area's currency. */
  async ratesOf(area: SiteAreaRow, showWho: boolean): Promise<Rates> {
    const rates = await this.effective(area.id);
    const shown = (await this.shownCurrencies(area)).map((c) => rates.get(c)).filter((r): r is EffectiveRate => r !== undefined);
    const own = rates.get(area.currency);
    const currencies = shown.map((r) => ({
      currency: r.currency, exponent: minorDigits(r.currency), per_usd: r.perUsd, source: r.source, updated_at: epochSeconds(r.updatedAt),
      stale: this.isStale(r.updatedAt), feed_per_usd: r.feedPerUsd, set_by: showWho ? r.setBy : null,
    }));
    const rows = own ? shown.filter((r) => r.currency !== area.currency).map((r) => this.#row(r, own)) : [];
    return { site_area_id: area.id, area_currency: area.currency, base: EXCHANGE_BASE, home: EXCHANGE_HOME, stale_after_hours: this.staleAfterMs / 3_600_000, currencies, rows };
  }

  #row(r: EffectiveRate, own: EffectiveRate) {
    const when = older(r.updatedAt, own.updatedAt);
    return {
      currency: r.currency,
      rate: toSignificant(crossRate(r.perUsd, own.perUsd), EXCHANGE.rateSignificant),
      inverse: toSignificant(crossRate(own.perUsd, r.perUsd), EXCHANGE.rateSignificant),
      updated_at: epochSeconds(when),
      source: sourceOf(r, own),
      stale: this.isStale(r.updatedAt) || this.isStale(own.updatedAt),
    };
  }

  /** `amount` minor units of `from` in minor units of `to`, at the rates in force in the area. */
  async convert(area: SiteAreaRow, from: string, to: string, amount: number): Promise<Conversion> {
    const rates = await this.effective(area.id);
    const a = rates.get(from);
    const b = rates.get(to);
    if (!a) throw fieldError('body.from', 'exchange.unknown_currency');
    if (!b) throw fieldError('body.to', 'exchange.unknown_currency');
    const rate = crossRate(a.perUsd, b.perUsd);
    const result = convertMinor(BigInt(amount), from, to, rate);
    if (result > BigInt(Number.MAX_SAFE_INTEGER)) throw fieldError('body.amount', 'exchange.result_too_large');
    return {
      from, to, amount, result: Number(result), exponent: minorDigits(to),
      rate: toSignificant(rate, EXCHANGE.rateSignificant),
      inverse: toSignificant(crossRate(b.perUsd, a.perUsd), EXCHANGE.rateSignificant),
      updated_at: epochSeconds(older(a.updatedAt, b.updatedAt)),
      source: sourceOf(a, b),
      stale: this.isStale(a.updatedAt) || this.isStale(b.updatedAt),
    };
  }
}
