import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payments } from '../../src/modules/payments/service.js';
import { startTestApp, type TestApp } from '../support/harness.js';
import { createProbeTables, probeKind, unreachableProvider } from './probe-kind.js';

/** The engine itself (docs/payments.md), through a test kind that holds a slot and grants a row. */
let t: TestApp;
let payments: Payments;
let buyer: { token: string; id: number };
let other: { token: string; id: number };
let hcm: number;
let dubai: number;
let adminHcm: { token: string; id: number };
let adminBkk: { token: string; id: number };

type Order = { id: number; order_no: string; state: string; amount: number; currency: string; can_pay: boolean; refunded_amount: number };
type Start = { order: Order | null; pay: { provider: string; url: string } | null };

const count = async (table: string, where = sql`true`) => Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where ${where}`.execute(t.db)).rows[0]!.n);
const place = (slot: string, who = buyer, area = hcm, amount?: number) => payments.place('probe', { slot, amount }, { userId: who.id, siteAreaId: area, lang: 'zh', ip: '127.0.0.1' }) as Promise<Start>;
const confirm = (id: number, outcome: 'paid' | 'failed', who = buyer) => t.call<Order>('paySandboxConfirm', { token: who.token, body: { id, outcome } });
const orderRow = (id: number) => t.db.selectFrom('pay_order').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
async function expireNow(orderId: number) {
  await sql`update scheduled_job set run_at = now() - interval '1 second' where key = ${`pay-expire:${orderId}`}`.execute(t.db);
  await t.app.timers.runDue();
}
const paidEvent = (o: Order, eventId: string, paymentRef = `ref-${o.order_no}`, amount = o.amount) => ({ provider: 'sandbox' as const, eventId, orderNo: o.order_no, outcome: 'paid' as const, amount, currency: o.currency, paymentRef, payload: {} });

beforeAll(async () => {
  t = await startTestApp({}, { payments: { kinds: [probeKind as never], providers: [unreachableProvider], expose: (p) => (payments = p) } });
  await createProbeTables(t.db);
  buyer = await t.login('member');
  other = await t.login('publisher');
  adminHcm = await t.login('admin_hcm');
  adminBkk = await t.login('admin_bangkok');
  const areas = await t.db.selectFrom('site_area').select(['id', 'code']).execute();
  hcm = areas.find((a) => a.code === 'hcm')!.id;
  dubai = areas.find((a) => a.code === 'dubai')!.id;
});
afterAll(() => t.close());

describe('placing and paying', () => {
  it('places an order in the area currency, opens the sandbox page, and grants once paid', async () => {
    const start = await place('a1');
    expect(start.pay).toEqual({ provider: 'sandbox', url: `/pagesA/pay/sandbox?id=${start.order!.id}` });
    expect(start.order).toMatchObject({ state: 'awaiting_payment', amount: 12_000, currency: 'VND', can_pay: true });
    const paid = await confirm(start.order!.id, 'paid');
    expect(paid.code).toBe(200);
    expect(paid.data.state).toBe('fulfilled');
    expect(await count('probe_grant', sql`order_id = ${start.order!.id}`)).toBe(1);
    expect(await count('ledger_entry', sql`order_id = ${start.order!.id} and type = 'payment' and amount = 12000`)).toBe(1);
    // The expiry job was cancelled: nothing runs later.
    const job = await t.db.selectFrom('scheduled_job').select('status').where('key', '=', `pay-expire:${start.order!.id}`).executeTakeFirstOrThrow();
    expect(job.status).toBe('cancelled');
    const receipt = await t.call<{ moves: Array<{ from: string; to: string }>; seller: { site_area: string }; payment_ref: string }>('orderInfo', { token: buyer.token, params: { id: start.order!.id } });
    expect(receipt.data.moves.map((m) => `${m.from}→${m.to}`)).toEqual(['created→awaiting_payment', 'awaiting_payment→paid', 'paid→fulfilled']);
    expect(receipt.data.seller.site_area).toBe('胡志明市');
    const list = await t.call<{ list: Order[] }>('orderList', { token: buyer.token, query: { kind: 'probe' } });
    expect(list.data.list[0]!.id).toBe(start.order!.id);
  });

  it('keeps one open order per thing and buyer, and one holder per slot', async () => {
    const first = await place('b1');
    await expect(place('b1')).rejects.toMatchObject({ key: 'pay.order_open' });
    // Another buyer, same slot: the slot is held.
    await expect(place('b1', other)).rejects.toMatchObject({ code: 409 });
    await t.call('orderCancel', { token: buyer.token, params: { id: first.order!.id } });
    expect((await place('b1', other)).order!.state).toBe('awaiting_payment');
  });

  it('gives a slot to exactly one of two buyers placing at the same instant', async () => {
    const results = await Promise.allSettled([place('c1'), place('c1', other)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await count('probe_hold', sql`slot = 'c1'`)).toBe(1);
    expect(await count('pay_order', sql`subject->>'slot' = 'c1'`)).toBe(1);
  });

  it('answers "no handler" and writes nothing when no provider takes the area currency', async () => {
    let p!: Payments;
    const again = await startTestApp({ PAY_SANDBOX: 'false', SEED_DEMO: 'false' }, { payments: { kinds: [probeKind as never], expose: (x) => (p = x) } });
    try {
      await createProbeTables(again.db);
      const someone = await again.newUser();
      const start = await p.place('probe', { slot: 'x' }, { userId: someone.id, siteAreaId: hcm, lang: 'zh', ip: '127.0.0.1' });
      expect(start).toEqual({ order: null, pay: null });
      expect(await again.db.selectFrom('pay_order').select('id').execute()).toEqual([]);
      expect((await sql`select * from probe_hold`.execute(again.db)).rows).toEqual([]);
    } finally {
      await again.close();
    }
  });

  it('fails an order whose provider cannot be reached, frees its hold and answers 503', async () => {
    await expect(place('d1', buyer, dubai)).rejects.toMatchObject({ code: 503, key: 'pay.provider_unavailable' });
    const row = await t.db.selectFrom('pay_order').selectAll().where(sql`subject->>'slot'`, '=', 'd1').executeTakeFirstOrThrow();
    expect(row.state).toBe('failed');
    expect(await count('probe_hold', sql`slot = 'd1'`)).toBe(0);
  });

  it('fails a declined payment and frees the hold; pays again only while awaiting', async () => {
    const start = await place('e1');
    const again = await t.call<Start>('orderPay', { token: buyer.token, params: { id: start.order!.id } });
    expect(again.data.pay?.url).toBe(start.pay!.url);
    const declined = await confirm(start.order!.id, 'failed');
    expect(declined.data.state).toBe('failed');
    expect(await count('probe_hold', sql`slot = 'e1'`)).toBe(0);
    expect((await t.call('orderPay', { token: buyer.token, params: { id: start.order!.id } })).status).toBe(409);
  });
});

describe('exactly once', () => {
  it('grants once for the same callback delivered a hundred times at once', async () => {
    const { order } = await place('f1');
    const results = await Promise.all(Array.from({ length: 100 }, () => payments.settle(paidEvent(order!, 'evt-f1'))));
    expect(results.filter((r) => r.status === 'granted')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'duplicate')).toHaveLength(99);
    expect(await count('probe_grant', sql`order_id = ${order!.id}`)).toBe(1);
    expect(await count('ledger_entry', sql`order_id = ${order!.id}`)).toBe(1);
    expect(await count('pay_event', sql`event_id = 'evt-f1'`)).toBe(1);
  });

  it('grants once for different reports of the same payment, and returns a second payment', async () => {
    const { order } = await place('g1');
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => payments.settle(paidEvent(order!, `evt-g1-${i}`))));
    expect(results.filter((r) => r.status === 'granted')).toHaveLength(1);
    expect(await count('probe_grant', sql`order_id = ${order!.id}`)).toBe(1);
    const second = await payments.settle(paidEvent(order!, 'evt-g1-other', 'another-payment'));
    expect(second.status).toBe('refunding');
    await t.app.timers.runDue();
    expect(await count('pay_refund', sql`order_id = ${order!.id} and payment_ref = 'another-payment' and state = 'done'`)).toBe(1);
    expect((await orderRow(order!.id)).state).toBe('fulfilled');
  });

  it('grants nothing when the amount or currency differs, or the order is unknown', async () => {
    const { order } = await place('h1');
    expect((await payments.settle(paidEvent(order!, 'evt-h1', 'r', order!.amount - 1))).status).toBe('amount_mismatch');
    expect((await payments.settle({ ...paidEvent(order!, 'evt-h1b'), currency: 'USD' })).status).toBe('amount_mismatch');
    expect((await payments.settle({ ...paidEvent(order!, 'evt-h1c'), orderNo: 'HW00000000000000' })).status).toBe('not_found');
    expect((await payments.settle({ ...paidEvent(order!, 'evt-h1d'), provider: 'stripe' })).status).toBe('refused');
    expect((await orderRow(order!.id)).state).toBe('awaiting_payment');
    expect(await count('probe_grant', sql`order_id = ${order!.id}`)).toBe(0);
  });
});

describe('expiry and late payments', () => {
  it('expires an unpaid order on its durable timer and frees what it held', async () => {
    const { order } = await place('i1');
    await expireNow(order!.id);
    const row = await orderRow(order!.id);
    expect(row.state).toBe('expired');
    expect(row.closed_at).not.toBeNull();
    expect(await count('probe_hold', sql`slot = 'i1'`)).toBe(0);
    expect((await place('i1', other)).order!.state).toBe('awaiting_payment');
  });

  it('lets the browser tests’ clock pass the 15 minutes (development only, loopback only)', async () => {
    const { order } = await place('i2');
    const early = await t.app.inject({ method: 'POST', url: '/api/dev/clock/advance', payload: { seconds: 60 } });
    expect(early.statusCode).toBe(200);
    expect((await orderRow(order!.id)).state).toBe('awaiting_payment');
    const later = await t.app.inject({ method: 'POST', url: '/api/dev/clock/advance', payload: { seconds: 15 * 60 + 5 } });
    expect(later.json()).toMatchObject({ code: 200 });
    expect((await orderRow(order!.id)).state).toBe('expired');
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/clock/advance', payload: { seconds: -1 } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/clock/advance', payload: { seconds: 60 }, remoteAddress: '203.0.113.7' })).statusCode).toBe(404);
  });

  it('revives a late payment when the slot is still free', async () => {
    const { order } = await place('j1');
    await expireNow(order!.id);
    expect((await payments.settle(paidEvent(order!, 'evt-j1'))).status).toBe('granted');
    expect((await orderRow(order!.id)).state).toBe('fulfilled');
    expect(await count('probe_hold', sql`slot = 'j1' and order_id = ${order!.id}`)).toBe(1);
  });

  it('refunds a late payment whole when the slot went to someone else', async () => {
    const { order } = await place('k1');
    await expireNow(order!.id);
    await place('k1', other);
    expect((await payments.settle(paidEvent(order!, 'evt-k1'))).status).toBe('refunding');
    const row = await orderRow(order!.id);
    expect(row.state).toBe('refunded');
    expect(Number(row.refunded_amount)).toBe(order!.amount);
    await t.app.timers.runDue();
    expect(await count('ledger_entry', sql`order_id = ${order!.id} and type = 'refund' and amount = ${order!.amount}`)).toBe(1);
    expect(await count('probe_grant', sql`order_id = ${order!.id}`)).toBe(0);
  });
});

describe('refunds', () => {
  it('refunds in parts, reverses the grant, refuses more than is left, and audits', async () => {
    const { order } = await place('l1', buyer, hcm, 30_000);
    await confirm(order!.id, 'paid');
    const part = await t.call<Order>('adminOrderRefund', { token: adminHcm.token, params: { id: order!.id }, body: { amount: 10_000, reason: '部分退款' } });
    expect(part.data).toMatchObject({ state: 'partly_refunded', refunded_amount: 10_000 });
    const part2 = await t.call<Order>('adminOrderRefund', { token: adminHcm.token, params: { id: order!.id }, body: { amount: 5_000, reason: '再退一部分' } });
    expect(part2.data).toMatchObject({ state: 'partly_refunded', refunded_amount: 15_000 });
    const tooMuch = await t.call('adminOrderRefund', { token: adminHcm.token, params: { id: order!.id }, body: { amount: 20_000, reason: '太多' } });
    expect(tooMuch.status).toBe(409);
    const rest = await t.call<Order>('adminOrderRefund', { token: adminHcm.token, params: { id: order!.id }, body: { reason: '全部退款' } });
    expect(rest.data).toMatchObject({ state: 'refunded', refunded_amount: 30_000 });
    const reversed = await sql<{ amount: string; whole: boolean }>`select amount, whole from probe_reverse where order_id = ${order!.id} order by id`.execute(t.db);
    expect(reversed.rows.map((r) => [Number(r.amount), r.whole])).toEqual([[10_000, false], [5_000, false], [15_000, true]]);
    await t.app.timers.runDue();
    expect(await count('ledger_entry', sql`order_id = ${order!.id} and type = 'refund'`)).toBe(3);
    expect(await count('admin_audit', sql`action = 'order.refund' and target_id = ${order!.id}`)).toBe(3);
    expect((await t.call('adminOrderRefund', { token: adminHcm.token, params: { id: order!.id }, body: { reason: 'again' } })).status).toBe(409);
  });

  it('refuses refunds by a member, another area’s admin, without a token, and with bad input', async () => {
    const { order } = await place('m1');
    await confirm(order!.id, 'paid');
    const body = { reason: 'x' };
    expect((await t.call('adminOrderRefund', { token: buyer.token, params: { id: order!.id }, body })).status).toBe(403);
    expect((await t.call('adminOrderRefund', { token: adminBkk.token, params: { id: order!.id }, body })).status).toBe(403);
    expect((await t.call('adminOrderRefund', { params: { id: order!.id }, body })).status).toBe(401);
    expect((await t.call('adminOrderRefund', { token: adminHcm.token, params: { id: order!.id }, body: { amount: -5, reason: 'x' } })).status).toBe(400);
    expect((await t.call('adminOrderRefund', { token: adminHcm.token, params: { id: order!.id }, body: {} })).status).toBe(400);
    expect((await orderRow(order!.id)).state).toBe('fulfilled');
  });
});

describe('the buyer’s calls', () => {
  it('shows a buyer only their own orders', async () => {
    const { order } = await place('n1');
    expect((await t.call('orderInfo', { token: other.token, params: { id: order!.id } })).status).toBe(404);
    expect((await t.call('orderCancel', { token: other.token, params: { id: order!.id } })).status).toBe(404);
    expect((await t.call('orderPay', { token: other.token, params: { id: order!.id } })).status).toBe(404);
    expect((await confirm(order!.id, 'paid', other)).status).toBe(404);
    expect((await t.call('orderByNo', { token: other.token, params: { order_no: order!.order_no } })).status).toBe(404);
    expect((await t.call('orderList', { token: other.token, query: { kind: 'probe' } })).data).not.toContainEqual(expect.objectContaining({ id: order!.id }));
    expect((await t.call('orderInfo', { params: { id: order!.id } })).status).toBe(401);
    expect((await t.call('orderByNo', { token: buyer.token, params: { order_no: order!.order_no } })).data).toMatchObject({ id: order!.id });
  });

  it('validates input', async () => {
    expect((await t.call('paySandboxConfirm', { token: buyer.token, body: { id: 1, outcome: 'maybe' } })).status).toBe(400);
    expect((await t.call('orderList', { token: buyer.token, query: { state: 'lost' } })).status).toBe(400);
    expect((await t.call('orderInfo', { token: buyer.token, params: { id: 'x' } })).status).toBe(400);
    expect((await t.call('orderByNo', { token: buyer.token, params: { order_no: 'no!' } })).status).toBe(400);
    expect((await t.call('payPrices', { query: { kind: 'NOPE' } })).status).toBe(400);
  });

  it('cancels an unpaid order, not a paid one', async () => {
    const { order } = await place('o1');
    const cancelled = await t.call<Order>('orderCancel', { token: buyer.token, params: { id: order!.id } });
    expect(cancelled.data.state).toBe('cancelled');
    expect(await count('probe_hold', sql`slot = 'o1'`)).toBe(0);
    const paid = await place('o2');
    await confirm(paid.order!.id, 'paid');
    expect((await t.call('orderCancel', { token: buyer.token, params: { id: paid.order!.id } })).status).toBe(409);
  });
});

describe('prices and the ledger', () => {
  it('lists the caller area’s prices in its currency and minor units', async () => {
    const vnd = await t.call<Array<{ amount: number; currency: string; spec: { days: number } }>>('payPrices', { query: { kind: 'top' }, siteAreaId: hcm });
    expect(vnd.data.map((p) => p.spec.days)).toEqual([3, 7, 30]);
    expect(vnd.data.every((p) => p.currency === 'VND' && p.amount % 1000 === 0)).toBe(true);
    const sgd = await t.call<Array<{ amount: number; currency: string }>>('payPrices', { query: { kind: 'vip' }, siteAreaId: (await t.db.selectFrom('site_area').select('id').where('code', '=', 'singapore').executeTakeFirstOrThrow()).id });
    expect(sgd.data[0]).toMatchObject({ currency: 'SGD', amount: 1340 });
  });

  it('lets an area admin set its prices (audited), not another area’s', async () => {
    const body = { site_area_id: hcm, kind: 'top', code: 'd3', names: { zh: '置顶 3 天' }, amount: 45_000, spec: { days: 3 } };
    const saved = await t.call<{ amount: number; currency: string }>('adminPriceSave', { token: adminHcm.token, body });
    expect(saved.data).toMatchObject({ amount: 45_000, currency: 'VND' });
    expect(await count('admin_audit', sql`action = 'price.save'`)).toBeGreaterThan(0);
    expect((await t.call('adminPriceSave', { token: adminBkk.token, body })).status).toBe(403);
    expect((await t.call('adminPriceSave', { token: buyer.token, body })).status).toBe(403);
    expect((await t.call('adminPriceSave', { body })).status).toBe(401);
    expect((await t.call('adminPriceSave', { token: adminHcm.token, body: { ...body, amount: 1.5 } })).status).toBe(400);
    const superAdmin = await t.login('superadmin');
    expect((await t.call('adminPriceSave', { token: superAdmin.token, body: { ...body, site_area_id: 2147483600 } })).status).toBe(404);
    expect((await t.call('adminPriceList', { token: adminBkk.token, query: { site_area_id: hcm } })).status).toBe(403);
    const list = await t.call<Array<{ code: string; amount: number }>>('adminPriceList', { token: adminHcm.token, query: { site_area_id: hcm, kind: 'top' } });
    expect(list.data.find((p) => p.code === 'd3')!.amount).toBe(45_000);
  });

  it('reports a day of the ledger per provider, as JSON and CSV, to the area’s admins only', async () => {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
    const report = await t.call<{ lines: Array<{ provider: string; payments: number; net: number }>; entries: unknown[] }>('adminLedgerReport', { token: adminHcm.token, query: { site_area_id: hcm, date: day } });
    const sandbox = report.data.lines.find((l) => l.provider === 'sandbox')!;
    expect(sandbox.payments).toBeGreaterThan(3);
    expect(report.data.entries.length).toBeGreaterThan(3);
    expect((await t.call('adminLedgerReport', { token: adminBkk.token, query: { site_area_id: hcm, date: day } })).status).toBe(403);
    expect((await t.call('adminLedgerReport', { token: (await t.login('superadmin')).token, query: { site_area_id: 2147483600, date: day } })).status).toBe(404);
    for (const date of ['2026-13-45x', '2026-13-45', '2026-02-30', '0000-01-01']) expect((await t.call('adminLedgerReport', { token: adminHcm.token, query: { site_area_id: hcm, date } })).status).toBe(400);
    const csv = await t.app.inject({ method: 'GET', url: `/api/admin/pay/ledger/report.csv?site_area_id=${hcm}&date=${day}`, headers: { token: adminHcm.token } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('time_utc,order_no,kind,provider,type,amount_minor,amount,currency,provider_ref');
    expect(lines.length).toBe(report.data.entries.length + report.data.lines.length + 1);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/pay/ledger/report.csv?site_area_id=${hcm}&date=${day}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/pay/ledger/report.csv?site_area_id=${hcm}&date=${day}`, headers: { token: adminBkk.token } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/pay/ledger/report.csv?site_area_id=${hcm}&date=bad`, headers: { token: adminHcm.token } })).statusCode).toBe(400);
  });
});

describe('a payment reported while its start is still answering', () => {
  it('sends the payer to the result page instead of a payment page when the order settled first', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const sandbox = payments.providers.get('sandbox')!;
    const original = sandbox.start;
    // The sandbox answers only after a webhook-fast payment has been settled.
    sandbox.start = async (order, ctx) => {
      await gate;
      return original(order, ctx);
    };
    try {
      const placing = place('q1');
      let row: Awaited<ReturnType<typeof orderRow>> | undefined;
      while (!row) {
        row = await t.db.selectFrom('pay_order').selectAll().where(sql`subject->>'slot'`, '=', 'q1').executeTakeFirst();
        if (!row) await new Promise((r) => setTimeout(r, 10));
      }
      const settled = await payments.settle({ provider: 'sandbox', eventId: 'evt-q1', orderNo: row.order_no, outcome: 'paid', amount: Number(row.amount), currency: 'VND', paymentRef: 'fast', payload: {} });
      expect(settled.status).toBe('granted');
      release();
      const start = await placing;
      expect(start.order!.state).toBe('fulfilled');
      expect(start.pay!.url).toBe(`/pagesA/pay/result?no=${row.order_no}`);
    } finally {
      sandbox.start = original;
      release();
    }
  });
});
