import { defineModule } from '../../core/module.js';
import type { AirtimeProvider } from './airtime.js';
import { createAirtimeProvider } from './airtime-providers.js';
import { TopUpFulfilment } from './fulfilment.js';
import { rechargeMessages } from './messages.js';
import { rechargeMigrations } from './migrations/index.js';
import { phoneOrderKind } from './phone-order.js';
import { rechargeRoutes } from './routes.js';
import { seedRecharge } from './seed/reference.js';
import { airtimeSettings } from './settings.js';

declare module '../../core/module.js' {
  interface ModuleOptions {
    /** Tests: another airtime provider (the Reloadly adapter against its stand-in, a scripted one). */
    recharge?: { airtime?: AirtimeProvider };
  }
}

/**
 * Phone top-up (docs/recharge.md): operators recognised from the number, face values, the `phone` order kind
 * on the payment engine, and the durable jobs that send paid top-ups to the airtime provider.
 */
export const rechargeModule = defineModule({
  name: 'recharge',
  messages: rechargeMessages,
  settings: airtimeSettings,
  migrations: rechargeMigrations,
  uses: ['payments', 'siteAreas'],
  seed: { reference: seedRecharge },
  init: (ctx) => {
    const payments = ctx.use('payments');
    const airtime = ctx.options.recharge?.airtime ?? createAirtimeProvider(ctx);
    payments.defineKind(phoneOrderKind(ctx.timers));
    new TopUpFulfilment(airtime, payments, ctx.timers, ctx.log).register();
  },
  routes: (app, ctx) => {
    rechargeRoutes(app, ctx.database.db, ctx.use('payments'), ctx.use('siteAreas'));
  },
});
