import { defineModule } from '../../core/module.js';
import { LinkSigner } from './links.js';
import { mediaMessages } from './messages.js';
import { mediaMigrations } from './migrations/index.js';
import { PrivateMediaRegistry, type PrivateMedia } from './private-media.js';
import { observedStorage } from './ops.js';
import { mediaRoutes } from './routes.js';
import { mediaSettings } from './settings.js';
import { mediaStorageFor } from './storage-config.js';
import type { MediaStorage } from './storage.js';

declare module '../../core/module.js' {
  interface Provided {
    /** Private files (docs/media.md): modules declare their purposes' read rules, get signed links, check attachments. */
    privateMedia: PrivateMedia;
  }
  interface ModuleOptions {
    media?: {
      /** Another backend than the settings name (tests: a bucket on a local S3 stand-in). */
      storage?: MediaStorage;
      /** The signed links' clock, in milliseconds (tests let links expire). */
      now?: () => number;
    };
  }
}

/** Uploads, image variants, private files and their signed links, on a folder or an S3-compatible bucket. */
export const mediaModule = defineModule<'privateMedia'>({
  name: 'media',
  settings: mediaSettings,
  messages: mediaMessages,
  migrations: mediaMigrations,
  uses: ['siteAreas'],
  provides: (ctx) => ({ privateMedia: new PrivateMediaRegistry(ctx.database.db, new LinkSigner(ctx.config.TOKEN_SECRET, ctx.options.media?.now)) }),
  routes: (app, ctx) => mediaRoutes(app, ctx, ctx.use('siteAreas'), ctx.use('privateMedia'), observedStorage(ctx, ctx.options.media?.storage ?? mediaStorageFor(ctx.config))),
});
