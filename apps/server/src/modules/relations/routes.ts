import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { unauthorized } from '../../core/errors.js';
import { route } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import type { UserBlocks } from './blocks.js';
import { setBlock } from './blocking.js';
import { Follows } from './follows.js';
import { blockedPage, relationPage } from './lists.js';

/** `social/relation` (follow, unfollow, remove a fan), the following and fans lists, blocking and my blocked list. */
export function relationRoutes(app: FastifyInstance, db: Kysely<DB>, blocks: UserBlocks) {
  const follows = new Follows(db, blocks);

  route(app, 'socialRelation', async ({ user, body }) => follows.act(user.id, body.user_id, body.action));

  route(app, 'socialRelationListUser', async ({ user, query }) => {
    const userId = query.user_id ?? user?.id;
    // Without user_id the list is mine, which needs a login.
    if (!userId) throw unauthorized();
    return relationPage(db, user?.id ?? null, { userId, type: query.type, cursor: query.cursor, limit: query.limit });
  });

  route(app, 'shieldingSave', async ({ user, body }) => setBlock(db, user.id, body.user_id, body.action));

  route(app, 'shieldingList', async ({ user, query }) => blockedPage(db, user.id, query));
}
