import type { AdminPermission } from '@haiwai/contracts';
import { forbidden } from '../../core/errors.js';
import type { AuthUser } from '../../core/routes.js';
import { areasWith, holds } from '../../core/staff-access.js';

/**
 * The site areas an admin's query may cover: `null` means every area (a super admin without a filter).
 * A regional admin sees the areas where it holds `permission` (docs/roles.md); asking for another area is a 403.
 * Without `permission`: the areas of the call's own permission (the access check scoped `adminSiteAreaIds` to them).
 */
export function adminAreas(user: AuthUser, requested?: number, permission?: AdminPermission): number[] | null {
  if (user.role === 'super_admin') return requested ? [requested] : null;
  if (user.role !== 'admin') throw forbidden();
  const areas = permission ? (areasWith(user, permission) ?? []) : user.adminSiteAreaIds;
  if (requested) {
    if (!areas.includes(requested)) throw forbidden('admin.area_forbidden');
    return [requested];
  }
  return areas;
}

/**
 * Whether an admin may act on something of `siteAreaId` (null: not tied to an area; super admins only), holding
 * `permission` there; without it, the call's own permission (the areas the access check left in `adminSiteAreaIds`).
 */
export function mayActOn(user: AuthUser, siteAreaId: number | null, permission?: AdminPermission): boolean {
  if (user.role === 'super_admin') return true;
  if (user.role !== 'admin' || siteAreaId === null) return false;
  return permission ? holds(user, permission, siteAreaId) : user.adminSiteAreaIds.includes(siteAreaId);
}
