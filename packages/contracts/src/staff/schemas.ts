import { z } from 'zod';
import type { ApiRoute } from '../route.js';
import { cursorParam, page } from '../envelope.js';
import { idParam, idSchema } from '../entities.js';
import { route } from '../route.js';
import { PERMISSIONS, DEFAULT_ADMIN_PERMISSION } from '../console/permissions.js';
import { auditEntry, auditFilters } from '../notices/schemas.js';
import { GRANTABLE_ROLES, STAFF, STAFF_ROLES } from './constants.js';

/**
 * Roles and grants, users and bans, the audit export (docs/roles.md). Admin calls name their permission; the
 * server checks it in one place (core/routes.ts) and scopes each call to the areas where it is held.
 */

const pageQuery = {
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(STAFF.pageMax).default(20),
};
const permission = z.enum([DEFAULT_ADMIN_PERMISSION, ...PERMISSIONS]);

export const staffSelf = z.object({
  super_admin: z.boolean(),
  /** Per area where the caller holds a grant: the roles and the permissions they add up to. */
  areas: z.array(z.object({ site_area_id: z.number().int(), roles: z.array(z.enum(STAFF_ROLES)), permissions: z.array(permission) })),
});
export type StaffSelf = z.infer<typeof staffSelf>;

export const staffRoleInfo = z.object({ key: z.enum(STAFF_ROLES), permissions: z.array(permission) });

export const staffMember = z.object({
  user_id: z.number().int(),
  nickname: z.string(),
  username: z.string().nullable(),
  /** The area of these roles; null for a super admin (every area). */
  site_area_id: z.number().int().nullable(),
  roles: z.array(z.enum(GRANTABLE_ROLES)),
});
export type StaffMember = z.infer<typeof staffMember>;

const grantBody = z.object({
  user_id: idSchema,
  /** Required for an area role; ignored for super_admin. */
  site_area_id: idSchema.optional(),
  role: z.enum(GRANTABLE_ROLES),
});

export const userSummary = z.object({
  id: z.number().int(),
  nickname: z.string(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
  /** Masked except to staff: here the full E.164 number (`+84901234567`), or null. */
  phone: z.string().nullable(),
  role: z.enum(['member', 'publisher', 'admin', 'super_admin']),
  site_area_id: z.number().int().nullable(),
  status: z.enum(['active', 'closed']),
  /** The live ban, if any: until when (unix seconds; null = permanent). */
  ban: z.object({ id: z.number().int(), reason: z.string(), until: z.number().int().nullable(), created_at: z.number().int() }).nullable(),
  created_at: z.number().int(),
});
export type UserSummary = z.infer<typeof userSummary>;

export const userDetail = userSummary.extend({
  real_name_status: z.enum(['none', 'pending', 'passed', 'failed']),
  business_verified: z.boolean(),
  staff: z.array(z.object({ site_area_id: z.number().int(), roles: z.array(z.enum(STAFF_ROLES)) })),
  counts: z.object({ listings: z.number().int(), live_listings: z.number().int(), posts: z.number().int(), sessions: z.number().int(), bans: z.number().int() }),
  recent_audit: z.array(auditEntry),
});
export type UserDetail = z.infer<typeof userDetail>;

export const banResult = z.object({
  user_id: z.number().int(),
  ban_id: z.number().int(),
  until: z.number().int().nullable(),
  /** Content the ban took offline (ban) or put back (unban), by type. */
  hidden: z.record(z.string(), z.number().int()),
});

export const staffApi = {
  staffSelf: route({
    method: 'GET',
    path: '/staff/self',
    access: 'user',
    quiet: true,
    tag: 'staff',
    summary: 'My operator roles and permissions per area (empty for members): what the console shows me',
    data: staffSelf,
  }),
  staffRoles: route({
    method: 'GET',
    path: '/admin/staff/roles',
    access: 'admin',
    permission: 'roles',
    tag: 'staff',
    summary: 'The roles an area may grant, with their permissions',
    data: z.object({ list: z.array(staffRoleInfo) }),
  }),
  staffList: route({
    method: 'GET',
    path: '/admin/staff/list',
    access: 'admin',
    permission: 'roles',
    tag: 'staff',
    summary: 'Staff of my areas (super admins listed to super admins), with their roles per area',
    query: z.object({ ...pageQuery, site_area_id: idSchema.optional() }),
    data: page(staffMember),
  }),
  staffGrant: route({
    method: 'POST',
    path: '/admin/staff/grant',
    access: 'admin',
    permission: 'roles',
    errors: [404],
    tag: 'staff',
    summary: 'Grant a role in an area (super admin: by super admins only); audited',
    body: grantBody,
    data: staffMember,
  }),
  staffWithdraw: route({
    method: 'POST',
    path: '/admin/staff/withdraw',
    access: 'admin',
    permission: 'roles',
    errors: [404, 409],
    tag: 'staff',
    summary: 'Withdraw a role in an area (nobody withdraws their own last managing role); audited',
    body: grantBody,
    data: staffMember,
  }),
  adminUserSearch: route({
    method: 'GET',
    path: '/admin/users',
    access: 'admin',
    permission: 'users',
    tag: 'staff',
    summary: 'Members of my areas by id, nickname or phone (any spelling of the number), newest first',
    query: z.object({ ...pageQuery, q: z.string().trim().max(STAFF.queryMax).optional(), site_area_id: idSchema.optional(), banned: z.enum(['1', '0']).optional() }),
    data: page(userSummary),
  }),
  adminUserDetail: route({
    method: 'GET',
    path: '/admin/users/:id',
    access: 'admin',
    permission: 'users',
    tag: 'staff',
    summary: 'A member: areas, verification, counts, live ban and recent audit',
    params: idParam,
    data: userDetail,
  }),
  adminUserBan: route({
    method: 'POST',
    path: '/admin/users/:id/ban',
    access: 'admin',
    permission: 'users',
    errors: [404, 409],
    tag: 'staff',
    summary: 'Ban a member (days, or permanent): every session and chat socket ends at once, their listings, posts and comments go offline until the ban is lifted; audited',
    params: idParam,
    body: z.object({ reason: z.string().trim().min(2).max(STAFF.reasonMax), days: z.number().int().min(1).max(STAFF.banDaysMax).nullable() }),
    data: banResult,
  }),
  adminUserUnban: route({
    method: 'POST',
    path: '/admin/users/:id/unban',
    access: 'admin',
    permission: 'users',
    errors: [404, 409],
    tag: 'staff',
    summary: 'Lift a member’s ban: exactly what the ban took offline comes back; audited',
    params: idParam,
    body: z.object({ note: z.string().trim().max(STAFF.reasonMax).default('') }),
    data: banResult,
  }),
  adminAuditExport: route({
    method: 'GET',
    path: '/admin/audit/export',
    access: 'admin',
    permission: 'audit',
    tag: 'staff',
    summary: 'The audit log as CSV (UTF-8 with BOM), with the list’s filters; cells that a spreadsheet would run as formulas are quoted',
    query: z.object(auditFilters),
    data: z.string().describe('text/csv'),
  }),
} as const satisfies Record<string, ApiRoute>;
