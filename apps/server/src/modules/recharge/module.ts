import { defineModule } from '../../core/module.js';
import { rechargeMigrations } from './migrations/index.js';
import { seedRecharge } from './seed/reference.js';

/** Phone top-up (docs/recharge.md): operators recognised from the number, face values, the airtime providers. */
export const rechargeModule = defineModule({
  name: 'recharge',
  migrations: rechargeMigrations,
  seed: { reference: seedRecharge },
});
