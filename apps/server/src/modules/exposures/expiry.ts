import type { Transaction } from 'kysely';
import type { Timers } from '../../core/timers/index.js';
import type { DB } from '../../db/schema.js';
import { moveExposure, SYSTEM } from './moves.js';

/** The durable timer kind that takes an approved exposure off the list after the area's days (docs/timers.md). */
export const EXPIRE_KIND = 'exposure.expire';

/** One job per expiry time: a renewal schedules a new one, and the old one, firing early, finds nothing due. */
export function scheduleExpiry(timers: Timers, trx: Transaction<DB>, id: number, at: Date) {
  return timers.schedule<{ id: number }>(EXPIRE_KIND, at, { id }, { key: `exposure-expire:${id}:${Math.floor(at.getTime() / 1000)}`, db: trx });
}

/** The handler: still approved and past its time (not renewed, not withdrawn) → expired, with the author's notice. */
export function registerExpiry(timers: Timers) {
  timers.register<{ id: number }>(EXPIRE_KIND, async (job, { trx }) => {
    const row = await trx.selectFrom('exposure').select(['status', 'expires_at']).where('id', '=', job.payload.id).executeTakeFirst();
    if (!row || row.status !== 'approved' || !row.expires_at || row.expires_at.getTime() > Date.now()) return;
    await moveExposure(trx, job.payload.id, SYSTEM, 'expired');
  });
}
