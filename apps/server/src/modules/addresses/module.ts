import { defineModule } from '../../core/module.js';
import { addressesMessages } from './messages.js';
import { addressesMigrations } from './migrations/index.js';
import { addressRoutes } from './routes.js';
import { seedAddressDemo } from './seed/demo.js';

/** My address book (docs/logistics.md): recipient, phone, area, street, map pin, default; used by logistics. */
export const addressesModule = defineModule({
  name: 'addresses',
  messages: addressesMessages,
  migrations: addressesMigrations,
  seed: { demo: seedAddressDemo },
  routes: (app, ctx) => addressRoutes(app, ctx.database.db),
});
