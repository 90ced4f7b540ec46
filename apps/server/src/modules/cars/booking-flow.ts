import { CAR_APPOINTMENT_STATUSES, type CarAppointmentStatus } from '@haiwai/contracts';
import { defineWorkflow } from '../../core/workflow/index.js';

/**
 * A car booking (viewing or rental) as a request workflow: the booker asks, the car's owner confirms or
 * declines a pending booking, the booker cancels a pending or confirmed one. Bookings do not expire: a
 * pending booking whose time has passed just cannot be confirmed any more (a guard of the confirm call).
 */
export const carBookingFlow = defineWorkflow<CarAppointmentStatus>({
  name: 'car_appointment',
  states: CAR_APPOINTMENT_STATUSES,
  initial: 'pending',
  terminal: ['declined', 'cancelled'],
  moves: [
    { from: ['pending'], to: 'confirmed', by: 'owner' },
    { from: ['pending'], to: 'declined', by: 'owner' },
    { from: ['pending', 'confirmed'], to: 'cancelled', by: 'asker' },
  ],
  repeat: 'refuse',
});
