import type { ListingKind } from '@haiwai/contracts';
import { SAVED_SEARCH, SAVED_SEARCH_NOTICE_KIND, SAVED_SEARCHES_PATH } from '@haiwai/contracts/saved-searches';
import type { FastifyInstance } from 'fastify';
import { sql, type SqlBool, type Transaction } from 'kysely';
import type { ModuleContext } from '../../core/module.js';
import type { DB } from '../../db/schema.js';
import { listWhere, type ListingKindHooks } from '../listings/index.js';
import { NoticeService } from '../notices/index.js';
import type { UserBlocks } from '../relations/index.js';
import { defOf, json, listLink } from './query.js';
import type { SavedQuery, SavedSearchRow } from './schema.js';

/** The durable timer kind that looks for new matches of saved searches (docs/saved-searches.md, docs/timers.md). */
export const SWEEP_KIND = 'saved-searches.sweep';

interface SweepPayload {
  /** Which SAVED_SEARCH.sweepMinutes interval since the epoch this sweep belongs to: its key, so it runs once. */
  slot: number;
  /** A sweep too big for one transaction goes on in parts (1, 2…) right after, with the first part's cutoff. */
  part?: number;
  /** Searches checked before this time (ISO) are due in this sweep: what a part checks is not checked again by the next. */
  cutoff?: string;
}

/** Searches checked in one transaction (on PGlite the handler holds the one session: keep it short). */
const BATCH = 100;
/**
 * "New" means published after the last check less this overlap: a listing's publication time is its node's clock and
 * its transaction may commit after a check began. What the overlap brings twice is filtered by the sent record.
 */
const OVERLAP = sql`interval '1 hour'`;
const LINK_MAX = 500;

const keyOf = (slot: number, part = 0) => (part ? `saved-search-sweep:${slot}:${part}` : `saved-search-sweep:${slot}`);

interface Services {
  hooks: ListingKindHooks;
  blocks: UserBlocks;
}

/**
 * Every SAVED_SEARCH.sweepMinutes a sweep checks the due searches (not paused, no digest in the last
 * SAVED_SEARCH.digestEveryHours, the member active) and sends each with new matches one digest: a notice (pushed live
 * once committed). Each sweep schedules the next interval's, keyed by its slot, so restarts and several nodes never
 * run one twice; a start schedules the next slot's (a no-op when it is pending): nothing runs at the very start, so a
 * start stays quick and a restart never adds a sweep.
 */
export function startAlerts(app: FastifyInstance, ctx: ModuleContext, services: Services): void {
  const intervalMs = SAVED_SEARCH.sweepMinutes * 60_000;
  const log = app.log.child({ module: 'saved-searches' });
  const schedule = (payload: SweepPayload, runAt: Date, db?: Transaction<DB>) =>
    ctx.timers.schedule<SweepPayload>(SWEEP_KIND, runAt, payload, { key: keyOf(payload.slot, payload.part), db });

  ctx.timers.register<SweepPayload>(SWEEP_KIND, async (job, { trx }) => {
    const { slot, part = 0 } = job.payload;
    const cutoff = job.payload.cutoff ?? new Date((await sql<{ now: Date | string }>`select now() as now`.execute(trx)).rows[0]!.now).toISOString();
    const due = await dueSearches(trx, new Date(cutoff));
    let digests = 0;
    for (const search of due) if (await checkSearch(trx, search, services, log)) digests += 1;
    if (due.length === BATCH) await schedule({ slot, part: part + 1, cutoff }, new Date(), trx);
    if (part === 0) await schedule({ slot: slot + 1 }, new Date((slot + 1) * intervalMs), trx);
    log.info({ slot, part, checked: due.length, digests }, 'saved searches: sweep');
  });

  app.addHook('onReady', async () => {
    const next = Math.floor(Date.now() / intervalMs) + 1;
    await schedule({ slot: next }, new Date(next * intervalMs)).catch((err: unknown) => log.error({ err }, 'saved searches: could not schedule the sweep'));
  });
}

function dueSearches(trx: Transaction<DB>, cutoff: Date) {
  return trx
    .selectFrom('saved_search as s')
    .innerJoin('app_user as u', 'u.id', 's.user_id')
    .selectAll('s')
    .where('s.paused', '=', false)
    .where('u.status', '=', 'active')
    .where('s.checked_at', '<', cutoff)
    .where(sql<SqlBool>`(s.last_digest_at is null or s.last_digest_at <= now() - make_interval(hours => ${SAVED_SEARCH.digestEveryHours}))`)
    .orderBy('s.checked_at')
    .orderBy('s.id')
    .limit(BATCH)
    .execute();
}

/**
 * One search: its new matches (what its list shows now, published since its last check, not the member's own, not
 * from anyone they blocked or who blocked them, never sent to them before), recorded as sent and announced in one
 * digest. Returns whether a digest was sent.
 */
async function checkSearch(trx: Transaction<DB>, s: SavedSearchRow, { hooks, blocks }: Services, log: FastifyInstance['log']): Promise<boolean> {
  const def = defOf(s.kind);
  const query = json<SavedQuery>(s.query);
  await trx.updateTable('saved_search').set({ checked_at: sql<Date>`now()` }).where('id', '=', s.id).execute();
  let where;
  try {
    where = listWhere(def, hooks.of(def.kind as ListingKind).list, s.site_area_id, query, new Date());
  } catch (err) {
    // A kind's own parameter that no longer holds (a hotel stay whose dates have passed): nothing matches it.
    log.info({ err, search: s.id }, 'saved searches: a search no longer applies');
    return false;
  }
  const hidden = await blocks.hiddenFrom(s.user_id, trx);
  let q = trx
    .selectFrom('listing as l')
    .select(['l.id', 'l.title'])
    .where((eb) => eb.and(where))
    .where(sql<SqlBool>`l.published_at > greatest(${s.created_at}::timestamptz, ${s.checked_at}::timestamptz - ${OVERLAP})`)
    .where('l.user_id', '<>', s.user_id)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('saved_search_sent as x').select('x.listing_id').whereRef('x.listing_id', '=', 'l.id').where('x.user_id', '=', s.user_id))));
  if (hidden.length) q = q.where('l.user_id', 'not in', hidden);
  const found = await q.orderBy('l.published_at', 'desc').orderBy('l.id', 'desc').limit(SAVED_SEARCH.digestMax).execute();
  if (!found.length) return false;
  await trx.insertInto('saved_search_sent').values(found.map((l) => ({ user_id: s.user_id, listing_id: l.id, search_id: s.id }))).onConflict((oc) => oc.columns(['user_id', 'listing_id']).doNothing()).execute();
  await trx.updateTable('saved_search').set({ last_digest_at: sql<Date>`now()` }).where('id', '=', s.id).execute();
  const link = listLink(def, query);
  const count = found.length === SAVED_SEARCH.digestMax ? `${found.length}+` : found.length;
  await new NoticeService(trx).notify(s.user_id, {
    kind: SAVED_SEARCH_NOTICE_KIND,
    title: { key: 'saved_search.digest_title', params: { name: s.name, count } },
    body: { key: 'saved_search.digest_body', params: { titles: found.slice(0, SAVED_SEARCH.digestTitles).map((l) => `“${l.title}”`).join(' · ') } },
    link: link.length <= LINK_MAX ? link : SAVED_SEARCHES_PATH,
    refType: 'saved_search',
    refId: s.id,
    siteAreaId: s.site_area_id,
  });
  return true;
}
