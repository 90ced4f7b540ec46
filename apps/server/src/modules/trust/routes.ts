import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { route } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { ScamPatternAdmin } from './admin.js';
import type { ScamScreen } from './patterns.js';

/** The area admins' scam patterns (permission 'content'): list, save, delete, test a text. */
export function trustRoutes(app: FastifyInstance, db: Kysely<DB>, screen: ScamScreen) {
  const admin = new ScamPatternAdmin(db, screen);
  route(app, 'adminScamPatternList', async ({ user, query }) => admin.list(user, query));
  route(app, 'adminScamPatternSave', async ({ user, body }) => admin.save(user, body));
  route(app, 'adminScamPatternDelete', async ({ user, params }) => admin.remove(user, params.id));
  route(app, 'adminScamPatternTest', async ({ user, body }) => admin.test(user, body));
}
