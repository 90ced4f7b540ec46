import { defineModule } from '../../core/module.js';
import { exchangeMessages } from './messages.js';
import { exchangeMigrations } from './migrations/index.js';
import { RateBook } from './rate-book.js';
import { startRateRefresh } from './refresh.js';
import { exchangeRoutes } from './routes.js';
import { seedExchangeRates } from './seed/reference.js';
import { exchangeSettings } from './settings.js';

/** Exchange rates (docs/exchange.md): rates per area, the converter, area admins' rates, the feed on a durable timer. */
export const exchangeModule = defineModule({
  name: 'exchange',
  messages: exchangeMessages,
  settings: exchangeSettings,
  migrations: exchangeMigrations,
  uses: ['siteAreas'],
  seed: { reference: seedExchangeRates },
  routes: (app, ctx) => {
    const book = new RateBook(ctx.database.db, ctx.use('siteAreas'), ctx.config.EXCHANGE_STALE_HOURS * 3_600_000);
    exchangeRoutes(app, ctx, book);
    startRateRefresh(app, ctx.timers, ctx.config);
  },
});
