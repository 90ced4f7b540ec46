import { z } from 'zod';
import { cursorParam, page } from '../envelope.js';
import { idParam, idSchema } from '../entities.js';
import { route } from '../route.js';
import { WEB_VIEW } from './constants.js';

/**
 * The in-app web view's allow-list (docs/smaller-screens.md): an area's admins list the https hosts the app may frame
 * at `/pagesA/web/web?url=`; any other link shows a warning and opens outside. The app's Content-Security-Policy
 * `frame-src` names exactly the listed hosts.
 */

export const webViewHost = z.object({
  id: z.number().int(),
  site_area_id: z.number().int(),
  host: z.string(),
  note: z.string(),
  created_at: z.number().int(),
});
export type WebViewHost = z.infer<typeof webViewHost>;

export const webViewCheck = z.object({
  /** The link as asked. */
  url: z.string(),
  /** Its host name ('' when the link is not a web address at all). */
  host: z.string(),
  /** true: https, a plain host name, on the area's list: frame it. */
  allowed: z.boolean(),
  /** Why not: 'not_https' (http, another scheme, an IP address, a port) or 'not_listed'. */
  reason: z.enum(['ok', 'not_https', 'not_listed', 'invalid']),
});

export const webViewHostSaveBody = z.object({
  site_area_id: idSchema,
  url: z.string().trim().min(4).max(WEB_VIEW.urlMax).describe('the host as an https address (`https://docs.example.com`, a path is ignored)'),
  note: z.string().trim().max(WEB_VIEW.noteMax).default(''),
});

export const webViewApi = {
  webViewCheck: route({ method: 'GET', path: '/webView/check', access: 'public', tag: 'webView', summary: 'May the app frame this link in the caller’s area? (https, a plain host name on the area’s allow-list)', query: z.object({ url: z.string().trim().min(1).max(WEB_VIEW.urlMax) }), data: webViewCheck }),
  adminWebViewHostList: route({
    method: 'GET',
    path: '/admin/vn/webViewHost/list',
    access: 'admin',
    permission: 'content',
    tag: 'admin',
    summary: 'Hosts the web view may frame, of my areas (or one), newest first',
    query: z.object({ site_area_id: idSchema.optional(), cursor: cursorParam, limit: z.coerce.number().int().min(1).max(WEB_VIEW.pageMax).default(50) }),
    data: page(webViewHost),
  }),
  adminWebViewHostSave: route({ method: 'POST', path: '/admin/vn/webViewHost/save', access: 'admin', permission: 'content', errors: [409], tag: 'admin', summary: 'Allow a host in an area’s web view: https only, no IP address or port; audited', body: webViewHostSaveBody, data: webViewHost }),
  adminWebViewHostDelete: route({ method: 'DELETE', path: '/admin/vn/webViewHost/:id', access: 'admin', permission: 'content', tag: 'admin', summary: 'Remove a host from an area’s web view; audited', params: idParam, data: z.object({ ok: z.literal(true) }) }),
};
