import { sql } from 'kysely';
import { SettingsStore } from '../../src/modules/basis/index.js';
import type { TestApp } from '../support/harness.js';

export type Order = { id: number; order_no: string; kind: string; state: string; amount: number; currency: string; subject: Record<string, unknown> };
export type Start = { order: Order | null; pay: { provider: string; url: string } | null };

/** Pays an order in the sandbox (as the buyer taps "pay"). */
export async function payInSandbox(t: TestApp, token: string, start: Start) {
  const r = await t.call<Order>('paySandboxConfirm', { token, body: { id: start.order!.id, outcome: 'paid' } });
  if (r.status !== 200) throw new Error(`sandbox confirm: ${r.status} ${r.message}`);
  return r.data;
}

/** Moves an unpaid order's expiry due and runs the timers. */
export async function expireNow(t: TestApp, orderId: number) {
  await sql`update scheduled_job set run_at = now() - interval '1 second' where key = ${`pay-expire:${orderId}`}`.execute(t.db);
  await t.app.timers.runDue();
}

/** Sets an area's setting and drops the node's settings cache. */
export async function setAreaSetting(t: TestApp, siteAreaId: number, key: string, value: unknown) {
  await t.db
    .insertInto('setting')
    .values({ site_area_id: siteAreaId, key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.columns(['site_area_id', 'key']).doUpdateSet({ value: JSON.stringify(value) }))
    .execute();
  new SettingsStore(t.db).invalidate();
}

/** Switches an area's opening price of `code` ('company' | 'shop') on or off. */
export async function chargeForOpening(t: TestApp, siteAreaId: number, code: 'company' | 'shop', enabled: boolean) {
  await t.db.updateTable('price_item').set({ enabled }).where('site_area_id', '=', siteAreaId).where('kind', '=', 'open').where('code', '=', code).execute();
}
