import { defineModule } from '../../core/module.js';
import { FrameHosts } from './frame-hosts.js';
import { WebViewHosts } from './hosts.js';
import { webViewMessages } from './messages.js';
import { webViewMigrations } from './migrations/index.js';
import { webViewRoutes } from './routes.js';
import './schema.js';
import { seedWebViewDemo } from './seed/demo.js';

declare module '../../core/module.js' {
  interface Provided {
    /** The hosts the app may frame, as CSP sources: the app shell's `frame-src` (app.ts, http-security.ts). */
    webViewFrames: FrameHosts;
  }
}

/** The in-app web view's allow-list (docs/smaller-screens.md): which https hosts `/pagesA/web/web` may frame. */
export const webViewModule = defineModule<'webViewFrames'>({
  name: 'web-view',
  messages: webViewMessages,
  migrations: webViewMigrations,
  seed: { demo: seedWebViewDemo },
  provides: (ctx) => ({ webViewFrames: new FrameHosts(ctx.database.db) }),
  uses: ['siteAreas'],
  routes: (app, ctx) => {
    const frames = ctx.use('webViewFrames');
    webViewRoutes(app, new WebViewHosts(ctx.database.db, frames), frames, ctx.use('siteAreas'));
  },
});
