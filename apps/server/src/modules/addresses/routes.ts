import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { route } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { AddressBook } from './book.js';

/** The address book's calls (contracts `addresses`, docs/logistics.md): the owner only. */
export function addressRoutes(app: FastifyInstance, db: Kysely<DB>) {
  const book = new AddressBook(db);
  route(app, 'addressList', async ({ query, user }) => book.list(user.id, query));
  route(app, 'addressInfo', async ({ params, user }) => book.info(user.id, params.id));
  route(app, 'addressSave', async ({ body, user }) => book.save(user.id, body));
  route(app, 'addressDefault', async ({ params, user }) => book.makeDefault(user.id, params.id));
  route(app, 'addressDelete', async ({ params, user }) => book.remove(user.id, params.id));
}
