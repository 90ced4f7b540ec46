import { forbidden } from '../../core/errors.js';
import type { AuthUser } from '../../core/routes.js';

/**
 * The site areas an admin's query may cover: `null` means every area (a super admin without a filter).
 * A regional admin sees its own areas (`admin_site_area`); asking for another area is a 403.
 */
export function adminAreas(user: AuthUser, requested?: number): number[] | null {
  if (user.role === 'super_admin') return requested ? [requested] : null;
  if (user.role !== 'admin') throw forbidden();
  if (requested) {
    if (!user.adminSiteAreaIds.includes(requested)) throw forbidden('admin.area_forbidden');
    return [requested];
  }
  return user.adminSiteAreaIds;
}

/** Whether an admin may act on something of `siteAreaId` (null: not tied to an area; super admins only). */
export function mayActOn(user: AuthUser, siteAreaId: number | null): boolean {
  if (user.role === 'super_admin') return true;
  return user.role === 'admin' && siteAreaId !== null && user.adminSiteAreaIds.includes(siteAreaId);
}
