import type { ApiData } from '@haiwai/contracts';
import { SCAM_PATTERN } from '@haiwai/contracts/trust';
import type { Kysely } from 'kysely';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors.js';
import type { MessageKey } from '../../core/messages.js';
import { idPager } from '../../core/paging/index.js';
import type { AuthUser, Call } from '../../core/routes.js';
import { epochSeconds } from '../../core/time.js';
import type { DB } from '../../db/schema.js';
import { adminAreas, audit, mayActOn } from '../notices/index.js';
import type { ScamScreen } from './patterns.js';
import { checkRegex } from './regex-guard.js';
import type { ScamPatternRow } from './schema.js';

type Pattern = ApiData<'adminScamPatternList'>['list'][number];
type SaveInput = Call<'adminScamPatternSave'>['body'];
const pages = idPager('scam_pattern');
const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';

export const presentPattern = (r: ScamPatternRow): Pattern => ({
  id: r.id,
  site_area_id: r.site_area_id,
  kind: r.kind,
  lang: r.lang,
  topic: r.topic,
  pattern: r.pattern,
  enabled: r.enabled,
  created_by: r.created_by,
  updated_at: epochSeconds(r.updated_at),
});

/** A phrase within its length; an expression valid and safe (regex-guard.ts): else a 400 saying what to change. */
export function assertPatternOk(kind: SaveInput['kind'], pattern: string): void {
  if (kind === 'word') {
    if ([...pattern].length > SCAM_PATTERN.maxWordLength) throw badRequest('trust.word_too_long', { max: SCAM_PATTERN.maxWordLength });
    return;
  }
  const refusal = checkRegex(pattern);
  if (!refusal) return;
  const key: MessageKey = refusal.reason === 'invalid' ? 'trust.pattern_invalid' : (`trust.pattern_unsafe_${refusal.what}` as MessageKey);
  throw badRequest(key, refusal.reason === 'invalid' ? { error: refusal.error } : undefined);
}

/** The area admins' scam patterns (console /admin/trust, permission 'content'); every change is audited. */
export class ScamPatternAdmin {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly screen: ScamScreen,
  ) {}

  async list(admin: AuthUser, q: Call<'adminScamPatternList'>['query']): Promise<ApiData<'adminScamPatternList'>> {
    const areas = adminAreas(admin, q.site_area_id);
    const after = pages.after(q.cursor, 'id');
    let sel = this.db.selectFrom('scam_pattern').selectAll();
    if (areas !== null) sel = sel.where('site_area_id', 'in', areas.length ? areas : [0]);
    if (q.lang) sel = sel.where('lang', '=', q.lang);
    if (after) sel = sel.where(after);
    const rows = await sel.orderBy('id', 'desc').limit(q.limit + 1).execute();
    const page = pages.take(rows, q.limit);
    return { list: page.rows.map(presentPattern), next_cursor: page.next_cursor };
  }

  async save(admin: AuthUser, input: SaveInput): Promise<Pattern> {
    const area = await this.db.selectFrom('site_area').select('id').where('id', '=', input.site_area_id).executeTakeFirst();
    if (!area) throw badRequest('trust.area_unknown');
    if (!mayActOn(admin, input.site_area_id)) throw forbidden('admin.area_forbidden');
    assertPatternOk(input.kind, input.pattern);
    const values = { site_area_id: input.site_area_id, kind: input.kind, lang: input.lang, topic: input.topic, pattern: input.pattern, enabled: input.enabled };
    let row: ScamPatternRow;
    try {
      row = await this.db.transaction().execute(async (trx) => {
        let saved: ScamPatternRow;
        if (input.id === undefined) {
          saved = await trx.insertInto('scam_pattern').values({ ...values, created_by: admin.id }).returningAll().executeTakeFirstOrThrow();
        } else {
          const before = await trx.selectFrom('scam_pattern').selectAll().where('id', '=', input.id).forUpdate().executeTakeFirst();
          if (!before) throw notFound();
          if (!mayActOn(admin, before.site_area_id)) throw forbidden('admin.area_forbidden');
          saved = await trx.updateTable('scam_pattern').set({ ...values, updated_at: new Date() }).where('id', '=', input.id).returningAll().executeTakeFirstOrThrow();
        }
        await audit(trx, { adminId: admin.id, siteAreaId: saved.site_area_id, action: input.id === undefined ? 'scam_pattern.add' : 'scam_pattern.update', targetType: 'scam_pattern', targetId: saved.id, detail: values });
        return saved;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('trust.pattern_taken');
      throw err;
    }
    this.screen.invalidate();
    return presentPattern(row);
  }

  async remove(admin: AuthUser, id: number): Promise<{ ok: true }> {
    await this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('scam_pattern').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!row) throw notFound();
      if (!mayActOn(admin, row.site_area_id)) throw forbidden('admin.area_forbidden');
      await trx.deleteFrom('scam_pattern').where('id', '=', id).execute();
      await audit(trx, { adminId: admin.id, siteAreaId: row.site_area_id, action: 'scam_pattern.delete', targetType: 'scam_pattern', targetId: id, detail: { kind: row.kind, pattern: row.pattern } });
    });
    this.screen.invalidate();
    return { ok: true };
  }

  async test(admin: AuthUser, input: Call<'adminScamPatternTest'>['body']): Promise<ApiData<'adminScamPatternTest'>> {
    if (!mayActOn(admin, input.site_area_id)) throw forbidden('admin.area_forbidden');
    return { matches: await this.screen.matches(input.site_area_id, input.text) };
  }
}
