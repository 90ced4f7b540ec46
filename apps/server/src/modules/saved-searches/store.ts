import type { Lang } from '@haiwai/contracts';
import { SAVED_SEARCH, type SavedSearch } from '@haiwai/contracts/saved-searches';
import type { Kysely } from 'kysely';
import { conflict, notFound } from '../../core/errors.js';
import { idPager } from '../../core/paging/index.js';
import type { DB } from '../../db/schema.js';
import { defaultName, defOf, filterKey, json, listLink, placeNames, summary, urlQuery, type PlaceNames } from './query.js';
import type { SavedQuery, SavedSearchRow } from './schema.js';

const pager = idPager('saved-search.mine');
const epoch = (d: Date | string | null) => (d === null ? null : Math.floor(new Date(d).getTime() / 1000));

export interface SaveInput {
  kind: string;
  /** The kind's list query as its schema parsed it (the API table validates the body with the kind's own schema). */
  query: SavedQuery;
  name?: string;
}

/** A member's saved searches: save (idempotent, limited), list, rename, pause, delete (docs/saved-searches.md). */
export class SavedSearchStore {
  constructor(private readonly db: Kysely<DB>) {}

  present(row: SavedSearchRow, lang: Lang, names: PlaceNames): SavedSearch {
    const def = defOf(row.kind);
    const query = json<SavedQuery>(row.query);
    return {
      id: row.id,
      kind: row.kind,
      name: row.name,
      query: urlQuery(def, query),
      summary: summary(def, query, lang, names),
      link: listLink(def, query),
      paused: row.paused,
      site_area_id: row.site_area_id,
      last_digest_at: epoch(row.last_digest_at),
      created_at: epoch(row.created_at)!,
    };
  }

  /**
   * Saves a search in the member's area. The same filters saved again (in the same area and kind) answer the saved
   * one (`created: false`); past SAVED_SEARCH.perMember a 409. The member's row is locked meanwhile, so two saves at
   * once cannot both pass the limit.
   */
  async save(userId: number, siteAreaId: number, input: SaveInput, lang: Lang): Promise<SavedSearch & { created: boolean }> {
    const def = defOf(input.kind);
    const query = Object.fromEntries(Object.entries(input.query).filter(([, v]) => v !== undefined));
    const key = filterKey(query);
    const { row, created } = await this.db.transaction().execute(async (trx) => {
      await trx.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
      const same = await trx.selectFrom('saved_search').selectAll().where('user_id', '=', userId).where('site_area_id', '=', siteAreaId).where('kind', '=', def.kind).where('filter_key', '=', key).executeTakeFirst();
      if (same) return { row: same, created: false };
      const { n } = await trx.selectFrom('saved_search').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      if (Number(n) >= SAVED_SEARCH.perMember) throw conflict('saved_search.limit', { max: SAVED_SEARCH.perMember });
      const name = input.name ?? defaultName(def, summary(def, query, lang, await placeNames(trx, [query])), lang, SAVED_SEARCH.nameMax);
      const inserted = await trx
        .insertInto('saved_search')
        .values({ user_id: userId, site_area_id: siteAreaId, kind: def.kind, name, query: JSON.stringify(query), filter_key: key })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { row: inserted, created: true };
    });
    return { ...this.present(row, lang, await placeNames(this.db, [json<SavedQuery>(row.query)])), created };
  }

  /** The member's saved searches, newest first (every area and kind), on the shared pager. */
  async list(userId: number, opts: { cursor?: string; limit: number }, lang: Lang) {
    const after = pager.after(opts.cursor, 'id');
    let q = this.db.selectFrom('saved_search').selectAll().where('user_id', '=', userId);
    if (after) q = q.where(after);
    const page = pager.take(await q.orderBy('id', 'desc').limit(opts.limit + 1).execute(), opts.limit);
    const names = await placeNames(this.db, page.rows.map((r) => json<SavedQuery>(r.query)));
    return { list: page.rows.map((r) => this.present(r, lang, names)), next_cursor: page.next_cursor };
  }

  /** Renames, pauses or resumes the member's own search; anyone else's is simply not found. */
  async update(userId: number, id: number, patch: { name?: string; paused?: boolean }, lang: Lang): Promise<SavedSearch> {
    const set: { name?: string; paused?: boolean } = {};
    if (patch.name !== undefined) set.name = patch.name;
    // Resumed: the next check covers what was published while paused (one digest, at most SAVED_SEARCH.digestMax).
    if (patch.paused !== undefined) set.paused = patch.paused;
    const row = await this.db.updateTable('saved_search').set(set).where('id', '=', id).where('user_id', '=', userId).returningAll().executeTakeFirst();
    if (!row) throw notFound('saved_search.not_found');
    return this.present(row, lang, await placeNames(this.db, [json<SavedQuery>(row.query)]));
  }

  /** Deletes the member's own search: its alerts stop (what it sent stays recorded, so it is never sent again). */
  async remove(userId: number, id: number): Promise<{ ok: true }> {
    const res = await this.db.deleteFrom('saved_search').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!Number(res.numDeletedRows)) throw notFound('saved_search.not_found');
    return { ok: true };
  }
}
