import { defineModule } from '../../core/module.js';
import type { BusinessVerification } from './index.js';
import { declareLicence, licenceQueue, verifiedCompanies } from './licence.js';
import { verificationMessages } from './messages.js';
import { verificationMigrations } from './migrations/index.js';
import { realNameQueue } from './real-name.js';
import { verificationRoutes } from './routes.js';
import { seedVerificationDemo } from './seed/demo.js';

declare module '../../core/module.js' {
  interface Provided {
    /** Business verification marks (the company page shows them). */
    businessVerification: BusinessVerification;
  }
}

/** Real-name and business verification: the two review queues, the licence upload, the review details (docs/verification.md). */
export const verificationModule = defineModule<'businessVerification'>({
  name: 'verification',
  messages: verificationMessages,
  migrations: verificationMigrations,
  uses: ['privateMedia'],
  provides: (ctx) => ({ businessVerification: { verifiedCompanies: (ids) => verifiedCompanies(ctx.database.db, ids) } }),
  // Licence pictures are private files (licence.ts, docs/media.md).
  init: (ctx) => declareLicence(ctx.use('privateMedia'), ctx.database.db),
  reviewQueues: () => [realNameQueue(), licenceQueue()],
  routes: (app, ctx) => verificationRoutes(app, ctx),
  seed: { demo: seedVerificationDemo },
});
