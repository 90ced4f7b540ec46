import { z } from 'zod';

/** An origin as browsers send it: scheme and host (and port), no path, no wildcard. */
const ORIGIN = /^https?:\/\/[^/\s,*]+$/;

/**
 * The settings of the safe defaults (docs/security-defaults.md): CORS, HSTS and the image variant budget.
 * Spread into config.ts's schema, validated and documented (.env.example) like every other setting.
 */
export const securitySettings = {
  /** Comma-separated origins allowed to call the API from a browser; empty (the default): CORS stays closed. */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(ORIGIN, 'each entry must be an origin like https://app.example.com (no path, no wildcard)'))),
  /** Strict-Transport-Security max-age, sent only when PUBLIC_URL is https; 0 turns HSTS off. */
  HSTS_MAX_AGE: z.coerce.number().int().min(0).default(15_552_000),
  /** Disk kept for resized images; the least recently used variants go first past it. */
  MEDIA_VARIANT_CACHE_MB: z.coerce.number().positive().default(512),
  /** New image variants one IP may have rendered per minute (cached ones are free). */
  MEDIA_RENDERS_PER_MINUTE: z.coerce.number().int().positive().default(240),
  /** Image variants rendered at the same time by one node; the rest wait their turn. */
  MEDIA_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
};
