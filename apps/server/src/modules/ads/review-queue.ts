import { sql, type Kysely, type SqlBool } from 'kysely';
import { pagedQueue, type ReviewQueue } from '../../core/review-queues.js';
import type { DB } from '../../db/schema.js';
import type { Payments } from '../payments/index.js';
import type { AdSlides } from './ad-slides.js';
import { review } from './admin-routes.js';

const like = (words: string) => `%${words.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Ad creatives waiting for review, in the operators' console (docs/console.md): decided through the module's own
 * review (approving shows the ad on its days; rejecting refunds the order), notice and audit included.
 */
export function adReviewQueue(db: Kysely<DB>, payments: Payments, slides: AdSlides): ReviewQueue {
  return pagedQueue({
    key: 'ad',
    module: 'ads',
    title: { zh: '广告素材', en: 'Ad creatives', vi: 'Nội dung quảng cáo' },
    permission: 'review',
    async read(q, f) {
      const w = [sql<SqlBool>`a.state = 'pending_review'`];
      if (f.id) w.push(sql<SqlBool>`a.id = ${f.id}`);
      else if (f.areas) w.push(f.areas.length ? sql<SqlBool>`a.site_area_id in (${sql.join(f.areas)})` : sql<SqlBool>`false`);
      if (f.afterId) w.push(sql<SqlBool>`a.id > ${f.afterId}`);
      if (f.q) w.push(sql<SqlBool>`(a.title ilike ${like(f.q)} or u.nickname ilike ${like(f.q)})`);
      const rows = await q
        .selectFrom('ad as a')
        .innerJoin('app_user as u', 'u.id', 'a.user_id')
        .select(['a.id', 'a.site_area_id', 'a.title', 'a.body', 'a.image', 'a.contact', 'a.dates', 'a.position', 'a.created_at', 'a.user_id', 'u.nickname'])
        .where(sql<SqlBool>`${sql.join(w, sql` and `)}`)
        .orderBy('a.id')
        .limit(f.limit)
        .execute();
      return rows.map((r) => {
        const dates = (typeof r.dates === 'string' ? (JSON.parse(r.dates) as string[]) : r.dates) ?? [];
        return {
          id: r.id,
          site_area_id: r.site_area_id,
          title: r.title,
          summary: `${r.position} · ${dates.join(', ')}`,
          body: [r.body, r.contact].filter(Boolean).join('\n'),
          images: [r.image],
          image: r.image,
          author: { id: r.user_id, nickname: r.nickname },
          created_at: new Date(r.created_at).toISOString(),
          app_path: '/pagesA/common/ad-buy-list',
        };
      });
    },
    async counts(q, areas) {
      let s = q.selectFrom('ad').select(['site_area_id', sql<number>`count(*)::int`.as('count')]).where('state', '=', 'pending_review');
      if (areas) s = areas.length ? s.where('site_area_id', 'in', areas) : s.where(sql<SqlBool>`false`);
      const rows = await s.groupBy('site_area_id').execute();
      return rows.map((r) => ({ site_area_id: r.site_area_id, count: Number(r.count) }));
    },
    async decide(_db, admin, id, d) {
      await db.transaction().execute((trx) => review(trx, payments, admin, id, d.action === 'approve' ? { decision: 'approve' } : { decision: 'reject', reason: d.reason ?? '' }));
      slides.changed();
    },
  });
}
