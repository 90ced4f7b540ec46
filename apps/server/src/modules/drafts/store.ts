import { DRAFTS, type ServerDraft } from '@haiwai/contracts/drafts';
import type { Call } from '../../core/routes.js';
import { sql, type Kysely } from 'kysely';
import { notFound } from '../../core/errors.js';
import { idPager } from '../../core/paging/index.js';
import type { Timers } from '../../core/timers/index.js';
import { epochSeconds } from '../../core/time.js';
import type { DB } from '../../db/schema.js';
import type { TemporaryLogRow } from './schema.js';

export const EXPIRE_KIND = 'drafts.expire';
const DAY_MS = 86_400_000;
const pages = idPager('temporary-log');
const expiryKey = (id: number) => `drafts.expire:${id}`;

export const presentDraft = (r: TemporaryLogRow): ServerDraft => ({
  id: r.id,
  form_key: r.form_key,
  title: r.title,
  content: typeof r.content === 'string' ? (JSON.parse(r.content) as Record<string, unknown>) : r.content,
  updated_at: epochSeconds(r.updated_at),
  expires_at: epochSeconds(r.expires_at),
});

/** One member's drafts: saved per form key, read only by their owner, removed 30 days after the last save. */
export class DraftStore {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly timers: Timers,
  ) {}

  /** Registers the expiry job (every node): a draft saved again meanwhile has a later `expires_at` and stays. */
  registerExpiry() {
    this.timers.register<{ id: number }>(EXPIRE_KIND, async (job, { trx }) => {
      await trx.deleteFrom('temporary_log').where('id', '=', job.payload.id).where('expires_at', '<=', sql<Date>`now()`).execute();
    });
  }

  async save(userId: number, body: Call<'temporaryLogSave'>['body']): Promise<ServerDraft> {
    const expires = new Date(Date.now() + DRAFTS.ttlDays * DAY_MS);
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('temporary_log')
        .values({ user_id: userId, form_key: body.form_key, title: body.title, content: JSON.stringify(body.content), expires_at: expires })
        .onConflict((oc) => oc.columns(['user_id', 'form_key']).doUpdateSet({ title: body.title, content: JSON.stringify(body.content), updated_at: sql`now()`, expires_at: expires }))
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.timers.schedule(EXPIRE_KIND, expires, { id: row.id }, { key: expiryKey(row.id), replace: true, db: trx });
      // A member keeps at most DRAFTS.perMember drafts: the least recently saved beyond that go.
      const old = await trx.selectFrom('temporary_log').select('id').where('user_id', '=', userId).orderBy('updated_at', 'desc').orderBy('id', 'desc').offset(DRAFTS.perMember).execute();
      if (old.length) await trx.deleteFrom('temporary_log').where('id', 'in', old.map((o) => o.id)).execute();
      return presentDraft(row);
    });
  }

  async list(userId: number, q: Call<'temporaryLogList'>['query']) {
    const after = pages.after(q.cursor, 'id');
    let sel = this.db.selectFrom('temporary_log').selectAll().where('user_id', '=', userId).where('expires_at', '>', sql<Date>`now()`);
    if (q.form_key) sel = sel.where('form_key', '=', q.form_key);
    if (after) sel = sel.where(after);
    // By id (newest first): a save replaces the row in place, so "last saved first" is kept by the client's sort of the page.
    const rows = await sel.orderBy('id', 'desc').limit(q.limit + 1).execute();
    const page = pages.take(rows, q.limit);
    return { list: page.rows.map(presentDraft).sort((a, b) => b.updated_at - a.updated_at), next_cursor: page.next_cursor };
  }

  async remove(userId: number, id: number): Promise<{ ok: true }> {
    // Another member's draft answers as a missing one: whether it exists is nobody else's business.
    const gone = await this.db.deleteFrom('temporary_log').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!Number(gone.numDeletedRows)) throw notFound('drafts.not_found');
    await this.timers.cancel(expiryKey(id));
    return { ok: true };
  }
}
