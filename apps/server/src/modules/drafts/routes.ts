import type { FastifyInstance } from 'fastify';
import { route } from '../../core/routes.js';
import type { DraftStore } from './store.js';

/** temporaryLog/save, temporaryLog/list and DELETE temporaryLog/{id}: the caller's own drafts only. */
export function draftsRoutes(app: FastifyInstance, store: DraftStore) {
  route(app, 'temporaryLogSave', async ({ body, user }) => store.save(user.id, body));
  route(app, 'temporaryLogList', async ({ query, user }) => store.list(user.id, query));
  route(app, 'temporaryLogDelete', async ({ params, user }) => store.remove(user.id, params.id));
}
