import type { Address } from '@haiwai/contracts/addresses';
import type { LogisticsLine, ShipmentDetail } from '@haiwai/contracts/logistics';
import type { PayStart } from '@haiwai/contracts/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worldOf } from '../cars/support.js';
import { startTestApp, type TestApp } from '../support/harness.js';

/** An area without online payment (no provider for its currency): the sender's acceptance accepts at once, no order. */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ PAY_SANDBOX: 'false' });
});
afterAll(() => t.close());

describe('accepting where the area takes no payments online', () => {
  it('accepts the quote at once, with no order; the company is told', async () => {
    const w = await worldOf(t);
    const carrier = await t.newUser();
    const sender = await t.newUser();
    const company = await w.company(carrier, '鸿达国际物流');
    const saved = await t.call<LogisticsLine>('logisticsSave', { token: carrier.token, siteAreaId: w.hcm, body: { company_id: company.id, from_place: '胡志明市', to_place: '南宁', mode: 'land', price_per_kg: 50_000, price_per_cbm: 0, min_charge: 0, days_min: 4, days_max: 7 } });
    await t.call('logisticsAdminReview', { token: w.admin.token, params: { id: saved.data.id }, body: { pass: true } });
    const addr = (await t.call<Address>('addressSave', { token: sender.token, body: { recipient: '林小姐', area_code: '84', mobile: '909123456', area: '胡志明市', street: '第一郡 黎圣宗街 15 号' } })).data;
    const s = await t.call<ShipmentDetail>('logisticsShipmentSave', { token: sender.token, body: { line_id: saved.data.id, sender_address_id: addr.id, recipient_address_id: addr.id, parcels: 1, weight_kg: 2, goods: '文件' } });
    expect(s.data.estimate).toBe(100_000);
    await t.call('logisticsShipmentMove', { token: carrier.token, params: { id: s.data.id }, body: { status: 'quoted', amount: 120_000 } });
    const a = await t.call<{ shipment: ShipmentDetail; pay: PayStart | null }>('logisticsShipmentAccept', { token: sender.token, params: { id: s.data.id } });
    expect(a.status).toBe(200);
    expect(a.data.pay).toBeNull();
    expect(a.data.shipment).toMatchObject({ status: 'accepted', order_id: null, paid: false });
    const told = await t.db.selectFrom('notice').select('ref_id').where('user_id', '=', carrier.id).where('kind', '=', 'logistics').execute();
    expect(told.length).toBe(2); // requested, accepted
  });
});
