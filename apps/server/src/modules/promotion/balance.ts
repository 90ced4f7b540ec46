import type { BalanceChange, BalanceReason, CountField } from '@haiwai/contracts/promotion';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { idPager } from '../../core/paging/index.js';
import { epochSeconds } from '../../core/time.js';

type Db = Kysely<DB> | Transaction<DB>;

const historyPages = idPager('counts-history');

/** What spent or granted a change: the order it came with, or the thing it was spent on. */
export interface ChangeRef {
  orderId?: number;
  refType?: string;
  refId?: number;
}

/**
 * A user's paid views and messages (docs/promotion.md §2). Every change is one statement on the balance row
 * (so concurrent changes queue on that row and none is lost) plus its history row, in the caller's transaction.
 */
export class CountsBalance {
  constructor(private readonly db: Kysely<DB>) {}

  async read(userId: number, db: Db = this.db): Promise<{ views: number; messages: number }> {
    const row = await db.selectFrom('unlock_balance').select(['views', 'messages']).where('user_id', '=', userId).executeTakeFirst();
    return { views: row?.views ?? 0, messages: row?.messages ?? 0 };
  }

  /** Adds what an order bought. */
  async credit(trx: Transaction<DB>, userId: number, add: Record<CountField, number>, ref: ChangeRef): Promise<void> {
    const row = await trx
      .insertInto('unlock_balance')
      .values({ user_id: userId, views: add.views, messages: add.messages, updated_at: new Date() })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          views: sql<number>`unlock_balance.views + ${add.views}`,
          messages: sql<number>`unlock_balance.messages + ${add.messages}`,
          updated_at: new Date(),
        }),
      )
      .returning(['views', 'messages'])
      .executeTakeFirstOrThrow();
    for (const field of ['views', 'messages'] as const) {
      if (add[field] > 0) await record(trx, userId, field, add[field], 'bought', row[field], ref);
    }
  }

  /**
   * Takes one from the balance if there is one: the `> 0` condition is checked again on the locked row, so
   * two spends of the last one cannot both succeed. Answers what is left, or null when there was none.
   */
  async spendOne(trx: Transaction<DB>, userId: number, field: CountField, ref: ChangeRef): Promise<number | null> {
    const row = await trx
      .updateTable('unlock_balance')
      .set((eb) => ({ [field]: eb(field, '-', 1), updated_at: new Date() }))
      .where('user_id', '=', userId)
      .where(field, '>', 0)
      .returning(field)
      .executeTakeFirst();
    if (!row) return null;
    const left = (row as Record<CountField, number>)[field];
    await record(trx, userId, field, -1, 'spent', left, ref);
    return left;
  }

  /** A refund takes back up to `take` of each field: what is left of the grant, never below zero. */
  async takeBack(trx: Transaction<DB>, userId: number, take: Record<CountField, number>, ref: ChangeRef): Promise<Record<CountField, number>> {
    const before = await trx.selectFrom('unlock_balance').select(['views', 'messages']).where('user_id', '=', userId).forUpdate().executeTakeFirst();
    const taken = { views: Math.min(take.views, before?.views ?? 0), messages: Math.min(take.messages, before?.messages ?? 0) };
    if (!before || (taken.views === 0 && taken.messages === 0)) return taken;
    const row = await trx
      .updateTable('unlock_balance')
      .set({ views: sql<number>`views - ${taken.views}`, messages: sql<number>`messages - ${taken.messages}`, updated_at: new Date() })
      .where('user_id', '=', userId)
      .returning(['views', 'messages'])
      .executeTakeFirstOrThrow();
    for (const field of ['views', 'messages'] as const) {
      if (taken[field] > 0) await record(trx, userId, field, -taken[field], 'refunded', row[field], ref);
    }
    return taken;
  }

  /** Every change, newest first. */
  async history(userId: number, q: { cursor?: string; limit: number }): Promise<{ list: BalanceChange[]; next_cursor: string | null }> {
    const after = historyPages.after(q.cursor, 'c.id');
    let query = this.db
      .selectFrom('unlock_balance_change as c')
      .leftJoin('pay_order as o', 'o.id', 'c.order_id')
      .select(['c.id', 'c.field', 'c.delta', 'c.reason', 'c.balance', 'c.order_id', 'o.order_no', 'c.ref_type', 'c.ref_id', 'c.created_at'])
      .where('c.user_id', '=', userId);
    if (after) query = query.where(after);
    const rows = await query.orderBy('c.id', 'desc').limit(q.limit + 1).execute();
    const page = historyPages.take(rows.map((r) => ({ ...r, id: Number(r.id) })), q.limit);
    return {
      list: page.rows.map((r) => ({
        id: r.id,
        field: r.field,
        delta: r.delta,
        reason: r.reason,
        balance: r.balance,
        order_id: r.order_id === null ? null : Number(r.order_id),
        order_no: r.order_no,
        ref_type: r.ref_type,
        ref_id: r.ref_id,
        created_at: epochSeconds(r.created_at),
      })),
      next_cursor: page.next_cursor,
    };
  }
}

async function record(trx: Transaction<DB>, userId: number, field: CountField, delta: number, reason: BalanceReason, balance: number, ref: ChangeRef) {
  await trx
    .insertInto('unlock_balance_change')
    .values({ user_id: userId, field, delta, reason, balance, order_id: ref.orderId ?? null, ref_type: ref.refType ?? null, ref_id: ref.refId ?? null })
    .execute();
}
