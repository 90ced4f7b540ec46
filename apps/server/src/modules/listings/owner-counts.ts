import { LISTING_KIND_NAMES, type MyListingCount } from '@haiwai/contracts';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { route } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';

type Counts = Omit<MyListingCount, 'kind'>;
const ZERO: Counts = { total: 0, live: 0, reviewing: 0, failed: 0, expired: 0, offline: 0, sold: 0, off_shelf: 0 };

/**
 * My listings of every kind counted by state, in one grouped query over the owner index. The states are
 * disjoint: rejected first (whatever its status, it needs fixing), then waiting for review, then by status, a
 * live one past its expiry apart. Every kind is in the answer, in declaration order, zeros included.
 */
export async function myListingCounts(db: Kysely<DB>, userId: number, at = new Date()): Promise<MyListingCount[]> {
  const ok = sql`review_status <> 'failed'`;
  const live = sql`status in ('online','on-sale')`;
  const rows = await sql<{ kind: string } & Record<keyof Counts, string>>`
    select kind,
      count(*) as total,
      count(*) filter (where review_status = 'failed') as failed,
      count(*) filter (where ${ok} and status = 'reviewing') as reviewing,
      count(*) filter (where ${ok} and ${live} and (expires_at is null or expires_at > ${at})) as live,
      count(*) filter (where ${ok} and ${live} and expires_at <= ${at}) as expired,
      count(*) filter (where ${ok} and status = 'offline') as offline,
      count(*) filter (where ${ok} and status = 'sold') as sold,
      count(*) filter (where ${ok} and status = 'off-shelf') as off_shelf
    from listing where user_id = ${userId} and deleted_at is null
    group by kind`.execute(db);
  const byKind = new Map(rows.rows.map((r) => [r.kind, r]));
  return LISTING_KIND_NAMES.map((kind) => {
    const r = byKind.get(kind);
    const counts = r ? (Object.fromEntries(Object.keys(ZERO).map((k) => [k, Number(r[k as keyof Counts])])) as Counts) : ZERO;
    return { kind, ...counts };
  });
}

/** GET /api/listing/mine/counts: Me's overview of what I publish. */
export function ownerCountRoutes(app: FastifyInstance, db: Kysely<DB>) {
  route(app, 'myListingCounts', async ({ user }) => myListingCounts(db, user.id));
}
