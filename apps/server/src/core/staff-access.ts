import { CODE, DEFAULT_ADMIN_PERMISSION, PERMISSIONS, type AdminPermission } from '@haiwai/contracts';
import { AppError } from './errors.js';
import type { MessageKey } from './messages.js';
import type { AuthUser } from './auth-user.js';

/**
 * The operators' permissions (docs/roles.md), checked in one place: `route()`'s access hook asks `requirePermission`
 * for every `access: 'admin'` call with the call's `permission` (default 'manage'), and hands the handler a user
 * whose `adminSiteAreaIds` are the areas where that permission is held, so the area scope helpers
 * (`adminAreas` / `mayActOn`) and every older check of `adminSiteAreaIds` judge the call's own permission.
 */

/** Every permission an admin call may need: what an area admin held before roles existed. */
export const ALL_ADMIN_PERMISSIONS: readonly AdminPermission[] = [DEFAULT_ADMIN_PERMISSION, ...PERMISSIONS];

/**
 * The permissions `user` holds in `siteAreaId`. A user made without grants (a test's hand-made user, an older
 * resolver) is what an area admin was before roles: every permission in each of `adminSiteAreaIds`.
 */
function held(user: AuthUser, siteAreaId: number): readonly AdminPermission[] {
  if (user.staffAreas) return user.staffAreas[siteAreaId] ?? [];
  return user.adminSiteAreaIds.includes(siteAreaId) ? ALL_ADMIN_PERMISSIONS : [];
}

/** Whether `user` holds `permission` in `siteAreaId` (super admins: everywhere). */
export function holds(user: AuthUser, permission: AdminPermission, siteAreaId: number): boolean {
  if (user.role === 'super_admin') return true;
  return user.role === 'admin' && held(user, siteAreaId).includes(permission);
}

/** The areas where `user` holds `permission`, ascending (super admins: every area, which is `null`). */
export function areasWith(user: AuthUser, permission: AdminPermission): number[] | null {
  if (user.role === 'super_admin') return null;
  if (user.role !== 'admin') return [];
  if (!user.staffAreas) return [...user.adminSiteAreaIds];
  return Object.entries(user.staffAreas)
    .filter(([, perms]) => perms.includes(permission))
    .map(([area]) => Number(area))
    .sort((a, b) => a - b);
}

/**
 * The access check of an admin call: 403 (with the permission named, in the caller's language) unless `user`
 * holds `permission` in at least one area; the user the handler sees is scoped to the areas where it is held.
 */
export function requirePermission(user: AuthUser, permission: AdminPermission = DEFAULT_ADMIN_PERMISSION): AuthUser {
  if (user.role === 'super_admin') return { ...user, callPermission: permission };
  const areas = areasWith(user, permission);
  if (!areas || areas.length === 0) throw new AppError(CODE.FORBIDDEN, permissionKey(permission), undefined, { permission });
  return { ...user, adminSiteAreaIds: areas, callPermission: permission };
}

/** The message naming what is missing: one key per permission, so each language says it in its own words. */
export const permissionKey = (permission: AdminPermission): MessageKey => `error.permission.${permission}` as MessageKey;
