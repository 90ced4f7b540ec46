/**
 * A per-node memory of which public lists had more matches than the cap ("1000+"), for `CAPPED_TTL_MS`.
 *
 * Only capped totals are kept. A list under the cap is counted on every first page, so an exact "共 37 条"
 * is always fresh. A capped one is shown as "1000+" and is already a snapshot: later pages repeat page one's
 * total from the cursor. It can only be wrong here if the matches fall to 1,000 or fewer within the TTL (by
 * deletions or expiry), and then only in that number. What it saves is the capped count itself: at a million
 * listings a keyword's count visits ~1,000 rows of the table (bench/README.md, listings).
 *
 * Keyed by the count's SQL and parameters, snapshot times left out (they change on every request). Entries
 * expire by time; when full, the oldest goes. Several nodes each keep their own: no invalidation needed.
 */
export const CAPPED_TTL_MS = 30_000;
const MAX_ENTRIES = 5000;

export class CappedTotals {
  readonly #until = new Map<string, number>();
  constructor(private readonly ttlMs = CAPPED_TTL_MS, private readonly maxEntries = MAX_ENTRIES) {}

  /** The key of a count statement: its text and its parameters, dates (the snapshot time) left out. */
  static keyOf(sqlText: string, parameters: readonly unknown[]): string {
    return `${sqlText}\u0000${JSON.stringify(parameters.map((p) => (p instanceof Date ? null : p)))}`;
  }

  /** Whether this count was capped less than the TTL ago. */
  has(key: string, now = Date.now()): boolean {
    const until = this.#until.get(key);
    if (until === undefined) return false;
    if (until > now) return true;
    this.#until.delete(key);
    return false;
  }

  /** Remembers that this count reached the cap. */
  remember(key: string, now = Date.now()): void {
    this.#until.delete(key);
    if (this.#until.size >= this.maxEntries) this.#until.delete(this.#until.keys().next().value!);
    this.#until.set(key, now + this.ttlMs);
  }

  clear(): void {
    this.#until.clear();
  }
}

/** The node's memory of capped public totals (pages.ts). */
export const cappedTotals = new CappedTotals();
