import { RECHARGE_SANDBOX_NUMBERS } from '@haiwai/contracts/recharge/constants';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness.js';

/** Phone top-up through the payment engine, with the sandbox airtime provider and the sandbox payment provider. */
let t: TestApp;
let buyer: { token: string; id: number };
let other: { token: string; id: number };
let hcm: number;
let bangkok: number;

type Order = { id: number; order_no: string; state: string; amount: number; currency: string; can_pay: boolean };
type Start = { order: Order | null; pay: { provider: string; url: string } | null };
type TopUp = { id: number; order_no: string; phone: string; operator_id: string; operator_name: string; face_value: number; face_currency: string; amount: number; currency: string; state: string; failure: string | null; done_at: number | null; can_pay: boolean };
type Config = { country: { iso: string; calling_code: string; currency: string; ported_often: boolean }; payable: boolean; operators: Array<{ id: string; face_values: Array<{ amount: number; price: number; currency: string; price_currency: string }> }>; number: { e164: string; operator_id: string | null } | null };

const sava = (body: Record<string, unknown>, who: { token: string } | null = buyer, siteAreaId = hcm) => t.call<Start>('rechargePhoneSave', { token: who?.token ?? null, body, siteAreaId });
const confirm = (id: number, outcome: 'paid' | 'failed' = 'paid') => t.call<Order>('paySandboxConfirm', { token: buyer.token, body: { id, outcome } });
const info = (id: number, who = buyer) => t.call<TopUp>('rechargePhoneInfo', { token: who.token, params: { id } });
const topUpRow = (id: number) => t.db.selectFrom('recharge_topup').selectAll().where('order_id', '=', String(id)).executeTakeFirstOrThrow();
const orderState = async (id: number) => (await t.db.selectFrom('pay_order').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state;
/** Runs the jobs due now, and the status checks as if their time had come. */
async function runJobs(checksToo = false) {
  if (checksToo) await sql`update scheduled_job set run_at = now() - interval '1 second' where kind = 'recharge.check' and status = 'pending'`.execute(t.db);
  await t.app.timers.runDue();
}
/** Orders and pays a top-up; answers the order. */
async function paidTopUp(body: Record<string, unknown>) {
  const start = await sava(body);
  expect(start.code).toBe(200);
  const paid = await confirm(start.data.order!.id);
  expect(paid.data.state).toBe('paid');
  return start.data.order!;
}

beforeAll(async () => {
  t = await startTestApp();
  buyer = await t.login('member');
  other = await t.login('publisher');
  const areas = await t.db.selectFrom('site_area').select(['id', 'code']).execute();
  hcm = areas.find((a) => a.code === 'hcm')!.id;
  bangkok = areas.find((a) => a.code === 'bangkok')!.id;
});
afterAll(() => t.close());

describe('GET rechargePhone/config', () => {
  it('gives the area country’s operators and face values, priced in the area’s currency', async () => {
    const res = await t.call<Config>('rechargePhoneConfig', { siteAreaId: hcm });
    expect(res.code).toBe(200);
    expect(res.data.country).toEqual({ iso: 'VN', calling_code: '84', currency: 'VND', ported_often: false });
    expect(res.data.payable).toBe(true);
    expect(res.data.operators.map((o) => o.id)).toEqual(['vn-viettel', 'vn-vinaphone', 'vn-mobifone', 'vn-vietnamobile']);
    expect(res.data.operators[0]!.face_values[2]).toEqual({ amount: 50_000, currency: 'VND', price: 50_000, price_currency: 'VND' });
    expect(res.data.number).toBeNull();
  });

  it('recognises the operator of a number as typed, and tells a Thai number is not payable from a VND area', async () => {
    const vn = await t.call<Config>('rechargePhoneConfig', { siteAreaId: hcm, query: { area_code: '84', mobile: '0961 234 567' } });
    expect(vn.data.number).toEqual({ e164: '+84961234567', valid: true, operator_id: 'vn-viettel' });
    const th = await t.call<Config>('rechargePhoneConfig', { siteAreaId: hcm, query: { area_code: '66', mobile: '0818123456' } });
    expect(th.data).toMatchObject({ country: { iso: 'TH', ported_often: true }, payable: false, number: { e164: '+66818123456', operator_id: 'th-ais' } });
    const inBangkok = await t.call<Config>('rechargePhoneConfig', { siteAreaId: bangkok });
    expect(inBangkok.data).toMatchObject({ country: { iso: 'TH' }, payable: true });
    expect(inBangkok.data.operators[0]!.face_values[0]).toMatchObject({ amount: 2000, currency: 'THB', price: 2000, price_currency: 'THB' });
  });

  it('answers a half-typed number with no number, an unsupported country and garbage with a 400', async () => {
    expect((await t.call<Config>('rechargePhoneConfig', { query: { area_code: '84', mobile: '096' } })).data.number).toBeNull();
    const cn = await t.call('rechargePhoneConfig', { query: { area_code: '86' } });
    expect(cn.status).toBe(400);
    expect(cn.message).toContain('暂不支持');
    expect((await t.call('rechargePhoneConfig', { query: { area_code: '84', mobile: 'abc' } })).status).toBe(400);
  });
});

describe('POST rechargePhone/sava', () => {
  it('places a phone order on the payment engine and answers where to pay', async () => {
    const res = await sava({ area_code: '84', mobile: '0961234567', operator: 'vn-viettel', face_value: 50_000 });
    expect(res.code).toBe(200);
    expect(res.data.order).toMatchObject({ state: 'awaiting_payment', amount: 50_000, currency: 'VND', can_pay: true });
    expect(res.data.pay).toEqual({ provider: 'sandbox', url: `/pagesA/pay/sandbox?id=${res.data.order!.id}` });
    expect(await topUpRow(res.data.order!.id)).toMatchObject({ phone_e164: '+84961234567', operator_id: 'vn-viettel', face_value: 50_000, face_currency: 'VND', status: 'waiting' });
    const mine = await info(res.data.order!.id);
    expect(mine.data).toMatchObject({ phone: '+84961234567', operator_name: 'Viettel', state: 'unpaid', can_pay: true, failure: null });
    // One unpaid top-up per number: a second tap is told about the first.
    const again = await sava({ phone: '+84961234567', operator: 'vn-viettel', face_value: 20_000 });
    expect(again.status).toBe(409);
  });

  it('takes the number whole in E.164 and lets the person correct the operator (a ported number)', async () => {
    const res = await sava({ phone: '+84 97 123 4567', operator: 'vn-mobifone', face_value: 100_000 });
    expect(res.code).toBe(200);
    expect((await info(res.data.order!.id)).data).toMatchObject({ phone: '+84971234567', operator_id: 'vn-mobifone' });
  });

  it.each([
    ['a number too short', { area_code: '84', mobile: '0961' }, 'mobile'],
    ['a number of no real range', { phone: '+84000000000' }, 'phone'],
    ['a Chinese number', { area_code: '86', mobile: '13800138000' }, 'mobile'],
    ['no number at all', {}, 'mobile'],
  ])('refuses %s', async (_what, number, field) => {
    const res = await sava({ operator: 'vn-viettel', face_value: 50_000, ...number });
    expect(res.status).toBe(400);
    expect(Object.keys((res.data as unknown as { fields: Record<string, string> }).fields).join()).toContain(field);
  });

  it('refuses an unknown operator, another country’s operator and a face value not offered', async () => {
    const unknown = await sava({ area_code: '84', mobile: '0961234567', operator: 'vn-nosuch', face_value: 50_000 });
    expect(unknown.status).toBe(400);
    expect(unknown.message).toBe('该号码所在国家没有这个运营商，请重新选择');
    const foreign = await sava({ area_code: '84', mobile: '0961234567', operator: 'th-ais', face_value: 50_000 });
    expect(foreign.status).toBe(400);
    const odd = await sava({ area_code: '84', mobile: '0961234567', operator: 'vn-viettel', face_value: 12_345 });
    expect(odd.status).toBe(400);
    expect(odd.message).toBe('该运营商没有这个面额，请重新选择');
    const bad = await sava({ area_code: '84', mobile: '0961234567', operator: 'Viettel!', face_value: -5 });
    expect(bad.status).toBe(400);
    expect(await t.db.selectFrom('pay_order').select('id').where('user_id', '=', buyer.id).where(sql`subject->>'face_value'`, '=', '12345').execute()).toHaveLength(0);
  });

  it('refuses a Thai number from a VND area, in the caller’s language', async () => {
    const res = await t.call('rechargePhoneSave', { token: buyer.token, siteAreaId: hcm, lang: 'en', body: { area_code: '66', mobile: '0818123456', operator: 'th-ais', face_value: 5000 } });
    expect(res.status).toBe(400);
    expect(res.message).toBe('Top-ups of Thailand numbers are paid in THB: switch to an area that uses THB to buy one');
  });

  it('needs a logged-in person', async () => {
    const res = await sava({ area_code: '84', mobile: '0961234567', operator: 'vn-viettel', face_value: 50_000 }, null);
    expect(res.status).toBe(401);
  });
});

describe('fulfilment after payment', () => {
  it('tops up from the timer job once paid: topping up, then done (fulfilled)', async () => {
    const order = await paidTopUp({ area_code: '84', mobile: '0912345678', operator: 'vn-vinaphone', face_value: 20_000 });
    expect((await info(order.id)).data.state).toBe('topping_up');
    expect((await topUpRow(order.id)).status).toBe('sending');
    await runJobs();
    expect(await topUpRow(order.id)).toMatchObject({ status: 'done', provider: 'sandbox', provider_ref: `sandbox:done:${order.order_no}` });
    expect(await orderState(order.id)).toBe('fulfilled');
    const done = (await info(order.id)).data;
    expect(done.state).toBe('done');
    expect(done.done_at).toBeGreaterThan(0);
    // The job ran once: running the jobs again changes nothing.
    await runJobs();
    expect(await orderState(order.id)).toBe('fulfilled');
  });

  it('the failing test number ends refunded whole, with the reason in the buyer’s language', async () => {
    const order = await paidTopUp({ phone: RECHARGE_SANDBOX_NUMBERS.failing, operator: 'vn-mobifone', face_value: 50_000 });
    await runJobs();
    expect(await topUpRow(order.id)).toMatchObject({ status: 'failed', failure_reason: 'operator_refused' });
    expect(await orderState(order.id)).toBe('refunded');
    const refunded = (await info(order.id)).data;
    expect(refunded).toMatchObject({ state: 'refunded', failure: '运营商拒绝了这次充值，款项已原路退回' });
    const refunds = await t.db.selectFrom('pay_refund').select(['amount', 'state']).where('order_id', '=', String(order.id)).execute();
    expect(refunds.map((r) => Number(r.amount))).toEqual([50_000]);
    // The engine sends the refund to the payment provider on its own job.
    await runJobs();
    expect((await t.db.selectFrom('pay_refund').select('state').where('order_id', '=', String(order.id)).executeTakeFirstOrThrow()).state).toBe('done');
    const en = await t.call<TopUp>('rechargePhoneInfo', { token: buyer.token, lang: 'vi', params: { id: order.id } });
    expect(en.data.failure).toBe('Nhà mạng đã từ chối lần nạp này, tiền đã được hoàn lại');
  });

  it('a pending top-up stays topping up until a status check finds it done', async () => {
    const order = await paidTopUp({ phone: RECHARGE_SANDBOX_NUMBERS.pending, operator: 'vn-mobifone', face_value: 10_000 });
    await runJobs();
    expect((await topUpRow(order.id)).status).toBe('pending');
    expect((await info(order.id)).data.state).toBe('topping_up');
    const check = await t.db.selectFrom('scheduled_job').select(['run_at', 'key']).where('kind', '=', 'recharge.check').where('key', '=', `recharge-check:${order.id}:1`).executeTakeFirstOrThrow();
    expect(new Date(check.run_at).getTime()).toBeGreaterThan(Date.now() + 20_000);
    await runJobs(true);
    expect(await topUpRow(order.id)).toMatchObject({ status: 'done', checks: 1 });
    expect((await info(order.id)).data.state).toBe('done');
  });

  it('a payment that failed leaves the top-up unpaid and sends nothing', async () => {
    const start = await sava({ area_code: '84', mobile: '0387654321', operator: 'vn-viettel', face_value: 10_000 });
    await confirm(start.data.order!.id, 'failed');
    await runJobs();
    expect((await topUpRow(start.data.order!.id)).status).toBe('waiting');
  });
});

describe('GET rechargePhone/list and info', () => {
  it('lists my top-ups newest first, filtered by state', async () => {
    const all = await t.call<{ list: TopUp[] }>('rechargePhoneList', { token: buyer.token });
    expect(all.code).toBe(200);
    expect(all.data.list.length).toBeGreaterThanOrEqual(5);
    const ids = all.data.list.map((o) => o.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const refunded = await t.call<{ list: TopUp[] }>('rechargePhoneList', { token: buyer.token, query: { state: 'refunded' } });
    expect(refunded.data.list.map((o) => o.phone)).toEqual([RECHARGE_SANDBOX_NUMBERS.failing]);
    const page = await t.call<{ list: TopUp[]; next_cursor: string | null }>('rechargePhoneList', { token: buyer.token, query: { limit: 2 } });
    const next = await t.call<{ list: TopUp[] }>('rechargePhoneList', { token: buyer.token, query: { limit: 2, cursor: page.data.next_cursor! } });
    expect(next.data.list[0]!.id).toBeLessThan(page.data.list[1]!.id);
  });

  it('shows nobody else my top-ups', async () => {
    const mine = await t.call<{ list: TopUp[] }>('rechargePhoneList', { token: buyer.token });
    const theirs = await t.call<{ list: TopUp[] }>('rechargePhoneList', { token: other.token });
    expect(theirs.data.list).toEqual([]);
    expect((await info(mine.data.list[0]!.id, other)).status).toBe(404);
    expect((await t.call('rechargePhoneList', {})).status).toBe(401);
    expect((await t.call('rechargePhoneList', { token: buyer.token, query: { state: 'lost' } })).status).toBe(400);
  });
});
