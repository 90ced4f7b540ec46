import type { ListingSaveBody } from '@haiwai/contracts';
import type { Kysely, Transaction } from 'kysely';
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
}
