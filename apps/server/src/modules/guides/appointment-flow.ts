import { GUIDE_APPOINTMENT_STATUSES, type GuideAppointmentStatus } from '@haiwai/contracts/guides/constants';
import { defineWorkflow } from '../../core/workflow/index.js';

/**
 * A guide's appointment as a request workflow: the member asks, the guide accepts or declines (with a reason)
 * a pending one, the member cancels a pending or accepted one, the guide completes an accepted one (once its
 * first day has begun: a guard of the move). Appointments do not expire: a pending one whose days passed just
 * cannot be accepted any more.
 */
export const guideAppointmentFlow = defineWorkflow<GuideAppointmentStatus>({
  name: 'guide_appointment',
  states: GUIDE_APPOINTMENT_STATUSES,
  initial: 'pending',
  terminal: ['declined', 'cancelled', 'completed'],
  moves: [
    { from: ['pending'], to: 'accepted', by: 'owner' },
    { from: ['pending'], to: 'declined', by: 'owner', reasonRequired: true },
    { from: ['pending', 'accepted'], to: 'cancelled', by: 'asker' },
    { from: ['accepted'], to: 'completed', by: 'owner' },
  ],
  repeat: 'refuse',
});
