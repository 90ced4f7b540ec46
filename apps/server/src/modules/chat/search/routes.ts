import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../../core/module.js';
import { route } from '../../../core/routes.js';
import { ChatSearch } from './search.js';
import { startSweep } from './sweep.js';

export interface ChatSearchOptions {
  /** How often each node indexes new messages in the background (ms); 0: never (searches still index what they need). */
  sweepMs?: number;
}

/** The search calls, and the node's background indexer (stopped when the app closes). */
export function chatSearchRoutes(app: FastifyInstance, ctx: ModuleContext, opts: ChatSearchOptions = {}) {
  const search = new ChatSearch(ctx.database.db);
  route(app, 'chatSearch', async ({ user, query, ctx: req }) => search.search(user.id, query, req.lang));
  route(app, 'chatMessageContext', async ({ user, query, ctx: req }) => search.context(user.id, query.conversation_id, query.around_id, query.limit, req.lang));
  const everyMs = opts.sweepMs ?? 5000;
  if (everyMs > 0) {
    const sweep = startSweep(search.indexer, everyMs, (err) => app.log.warn({ err }, 'chat search: background indexing failed'));
    app.addHook('onClose', () => sweep.stop());
  }
}
