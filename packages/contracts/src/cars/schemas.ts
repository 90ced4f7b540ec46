import { z } from 'zod';
import { cursorParam, page } from '../envelope.js';
import { contactPhoneSchema, epochSecondsSchema, idParam, idSchema } from '../entities.js';
import { listingUser } from '../listings/schemas.js';
import { route } from '../route.js';
import { CAR_APPOINTMENT, CAR_APPOINTMENT_KINDS, CAR_APPOINTMENT_STATUSES, CAR_APPOINTMENT_UPDATES } from './constants.js';

/**
 * Car appointments (spec "Cars": `carAppointment/save`): a viewing of a car for sale at a date and time, or a
 * rental period (whole days) of a car for rent, which the car's publisher confirms or declines and the booker
 * may cancel. Spread into the one API table in `api.ts`; limits, kinds and statuses are in `constants.ts`.
 */

export const carAppointmentKindSchema = z.enum(CAR_APPOINTMENT_KINDS);
export const carAppointmentStatusSchema = z.enum(CAR_APPOINTMENT_STATUSES);

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date');
const phone = contactPhoneSchema;

/**
 * A booking. Viewings give `time` (epoch seconds); rentals give `start_date` and `end_date` (the pick-up and
 * return days, in the car's area; the period is end − start days). The kind follows the car's `deal`.
 */
export const carAppointmentSaveBody = z
  .object({
    car_id: idSchema,
    time: epochSecondsSchema.optional().describe('viewing: date and time, epoch seconds'),
    start_date: date.optional().describe('rental: pick-up day, YYYY-MM-DD'),
    end_date: date.optional().describe('rental: return day, YYYY-MM-DD (after start_date)'),
    phone,
    note: z.string().trim().max(CAR_APPOINTMENT.noteMax).default(''),
  })
  .refine((v) => v.time !== undefined || (v.start_date !== undefined && v.end_date !== undefined), { message: 'time_or_dates', path: ['time'] })
  .refine((v) => v.time === undefined || (v.start_date === undefined && v.end_date === undefined), { message: 'time_or_dates', path: ['start_date'] });

/** Rental price: days × the car's daily rate (a monthly rate counts as 30 days). */
export const rentalQuote = z.object({ daily_rate: z.number(), days: z.number().int(), total: z.number(), currency: z.string() });

export const carAppointment = z.object({
  id: z.number().int(),
  car_id: z.number().int(),
  kind: carAppointmentKindSchema,
  status: carAppointmentStatusSchema,
  /** Viewing time or rental start (epoch seconds). */
  starts_at: z.number().int(),
  /** Rental return (epoch seconds); null for a viewing. */
  ends_at: z.number().int().nullable(),
  /** Rental days in the area's calendar; null for a viewing. */
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  phone: z.string(),
  note: z.string(),
  /** Why it was declined or cancelled, when the person said. */
  reason: z.string().nullable(),
  quote: rentalQuote.nullable(),
  car: z.object({ id: z.number().int(), title: z.string(), cover: z.string().nullable(), deal: z.string().nullable(), price: z.number().nullable(), price_unit: z.string().nullable(), currency: z.string(), status: z.string(), site_area_id: z.number().int() }),
  user: listingUser,
  owner: listingUser,
  is_booker: z.boolean(),
  is_owner: z.boolean(),
  can: z.object({ confirm: z.boolean(), decline: z.boolean(), cancel: z.boolean() }),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type CarAppointment = z.infer<typeof carAppointment>;

export const carAppointmentPage = page(carAppointment, { total: 'counted' });

const listQuery = z.object({
  status: carAppointmentStatusSchema.optional(),
  car_id: idSchema.optional(),
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(CAR_APPOINTMENT.pageMax).default(20),
});

export const carsApi = {
  carAppointmentSave: route({
    method: 'POST',
    path: '/carAppointment/save',
    access: 'user',
    errors: [409, 429],
    tag: 'car',
    summary: 'Book a viewing (car for sale: `time`) or a rental period (car for rent: `start_date`, `end_date`, at most 90 days, not overlapping a confirmed booking: 409). The reply carries the rental price quote.',
    body: carAppointmentSaveBody,
    data: carAppointment,
  }),
  carAppointmentListUser: route({ method: 'GET', path: '/carAppointment/list_user', access: 'user', tag: 'car', summary: 'My bookings, newest first', query: listQuery, data: carAppointmentPage }),
  carAppointmentListOwner: route({ method: 'GET', path: '/carAppointment/list_owner', access: 'user', tag: 'car', summary: 'Bookings of my cars, newest first (optionally of one car)', query: listQuery, data: carAppointmentPage }),
  carAppointmentFieldUpdate: route({
    method: 'POST',
    path: '/carAppointment/fieldUpdate/:id',
    access: 'user',
    errors: [409],
    tag: 'car',
    summary: 'The car’s publisher confirms or declines a pending booking; the booker cancels a pending or confirmed one. The other side gets a notice.',
    params: idParam,
    body: z.object({ status: z.enum(CAR_APPOINTMENT_UPDATES), reason: z.string().trim().max(CAR_APPOINTMENT.reasonMax).optional() }),
    data: carAppointment,
  }),
};
