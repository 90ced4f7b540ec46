import { CAR_APPOINTMENT } from '@haiwai/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../core/deps.js';
import { route } from '../../core/routes.js';
import { CarAppointments } from './appointments.js';

/** Car appointments (`carAppointment/*`). The car calls themselves come from the listing engine. */
export function carRoutes(app: FastifyInstance, deps: Deps) {
  const appointments = new CarAppointments(deps.database.db);

  route(app, 'carAppointmentSave', async ({ body, user }) => appointments.save(user, body), {
    rateLimit: { key: ({ user }) => `car:appointment:${user.id}`, window: 3600, max: CAR_APPOINTMENT.perHour, message: 'car_appointment.rate_limit' },
  });
  route(app, 'carAppointmentListUser', async ({ query, user }) => appointments.list(user, 'user', query));
  route(app, 'carAppointmentListOwner', async ({ query, user }) => appointments.list(user, 'owner', query));
  route(app, 'carAppointmentFieldUpdate', async ({ params, body, user }) => appointments.decide(user, params.id, body.status, body.reason));
}
