import { EXPOSURE_ORDER_KIND } from '@haiwai/contracts/exposures/constants';
import type { Transaction } from 'kysely';
import { badRequest, forbidden, notFound } from '../../core/errors.js';
import type { DB } from '../../db/schema.js';
import type { OrderKindDefinition } from '../payments/index.js';
import { moveExposure, SYSTEM } from './moves.js';
import { inEveryLanguage as localized } from '../../core/messages.js';

interface ExposureSubject extends Record<string, unknown> {
  key: string;
  exposure_id: number;
}

/**
 * The `exposure` order kind on the payment engine (docs/payments.md, docs/exposures.md): the release fee the area
 * set when the exposure was written (kept on the row, so a price change does not move an unpaid one), paid by its
 * author; the payment sends the exposure to review. Nothing is held while unpaid, so a late payment is always
 * honoured (`revive` true) and an unpaid order that expires leaves the exposure unpaid, to pay again.
 */
export function exposureOrderKind(): OrderKindDefinition<{ id: number }> {
  return {
    kind: EXPOSURE_ORDER_KIND,
    async quote(input, { trx, userId }) {
      const row = await trx.selectFrom('exposure').select(['id', 'user_id', 'status', 'fee', 'title', 'site_area_id']).where('id', '=', input.id).executeTakeFirst();
      if (!row) throw notFound('exposure.not_found');
      if (row.user_id !== userId) throw forbidden('exposure.not_yours');
      if (row.status !== 'unpaid' || Number(row.fee) <= 0) throw badRequest('exposure.not_unpaid');
      const subject: ExposureSubject = { key: `exposure:${row.id}`, exposure_id: row.id };
      return { title: localized('exposure.order_title', { title: row.title }), amount: Number(row.fee), subject };
    },
    async hold({ trx, order }) {
      await trx.updateTable('exposure').set({ order_id: order.id }).where('id', '=', (order.subject as ExposureSubject).exposure_id).execute();
    },
    revive: async () => true,
    async fulfil({ trx, order }) {
      await submit(trx, (order.subject as ExposureSubject).exposure_id);
      return 'done';
    },
  };
}

/** Paid: to review (a payment for an exposure no longer unpaid — withdrawn meanwhile — changes nothing). */
async function submit(trx: Transaction<DB>, id: number) {
  const row = await trx.selectFrom('exposure').select('status').where('id', '=', id).executeTakeFirst();
  if (row?.status === 'unpaid') await moveExposure(trx, id, SYSTEM, 'pending');
}
