import type { Lang } from '@haiwai/contracts';
import { PROMOTION_KINDS } from '@haiwai/contracts/promotion/constants';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../core/module.js';
import { idPager } from '../../core/paging/index.js';
import { route } from '../../core/routes.js';
import { buyerOf } from '../payments/index.js';
import type { Price } from '../payments/index.js';
import { presentOrder } from '../payments/index.js';
import { countsOf } from './counts.js';
import { daysOf, placeFreeTop, placements, toppableListings } from './top.js';
import { pick } from '../../core/localize.js';

const countsOrderPages = idPager('counts-orders');

const pkg = (p: Price, lang: Lang) => ({ id: p.id, code: p.code, name: pick(p.names, lang), amount: p.amount, currency: p.currency });

/** `dataTopConfig/*` and `dataAddNumberConfig/*` (docs/promotion.md): packages, pay, my orders, my balance. */
export function promotionRoutes(app: FastifyInstance, ctx: ModuleContext) {
  const { db } = ctx.database;
  const payments = ctx.use('payments');
  const vip = ctx.use('vip');
  const areas = ctx.use('siteAreas');
  const balance = ctx.use('countsBalance');
  const freeAllowance = ctx.use('countsFreeAllowance');
  const areaOf = async (siteAreaId: number) => (await areas.current(siteAreaId)).id;
  /** Packages whose terms are set up wrongly are left out of the list (paying for one is refused). */
  const usable = <T>(list: Price[], read: (p: Price) => T) =>
    list.flatMap((p) => {
      try {
        return [read(p)];
      } catch {
        return [];
      }
    });

  route(app, 'dataTopConfigList', async ({ ctx: c }) => usable(await payments.prices.list(await areaOf(c.siteAreaId), PROMOTION_KINDS.top), (p) => ({ ...pkg(p, c.lang), days: daysOf(p.spec) })));
  route(app, 'dataTopConfigListings', async ({ ctx: c, user, query }) => toppableListings(db, user.id, await areaOf(c.siteAreaId), query.kind));
  route(app, 'dataTopConfigPay', async ({ body, user, ctx: c, req }) => payments.place(PROMOTION_KINDS.top, body, buyerOf(req, user.id, await areaOf(c.siteAreaId))));
  route(app, 'dataTopConfigFree', async ({ body, user, ctx: c }) => placeFreeTop(db, vip, user.id, await areaOf(c.siteAreaId), body));
  route(app, 'dataTopConfigOrderList', async ({ query, user, ctx: c }) => placements(db, user.id, c.lang, query));

  route(app, 'dataAddNumberConfigList', async ({ ctx: c }) => usable(await payments.prices.list(await areaOf(c.siteAreaId), PROMOTION_KINDS.counts), (p) => ({ ...pkg(p, c.lang), ...countsOf(p.spec) })));
  route(app, 'dataAddNumberConfigPay', async ({ body, user, ctx: c, req }) => payments.place(PROMOTION_KINDS.counts, body, buyerOf(req, user.id, await areaOf(c.siteAreaId))));
  route(app, 'dataAddNumberConfigOrderList', async ({ query, user, ctx: c }) => {
    const after = countsOrderPages.after(query.cursor, 'id');
    let q = db.selectFrom('pay_order').selectAll().where('user_id', '=', user.id).where('kind', '=', PROMOTION_KINDS.counts);
    if (after) q = q.where(after);
    const rows = await q.orderBy('id', 'desc').limit(query.limit + 1).execute();
    const page = countsOrderPages.take(rows.map((r) => ({ ...r, id: Number(r.id) })), query.limit);
    return { list: page.rows.map((r) => presentOrder(r, c.lang)), next_cursor: page.next_cursor };
  });
  route(app, 'dataAddNumberConfigBalance', async ({ user, ctx: c }) => {
    const [paid, free] = await Promise.all([balance.read(user.id), areaOf(c.siteAreaId).then((area) => freeAllowance.read(user.id, area))]);
    return { ...paid, free: { limit: free.limit, used: free.used, remaining: free.remaining, resets_at: free.resets_at } };
  });
  route(app, 'dataAddNumberConfigHistory', async ({ query, user }) => balance.history(user.id, query));
}
