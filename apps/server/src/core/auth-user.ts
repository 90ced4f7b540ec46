import type { AdminPermission } from '@haiwai/contracts';

/** The signed-in caller as handlers see it (resolved from the token by the auth module; core/routes.ts checks access). */
export interface AuthUser {
  id: number;
  role: 'member' | 'publisher' | 'admin' | 'super_admin';
  /**
   * Site areas a regional admin may act on; empty for everyone else (super admins act on all). Outside admin calls:
   * the areas where the user holds 'manage' (an area admin's); inside an admin call: the areas where the call's
   * permission is held (core/staff-access.ts), so older checks of this list judge the call's own permission.
   */
  adminSiteAreaIds: number[];
  sessionId: number;
  /** The operator's permissions per site area, from their staff grants (docs/roles.md); absent or empty for members. */
  staffAreas?: Readonly<Record<number, readonly AdminPermission[]>>;
  /** Inside an admin call: the permission it needs (set by the access check). */
  callPermission?: AdminPermission;
}
