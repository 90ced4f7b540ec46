import type { ComponentType } from 'react';
import type { AdminPermission } from '@haiwai/contracts/console/constants';

/**
 * The console's pages (docs/console.md): one entry each, in menu order within a group. A helper adds its page here as
 * one entry pointing to a component in its own folder `console/<area>/`; the side menu shows the pages whose
 * permission the user holds in the chosen area (or in any area when all areas are shown), and the router mounts each
 * at `/admin/<path>/*` (a page may route its own sub-paths with `useParams()['*']` or `<Routes>`).
 */
export type ConsoleGroup = 'work' | 'members' | 'content' | 'settings' | 'money' | 'insight' | 'staff';

export interface ConsolePage {
  /** Under /admin, no slashes at the ends: 'queues' is /admin/queues (and /admin/queues/…). */
  path: string;
  /** Its title in the console's words (`<folder>.<key>`, console/i18n): the menu, the tab title and the page's heading. */
  titleKey: string;
  /** Needed to see it (and the calls it makes need the same); 'manage' is the area admin's. */
  permission: AdminPermission;
  group: ConsoleGroup;
  /** The page's component, loaded when first opened. */
  load: () => Promise<ComponentType>;
  /** false: routed, but not in the menu (a page reached from another). */
  menu?: boolean;
}

/** The menu's groups, in order (their names: `app.groups.<group>`). */
export const CONSOLE_GROUPS: readonly ConsoleGroup[] = ['work', 'members', 'content', 'settings', 'money', 'insight', 'staff'];

export const consolePages: ConsolePage[] = [
  { path: 'queues', titleKey: 'queues.title', permission: 'review', group: 'work', load: () => import('./queues/queues-page').then((m) => m.QueuesPage) },
  { path: 'service', titleKey: 'queues.serviceTitle', permission: 'service', group: 'work', load: () => import('./queues/queues-page').then((m) => m.ServiceQueuesPage) },
  { path: 'reasons', titleKey: 'queues.reasonsTitle', permission: 'manage', group: 'settings', load: () => import('./queues/reasons-page').then((m) => m.ReasonsPage) },
  { path: 'verification', titleKey: 'verification.title', permission: 'review', group: 'work', load: () => import('./verification/verification-page').then((m) => m.VerificationPage) },
  { path: 'dashboard', titleKey: 'dashboard.title', permission: 'dashboard', group: 'insight', load: () => import('./dashboard/dashboard-page').then((m) => m.DashboardPage) },
  { path: 'users', titleKey: 'users.title', permission: 'users', group: 'members', load: () => import('./users/users-page').then((m) => m.UsersPage) },
  { path: 'roles', titleKey: 'roles.title', permission: 'roles', group: 'staff', load: () => import('./roles/roles-page').then((m) => m.RolesPage) },
  { path: 'audit', titleKey: 'audit.title', permission: 'audit', group: 'staff', load: () => import('./audit/audit-page').then((m) => m.AuditPage) },
  { path: 'content', titleKey: 'content.title', permission: 'content', group: 'content', load: () => import('./content/content-page').then((m) => m.ContentPage) },
  { path: 'settings', titleKey: 'settings.title', permission: 'settings', group: 'settings', load: () => import('./settings/settings-page').then((m) => m.SettingsPage) },
  { path: 'trust', titleKey: 'trust.title', permission: 'content', group: 'content', load: () => import('./trust/trust-page').then((m) => m.TrustPage) },
  { path: 'web-view', titleKey: 'webView.title', permission: 'content', group: 'content', load: () => import('./web-view/web-view-page').then((m) => m.WebViewHostsPage) },
  
];
