import type { Address } from '@haiwai/contracts/addresses';
import type { LogisticsLine, ShipmentDetail } from '@haiwai/contracts/logistics';
import type { PayStart } from '@haiwai/contracts/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worldOf, type Who } from '../cars/support.js';
import { startTestApp, type TestApp } from '../support/harness.js';

/** Logistics (docs/logistics.md): lines and their review, shipments through every state, access, logs kept apart, paying. */
let t: TestApp;
let w: Awaited<ReturnType<typeof worldOf>>;
let carrier: Who;
let rival: Who;
let sender: Who;
let stranger: Who;
let adminHanoi: Who;
let companyId: number;
let rivalCompanyId: number;
let line: LogisticsLine;
let rivalLine: LogisticsLine;
let home: Address;
let family: Address;
type Page<T> = { list: T[]; total: number; next_cursor: string | null; has_more: boolean };

const lineBody = (over: Record<string, unknown> = {}) => ({
  company_id: companyId, from_place: '胡志明市', to_place: '广州', mode: 'sea', price_per_kg: 30_000, price_per_cbm: 4_500_000, min_charge: 750_000, days_min: 12, days_max: 18, note: '拼箱海运 门到门', ...over,
});
const saveLine = (who: Who | null, body: Record<string, unknown>, lang = 'zh') => t.call<LogisticsLine>('logisticsSave', { token: who?.token ?? null, body, lang, siteAreaId: w.hcm });
const review = (who: Who | null, id: number, body: Record<string, unknown>) => t.call<LogisticsLine>('logisticsAdminReview', { token: who?.token ?? null, params: { id }, body });
const request = (who: Who | null, body: Record<string, unknown>) => t.call<ShipmentDetail>('logisticsShipmentSave', { token: who?.token ?? null, body, siteAreaId: w.hcm });
const move = (who: Who | null, id: number, body: Record<string, unknown>, lang = 'zh') => t.call<ShipmentDetail>('logisticsShipmentMove', { token: who?.token ?? null, params: { id }, body, lang });
const accept = (who: Who | null, id: number) => t.call<{ shipment: ShipmentDetail; pay: PayStart | null }>('logisticsShipmentAccept', { token: who?.token ?? null, params: { id } });
const log = (who: Who | null, body: Record<string, unknown>) => t.call<ShipmentDetail>('logisticsLog', { token: who?.token ?? null, body });
const info = (who: Who | null, id: number) => t.call<ShipmentDetail>('logisticsShipmentInfo', { token: who?.token ?? null, params: { id } });
const shipmentBody = (over: Record<string, unknown> = {}) => ({ line_id: line.id, sender_address_id: home.id, recipient_address_id: family.id, parcels: 2, weight_kg: 35.5, volume_m3: 0.2, goods: '咖啡豆和腰果', ...over });

async function listed(owner: Who, company: number, over: Record<string, unknown> = {}) {
  const r = await saveLine(owner, lineBody({ company_id: company, ...over }));
  expect(r.status).toBe(200);
  expect((await review(w.admin, r.data.id, { pass: true })).status).toBe(200);
  return (await t.call<LogisticsLine>('logisticsInfo', { params: { id: r.data.id } })).data;
}

/** A shipment quoted by the carrier and accepted by the sender through the sandbox payment. */
async function accepted(on = line, owner = carrier): Promise<ShipmentDetail> {
  const s = await request(sender, shipmentBody({ line_id: on.id }));
  expect(s.status).toBe(200);
  expect((await move(owner, s.data.id, { status: 'quoted', amount: 1_200_000, note: '含上门取件' })).status).toBe(200);
  const a = await accept(sender, s.data.id);
  expect(a.data.pay?.pay?.provider).toBe('sandbox');
  expect((await t.call('paySandboxConfirm', { token: sender.token, body: { id: a.data.pay!.order!.id, outcome: 'paid' } })).status).toBe(200);
  const after = await info(sender, s.data.id);
  expect([after.data.status, after.data.paid]).toEqual(['accepted', true]);
  return after.data;
}

beforeAll(async () => {
  t = await startTestApp();
  w = await worldOf(t);
  carrier = await t.newUser({ nickname: '鸿达物流 小李' });
  rival = await t.newUser({ nickname: '另一家物流' });
  sender = await t.newUser({ nickname: '寄件人小林' });
  stranger = await t.newUser({ nickname: '路人' });
  adminHanoi = await t.login('admin_hanoi');
  companyId = (await w.company(carrier, '鸿达国际物流有限公司')).id;
  rivalCompanyId = (await w.company(rival, '顺风货运')).id;
  const addr = (body: Record<string, unknown>) => t.call<Address>('addressSave', { token: sender.token, body });
  home = (await addr({ recipient: '林小姐', area_code: '84', mobile: '909123456', area: '胡志明市 第七郡', street: '阮良鹏路 88 号', lat: 10.73, lng: 106.72 })).data;
  family = (await addr({ recipient: '林建国', area_code: '86', mobile: '13912345678', area: '广州市 天河区', street: '体育西路 103 号' })).data;
});
afterAll(() => t.close());

describe('lines and their review', () => {
  it('saves a line of my passed company into review; validation names the field; not my company 400; no token 401', async () => {
    const r = await saveLine(carrier, lineBody());
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ status: 'reviewing', currency: 'VND', is_mine: true, mode: 'sea', company: { id: companyId } });
    line = r.data;
    expect((await saveLine(carrier, lineBody({ days_max: 3 }), 'en')).message).toContain('longest transit');
    expect((await saveLine(carrier, lineBody({ price_per_kg: 0, price_per_cbm: 0 }))).status).toBe(400);
    expect((await saveLine(carrier, lineBody({ mode: 'rocket' }))).status).toBe(400);
    expect((await saveLine(stranger, lineBody())).status).toBe(400);
    expect((await saveLine(null, lineBody())).status).toBe(401);
    expect((await saveLine(rival, lineBody({ id: line.id, company_id: rivalCompanyId }))).status).toBe(403);
    // Unlisted: the company and the area's admin read it; others 404.
    expect((await t.call('logisticsInfo', { params: { id: line.id } })).status).toBe(404);
    expect((await t.call('logisticsInfo', { token: w.admin.token, params: { id: line.id } })).status).toBe(200);
  });

  it('is reviewed by its area only: queue, another area’s admin 403, member 403, reason required, audited, notice, then listed', async () => {
    const queue = await t.call<Page<LogisticsLine>>('logisticsAdminList', { token: w.admin.token, query: { status: 'reviewing' } });
    expect(queue.data.list.map((l) => l.id)).toContain(line.id);
    expect((await review(adminHanoi, line.id, { pass: true })).status).toBe(403);
    expect((await review(stranger, line.id, { pass: true })).status).toBe(403);
    expect((await review(null, line.id, { pass: true })).status).toBe(401);
    expect((await review(w.admin, line.id, { pass: false })).status).toBe(400);
    expect((await review(w.admin, line.id, { pass: true })).data.status).toBe('online');
    expect((await review(w.admin, line.id, { pass: true })).status).toBe(409);
    const audits = await t.db.selectFrom('admin_audit').select('action').where('target_type', '=', 'logisticsLine').where('target_id', '=', line.id).execute();
    expect(audits.map((a) => a.action)).toEqual(['logistics_line.adopt']);
    expect(await t.db.selectFrom('notice').select('kind').where('user_id', '=', carrier.id).where('kind', '=', 'review_passed').executeTakeFirst()).toBeTruthy();
    const list = await t.call<Page<LogisticsLine>>('logisticsList', { siteAreaId: w.hcm, query: { to: '广', mode: 'sea' } });
    expect(list.data.list.map((l) => l.id)).toContain(line.id);
    expect((await t.call<Page<LogisticsLine>>('logisticsList', { siteAreaId: w.hcm, query: { to: '上海' } })).data.list.map((l) => l.id)).not.toContain(line.id);
    expect((await t.call<Page<LogisticsLine>>('logisticsList', { siteAreaId: w.hcm, query: { mode: 'air' } })).data.list.map((l) => l.id)).not.toContain(line.id);
    expect((await t.call<Page<LogisticsLine>>('logisticsListUser', { token: carrier.token })).data.total).toBe(1);
    rivalLine = await listed(rival, rivalCompanyId, { to_place: '上海', mode: 'air' });
  });
});

describe('shipments', () => {
  it('asks a line with two of my addresses (copied), estimated by the line’s rule; another’s address 404; own line 400', async () => {
    const s = await request(sender, shipmentBody());
    expect(s.status).toBe(200);
    // 35.5 kg × 30,000 = 1,065,000; 0.2 m³ × 4,500,000 = 900,000; minimum 750,000.
    expect(s.data).toMatchObject({ status: 'requested', estimate: 1_065_000, weight_kg: 35.5, volume_m3: 0.2, is_sender: true, is_company: false, logs: [] });
    expect(s.data.sender_address).toMatchObject({ recipient: '林小姐', phone: '+84 909123456', lat: 10.73 });
    expect(s.data.can).toEqual({ quote: false, decline: false, accept: false, cancel: true, log: false });
    expect((await request(stranger, shipmentBody())).status).toBe(404);
    expect((await request(carrier, shipmentBody())).status).toBe(400);
    expect((await request(rival, shipmentBody())).status).toBe(404);
    expect((await request(sender, shipmentBody({ weight_kg: 0 }))).status).toBe(400);
    expect((await request(null, shipmentBody())).status).toBe(401);
    const n = await t.db.selectFrom('notice').select('title').where('user_id', '=', carrier.id).where('kind', '=', 'logistics').execute();
    expect(n.length).toBe(1);
    // The carrier sees it on its side; a stranger reads nothing (404); no token 401.
    const side = await t.call<Page<ShipmentDetail>>('logisticsShipmentList', { token: carrier.token, query: { side: 'company' } });
    expect(side.data.list.map((x) => x.id)).toEqual([s.data.id]);
    expect((await info(stranger, s.data.id)).status).toBe(404);
    expect((await info(rival, s.data.id)).status).toBe(404);
    expect((await info(null, s.data.id)).status).toBe(401);
  });

  it('the company quotes or declines, the sender cancels; wrong side 403, wrong state 400', async () => {
    const s = (await request(sender, shipmentBody())).data;
    expect((await move(sender, s.id, { status: 'quoted', amount: 1 })).status).toBe(403);
    expect((await move(carrier, s.id, { status: 'cancelled' })).status).toBe(403);
    expect((await move(carrier, s.id, { status: 'quoted' })).status).toBe(400);
    expect((await move(stranger, s.id, { status: 'cancelled' })).status).toBe(404);
    const q = await move(carrier, s.id, { status: 'quoted', amount: 1_100_000, note: '含打木架' });
    expect(q.data).toMatchObject({ status: 'quoted', quote_amount: 1_100_000, quote_note: '含打木架' });
    expect((await move(carrier, s.id, { status: 'quoted', amount: 5 })).status).toBe(400);
    expect((await move(sender, s.id, { status: 'cancelled' })).data.status).toBe('cancelled');
    expect((await accept(sender, s.id)).status).toBe(400);
    const d = (await request(sender, shipmentBody())).data;
    expect((await move(carrier, d.id, { status: 'declined' })).status).toBe(400);
    const declined = await move(carrier, d.id, { status: 'declined', reason: '本周舱位已满' });
    expect([declined.data.status, declined.data.reason]).toEqual(['declined', '本周舱位已满']);
    const moves = await t.db.selectFrom('admin_audit').select('action').where('target_type', '=', 'logisticsShipment').where('target_id', '=', d.id).execute();
    expect(moves.map((m) => m.action)).toEqual(['shipment.declined']);
  });

  it('accepting pays through the engine: the open order holds the quote, the payment accepts it', async () => {
    const s = (await request(sender, shipmentBody())).data;
    await move(carrier, s.id, { status: 'quoted', amount: 1_200_000 });
    expect((await accept(carrier, s.id)).status).toBe(403);
    const a = await accept(sender, s.id);
    expect(a.status).toBe(200);
    expect(a.data.pay?.order).toMatchObject({ amount: 1_200_000, currency: 'VND' });
    expect(a.data.shipment).toMatchObject({ status: 'quoted', paid: false, order_id: a.data.pay!.order!.id });
    expect(a.data.shipment.can.cancel).toBe(false);
    expect((await move(sender, s.id, { status: 'cancelled' })).status).toBe(409);
    expect((await move(carrier, s.id, { status: 'declined', reason: '舱位已满' })).status).toBe(409);
    expect((await accept(sender, s.id)).status).toBe(409);
    await t.call('paySandboxConfirm', { token: sender.token, body: { id: a.data.pay!.order!.id, outcome: 'paid' } });
    const after = (await info(sender, s.id)).data;
    expect([after.status, after.paid, after.can.log]).toEqual(['accepted', true, false]);
    expect((await info(carrier, s.id)).data.can.log).toBe(true);
  });

  it('tracking entries: the company only (the other company 403), in transit, delivered, then closed; no two shipments’ logs mixed', async () => {
    const a = await accepted();
    const b = await accepted();
    expect((await log(rival, { shipment_id: a.id, place: '仓库已收货' })).status).toBe(404);
    expect((await log(sender, { shipment_id: a.id, place: '仓库已收货' })).status).toBe(403);
    expect((await log(carrier, { shipment_id: a.id, place: 'x' })).status).toBe(400);
    const first = await log(carrier, { shipment_id: a.id, place: '仓库已收货', note: '2 件已入库' });
    expect(first.data.status).toBe('in_transit');
    await log(carrier, { shipment_id: b.id, place: '胡志明港 已装船' });
    await log(carrier, { shipment_id: a.id, place: '已装船' });
    const done = await log(carrier, { shipment_id: a.id, place: '广州天河 已签收', delivered: true });
    expect(done.data.status).toBe('delivered');
    expect(done.data.logs.map((g) => [g.place, g.status])).toEqual([['仓库已收货', 'in_transit'], ['已装船', 'in_transit'], ['广州天河 已签收', 'delivered']]);
    expect((await info(sender, b.id)).data.logs.map((g) => g.place)).toEqual(['胡志明港 已装船']);
    expect((await log(carrier, { shipment_id: a.id, place: '再来一条' })).status).toBe(409);
    const notices = await t.db.selectFrom('notice').select('ref_id').where('user_id', '=', sender.id).where('kind', '=', 'logistics').where('ref_id', '=', a.id).execute();
    expect(notices.length).toBe(3); // quoted, in transit, delivered
    // The other company, a party to none, cannot read it either; a line of another company is no help.
    expect((await info(rival, a.id)).status).toBe(404);
    expect(rivalLine.is_mine).toBe(false);
  });

  it('takes a line down: gone from the list, its shipments go on; another’s line 403', async () => {
    expect((await t.call('logisticsDelete', { token: rival.token, params: { id: line.id } })).status).toBe(403);
    expect((await t.call<LogisticsLine>('logisticsDelete', { token: rival.token, params: { id: rivalLine.id } })).data.status).toBe('offline');
    expect((await t.call('logisticsInfo', { params: { id: rivalLine.id } })).status).toBe(404);
    expect((await request(sender, shipmentBody({ line_id: rivalLine.id }))).status).toBe(404);
  });
});
