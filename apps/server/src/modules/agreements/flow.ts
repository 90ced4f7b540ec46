import { AGREEMENT_STATES, type AgreementState } from '@haiwai/contracts/agreements/constants';
import { defineWorkflow } from '../../core/workflow/index.js';

/**
 * A contract's life (docs/agreements.md). The creator (`asker`) invites the other party, which sends the draft out
 * for signatures; the second signature makes it signed (`system`, in the signing call, with the PDF). Either
 * party voids it (`asker` the creator, `owner` the counterparty; a reason is required) before it is signed; the
 * durable timer expires it (`system`) when nobody completed it in time.
 */
export const agreementFlow = defineWorkflow<AgreementState>({
  name: 'agreement',
  states: AGREEMENT_STATES,
  initial: 'draft',
  terminal: ['signed', 'voided', 'expired'],
  moves: [
    { from: ['draft'], to: 'awaiting', by: 'asker' },
    { from: ['awaiting'], to: 'signed', by: 'system' },
    { from: ['draft', 'awaiting'], to: 'voided', by: 'asker', reasonRequired: true },
    { from: ['awaiting'], to: 'voided', by: 'owner', reasonRequired: true },
    { from: ['awaiting'], to: 'expired', by: 'system' },
  ],
  repeat: 'refuse',
});
