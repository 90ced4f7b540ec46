import { defineModule } from '../../core/module.js';
import { carMessages } from './messages.js';
import { carRoutes } from './routes.js';
import { carMigrations } from './migrations/index.js';

/** Car viewing and rental bookings (the car kind itself is a listing kind). */
export const carsModule = defineModule({
  name: 'cars',
  migrations: carMigrations,
  messages: carMessages,
  routes: (app, ctx) => {
    carRoutes(app, ctx);
  },
});
