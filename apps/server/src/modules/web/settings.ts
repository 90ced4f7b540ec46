import { z } from 'zod';
import { defineSettings, type SettingsOf } from '../../core/settings.js';

/** Page heads (docs/links.md). */
export const webSettings = defineSettings({
  schema: {
    /**
     * How long a page's head is reused for the same page and language, in ms (0: looked up on every answer). A shared
     * link is opened by many at once (a group chat's previews, then its members); a record hidden meanwhile keeps its
     * head at most this long.
     */
    PAGE_HEAD_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  },
});

declare module '../../core/settings.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleSettings extends SettingsOf<typeof webSettings> {}
}
