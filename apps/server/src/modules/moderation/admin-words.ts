import type { ApiData } from '@haiwai/contracts';
import type { Expression, Kysely, SqlBool } from 'kysely';
import { FieldError, forbidden, notFound } from '../../core/errors.js';
import { idPager } from '../../core/paging/index.js';
import type { AuthUser } from '../../core/routes.js';
import { epochSeconds } from '../../core/time.js';
import type { DB } from '../../db/schema.js';
import { adminAreas, audit, mayActOn } from '../notices/index.js';
import type { SensitiveWordRow } from './schema.js';
import { bumpListVersion, EVERY_AREA, type SensitiveWords } from './sensitive-words.js';

type Word = ApiData<'adminSensitiveWordList'>['list'][number];
const pages = idPager('sensitive_word');

const present = (r: SensitiveWordRow): Word => ({ id: r.id, site_area_id: r.site_area_id, word: r.word, created_by: r.created_by, created_at: epochSeconds(r.created_at) });

/** The list an admin may change: an area admin their areas'; the all-areas list (0) super admins only. */
function mayChange(admin: AuthUser, siteAreaId: number | null): boolean {
  if (siteAreaId === null) return admin.role === 'super_admin';
  return mayActOn(admin, siteAreaId);
}

/**
 * The admins' sensitive-word lists. Every change bumps its list's version in the same transaction (other nodes
 * rebuild on their next check) and tells this node's filter at once; each is audited.
 */
export class SensitiveWordAdmin {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly words: SensitiveWords,
  ) {}

  /** An area admin sees their areas' lists and the all-areas list (read only); a super admin every list. */
  async list(admin: AuthUser, q: { site_area_id?: number; keyword?: string; cursor?: string; limit: number }): Promise<ApiData<'adminSensitiveWordList'>> {
    const areas = q.site_area_id === EVERY_AREA ? [] : adminAreas(admin, q.site_area_id);
    const withEvery = q.site_area_id === undefined || q.site_area_id === EVERY_AREA;
    const after = pages.after(q.cursor, 'id');
    let sel = this.db.selectFrom('sensitive_word').selectAll().where((eb) => {
      const scope: Expression<SqlBool>[] = [];
      if (withEvery) scope.push(eb('site_area_id', 'is', null));
      if (areas === null) scope.push(eb('site_area_id', 'is not', null));
      else if (areas.length) scope.push(eb('site_area_id', 'in', areas));
      return scope.length ? eb.or(scope) : eb.val(false);
    });
    if (q.keyword) sel = sel.where('word', 'ilike', `%${q.keyword.replace(/[\\%_]/g, '\\$&')}%`);
    if (after) sel = sel.where(after);
    const rows = await sel.orderBy('id', 'desc').limit(q.limit + 1).execute();
    const page = pages.take(rows, q.limit);
    return { list: page.rows.map(present), next_cursor: page.next_cursor };
  }

  /** Adds words to one list; a word already there (any case) is skipped and named. */
  async save(admin: AuthUser, input: { site_area_id: number; words: string[] }): Promise<ApiData<'adminSensitiveWordSave'>> {
    const areaId = input.site_area_id === EVERY_AREA ? null : input.site_area_id;
    if (areaId !== null) {
      const area = await this.db.selectFrom('site_area').select('id').where('id', '=', areaId).executeTakeFirst();
      if (!area) throw new FieldError({ 'body.site_area_id': 'field.site_area_unknown' }, 'moderation.area_unknown');
    }
    if (!mayChange(admin, areaId)) throw forbidden(areaId === null ? 'moderation.word_area_forbidden' : 'admin.area_forbidden');
    const unique = new Map<string, string>();
    for (const w of input.words) if (!unique.has(w.toLowerCase())) unique.set(w.toLowerCase(), w);
    const added = await this.db.transaction().execute(async (trx) => {
      const rows: SensitiveWordRow[] = [];
      for (const word of unique.values()) {
        const row = await trx
          .insertInto('sensitive_word')
          .values({ site_area_id: areaId, word, created_by: admin.id })
          // The only unique index is (coalesce(site_area_id, 0), lower(word)): a word already listed is skipped.
          .onConflict((oc) => oc.doNothing())
          .returningAll()
          .executeTakeFirst();
        if (row) rows.push(row);
      }
      if (rows.length) {
        await bumpListVersion(trx, areaId);
        await audit(trx, { adminId: admin.id, siteAreaId: areaId, action: 'sensitive_word.add', targetType: 'sensitive_word', targetId: rows[0]!.id, detail: { words: rows.map((r) => r.word) } });
      }
      return rows;
    });
    this.words.invalidate(areaId);
    // Each added row answers for the first spelling given; every other one is reported skipped.
    const pending = new Set(added.map((r) => r.word));
    const skipped = input.words.filter((w) => !pending.delete(w));
    return { added: added.map(present), skipped };
  }

  async remove(admin: AuthUser, id: number): Promise<{ ok: true }> {
    const areaId = await this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('sensitive_word').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!row) throw notFound();
      if (!mayChange(admin, row.site_area_id)) throw forbidden(row.site_area_id === null ? 'moderation.word_area_forbidden' : 'admin.area_forbidden');
      await trx.deleteFrom('sensitive_word').where('id', '=', id).execute();
      await bumpListVersion(trx, row.site_area_id);
      await audit(trx, { adminId: admin.id, siteAreaId: row.site_area_id, action: 'sensitive_word.delete', targetType: 'sensitive_word', targetId: id, detail: { word: row.word } });
      return row.site_area_id;
    });
    this.words.invalidate(areaId);
    return { ok: true };
  }
}
