import { defineModule } from '../../core/module.js';
import { cardsMessages } from './messages.js';
import { cardsMigrations } from './migrations/index.js';
import { declareCardHeads } from './page-heads.js';
import { cardRoutes } from './routes.js';
import { seedCardsDemo } from './seed/demo.js';

/**
 * Electronic business cards (docs/cards.md): members' cards, public by their code and short link `/c/<code>`, saved
 * by others, drawn to a PNG with a QR code on the server and given as a vCard.
 */
export const cardsModule = defineModule({
  name: 'cards',
  messages: cardsMessages,
  migrations: cardsMigrations,
  uses: ['siteAreas', 'pageHeads'],
  seed: { demo: seedCardsDemo },
  init: (ctx) => declareCardHeads(ctx.use('pageHeads'), ctx.database.db), // the card page's head (docs/links.md)
  routes: (app, ctx) => {
    cardRoutes(app, ctx.database.db, { origin: ctx.config.publicUrl.replace(/\/+$/, ''), areas: ctx.use('siteAreas') });
  },
});
