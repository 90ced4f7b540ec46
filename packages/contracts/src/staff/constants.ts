/**
 * Operators' roles, users and bans (docs/roles.md): plain data both sides read. A role is a named set of
 * permissions (console/permissions.ts) granted to a person in one site area; the super admin is not a grant but the
 * account's role, every permission in every area.
 */
export const STAFF_ROLES = ['area_admin', 'reviewer', 'finance', 'finance_refunds', 'service'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** What the grant call may give: a role of an area, or (by a super admin only) super admin. */
export const GRANTABLE_ROLES = [...STAFF_ROLES, 'super_admin'] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

export const STAFF = {
  /** Staff rows and users per page. */
  pageMax: 50,
  /** The user search's words. */
  queryMax: 50,
  /** A ban's reason, and an unban's note. */
  reasonMax: 300,
  /** The longest timed ban, in days (longer: permanent). */
  banDaysMax: 3650,
  /** Audit rows a user's detail shows. */
  recentAudit: 20,
  /** Rows one CSV export holds at most (narrow the filters for more). */
  csvMaxRows: 50_000,
} as const;
