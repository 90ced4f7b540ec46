import type { ListingCard, ListingDetail, ListingSaveBody } from '@haiwai/contracts';
import type { Expression, Kysely, SqlBool, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ListingRow } from './schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Where a kind truly differs from the engine, it says so here (modules/<kind>/hooks), and only here:
 * jobs need the publisher's company, job-hunt contacts unlock per viewer.
 */
export interface KindHooks {
  /** The company (a passed `company` listing) a publisher posts under; null when they have none. */
  companyOf?(db: Db, userId: number, siteAreaId: number): Promise<number | null>;
  /** Whether `userId` has unlocked the locked fields of `row`. */
  unlocked?(db: Db, userId: number, row: ListingRow): Promise<boolean>;
  /** Extra checks before a save (throw an AppError to refuse). */
  beforeSave?(db: Db, userId: number, body: Partial<ListingSaveBody>, existing: ListingRow | null): Promise<void>;
  /** Live listings `userId` may have in an area whose member limit is `areaLimit` (modules/vip: a VIP's own limit). */
  liveLimitOf?(db: Db, userId: number, siteAreaId: number, areaLimit: number): Promise<number>;
  /** Merchant opening (modules/vip, docs/vip.md): where the area charges, a new registration waits for its fee before review. */
  opening?: OpeningGate;
  /** The kind's own list parameters, sorts and card fields (hotels: stay dates, rating, distance). */
  list?: KindListHook;
  /** Adds the kind's own fields to a detail (hotels: the rating). */
  detail?(db: Db, detail: ListingDetail): Promise<void>;
}

/**
 * What a kind adds to its public list (`<kind>List`), beside the engine's filters and sorts. Its parameters come
 * from the kind's extra list query (contracts: `kindApi(def, { listQuery })`).
 */
export interface KindListHook {
  /** Query parameters the hook answers; the engine's own filters leave them alone (`price_min` on a kind without a listing price). */
  params: readonly string[];
  /** Conditions on the listing rows (alias `l`), given the query and the page set's snapshot time. May throw a 400. */
  where(q: Record<string, unknown>, at: Date): Expression<SqlBool>[];
  /**
   * A sort of the kind's own (or one replacing the engine's of that name): a non-negative numeric key per row (alias
   * `l`, never null), ties by id in the same direction. null: the engine's sort.
   */
  sort?(sort: string, q: Record<string, unknown>): { key: Expression<unknown>; dir: 'asc' | 'desc' } | null;
  /** Adds the kind's fields to a page's cards, in place (one query per page, not per card). */
  cards?(db: Db, cards: ListingCard[], q: Record<string, unknown>): Promise<void>;
}

/** A registration that must pay an opening fee is saved offline and pending, and is not sent to review until paid. */
export interface OpeningGate {
  /** Whether a new registration by `userId` in the area pays an opening fee first. */
  due(db: Db, userId: number, siteAreaId: number): Promise<boolean>;
  /** Records a new registration as waiting for its fee (right after its insert). */
  awaiting(db: Db, row: ListingRow): Promise<void>;
  /** Throws (409) while `row` waits for its fee: neither its owner nor an admin sends it to review or live. */
  guard(db: Db, row: ListingRow): Promise<void>;
  /** Rows (alias `l`) still waiting for their fee: kept out of the review queue. */
  waiting(): Expression<SqlBool>;
}
