import type { FastifyInstance } from 'fastify';
import { route } from '../../core/routes.js';
import type { ModuleContext } from '../../core/module.js';
import { auditCsv } from './audit-export.js';
import { banUser, unbanUser, type BanServices } from './bans.js';
import { grantRole, roleList, staffList, staffSelf, withdrawRole } from './grants.js';
import { searchUsers, userDetail } from './users.js';

/** Roles and grants, users and bans, the audit export: thin handlers (docs/roles.md). */
export function staffRoutes(app: FastifyInstance, ctx: ModuleContext, bans: BanServices) {
  const { db } = ctx.database;
  route(app, 'staffSelf', ({ user }) => staffSelf(db, user));
  route(app, 'staffRoles', () => roleList(db));
  route(app, 'staffList', ({ user, query }) => staffList(db, user, query));
  route(app, 'staffGrant', ({ user, body }) => grantRole(db, user, body));
  route(app, 'staffWithdraw', ({ user, body }) => withdrawRole(db, user, body));
  route(app, 'adminUserSearch', ({ user, query }) => searchUsers(db, user, query));
  route(app, 'adminUserDetail', ({ user, params }) => userDetail(db, user, params.id));
  route(app, 'adminUserBan', ({ user, params, body }) => banUser(bans, user, params.id, body));
  route(app, 'adminUserUnban', ({ user, params, body }) => unbanUser(bans, user, params.id, body));
  route(app, 'adminAuditExport', async ({ user, query, ctx: c, reply }) => {
    const { stream, name } = auditCsv(db, user, query, c.lang);
    await reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store').send(stream);
    return '';
  });
}
