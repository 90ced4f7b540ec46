import type { Transaction } from 'kysely';
import { badRequest, notFound } from '../../core/errors.js';
import type { PushHub } from '../../core/push/index.js';
import type { DB } from '../../db/schema.js';
import type { OrderKindDefinition } from '../payments/index.js';
import { moveShipment, SYSTEM } from './moves.js';
import { inEveryLanguage } from '../../core/messages.js';

interface AcceptInput {
  shipment_id: number;
}

/** What a freight order records as its subject (the engine's receipts show it to the buyer). */
interface FreightSubject extends Record<string, unknown> {
  key: string;
  shipment_id: number;
}

const shipmentOf = (trx: Transaction<DB>, orderId: number) => trx.selectFrom('logistics_shipment').select(['id', 'status']).where('order_id', '=', String(orderId)).executeTakeFirst();

/**
 * The `logistics` order kind on the payment engine (docs/logistics.md), for areas that take payments online.
 * `quote` prices the company's quote of the buyer's own quoted shipment; `hold` ties the order to the shipment
 * (which then waits for it: neither side cancels or declines meanwhile); the payment accepts the shipment
 * (`fulfil`); an order never paid frees the shipment (`release`), which stays quoted. A late payment accepts it
 * if it is still quoted (`revive`), else it is refunded whole.
 */
export function freightOrderKind(push: PushHub): OrderKindDefinition<AcceptInput> {
  return {
    kind: 'logistics',
    async quote(input, { trx, userId }) {
      const row = await trx
        .selectFrom('logistics_shipment as s')
        .innerJoin('logistics_line as l', 'l.id', 's.line_id')
        .select(['s.id', 's.sender_id', 's.status', 's.quote_amount', 'l.from_place', 'l.to_place'])
        .where('s.id', '=', input.shipment_id)
        .executeTakeFirst();
      if (!row || row.sender_id !== userId) throw notFound('logistics.shipment_not_found');
      if (row.status !== 'quoted' || row.quote_amount === null) throw badRequest('logistics.bad_transition');
      const subject: FreightSubject = { key: `logistics:${row.id}`, shipment_id: row.id };
      return { title: inEveryLanguage('logistics.order_title', { from: row.from_place, to: row.to_place }), amount: Number(row.quote_amount), subject };
    },
    async hold({ trx, order }) {
      await trx.updateTable('logistics_shipment').set({ order_id: order.id }).where('id', '=', (order.subject as FreightSubject).shipment_id).execute();
    },
    async release({ trx, order }) {
      await trx.updateTable('logistics_shipment').set({ order_id: null }).where('order_id', '=', String(order.id)).execute();
    },
    async revive({ trx, order }) {
      const id = (order.subject as FreightSubject).shipment_id;
      const row = await trx.selectFrom('logistics_shipment').select(['status', 'order_id']).where('id', '=', id).forUpdate().executeTakeFirst();
      if (row?.status !== 'quoted' || (row.order_id !== null && Number(row.order_id) !== order.id)) return false;
      await trx.updateTable('logistics_shipment').set({ order_id: order.id }).where('id', '=', id).execute();
      await moveShipment(trx, push, id, SYSTEM, 'accepted');
      return true;
    },
    async fulfil({ trx, order }) {
      const row = await shipmentOf(trx, order.id);
      if (row?.status === 'quoted') await moveShipment(trx, push, row.id, SYSTEM, 'accepted');
      return 'done';
    },
  };
}
