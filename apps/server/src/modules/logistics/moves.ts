import { LOGISTICS_PAGES, type ShipmentStatus } from '@haiwai/contracts/logistics/constants';
import { fromMinor } from '@haiwai/contracts/payments/constants';
import type { Transaction } from 'kysely';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors.js';
import type { MessageKey, MessageParams } from '../../core/messages.js';
import type { PushHub } from '../../core/push/index.js';
import { auditDetail, transition, type Actor, type Change, type Refusal } from '../../core/workflow/index.js';
import { afterCommit } from '../../db/after-commit.js';
import type { DB } from '../../db/schema.js';
import { audit, NoticeService } from '../notices/index.js';
import { shipmentFlow } from './flow.js';
import { orderOpen, shipmentQuery, type ShipmentView } from './view.js';

type Move = Change<ShipmentStatus, ShipmentView>;
export const SYSTEM: Actor = { role: 'system', userId: null };

export interface MoveInput {
  /** quoted: the price (minor units) and what it covers. */
  amount?: number;
  note?: string;
  /** declined: why. */
  reason?: string;
  /** in_transit / delivered: where the tracking entry that moved it was written. */
  place?: string;
}

/** The live frame both sides' open screens refetch on (docs/push.md): sent once the change is committed. */
export async function pushShipment(trx: Transaction<DB>, push: PushHub, row: { id: number; sender_id: number; company_user_id: number }, status: ShipmentStatus) {
  await afterCommit(trx, () => push.publish({ to: { users: [row.sender_id, row.company_user_id] }, event: 'logistics_shipment', payload: { id: row.id, status } }));
}

export const routeOf = (r: Pick<ShipmentView, 'from_place' | 'to_place'>) => `${r.from_place} → ${r.to_place}`;

/** A notice of shipment `row` to `userId` (title and body `notice.logistics.<key>.*`), linking to its page. */
export function noticeShipment(trx: Transaction<DB>, userId: number, row: Pick<ShipmentView, 'id' | 'site_area_id'>, key: string, params: MessageParams) {
  return new NoticeService(trx).notify(userId, {
    kind: 'logistics',
    title: { key: `notice.logistics.${key}.title` as MessageKey },
    body: { key: `notice.logistics.${key}.body` as MessageKey, params },
    link: `${LOGISTICS_PAGES.manageDetail}?id=${row.id}`,
    refType: 'logisticsShipment',
    refId: row.id,
    siteAreaId: row.site_area_id,
  });
}

function refuse(refusal: Refusal<ShipmentStatus>) {
  if (refusal.why === 'missing') return notFound('logistics.shipment_not_found');
  if (refusal.why === 'actor') return forbidden(refusal.by.includes('owner') ? 'logistics.company_only' : 'logistics.sender_only');
  if (refusal.why === 'reason') return badRequest('logistics.reason_required');
  return badRequest('logistics.bad_transition');
}

/** The other side hears of every move, in the notice centre and live. */
function notifier(input: MoveInput) {
  return async ({ trx, to, row, reason }: Move) => {
    const route = routeOf(row);
    const name = row.nickname;
    if (to === 'quoted') await noticeShipment(trx, row.sender_id, row, 'quoted', { route, amount: `${fromMinor(input.amount ?? 0, row.currency.trim())} ${row.currency.trim()}` });
    else if (to === 'declined') await noticeShipment(trx, row.sender_id, row, 'declined', { route, reason: reason ?? '' });
    else if (to === 'cancelled') await noticeShipment(trx, row.company_user_id, row, 'cancelled', { route, name });
    else if (to === 'accepted') await noticeShipment(trx, row.company_user_id, row, 'accepted', { route, name });
    else if (to === 'in_transit' || to === 'delivered') await noticeShipment(trx, row.sender_id, row, to, { route, place: input.place ?? '' });
  };
}

/** Moves shipment `id` for `actor`: one audit row, the other side's notice and the live frame, all in the caller's transaction. */
export async function moveShipment(trx: Transaction<DB>, push: PushHub, id: number, actor: Actor, to: ShipmentStatus, input: MoveInput = {}) {
  const out = await transition(trx, shipmentFlow, { table: 'logistics_shipment', stamp: 'updated_at', view: (t, key) => shipmentQuery(t).where('s.id', '=', key).executeTakeFirst() }, id, actor, to, {
    reason: to === 'declined' ? input.reason : undefined,
    guard: ({ row }) => {
      // An order waiting to be paid holds the quote: neither side walks away from it meanwhile.
      if ((to === 'declined' || to === 'cancelled') && orderOpen(row)) throw conflict('logistics.order_open');
      if (to === 'accepted' && actor.role === 'asker' && orderOpen(row)) throw conflict('logistics.order_open');
    },
    set: ({ reason }) => (to === 'quoted' ? { quote_amount: input.amount ?? null, quote_note: input.note ?? null } : to === 'declined' ? { reason } : {}),
    refuse,
    audit: (move) => audit(move.trx, { adminId: move.actor.userId ?? move.row.company_user_id, siteAreaId: move.row.site_area_id, targetType: 'logisticsShipment', ...auditDetail(shipmentFlow, move) }),
    notify: notifier(input),
  });
  await pushShipment(trx, push, out.row, to);
  return out;
}
