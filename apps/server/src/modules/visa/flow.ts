import { VISA_APPLICATION_STATUSES, type VisaApplicationStatus } from '@haiwai/contracts/visa/constants';
import { defineWorkflow } from '../../core/workflow/index.js';

/**
 * A visa application as a request workflow (docs/visa.md). The applicant (`asker`) applies and pays; the payment
 * engine's report submits it (`system`), an order that is never paid cancels it (`system`). The package's agency
 * (`owner`) asks for documents, processes, issues or refuses (with a reason; the refund follows the package's
 * rule); the applicant answers a request by supplying the documents, which submits it again.
 */
export const visaApplicationFlow = defineWorkflow<VisaApplicationStatus>({
  name: 'visa_application',
  states: VISA_APPLICATION_STATUSES,
  initial: 'unpaid',
  terminal: ['issued', 'refused', 'cancelled'],
  moves: [
    { from: ['unpaid'], to: 'submitted', by: 'system' },
    { from: ['unpaid'], to: 'cancelled', by: 'system' },
    { from: ['submitted', 'processing'], to: 'documents_requested', by: 'owner' },
    { from: ['documents_requested'], to: 'submitted', by: 'asker' },
    { from: ['submitted'], to: 'processing', by: 'owner' },
    { from: ['processing'], to: 'issued', by: 'owner' },
    { from: ['submitted', 'documents_requested', 'processing'], to: 'refused', by: 'owner', reasonRequired: true },
  ],
  repeat: 'refuse',
});
