import { SHIPMENT_STATUSES, type ShipmentStatus } from '@haiwai/contracts/logistics/constants';
import { defineWorkflow } from '../../core/workflow/index.js';

/**
 * A shipment as a request workflow (docs/logistics.md). The sender (`asker`) asks a line; the line's company
 * (`owner`) quotes or declines (with a reason); the sender accepts the quote — itself when the area takes no
 * payments online, else the payment engine's report does (`system`) — or cancels before accepting. The company's
 * tracking entries put it in transit and, the last one, deliver it.
 */
export const shipmentFlow = defineWorkflow<ShipmentStatus>({
  name: 'shipment',
  states: SHIPMENT_STATUSES,
  initial: 'requested',
  terminal: ['delivered', 'declined', 'cancelled'],
  moves: [
    { from: ['requested'], to: 'quoted', by: 'owner' },
    { from: ['requested', 'quoted'], to: 'declined', by: 'owner', reasonRequired: true },
    { from: ['requested', 'quoted'], to: 'cancelled', by: 'asker' },
    { from: ['quoted'], to: 'accepted', by: 'asker' },
    { from: ['quoted'], to: 'accepted', by: 'system' },
    { from: ['accepted'], to: 'in_transit', by: 'owner' },
    { from: ['accepted', 'in_transit'], to: 'delivered', by: 'owner' },
  ],
  repeat: 'refuse',
});
