import type { FastifyInstance } from 'fastify';
import { route } from '../../core/routes.js';
import type { SiteAreaDirectory } from '../site-area/index.js';
import type { SavedSearchStore } from './store.js';

/** A member's saved searches (docs/saved-searches.md): every call is the member's own; another's search is a 404. */
export function savedSearchRoutes(app: FastifyInstance, store: SavedSearchStore, areas: SiteAreaDirectory) {
  route(app, 'savedSearchSave', async ({ body, ctx, user }) => {
    const area = await areas.current(ctx.siteAreaId);
    return store.save(user.id, area.id, body, ctx.lang);
  });
  route(app, 'savedSearchList', async ({ query, ctx, user }) => store.list(user.id, query, ctx.lang));
  route(app, 'savedSearchUpdate', async ({ params, body, ctx, user }) => store.update(user.id, params.id, body, ctx.lang));
  route(app, 'savedSearchDelete', async ({ params, user }) => store.remove(user.id, params.id));
}
