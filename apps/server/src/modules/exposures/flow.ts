import { EXPOSURE_REPLY_STATUSES, EXPOSURE_STATUSES, type ExposureReplyStatus, type ExposureStatus } from '@haiwai/contracts/exposures/constants';
import { defineWorkflow } from '../../core/workflow/index.js';

/**
 * An exposure (docs/exposures.md). Its author (`asker`) releases it — `unpaid` when the area charges a fee, whose
 * payment (`system`) sends it to review, else `pending` at once; the area's admin (`owner`) approves or rejects it
 * (with a reason); the author corrects a rejected one (pending again), renews an expired one, or withdraws it; the
 * expiry timer (`system`) takes an approved one off the list after the area's days.
 */
export const exposureFlow = defineWorkflow<ExposureStatus>({
  name: 'exposure',
  states: EXPOSURE_STATUSES,
  initial: 'pending',
  terminal: ['withdrawn'],
  moves: [
    { from: ['unpaid'], to: 'pending', by: 'system' },
    { from: ['pending'], to: 'approved', by: 'owner' },
    { from: ['pending'], to: 'rejected', by: 'owner', reasonRequired: true },
    { from: ['rejected'], to: 'pending', by: 'asker' },
    { from: ['approved'], to: 'expired', by: 'system' },
    { from: ['expired'], to: 'approved', by: 'asker' },
    { from: ['unpaid', 'pending', 'approved', 'rejected', 'expired'], to: 'withdrawn', by: 'asker' },
  ],
  repeat: 'refuse',
});

/** The exposed party's one answer: reviewed by the area's admin (`owner`); a rejected one may be rewritten (`asker`). */
export const exposureReplyFlow = defineWorkflow<ExposureReplyStatus>({
  name: 'exposure_reply',
  states: EXPOSURE_REPLY_STATUSES,
  initial: 'pending',
  terminal: ['approved'],
  moves: [
    { from: ['pending'], to: 'approved', by: 'owner' },
    { from: ['pending'], to: 'rejected', by: 'owner', reasonRequired: true },
    { from: ['rejected'], to: 'pending', by: 'asker' },
  ],
  repeat: 'refuse',
});
