import type { ListingCard, ListingDetail } from '@haiwai/contracts';
import { GUIDE_LIST_PARAMS } from '@haiwai/contracts/guides';
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { KindListHook } from '../listings/index.js';

type Db = Kysely<DB> | Transaction<DB>;
const average = sql`(select p.rating_sum::numeric / nullif(p.rating_count, 0) from guide_profile p where p.id = l.id)`;
const rated = (sum: number | null | undefined, count: number) => (count ? Math.round((Number(sum) / count) * 10) / 10 : null);

/** `guide/list`: `sort=rating` (best first, unrated last), `rating_min`, and each card's rating. */
export const guideListHook: KindListHook = {
  params: GUIDE_LIST_PARAMS,
  where(q) {
    const min = q.rating_min as number | undefined;
    return min === undefined ? [] : [sql<SqlBool>`coalesce(${average}, 0) >= ${min}`];
  },
  sort(sort) {
    return sort === 'rating' ? { key: sql`coalesce(${average}, 0)`, dir: 'desc' } : null;
  },
  async cards(db, cards) {
    if (!cards.length) return;
    const rows = await db.selectFrom('guide_profile').select(['id', 'rating_sum', 'rating_count']).where('id', 'in', cards.map((c) => c.id)).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const card of cards) {
      const r = byId.get(card.id);
      Object.assign(card, { rating: rated(r?.rating_sum, r?.rating_count ?? 0), rating_count: r?.rating_count ?? 0 } satisfies Partial<ListingCard>);
    }
  },
};

/** The rating on a guide's detail. */
export async function guideDetail(db: Db, detail: ListingDetail): Promise<void> {
  const r = await db.selectFrom('guide_profile').select(['rating_sum', 'rating_count']).where('id', '=', detail.id).executeTakeFirst();
  Object.assign(detail, { rating: rated(r?.rating_sum, r?.rating_count ?? 0), rating_count: r?.rating_count ?? 0 });
}
