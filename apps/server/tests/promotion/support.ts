import { LISTING_KINDS, type ApiData, type ListingDetail } from '@haiwai/contracts';
import { validBody } from '../listings/support/generator.js';
import { worldOf, type Who } from '../cars/support.js';
import type { TestApp } from '../support/harness.js';

export type { Who };
export type PayStart = ApiData<'dataTopConfigPay'>;
type Order = NonNullable<PayStart['order']>;

/** The cars suite's world (HCMC, its admin, a photo) plus houses, areas by code, paying and refunding. */
export async function promotionWorld(t: TestApp) {
  const w = await worldOf(t);
  const areas = (await t.call<Array<{ id: number; code: string }>>('siteAreaAll')).data;
  const areaId = (code: string) => areas.find((a) => a.code === code)!.id;
  const houseCat = await w.categoryOf('housing');
  let n = 0;

  /** A live house of `owner` in `siteAreaId` (HCMC by default), approved by the admin when the area reviews. */
  async function house(owner: Who, opts: { siteAreaId?: number; title?: string } = {}): Promise<ListingDetail> {
    n += 1;
    const body = { ...validBody(LISTING_KINDS.housing, { categories: [houseCat], districts: [], images: [w.image] }, n), district_id: null, ...(opts.title ? { title: opts.title } : {}) };
    const r = await t.call<ListingDetail>('housingSave', { token: owner.token, siteAreaId: opts.siteAreaId ?? w.hcm, body });
    if (r.status !== 200) throw new Error(`housingSave: ${r.status} ${r.message} ${JSON.stringify(r.data)}`);
    if (r.data.status !== 'online') {
      const admin = opts.siteAreaId && opts.siteAreaId !== w.hcm ? await t.login('13800000000') : w.admin;
      const a = await t.call('housingAdminAdopt', { token: admin.token, params: { id: r.data.id }, body: {} });
      if (a.status !== 200) throw new Error(`adopt: ${a.status} ${a.message}`);
    }
    return r.data;
  }

  /** The sandbox's "paid" (or "failed") for an order, as the payer's tap on the sandbox page. */
  async function confirm(who: Who, order: Order, outcome: 'paid' | 'failed' = 'paid') {
    const r = await t.call<Order>('paySandboxConfirm', { token: who.token, body: { id: order.id, outcome } });
    if (r.status !== 200) throw new Error(`confirm: ${r.status} ${r.message}`);
    return r.data;
  }

  async function refund(order: Order, amount?: number) {
    const superAdmin = await t.login('13800000000');
    const r = await t.call<Order>('adminOrderRefund', { token: superAdmin.token, params: { id: order.id }, body: { reason: '测试退款', ...(amount ? { amount } : {}) } });
    if (r.status !== 200) throw new Error(`refund: ${r.status} ${r.message}`);
    return r.data;
  }

  /** Runs an order's expiry job now. */
  async function expire(order: Order) {
    await t.db.updateTable('scheduled_job').set({ run_at: new Date() }).where('key', '=', `pay-expire:${order.id}`).execute();
    await t.app.timers.runDue();
  }

  return { ...w, areaId, house, confirm, refund, expire };
}

/** Seconds → whole days from now (rounded), for comparing placement ends. */
export const daysFromNow = (seconds: number | null) => (seconds === null ? 0 : Math.round((seconds * 1000 - Date.now()) / 86_400_000));
