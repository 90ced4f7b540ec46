import type { Lang } from '@haiwai/contracts';
import type { DecisionResult, QueueItem, QueueItemDetail, QueueSummary, ReviewClaim } from '@haiwai/contracts/console';
import type { Kysely } from 'kysely';
import { AppError, forbidden, notFound } from '../../core/errors.js';
import { t } from '../../core/messages.js';
import type { ReviewQueue, ReviewQueueItem } from '../../core/review-queues.js';
import type { AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { adminAreas, mayActOn } from '../notices/index.js';
import type { Claims } from './claims.js';
import type { Reasons } from './reasons.js';

type Log = { error(obj: object, msg: string): void };

/** Queues seen by one admin: counts and items in their areas, claims, and decisions one item at a time. */
export class ReviewService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly claims: Claims,
    private readonly reasons: Reasons,
    private readonly log: Log,
  ) {}

  async summaries(user: AuthUser, queues: ReviewQueue[], lang: Lang, siteAreaId?: number): Promise<QueueSummary[]> {
    const areas = adminAreas(user, siteAreaId);
    return Promise.all(
      queues.map(async (q) => {
        const counts = await q.counts(this.db, areas);
        return { key: q.key, title: q.title[lang] || q.title.zh, module: q.module, permission: q.permission, count: counts.reduce((n, c) => n + c.count, 0) };
      }),
    );
  }

  async items(user: AuthUser, q: ReviewQueue, query: { site_area_id?: number; cursor?: string; limit?: number; q?: string }) {
    const areas = adminAreas(user, query.site_area_id);
    const page = await q.pending(this.db, { areas, cursor: query.cursor, limit: query.limit ?? 20, q: query.q || undefined });
    const claims = await this.claims.live(this.db, q.key, page.list.map((i) => i.id), user.id);
    return { list: page.list.map((i) => this.withClaim(i, claims.get(i.id))), next_cursor: page.next_cursor, total: page.total };
  }

  async item(user: AuthUser, q: ReviewQueue, id: number): Promise<QueueItemDetail> {
    const found = await this.waiting(user, q, this.db, id);
    const claims = await this.claims.live(this.db, q.key, [id], user.id);
    return { ...this.withClaim(found, claims.get(id)), body: found.body, images: found.images };
  }

  async claim(user: AuthUser, q: ReviewQueue, id: number): Promise<ReviewClaim> {
    await this.waiting(user, q, this.db, id);
    return this.claims.claim(this.db, q.key, id, user.id);
  }

  async release(user: AuthUser, q: ReviewQueue, id: number): Promise<void> {
    await this.claims.release(this.db, q.key, id, user.id);
  }

  /**
   * Decides each item in order through its module's own review code: one that fails (gone, another area, claimed by
   * someone else) is reported and the others go on. A listed reason reaches each author in their own language. The
   * claim is checked before and ended after (the module's decision is its own transaction, see core/review-queues.ts).
   */
  async decide(user: AuthUser, q: ReviewQueue, input: { ids: number[]; action: 'approve' | 'reject'; reason?: string; reason_id?: number }, lang: Lang): Promise<DecisionResult[]> {
    const texts = input.action === 'reject' && input.reason_id ? await this.reasons.textFor(this.db, user, input.reason_id) : null;
    const results: DecisionResult[] = [];
    for (const id of [...new Set(input.ids)]) {
      try {
        const item = await this.waiting(user, q, this.db, id);
        await this.claims.mayDecide(this.db, q.key, id, user.id);
        const reason = input.action === 'approve' ? undefined : texts ? await this.authorText(item, texts) : input.reason;
        await q.decide(this.db, user, id, { action: input.action, reason });
        await this.claims.done(this.db, q.key, id);
        results.push({ id, ok: true, code: 0, message: '' });
      } catch (err) {
        results.push(this.failure(id, err, lang));
      }
    }
    return results;
  }

  /** The item if it still waits and the admin works in its area (404 / 403 otherwise). */
  private async waiting(user: AuthUser, q: ReviewQueue, db: Kysely<DB>, id: number) {
    const found = await q.find(db, id);
    if (!found) throw notFound('console.item_not_found');
    if (!mayActOn(user, found.site_area_id)) throw forbidden('admin.area_forbidden');
    return found;
  }

  private async authorText(item: ReviewQueueItem, texts: Record<Lang, string>): Promise<string> {
    const author = item.author ? await this.db.selectFrom('app_user').select('lang').where('id', '=', item.author.id).executeTakeFirst() : undefined;
    const lang = (author?.lang ?? 'zh') as Lang;
    return texts[lang] || texts.zh;
  }

  private withClaim(i: ReviewQueueItem, claim: ReviewClaim | undefined): QueueItem {
    return { id: i.id, site_area_id: i.site_area_id, title: i.title, summary: i.summary, author: i.author, created_at: i.created_at, image: i.image, app_path: i.app_path, claim: claim ?? null };
  }

  private failure(id: number, err: unknown, lang: Lang): DecisionResult {
    if (err instanceof AppError) return { id, ok: false, code: err.code, message: t(lang, err.key, err.params) };
    this.log.error({ err, id }, 'review decision failed');
    return { id, ok: false, code: 500, message: t(lang, 'error.internal', { id: String(id) }) };
  }
}
