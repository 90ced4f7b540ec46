import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { route } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import type { SiteAreaDirectory } from '../site-area/index.js';
import { cardFiles } from './files.js';
import { CardStore } from './store.js';

/** The card calls (contracts `cards`, docs/cards.md): thin handlers over the store and the card's files. */
export function cardRoutes(app: FastifyInstance, db: Kysely<DB>, deps: { origin: string; areas: SiteAreaDirectory }) {
  const store = new CardStore(db, deps.origin);
  const files = cardFiles(app, store, deps.origin);

  route(app, 'cardSave', async ({ body, ctx, user }) => store.save(user.id, (await deps.areas.current(ctx.siteAreaId)).id, body));
  route(app, 'cardInfo', async ({ query, user }) => (query.code ? store.byCode(query.code, user?.id ?? null) : store.byIdFor(query.id!, user?.id ?? null)));
  route(app, 'cardInfoById', async ({ params, user }) => store.byIdFor(params.id, user?.id ?? null));
  route(app, 'cardListUser', async ({ query, user }) => store.mine(user.id, query));
  route(app, 'cardCollect', async ({ body, user }) => store.collect(user.id, body.code, body.collect));
  route(app, 'cardCollectList', async ({ query, user }) => store.saved(user.id, query));
  route(app, 'cardDelete', async ({ params, user }) => store.remove(user.id, params.id));
  route(app, 'cardPng', async ({ params, query, ctx, req, reply }) => {
    await files.png(req, reply, params.code, query.lang ?? ctx.lang);
    return '';
  });
  route(app, 'cardVcard', async ({ params, reply }) => {
    await files.vcard(reply, params.code);
    return '';
  });
  files.shortLinkRoute();
}
