import type { LocalizedText } from '@haiwai/contracts';
import type { FastifyInstance } from 'fastify';
import { pick } from '../../core/localize.js';
import type { ModuleContext } from '../../core/module.js';
import { route } from '../../core/routes.js';
import { SettingsStore } from '../basis/index.js';
import type { SiteAreaDirectory } from '../site-area/index.js';
import { FaqAdmin } from './faq-admin.js';
import { FaqReader } from './faq-store.js';

type Localized = string | LocalizedText | undefined;

/** The service centre's calls (readers) and the admin calls (docs/customer.md). */
export function customerRoutes(app: FastifyInstance, ctx: ModuleContext, areas: SiteAreaDirectory) {
  const { db } = ctx.database;
  const reader = new FaqReader(db);
  const admin = new FaqAdmin(db);
  const settings = new SettingsStore(db);
  const areaOf = async (siteAreaId: number) => (await areas.current(siteAreaId)).id;

  route(app, 'customerCategories', async ({ ctx: c }) => reader.categories(await areaOf(c.siteAreaId), c.lang));
  route(app, 'customerQuestions', async ({ ctx: c, query }) => reader.questions(await areaOf(c.siteAreaId), c.lang, query));
  route(app, 'customerQuestionInfo', async ({ ctx: c, params, user }) => reader.info(await areaOf(c.siteAreaId), c.lang, params.id, user?.id ?? null));
  route(app, 'customerQuestionVote', async ({ ctx: c, body, user }) => reader.vote(await areaOf(c.siteAreaId), body.id, user.id, body.helpful));

  route(app, 'customerContact', async ({ ctx: c }) => {
    const area = await areaOf(c.siteAreaId);
    // The area's service account is its regional admin (the first one assigned): the people who review its posts answer its users.
    const [account, values] = await Promise.all([
      db
        .selectFrom('admin_site_area as a')
        .innerJoin('app_user as u', 'u.id', 'a.user_id')
        .select(['u.id', 'u.nickname', 'u.avatar'])
        .where('a.site_area_id', '=', area)
        .where('u.status', '=', 'active')
        .where('u.role', '=', 'admin')
        .orderBy('u.id')
        .limit(1)
        .executeTakeFirst(),
      settings.forArea(area),
    ]);
    const cs = (values.customer_service ?? {}) as Record<string, Localized>;
    const text = (v: Localized) => (typeof v === 'string' ? v : pick(v, c.lang));
    return {
      service: account ? { user_id: account.id, nickname: account.nickname, avatar: account.avatar } : null,
      phone: text(cs.phone),
      wechat: text(cs.wechat),
      email: text(cs.email),
      hours: text(cs.hours),
    };
  });

  route(app, 'customerAdminList', async ({ query, user }) => admin.list(user, query));
  route(app, 'customerAdminSave', async ({ body, user }) => admin.save(user, body));
  route(app, 'customerAdminDelete', async ({ params, user }) => admin.remove(user, params.id));
}
