import type { FastifyInstance } from 'fastify';
import { OPEN_TARGETS, type OpenTarget } from '@haiwai/contracts/vip/constants';
import { notFound } from '../../core/errors.js';
import { pick } from '../../core/localize.js';
import type { ModuleContext } from '../../core/module.js';
import { idPager } from '../../core/paging/index.js';
import { route } from '../../core/routes.js';
import { SettingsStore } from '../basis/index.js';
import { ListingPolicy, liveCount } from '../listings/index.js';
import { presentPrice } from '../payments/index.js';
import { presentOrder } from '../payments/index.js';
import { buyerOf } from '../payments/index.js';
import type { VipMembership } from './membership.js';
import { presentTier } from './membership.js';
import { openingPrice } from './opening.js';

const orderPages = idPager('vip-orders');
const isTarget = (v: unknown): v is OpenTarget => (OPEN_TARGETS as readonly unknown[]).includes(v);

/** VIP and merchant opening calls (docs/vip.md): prices of the caller's area, my VIP, paying, my orders of each kind. */
export function vipRoutes(app: FastifyInstance, ctx: ModuleContext, membership: VipMembership) {
  const { db } = ctx.database;
  const payments = ctx.use('payments');
  const areas = ctx.use('siteAreas');
  const policy = new ListingPolicy(new SettingsStore(db));
  const areaOf = async (siteAreaId: number) => (await areas.current(siteAreaId)).id;

  /** My orders of one kind, newest first. */
  const ordersOf = async (kind: string, userId: number, lang: Parameters<typeof presentOrder>[1], q: { cursor?: string; limit: number }) => {
    const after = orderPages.after(q.cursor, 'id');
    let query = db.selectFrom('pay_order').selectAll().where('user_id', '=', userId).where('kind', '=', kind);
    if (after) query = query.where(after);
    const rows = await query.orderBy('id', 'desc').limit(q.limit + 1).execute();
    const page = orderPages.take(rows.map((r) => ({ ...r, id: Number(r.id) })), q.limit);
    return { list: page.rows.map((r) => presentOrder(r, lang)), next_cursor: page.next_cursor };
  };

  route(app, 'vipList', async ({ ctx: c }) => {
    const prices = await payments.prices.list(await areaOf(c.siteAreaId), 'vip');
    return prices.flatMap((p) => presentTier(p, pick(p.names, c.lang)) ?? []);
  });

  route(app, 'vipInfo', async ({ ctx: c, user }) => {
    const area = await areaOf(c.siteAreaId);
    const [limit, count] = await Promise.all([policy.liveLimit(area), liveCount(db, user.id, area)]);
    return membership.info(user.id, limit, count);
  });

  route(app, 'vipPay', async ({ body, user, ctx: c, req }) => payments.place('vip', body, buyerOf(req, user.id, await areaOf(c.siteAreaId))));
  route(app, 'vipOrderList', async ({ query, user, ctx: c }) => ordersOf('vip', user.id, c.lang, query));

  route(app, 'openList', async ({ ctx: c }) => {
    const prices = await payments.prices.list(await areaOf(c.siteAreaId), 'open');
    return prices.flatMap((p) => (isTarget(p.spec.target) ? [{ ...presentPrice(p, c.lang), target: p.spec.target }] : []));
  });

  route(app, 'openInfo', async ({ query, user, ctx: c }) => {
    const row = await db.selectFrom('merchant_opening').selectAll().where('listing_id', '=', query.listing_id).where('user_id', '=', user.id).executeTakeFirst();
    if (!row) throw notFound('open.not_found');
    const price = await openingPrice(db, row.site_area_id, row.target);
    return { listing_id: row.listing_id, target: row.target, state: row.state, price: price ? { ...presentPrice(price, c.lang), target: row.target } : null };
  });

  route(app, 'openPay', async ({ body, user, ctx: c, req }) => payments.place('open', body, buyerOf(req, user.id, await areaOf(c.siteAreaId))));
  route(app, 'openOrderList', async ({ query, user, ctx: c }) => ordersOf('open', user.id, c.lang, query));
}
