import { HOTEL_ORDER_FINAL, HOTEL_ORDER_MOVES, HOTEL_ORDER_STATUSES, type HotelOrderStatus } from '@haiwai/contracts/hotels/constants';
import { defineWorkflow, type Role } from '../../core/workflow/index.js';

/**
 * A hotel order as a request workflow (docs/hotels.md, docs/workflow.md): the guest asks (`asker`), the hotel's
 * publisher answers (`owner`), the payment and the timers move it (`system`). The table is the contracts'
 * HOTEL_ORDER_MOVES (guest → asker, hotel → owner), so the web's buttons and the server's checks are one list.
 */
const roleOf = { guest: 'asker', hotel: 'owner', system: 'system' } as const satisfies Record<string, Role>;

export const hotelOrderFlow = defineWorkflow<HotelOrderStatus>({
  name: 'hotel_order',
  states: HOTEL_ORDER_STATUSES,
  initial: 'awaiting_payment',
  terminal: HOTEL_ORDER_FINAL,
  moves: HOTEL_ORDER_MOVES.map((m) => ({ from: [...m.from], to: m.to, by: roleOf[m.by], ...(m.reason ? { reasonRequired: true } : {}) })),
  repeat: 'refuse',
});
