import type { FastifyInstance } from 'fastify';
import { route } from '../../core/routes.js';
import type { SiteAreaDirectory } from '../site-area/index.js';
import type { FrameHosts } from './frame-hosts.js';
import type { WebViewHosts } from './hosts.js';

/** The web view's check and the allow-list's admin calls. */
export function webViewRoutes(app: FastifyInstance, hosts: WebViewHosts, frames: FrameHosts, areas: SiteAreaDirectory) {
  app.addHook('onReady', () => frames.refresh());
  route(app, 'webViewCheck', async ({ ctx, query }) => hosts.check((await areas.current(ctx.siteAreaId)).id, query.url));
  route(app, 'adminWebViewHostList', async ({ user, query }) => hosts.list(user, query));
  route(app, 'adminWebViewHostSave', async ({ user, body }) => hosts.save(user, body));
  route(app, 'adminWebViewHostDelete', async ({ user, params }) => hosts.remove(user, params.id));
}
