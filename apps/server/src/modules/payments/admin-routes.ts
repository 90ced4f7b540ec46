import { requirePermission } from '../../core/staff-access.js';
import type { ApiData } from '@haiwai/contracts';
import { fromMinor } from '@haiwai/contracts/payments/constants';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { badRequest, forbidden, notFound, unauthorized } from '../../core/errors.js';
import { idPager } from '../../core/paging/index.js';
import { route, type AuthUser } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { audit, mayActOn } from '../notices/index.js';
import { ledgerQuery } from '@haiwai/contracts/payments';
import { dailyReport, reportCsv } from './ledger.js';
import { readPrice } from './prices.js';
import { presentOrder } from './records.js';
import type { PayOrderRow, PriceItemRow } from './schema.js';
import type { Payments } from './service.js';
import { epochSeconds } from '../../core/time.js';

const adminPages = idPager('pay-admin-orders');

function mustManage(user: AuthUser, siteAreaId: number) {
  if (!mayActOn(user, siteAreaId)) throw forbidden('pay.area_forbidden');
}

const presentAdminPrice = (r: PriceItemRow): ApiData<'adminPriceSave'> => {
  const p = readPrice(r);
  return { id: p.id, kind: p.kind, code: p.code, name: p.names.zh, names: p.names, amount: p.amount, currency: p.currency, spec: p.spec, sort: p.sort, site_area_id: r.site_area_id, enabled: r.enabled, updated_at: epochSeconds(r.updated_at) };
};

const presentAdminOrder = (r: PayOrderRow, lang: 'zh' | 'en' | 'vi'): ApiData<'adminOrderRefund'> => ({ ...presentOrder(r, lang), user_id: r.user_id, site_area_id: r.site_area_id, payment_ref: r.payment_ref });

/** The admins' calls: an area's prices, orders, refunds and daily ledger (the console's screens come with the admin issue). */
export function paymentAdminRoutes(app: FastifyInstance, payments: Payments) {
  const db = payments.db;

  route(app, 'adminPriceList', async ({ query, user }) => {
    mustManage(user, query.site_area_id);
    let q = db.selectFrom('price_item').selectAll().where('site_area_id', '=', query.site_area_id);
    if (query.kind) q = q.where('kind', '=', query.kind);
    return (await q.orderBy('kind').orderBy('sort').orderBy('id').execute()).map(presentAdminPrice);
  });

  route(app, 'adminPriceSave', async ({ body, user }) => {
    mustManage(user, body.site_area_id);
    const area = await db.selectFrom('site_area').select('currency').where('id', '=', body.site_area_id).executeTakeFirst();
    if (!area) throw notFound('pay.area_unknown');
    const values = { site_area_id: body.site_area_id, kind: body.kind, code: body.code, names: JSON.stringify(body.names), amount: body.amount, currency: area.currency.trim(), spec: JSON.stringify(body.spec), sort: body.sort, enabled: body.enabled, updated_by: user.id, updated_at: new Date() };
    return db.transaction().execute(async (trx) => {
      const before = body.id ? await trx.selectFrom('price_item').selectAll().where('id', '=', body.id).where('site_area_id', '=', body.site_area_id).forUpdate().executeTakeFirst() : undefined;
      if (body.id && !before) throw badRequest('pay.price_not_found');
      const row = before
        ? await trx.updateTable('price_item').set(values).where('id', '=', before.id).returningAll().executeTakeFirstOrThrow()
        : await trx.insertInto('price_item').values(values).onConflict((oc) => oc.columns(['site_area_id', 'kind', 'code']).doUpdateSet(values)).returningAll().executeTakeFirstOrThrow();
      await audit(trx, { adminId: user.id, siteAreaId: body.site_area_id, action: 'price.save', targetType: 'price', targetId: row.id, detail: { kind: body.kind, code: body.code, from: before ? Number(before.amount) : null, to: body.amount, enabled: body.enabled } });
      return presentAdminPrice(row);
    });
  });

  route(app, 'adminOrderList', async ({ query, user, ctx }) => {
    mustManage(user, query.site_area_id);
    const after = adminPages.after(query.cursor, 'id');
    let q = db.selectFrom('pay_order').selectAll().where('site_area_id', '=', query.site_area_id);
    if (query.kind) q = q.where('kind', '=', query.kind);
    if (query.state) q = q.where('state', '=', query.state);
    if (after) q = q.where(after);
    const rows = await q.orderBy('id', 'desc').limit(query.limit + 1).execute();
    const page = adminPages.take(rows.map((r) => ({ ...r, id: Number(r.id) })), query.limit);
    return { list: page.rows.map((r) => presentAdminOrder(r, ctx.lang)), next_cursor: page.next_cursor };
  });

  route(app, 'adminOrderRefund', async ({ params, body, user, ctx }) => {
    const order = await db.selectFrom('pay_order').select('site_area_id').where('id', '=', params.id).executeTakeFirst();
    if (!order) throw forbidden('pay.area_forbidden');
    mustManage(user, order.site_area_id);
    const row = await payments.refunds.refund(params.id, body.amount, body.reason, { role: 'owner', userId: user.id });
    await audit(db, { adminId: user.id, siteAreaId: order.site_area_id, action: 'order.refund', targetType: 'order', targetId: params.id, detail: { amount: body.amount ?? 'rest', reason: body.reason, state: row.state } });
    return presentAdminOrder(row, ctx.lang);
  });

  route(app, 'adminLedgerReport', async ({ query, user }) => {
    mustManage(user, query.site_area_id);
    return dailyReport(db, query.site_area_id, query.date, query.provider);
  });

  ledgerCsvRoute(app, db);
}

/** The same report as a CSV download (not in the JSON API table: its answer is a file). Token in the header, like every call. */
function ledgerCsvRoute(app: FastifyInstance, db: Kysely<DB>) {
  app.get('/api/admin/pay/ledger/report.csv', { schema: { hide: true } }, async (req, reply) => {
    const user = req.ctx.token ? await app.resolveUser(req.ctx.token) : null;
    if (!user) throw unauthorized();
    if (user.role !== 'admin' && user.role !== 'super_admin') throw forbidden();
    const reader = requirePermission(user, 'finance.read'); // as adminLedgerReport (the route check is the table's)
    const parsed = ledgerQuery.safeParse(req.query);
    if (!parsed.success) throw badRequest('error.bad_request');
    mustManage(reader, parsed.data.site_area_id);
    const report = await dailyReport(db, parsed.data.site_area_id, parsed.data.date, parsed.data.provider);
    const name = `ledger-${parsed.data.site_area_id}-${parsed.data.date}${parsed.data.provider ? `-${parsed.data.provider}` : ''}.csv`;
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store').send(reportCsv(report, fromMinor));
  });
}
