import { EXCHANGE_BASE, divide, ratioOfNumber, toSignificant } from '@haiwai/contracts/exchange';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.js';

/**
 * The public rates feed: a JSON document of open.er-api.com's shape
 * (`{"result":"success","base_code":"USD","time_last_update_unix":…,"rates":{"VND":25950.5,…}}`). Read with a
 * timeout and a size cap, checked whole before anything is stored: a garbled answer changes nothing.
 */

const code = z.string().regex(/^[A-Z]{3}$/);
const feedAnswer = z.object({
  result: z.literal('success'),
  base_code: code,
  time_last_update_unix: z.number().int().positive().optional(),
  rates: z.record(code, z.number().positive().finite()),
});

/** The feed's rates, rebased to units per 1 USD (exact decimal strings), and the time the feed says they are of. */
export interface FeedRates {
  perUsd: Map<string, string>;
  asOf: Date;
}

export class FeedError extends Error {}

const MAX_BYTES = 1_000_000;

/** Reads one answer; throws FeedError with what was wrong (network, status, size, not JSON, wrong shape). */
export async function fetchFeed(url: string, timeoutMs: number, now = new Date()): Promise<FeedRates> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  } catch (err) {
    throw new FeedError(`feed unreachable: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!res.ok) throw new FeedError(`feed answered HTTP ${res.status}`);
  const text = await res.text().catch((err: unknown) => {
    throw new FeedError(`feed answer cut off: ${err instanceof Error ? err.message : String(err)}`);
  });
  if (text.length > MAX_BYTES) throw new FeedError(`feed answer over ${MAX_BYTES} bytes`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new FeedError('feed answer is not JSON');
  }
  return parseFeed(json, now);
}

/** Checks a parsed answer and rebases it to USD; throws FeedError when it is not a usable set of rates. */
export function parseFeed(json: unknown, now = new Date()): FeedRates {
  const parsed = feedAnswer.safeParse(json);
  if (!parsed.success) throw new FeedError(`feed answer has the wrong shape: ${parsed.error.issues[0]?.message ?? ''} at ${parsed.error.issues[0]?.path.join('.') ?? ''}`);
  const { rates, base_code: base, time_last_update_unix: unix } = parsed.data;
  const usd = ratioOfNumber(rates[EXCHANGE_BASE] ?? (base === EXCHANGE_BASE ? 1 : Number.NaN));
  const own = rates[base];
  if (!usd || (own !== undefined && own !== 1)) throw new FeedError(`feed answer is inconsistent: no ${EXCHANGE_BASE} rate, or ${base} is not 1 ${base}`);
  const perUsd = new Map<string, string>();
  for (const [currency, value] of Object.entries(rates)) {
    const r = ratioOfNumber(value);
    if (r) perUsd.set(currency, toSignificant(divide(r, usd), 15));
  }
  perUsd.set(EXCHANGE_BASE, '1');
  // The feed's own time, so a feed that stopped updating shows stale; never a time ahead of ours.
  const asOf = unix !== undefined && unix * 1000 <= now.getTime() ? new Date(unix * 1000) : now;
  return { perUsd, asOf };
}

/** Stores the feed's rates; a currency whose stored feed rate is newer than the feed's time keeps it (the seed's snapshot always gives way). */
export async function storeFeed(db: Kysely<DB>, feed: FeedRates): Promise<number> {
  const values = [...feed.perUsd].map(([currency, perUsd]) => ({ currency, per_usd: perUsd, source: 'feed' as const, updated_at: feed.asOf }));
  if (values.length === 0) return 0;
  const res = await db
    .insertInto('exchange_rate')
    .values(values)
    .onConflict((oc) =>
      oc
        .column('currency')
        .doUpdateSet({ per_usd: sql`excluded.per_usd`, source: sql`excluded.source`, updated_at: sql`excluded.updated_at` })
        .where((eb) => eb.or([eb('exchange_rate.source', '=', 'seed'), eb('exchange_rate.updated_at', '<=', sql<Date>`excluded.updated_at`)])),
    )
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0);
}
