import { CODE } from '@haiwai/contracts';
import { REVIEW, type ReviewClaim } from '@haiwai/contracts/console';
import { sql, type Kysely } from 'kysely';
import { AppError } from '../../core/errors.js';
import type { DB } from '../../db/schema.js';

/**
 * Claims on waiting items (docs/console.md, "Claims"): one row per item of a queue, held by one admin until
 * `expires_at`. Claiming a free or lapsed item, or one's own again (renewing it), takes the row in one statement; an
 * item another admin holds is a 409 naming them and how long is left. Deciding needs the claim or a free item.
 */
export class Claims {
  constructor(private readonly minutes: number = REVIEW.claimMinutes) {}

  async claim(db: Kysely<DB>, queue: string, itemId: number, adminId: number): Promise<ReviewClaim> {
    const until = sql<Date>`now() + make_interval(mins => ${this.minutes})`;
    const taken = await db
      .insertInto('review_claim')
      .values({ queue, item_id: itemId, admin_id: adminId, expires_at: until })
      .onConflict((oc) =>
        oc
          .columns(['queue', 'item_id'])
          .doUpdateSet({ admin_id: adminId, expires_at: until })
          .where((eb) => eb.or([eb('review_claim.expires_at', '<=', sql<Date>`now()`), eb('review_claim.admin_id', '=', adminId)])),
      )
      .returning(['admin_id', 'expires_at'])
      .executeTakeFirst();
    if (!taken) throw await this.heldError(db, queue, itemId);
    const me = await db.selectFrom('app_user').select('nickname').where('id', '=', adminId).executeTakeFirst();
    return { admin_id: adminId, nickname: me?.nickname ?? '', expires_at: new Date(taken.expires_at).toISOString(), mine: true };
  }

  async release(db: Kysely<DB>, queue: string, itemId: number, adminId: number): Promise<void> {
    await db.deleteFrom('review_claim').where('queue', '=', queue).where('item_id', '=', itemId).where('admin_id', '=', adminId).execute();
  }

  /** Live claims on `ids` of `queue`, by item, as the caller (`adminId`) sees them. */
  async live(db: Kysely<DB>, queue: string, ids: number[], adminId: number): Promise<Map<number, ReviewClaim>> {
    if (!ids.length) return new Map();
    const rows = await db
      .selectFrom('review_claim as c')
      .innerJoin('app_user as u', 'u.id', 'c.admin_id')
      .select(['c.item_id', 'c.admin_id', 'c.expires_at', 'u.nickname'])
      .where('c.queue', '=', queue)
      .where('c.item_id', 'in', ids)
      .where('c.expires_at', '>', sql<Date>`now()`)
      .execute();
    return new Map(rows.map((r) => [r.item_id, { admin_id: r.admin_id, nickname: r.nickname, expires_at: new Date(r.expires_at).toISOString(), mine: r.admin_id === adminId }]));
  }

  /** Refuses a decision while another admin's claim on the item is live; the caller's own, a lapsed one or none let it go on. */
  async mayDecide(db: Kysely<DB>, queue: string, itemId: number, adminId: number): Promise<void> {
    const row = await db
      .selectFrom('review_claim')
      .select(['admin_id', sql<boolean>`expires_at > now()`.as('live')])
      .where('queue', '=', queue)
      .where('item_id', '=', itemId)
      .executeTakeFirst();
    if (row && row.live && row.admin_id !== adminId) throw await this.heldError(db, queue, itemId);
  }

  /** The item is decided: its claim ends with it. */
  async done(db: Kysely<DB>, queue: string, itemId: number): Promise<void> {
    await db.deleteFrom('review_claim').where('queue', '=', queue).where('item_id', '=', itemId).execute();
  }

  /** The 409 for an item someone else holds: their name and the minutes left, in the caller's language. */
  private async heldError(db: Kysely<DB>, queue: string, itemId: number): Promise<AppError> {
    const held = await db
      .selectFrom('review_claim as c')
      .innerJoin('app_user as u', 'u.id', 'c.admin_id')
      .select(['c.admin_id', 'c.expires_at', 'u.nickname', sql<number>`ceil(extract(epoch from (c.expires_at - now())) / 60)::int`.as('minutes')])
      .where('c.queue', '=', queue)
      .where('c.item_id', '=', itemId)
      .executeTakeFirst();
    const claim = held ? { admin_id: held.admin_id, nickname: held.nickname, expires_at: new Date(held.expires_at).toISOString(), mine: false } : null;
    return new AppError(CODE.CONFLICT, 'console.claimed_by_other', { name: held?.nickname ?? '', minutes: Math.max(1, held?.minutes ?? 1) }, { claim });
  }
}
