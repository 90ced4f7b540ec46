import { LISTING_KINDS, type ListingKind, type ListingKindDef } from '@haiwai/contracts';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { pagedQueue, type ReviewQueue, type ReviewQueueDetail } from '../../core/review-queues.js';
import type { DB } from '../../db/schema.js';
import { SettingsStore } from '../basis/index.js';
import { adminUpdate, adopt, type KindAdmin } from './admin-routes.js';
import type { ListingKindHooks } from './index.js';
import { storedTexts } from './texts.js';
import { ListingPolicy } from './listing-core.js';

const SUMMARY = 140;
const like = (words: string) => `%${words.replace(/[\\%_]/g, '\\$&')}%`;
const photos = (v: unknown): string[] => (Array.isArray(v) ? v : typeof v === 'string' ? (JSON.parse(v) as unknown[]) : []).filter((x): x is string => typeof x === 'string');

/** A kind's waiting rows (alias `l`): pending review, not deleted, not waiting for an opening fee (docs/vip.md). */
function waitingWhere(def: ListingKindDef, k: KindAdmin, areas: number[] | null): Expression<SqlBool>[] {
  const w: Expression<SqlBool>[] = [sql<SqlBool>`l.kind = ${def.kind}`, sql<SqlBool>`l.review_status = 'pending'`, sql<SqlBool>`l.deleted_at is null`];
  if (areas) w.push(areas.length ? sql<SqlBool>`l.site_area_id in (${sql.join(areas)})` : sql<SqlBool>`false`);
  if (k.hooks.opening) w.push(sql<SqlBool>`not (${k.hooks.opening.waiting()})`);
  return w;
}

/**
 * One review queue per listing kind, generated from the kinds' list (docs/console.md): the kind's pending listings,
 * oldest first, decided through the engine's own review (`adopt`, and the admin update that rejects with a reason):
 * the same lifecycle, audit rows and notices to the owner as the phone review screens.
 */
export function listingReviewQueues(db: Kysely<DB>, kindHooks: ListingKindHooks): ReviewQueue[] {
  const policy = new ListingPolicy(new SettingsStore(db));
  return Object.values(LISTING_KINDS).map((def) => {
    const k: KindAdmin = { db, policy, def, hooks: kindHooks.of(def.kind as ListingKind) };
    return pagedQueue({
      key: `listing.${def.kind}`,
      module: 'listings',
      title: def.label,
      permission: 'review',
      async read(q, f) {
        const w = f.id ? [...waitingWhere(def, k, null), sql<SqlBool>`l.id = ${f.id}`] : waitingWhere(def, k, f.areas);
        if (f.afterId) w.push(sql<SqlBool>`l.id > ${f.afterId}`);
        if (f.q) w.push(sql<SqlBool>`(l.title ilike ${like(f.q)} or u.nickname ilike ${like(f.q)})`);
        const rows = await q
          .selectFrom('listing as l')
          .innerJoin('app_user as u', 'u.id', 'l.user_id')
          .select(['l.id', 'l.site_area_id', 'l.title', 'l.description', 'l.images', 'l.updated_at', 'l.user_id', 'u.nickname', 'l.texts'])
          .where(sql<SqlBool>`${sql.join(w, sql` and `)}`)
          .orderBy('l.id')
          .limit(f.limit)
          .execute();
        return rows.map((r): ReviewQueueDetail => {
          const images = photos(r.images);
          return {
            id: r.id,
            site_area_id: r.site_area_id,
            title: r.title,
            summary: r.description.slice(0, SUMMARY),
            // The publisher's other language versions are reviewed with the original (texts.ts): under it, each marked.
            body: [r.description, ...Object.entries(storedTexts(r.texts)).map(([l, v]) => `[${l}] ${v.title}\n${v.description}`)].join('\n\n'),
            images,
            image: images[0] ?? null,
            author: { id: r.user_id, nickname: r.nickname },
            created_at: new Date(r.updated_at).toISOString(),
            app_path: `${def.pages.detail}?id=${r.id}`,
          };
        });
      },
      async counts(q, areas) {
        const rows = await q
          .selectFrom('listing as l')
          .select(['l.site_area_id', sql<number>`count(*)::int`.as('count')])
          .where(sql<SqlBool>`${sql.join(waitingWhere(def, k, areas), sql` and `)}`)
          .groupBy('l.site_area_id')
          .execute();
        return rows.map((r) => ({ site_area_id: r.site_area_id, count: Number(r.count) }));
      },
      async decide(_db, admin, id, d) {
        if (d.action === 'approve') await adopt(k, id, null, admin, 'zh');
        else await adminUpdate(k, id, { review_status: 'failed', reason: d.reason ?? '' } as never, admin, 'zh');
      },
    });
  });
}
