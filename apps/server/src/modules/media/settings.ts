import { z } from 'zod';
import { defineSettings, type SettingsOf } from '../../core/settings.js';

/**
 * The image variants' budget (docs/security-defaults.md): disk, renders per IP, renders at once. Validated
 * with every other setting at start (config.ts) and documented in .env.example.
 */
export const mediaSettings = defineSettings({
  schema: {
    /** Disk kept for resized images; the least recently used variants go first past it. */
    MEDIA_VARIANT_CACHE_MB: z.coerce.number().positive().default(512),
    /** New image variants one IP may have rendered per minute (cached ones are free). */
    MEDIA_RENDERS_PER_MINUTE: z.coerce.number().int().positive().default(240),
    /** Image variants rendered at the same time by one node; the rest wait their turn. */
    MEDIA_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  },
});

declare module '../../core/settings.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleSettings extends SettingsOf<typeof mediaSettings> {}
}
