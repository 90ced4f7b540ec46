// The admin screens' public entry for other features: the guard of admin-only screens and my areas.
export { AdminOnly, useAdminAreas } from '../common/admin-access';
