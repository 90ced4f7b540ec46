import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { route } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import { AreaSettingsAdmin } from './area-settings.js';
import { HomeBlocksAdmin } from './home-admin.js';
import { SinglePageAdmin } from './page-admin.js';
import { LangWordAdmin } from './word-admin.js';

/** The console's calls for the basis data (docs/content-admin.md); the access check has run, area scope is each store's. */
export function basisAdminRoutes(app: FastifyInstance, db: Kysely<DB>) {
  const home = new HomeBlocksAdmin(db);
  route(app, 'adminCarouselList', async ({ user, query }) => home.slides(user!, query));
  route(app, 'adminCarouselSave', async ({ user, body }) => home.saveSlide(user!, body));
  route(app, 'adminCarouselDelete', async ({ user, params }) => home.removeSlide(user!, params.id));
  route(app, 'adminFunctionEntryList', async ({ user, query }) => home.entries(user!, query));
  route(app, 'adminFunctionEntrySave', async ({ user, body }) => home.saveEntry(user!, body));
  route(app, 'adminFunctionEntryDelete', async ({ user, params }) => home.removeEntry(user!, params.id));

  const pages = new SinglePageAdmin(db);
  route(app, 'adminSinglePageList', async ({ user, query }) => pages.list(user!, query));
  route(app, 'adminSinglePageSave', async ({ user, body }) => pages.save(user!, body));
  route(app, 'adminSinglePageDelete', async ({ user, params }) => pages.remove(user!, params.id));

  const words = new LangWordAdmin(db);
  route(app, 'adminLangWordList', async ({ user, query }) => words.list(user!, query));
  route(app, 'adminLangWordSave', async ({ user, body }) => words.save(user!, body));
  route(app, 'adminLangWordDelete', async ({ user, body }) => words.remove(user!, body));

  const areas = new AreaSettingsAdmin(db);
  route(app, 'adminAreaSettingsList', async ({ user, ctx }) => areas.list(user!, ctx.lang));
  route(app, 'adminAreaSettingsSave', async ({ user, body, ctx }) => areas.save(user!, body, ctx.lang));
  route(app, 'adminWechatGroupList', async ({ user, query }) => areas.groups(user!, query));
  route(app, 'adminWechatGroupSave', async ({ user, body }) => areas.saveGroup(user!, body));
  route(app, 'adminWechatGroupDelete', async ({ user, params }) => areas.removeGroup(user!, params.id));
}
