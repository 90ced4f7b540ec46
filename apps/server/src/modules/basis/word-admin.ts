import type { ApiData } from '@haiwai/contracts';
import type { langWordSaveBody } from '@haiwai/contracts/basis';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { notFound } from '../../core/errors.js';
import { cursorCodec, takePage } from '../../core/paging/index.js';
import type { AuthUser } from '../../core/routes.js';
import { epochSeconds } from '../../core/time.js';
import type { DB } from '../../db/schema.js';
import { audit } from '../notices/index.js';
import { mustBeArea, mustEditArea, readableAreas, showChange } from './admin-scope.js';

type SaveBody = z.output<typeof langWordSaveBody>;
type Item = ApiData<'adminLangWordSave'>;
const LANGS = ['zh', 'en', 'vi'] as const;
/** Pages of words run by (key, area): the cursor holds the last pair shown. */
const cursors = cursorCodec('admin-lang-word', z.object({ k: z.string().max(80), a: z.number().int().min(0) }).strict());
const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The UI word overrides as the console edits them (docs/decisions/0005-ui-words.md): the web's bundled
 * dictionaries are the truth, `lang_word` holds an admin's override per area (0: every area), language and key.
 * The server has no copy of the bundled keys (it reads no web source); the contract checks a key's shape and
 * the console offers only keys its bundle has (docs/content-admin.md).
 */
export class LangWordAdmin {
  constructor(private readonly db: Kysely<DB>) {}

  private async item(siteAreaId: number, key: string): Promise<Item | null> {
    const rows = await this.db.selectFrom('lang_word').select(['lang_type', 'value', 'updated_at']).where('site_area_id', '=', siteAreaId).where('key', '=', key).where('seeded', '=', false).execute();
    if (!rows.length) return null;
    const newest = rows.reduce((m, r) => Math.max(m, new Date(r.updated_at).getTime()), 0);
    return { site_area_id: siteAreaId, key, values: Object.fromEntries(rows.map((r) => [r.lang_type, r.value])), updated_at: epochSeconds(new Date(newest)) };
  }

  async list(user: AuthUser, q: { site_area_id?: number; keyword?: string; cursor?: string; limit: number }): Promise<ApiData<'adminLangWordList'>> {
    const areas = readableAreas(user, q.site_area_id);
    if (areas?.length === 0) return { list: [], next_cursor: null };
    const after = cursors.decode(q.cursor);
    let base = this.db.selectFrom('lang_word').where('seeded', '=', false);
    if (areas) base = base.where('site_area_id', 'in', areas);
    if (q.keyword) {
      const like = likePattern(q.keyword);
      base = base.where((eb) => eb.or([eb('key', 'ilike', like), eb('value', 'ilike', like)]));
    }
    if (after) base = base.where(sql<boolean>`(key, site_area_id) > (${after.k}, ${after.a})`);
    const pairs = await base.select(['key', 'site_area_id']).groupBy(['key', 'site_area_id']).orderBy('key').orderBy('site_area_id').limit(q.limit + 1).execute();
    const page = takePage(pairs, q.limit, (last) => cursors.encode({ k: last.key, a: last.site_area_id }));
    const items = await Promise.all(page.rows.map((p) => this.item(p.site_area_id, p.key)));
    return { list: items.filter((i): i is Item => i !== null), next_cursor: page.next_cursor };
  }

  async save(user: AuthUser, body: SaveBody): Promise<Item> {
    mustEditArea(user, body.site_area_id);
    await mustBeArea(this.db, body.site_area_id);
    const before = await this.item(body.site_area_id, body.key);
    await this.db.transaction().execute(async (trx) => {
      for (const lang of LANGS) {
        const value = body.values[lang];
        const row = trx.deleteFrom('lang_word').where('site_area_id', '=', body.site_area_id).where('lang_type', '=', lang).where('key', '=', body.key);
        if (!value) await row.execute();
        else
          await trx
            .insertInto('lang_word')
            .values({ site_area_id: body.site_area_id, lang_type: lang, key: body.key, value, updated_at: new Date(), seeded: false })
            .onConflict((oc) => oc.columns(['site_area_id', 'lang_type', 'key']).doUpdateSet({ value, updated_at: new Date(), seeded: false }))
            .execute();
      }
      await audit(trx, {
        adminId: user.id, siteAreaId: body.site_area_id || null, action: before ? 'lang_word.update' : 'lang_word.create', targetType: 'lang_word', targetId: null,
        detail: { key: body.key, values: body.values, ...(before ? { before: before.values } : {}) },
      });
    });
    showChange(this.db);
    return (await this.item(body.site_area_id, body.key))!;
  }

  async remove(user: AuthUser, body: { site_area_id: number; key: string }): Promise<{ ok: true }> {
    mustEditArea(user, body.site_area_id);
    const before = await this.item(body.site_area_id, body.key);
    if (!before) throw notFound('content.not_found');
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('lang_word').where('site_area_id', '=', body.site_area_id).where('key', '=', body.key).execute();
      await audit(trx, { adminId: user.id, siteAreaId: body.site_area_id || null, action: 'lang_word.delete', targetType: 'lang_word', targetId: null, detail: { key: body.key, before: before.values } });
    });
    showChange(this.db);
    return { ok: true };
  }
}
