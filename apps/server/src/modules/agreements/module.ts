import { defineModule } from '../../core/module.js';
import { Agreements } from './agreements.js';
import { agreementsMessages } from './messages.js';
import { agreementsMigrations } from './migrations/index.js';
import { agreementsRoutes } from './routes.js';
import { seedAgreementsDemo } from './seed/demo.js';
import { seedAgreementTemplates } from './seed/reference.js';
import { Signing } from './signing.js';

/**
 * Contracts and signatures (docs/agreements.md): templates (the site's and merchants' own), contracts filled from
 * them in Chinese with the area's language, invitations by member, mobile or signed link, drawn signatures, the
 * signed PDF with its SHA-256 (parties only), and expiry on a durable timer. State moves on the workflow `agreement`.
 */
export const agreementsModule = defineModule({
  name: 'agreements',
  messages: agreementsMessages,
  migrations: agreementsMigrations,
  uses: ['siteAreas'],
  seed: { reference: seedAgreementTemplates, demo: seedAgreementsDemo },
  routes: (app, ctx) => {
    const agreements = new Agreements(ctx.database.db, ctx.timers, ctx.config.TOKEN_SECRET);
    agreements.registerExpiry();
    agreementsRoutes(app, ctx.database.db, agreements, new Signing(ctx.database.db, ctx.timers, agreements), ctx.use('siteAreas'));
  },
});
