import { AGREEMENT } from '@haiwai/contracts/agreements/constants';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { route } from '../../core/routes.js';
import type { DB } from '../../db/schema.js';
import type { SiteAreaDirectory } from '../site-area/index.js';
import type { Agreements } from './agreements.js';
import type { Signing } from './signing.js';
import { listTemplates, saveTemplate } from './templates.js';

/** The contract calls (contracts `agreements`, docs/agreements.md): thin handlers. */
export function agreementsRoutes(app: FastifyInstance, db: Kysely<DB>, agreements: Agreements, signing: Signing, areas: SiteAreaDirectory) {
  route(app, 'contractTemplateList', ({ query, user }) => listTemplates(db, user, query));
  route(app, 'contractTemplateSave', ({ body, user }) => saveTemplate(db, user, body));
  route(app, 'contractList', ({ query, user }) => agreements.list(user, query));
  route(app, 'contractInfo', ({ params, query, user }) => agreements.info(params.id, user, query.token));
  route(app, 'contractSave', async ({ body, user, ctx }) => agreements.save(user, body, (await areas.current(ctx.siteAreaId)).id), {
    rateLimit: { key: ({ user, body }) => (body.id ? null : `agreement:start:${user.id}`), window: 3600, max: AGREEMENT.perHour, message: 'agreements.rate_limit' },
  });
  route(app, 'contractInvite', ({ body, user }) => agreements.invite(user, body));
  route(app, 'contractVoid', ({ body, user }) => agreements.void(user, body));
  route(app, 'contractSign', ({ body, user, req }) => signing.sign(user, body, { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') }));
  route(app, 'contractVerify', ({ body, user }) => signing.verify(user, body));
  route(app, 'contractPdf', async ({ query, user, reply }) => {
    const { bytes, name } = await signing.pdf(user, query.id);
    await reply.type('application/pdf').header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'private, no-store').send(bytes);
    return '';
  });
}
