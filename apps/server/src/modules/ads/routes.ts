import { ADS } from '@haiwai/contracts/ads/constants';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { notFound } from '../../core/errors.js';
import { idPager } from '../../core/paging/index.js';
import { route } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { buyerOf, presentPrice, type Payments } from '../payments/index.js';
import type { SiteAreaDirectory } from '../site-area/index.js';
import { adQuery, cardsOf, presentMyAd } from './ad-records.js';
import { buyableRange } from './days.js';

const minePages = idPager('ads-mine');

export interface AdsDeps {
  db: Kysely<DB>;
  payments: Payments;
  areas: SiteAreaDirectory;
}

/** Days held in [first, last] per position of an area (one query for every position). */
async function takenDays(db: Kysely<DB>, siteAreaId: number, range: { first: string; last: string }): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('ad_slot')
    .select(['position', sql<string>`day::text`.as('day')])
    .where('site_area_id', '=', siteAreaId)
    .where('day', '>=', sql<Date>`${range.first}::date`)
    .where('day', '<=', sql<Date>`${range.last}::date`)
    .orderBy('day')
    .execute();
  const byPosition = new Map<string, string[]>();
  for (const r of rows) byPosition.set(r.position, [...(byPosition.get(r.position) ?? []), r.day]);
  return byPosition;
}

/** The buyers' calls: positions and their taken days, buying, my ads, an ad's page. */
export function adRoutes(app: FastifyInstance, { db, payments, areas }: AdsDeps) {
  route(app, 'adPositions', async ({ ctx }) => {
    const area = await areas.current(ctx.siteAreaId);
    const timeZone = area.time_zone || 'UTC';
    const range = buyableRange(timeZone, new Date(), ADS.horizonDays);
    const [prices, taken] = await Promise.all([payments.prices.list(area.id, ADS.kind), takenDays(db, area.id, range)]);
    return prices.map((p) => {
      const position = String(p.spec.position ?? 'home');
      return { price: presentPrice(p, ctx.lang), position, first_day: range.first, last_day: range.last, taken: taken.get(position) ?? [], max_days: ADS.maxDays, time_zone: timeZone };
    });
  });

  route(app, 'adPay', async ({ body, user, ctx, req }) => {
    const area = await areas.current(ctx.siteAreaId);
    return payments.place(ADS.kind, body, buyerOf(req, user.id, area.id));
  });

  route(app, 'adOrderList', async ({ query, user }) => {
    const after = minePages.after(query.cursor, 'a.id');
    let q = adQuery(db).where('a.user_id', '=', user.id);
    if (after) q = q.where(after);
    const rows = await q.orderBy('a.id', 'desc').limit(query.limit + 1).execute();
    const page = minePages.take(rows, query.limit);
    return { list: page.rows.map(presentMyAd), next_cursor: page.next_cursor };
  });

  route(app, 'adInfo', async ({ params, user }) => {
    const r = await adQuery(db).where('a.id', '=', params.id).executeTakeFirst();
    // Before approval (or after a rejection) only its advertiser sees the page.
    if (!r || (r.state !== 'approved' && r.user_id !== user?.id)) throw notFound('ad.not_found');
    const cards = await cardsOf(db, [r.listing_id]);
    return {
      id: r.id,
      image: r.image,
      title: r.title,
      text: r.body,
      contact: r.contact,
      advertiser: { id: r.user_id, nickname: r.nickname, avatar: r.avatar },
      listing: (r.listing_id && cards.get(r.listing_id)) || null,
    };
  });
}
