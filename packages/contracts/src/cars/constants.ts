/**
 * Car appointments (spec "Cars": `carAppointment/save`), the zod-free part: limits, kinds and statuses, shared by
 * the server, the schemas in `schemas.ts` and the web app.
 */

export const CAR_APPOINTMENT = {
  /** The longest rental period, in days. */
  maxRentalDays: 90,
  /** How far ahead a viewing or a rental start may be booked, in days. */
  maxAheadDays: 180,
  noteMax: 500,
  reasonMax: 200,
  /** Bookings one account may make per hour. */
  perHour: 20,
  pageMax: 50,
} as const;

export const CAR_APPOINTMENT_KINDS = ['viewing', 'rental'] as const;
export type CarAppointmentKind = (typeof CAR_APPOINTMENT_KINDS)[number];
export const CAR_APPOINTMENT_STATUSES = ['pending', 'confirmed', 'declined', 'cancelled'] as const;
export type CarAppointmentStatus = (typeof CAR_APPOINTMENT_STATUSES)[number];
/** The moves of `carAppointment/fieldUpdate`: the publisher confirms or declines, the booker cancels. */
export const CAR_APPOINTMENT_UPDATES = ['confirmed', 'declined', 'cancelled'] as const;
export type CarAppointmentUpdate = (typeof CAR_APPOINTMENT_UPDATES)[number];
