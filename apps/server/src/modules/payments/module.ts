import { defineModule } from '../../core/module.js';
import { paymentAdminRoutes } from './admin-routes.js';
import { paymentsMessages } from './messages.js';
import { paymentMetrics } from './metrics.js';
import { paymentsMigrations } from './migrations/index.js';
import { paymentRoutes } from './routes.js';
import { seedPrices } from './seed/reference.js';
import { Payments } from './service.js';
import { paymentSettings } from './settings.js';
import type { OrderKindDefinition } from './kinds.js';
import type { PaymentProvider } from './providers/provider.js';
import { configuredProviders, providerCallbackRoutes } from './providers/configured.js';

declare module '../../core/module.js' {
  interface ModuleOptions {
    /** Tests: further providers (a stand-in, a failing one), further kinds, and a look at the service. */
    payments?: { providers?: PaymentProvider[]; kinds?: OrderKindDefinition<never>[]; expose?: (payments: Payments) => void };
  }
  interface Provided {
    /** The payment engine: what sells defines its order kind here and places orders through it. */
    payments: Payments;
  }
}

/** The payment engine (docs/payments.md): orders of every kind, providers, refunds, the ledger, the areas' prices. */
export const paymentsModule = defineModule<'payments'>({
  name: 'payments',
  messages: paymentsMessages,
  settings: paymentSettings,
  migrations: paymentsMigrations,
  uses: ['siteAreas'],
  provides: (ctx) => {
    const opts = ctx.options.payments;
    const payments = new Payments(ctx.database.db, ctx.timers, ctx.config, ctx.log, [...configuredProviders(ctx.config), ...(opts?.providers ?? [])]);
    paymentMetrics(ctx.metrics, ctx.database.db, ctx.log);
    for (const kind of opts?.kinds ?? []) payments.defineKind(kind);
    opts?.expose?.(payments);
    return { payments };
  },
  seed: { reference: seedPrices },
  routes: async (app, ctx) => {
    const payments = ctx.use('payments');
    paymentRoutes(app, payments, ctx.use('siteAreas'), ctx.config);
    paymentAdminRoutes(app, payments);
    await providerCallbackRoutes(app, ctx.config, (event) => payments.settle(event));
  },
});
