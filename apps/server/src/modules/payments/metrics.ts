import { sql, type Kysely } from 'kysely';
import { cachedReading, type Metrics } from '../../core/metrics.js';
import type { DB } from '../../db/schema.js';
import { orderFlow } from './order-flow.js';

/**
 * `haiwai_payment_orders{state}`: orders in each state of the order flow right now, read from the database at most
 * every 30 s (the same figure on every node: chart it with max, not sum). A move between states shows as one
 * gauge falling and another rising; every state is reported, 0 included, so a chart never has holes.
 */
export function paymentMetrics(metrics: Metrics, db: Kysely<DB>, log: { warn(obj: object, msg: string): void }): void {
  const counts = cachedReading(
    async () => (await sql<{ state: string; n: number }>`select state, count(*)::int as n from pay_order group by state`.execute(db)).rows,
    30_000,
    (err) => log.warn({ err }, 'payments: order counts for metrics failed'),
  );
  metrics.gauge({
    name: 'haiwai_payment_orders',
    help: 'Payment orders by state (docs/payments.md), read from the database at most every 30 s; the same on every node',
    labelNames: ['state'],
    async collect() {
      const rows = await counts();
      if (!rows) return;
      const byState = new Map(rows.map((r) => [r.state, r.n]));
      for (const state of orderFlow.states) this.set({ state }, byState.get(state) ?? 0);
    },
  });
}
