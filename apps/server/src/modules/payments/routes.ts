import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Lang } from '@haiwai/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../core/settings.js';
import { forbidden, notFound } from '../../core/errors.js';
import { idPager } from '../../core/paging/index.js';
import { route } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import type { SiteAreaDirectory } from '../site-area/index.js';
import type { Buyer } from './engine.js';
import { presentPrice } from './prices.js';
import { presentOrder, storedText } from './records.js';
import type { Payments } from './service.js';
import { t } from '../../core/messages.js';
import { pick } from '../../core/localize.js';
import { epochSecondsOrNull } from '../../core/time.js';

const orderPages = idPager('pay-orders');

/** Who pays, from a request: the pay calls of every kind build their buyer here. */
export function buyerOf(req: FastifyRequest, userId: number, siteAreaId: number): Buyer {
  return { userId, siteAreaId, lang: req.ctx.lang, ip: req.ip };
}

/** The buyer's calls: orders, receipts, paying again, cancelling, the sandbox's confirm, prices. */
export function paymentRoutes(app: FastifyInstance, payments: Payments, areas: SiteAreaDirectory, config: Pick<Config, 'PAY_SANDBOX'>) {
  const db = payments.db;
  const mine = (id: number, userId: number) => db.selectFrom('pay_order').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

  route(app, 'orderList', async ({ query, user, ctx }) => {
    const after = orderPages.after(query.cursor, 'id');
    let q = db.selectFrom('pay_order').selectAll().where('user_id', '=', user.id);
    if (query.kind) q = q.where('kind', '=', query.kind);
    if (query.state) q = q.where('state', '=', query.state);
    if (after) q = q.where(after);
    const rows = await q.orderBy('id', 'desc').limit(query.limit + 1).execute();
    const page = orderPages.take(rows.map((r) => ({ ...r, id: Number(r.id) })), query.limit);
    return { list: page.rows.map((r) => presentOrder(r, ctx.lang)), next_cursor: page.next_cursor };
  });

  route(app, 'orderInfo', async ({ params, user, ctx }) => {
    const row = await mine(params.id, user.id);
    if (!row) throw notFound('pay.order_not_found');
    return receipt(db, row.id, ctx.lang, presentOrder(row, ctx.lang));
  });

  route(app, 'orderByNo', async ({ params, user, ctx }) => {
    const row = await db.selectFrom('pay_order').selectAll().where('order_no', '=', params.order_no).where('user_id', '=', user.id).executeTakeFirst();
    if (!row) throw notFound('pay.order_not_found');
    return presentOrder(row, ctx.lang);
  });

  route(app, 'orderPay', async ({ params, user, ctx, req }) => payments.desk.payAgain(params.id, buyerOf(req, user.id, ctx.siteAreaId)));
  route(app, 'orderCancel', async ({ params, user, ctx }) => payments.desk.cancel(params.id, user.id, ctx.lang));

  route(app, 'paySandboxConfirm', async ({ body, user, ctx }) => {
    if (!config.PAY_SANDBOX) throw forbidden('pay.sandbox_off');
    const row = await mine(body.id, user.id);
    if (!row) throw notFound('pay.order_not_found');
    if (row.provider !== 'sandbox') throw forbidden('pay.sandbox_only');
    await payments.settle({
      provider: 'sandbox',
      // One answer per attempt: tapping "pay" twice is one payment.
      eventId: `${row.order_no}:${row.attempt}:${body.outcome}`,
      orderNo: row.order_no,
      outcome: body.outcome,
      amount: Number(row.amount),
      currency: row.currency.trim(),
      paymentRef: `sandbox-${row.order_no}-${row.attempt}`,
      failure: body.outcome === 'failed' ? 'pay.failure.declined' : undefined,
      payload: { by: user.id, outcome: body.outcome },
    });
    const after = await mine(body.id, user.id);
    return presentOrder(after!, ctx.lang);
  });

  route(app, 'payPrices', async ({ query, ctx }) => {
    const area = await areas.current(ctx.siteAreaId);
    return (await payments.prices.list(area.id, query.kind)).map((p) => presentPrice(p, ctx.lang));
  });
}

/** The order with its moves, refunds, seller and buyer: what a receipt shows. */
async function receipt(db: Kysely<DB>, id: string | number, lang: Lang, order: ReturnType<typeof presentOrder>) {
  const [moves, refunds, extra] = await Promise.all([
    db.selectFrom('pay_order_move').select(['from_state', 'to_state', 'created_at', 'reason']).where('order_id', '=', id).orderBy('id').execute(),
    db.selectFrom('pay_refund').select(['id', 'amount', 'state', 'reason', 'created_at', 'done_at']).where('order_id', '=', id).orderBy('id').execute(),
    db
      .selectFrom('pay_order as o')
      .innerJoin('app_user as u', 'u.id', 'o.user_id')
      .innerJoin('site_area as a', 'a.id', 'o.site_area_id')
      .select(['o.payment_ref', 'u.id as buyer_id', 'u.nickname', 'a.names as area_names'])
      .where('o.id', '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  const text = (s: string | null) => storedText(s, lang);
  return {
    ...order,
    moves: moves.map((m) => ({ from: m.from_state as typeof order.state, to: m.to_state as typeof order.state, at: epochSecondsOrNull(m.created_at) ?? 0, reason: text(m.reason) })),
    refunds: refunds.map((r) => ({ id: Number(r.id), amount: Number(r.amount), state: r.state, reason: text(r.reason) ?? '', created_at: epochSecondsOrNull(r.created_at) ?? 0, done_at: epochSecondsOrNull(r.done_at) })),
    payment_ref: extra.payment_ref,
    seller: { name: t(lang, 'pay.seller_name'), site_area: pick(extra.area_names, lang) },
    buyer: { id: extra.buyer_id, nickname: extra.nickname },
  };
}
