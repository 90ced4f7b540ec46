import type { Kysely, Transaction } from 'kysely';
import { forbidden } from '../../core/errors.js';
import type { MessageKey } from '../../core/messages.js';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** Which way a block between two people goes, seen from `a`. */
export type BlockDirection = 'none' | 'a_blocked_b' | 'b_blocked_a';

/**
 * Blocks between people, as other modules consult them (`ctx.use('userBlocks')`): chat refuses a one-to-one
 * conversation or message across a block, social hides blocked people's posts and comments, follows are refused.
 */
export class UserBlocks {
  constructor(private readonly db: Kysely<DB>) {}

  /** Who blocked whom between `a` and `b` (a block `a` made wins when both did). */
  async direction(a: number, b: number, db: Db = this.db): Promise<BlockDirection> {
    if (a === b) return 'none';
    const rows = await db
      .selectFrom('user_block')
      .select('blocker_id')
      .where((eb) => eb.or([eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]), eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)])]))
      .execute();
    if (rows.some((r) => r.blocker_id === a)) return 'a_blocked_b';
    return rows.length ? 'b_blocked_a' : 'none';
  }

  async isBlockedEitherWay(a: number, b: number, db: Db = this.db): Promise<boolean> {
    return (await this.direction(a, b, db)) !== 'none';
  }

  /**
   * A 403 when `me` and `other` are separated by a block, in words for `me`: keys `<prefix>.you_blocked` and
   * `<prefix>.blocked_you` (prefix `relation` or `chat`, or a module's own with both keys).
   */
  async assertNotBlocked(me: number, other: number, prefix: 'relation' | 'chat' = 'relation', db: Db = this.db): Promise<void> {
    const dir = await this.direction(me, other, db);
    if (dir === 'a_blocked_b') throw forbidden(`${prefix}.you_blocked` as MessageKey);
    if (dir === 'b_blocked_a') throw forbidden(`${prefix}.blocked_you` as MessageKey);
  }

  /** Everyone `userId` blocked or was blocked by: the people feeds and comment lists leave out for them. */
  async hiddenFrom(userId: number, db: Db = this.db): Promise<number[]> {
    const rows = await db
      .selectFrom('user_block')
      .select('blocked_id as id')
      .where('blocker_id', '=', userId)
      .union(db.selectFrom('user_block').select('blocker_id as id').where('blocked_id', '=', userId))
      .execute();
    return rows.map((r) => r.id);
  }
}
