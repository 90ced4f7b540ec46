import { z } from 'zod';
import { idSchema, langSchema } from '../entities.js';
import { route } from '../route.js';
import { TRANSLATION_SOURCES } from './constants.js';

/** Translation on demand (docs/translation.md). Spread into the one API table. */

export const translationConfig = z.object({
  /** False when no engine is configured: the app then offers no "Translate" anywhere. */
  enabled: z.boolean(),
  /** The engine's kind, for the "translated by" line ('libretranslate' | 'deepl'), null when off. */
  engine: z.enum(['libretranslate', 'deepl']).nullable(),
});

export const translateBody = z.object({
  type: z.enum(TRANSLATION_SOURCES),
  id: idSchema,
  /** The language to translate into; default the request's language. */
  lang: langSchema.optional(),
});

export const translation = z.object({
  type: z.enum(TRANSLATION_SOURCES),
  id: z.number().int(),
  /** The language of the original as the engine detected it (a code such as 'vi', 'zh', 'en', 'th'), null if unknown. */
  source_lang: z.string().nullable(),
  target_lang: langSchema,
  /** True when the original is already in the target language: `fields` are then the original's. */
  same_language: z.boolean(),
  /** The translated text per field of the thing (title, content, description…), line breaks kept. */
  fields: z.record(z.string(), z.string()),
});
export type Translation = z.infer<typeof translation>;

const usageRow = z.object({
  day: z.string(),
  site_area_id: z.number().int().nullable(),
  /** Characters sent to the engine (cache hits cost nothing and are not counted). */
  chars: z.number().int(),
  requests: z.number().int(),
  cache_hits: z.number().int(),
});

export const translationUsage = z.object({
  engine: z.enum(['libretranslate', 'deepl']).nullable(),
  days: z.array(usageRow),
  total_chars: z.number().int(),
});

export const translationApi = {
  translateConfig: route({
    method: 'GET',
    path: '/translate/config',
    access: 'public',
    tag: 'translation',
    summary: 'Whether translation is on (the app offers "Translate" only then)',
    data: translationConfig,
    quiet: true,
  }),
  translate: route({
    method: 'POST',
    path: '/translate',
    access: 'user',
    tag: 'translation',
    summary: 'Translates a listing, post, comment, article or received chat message into the reader’s language (cached once per text and language)',
    body: translateBody,
    data: translation,
    errors: [404, 413, 429, 503],
    quiet: true,
  }),
  adminTranslateUsage: route({
    method: 'GET',
    path: '/admin/translate/usage',
    access: 'admin',
    permission: 'dashboard',
    tag: 'translation',
    summary: 'Characters sent to the translation engine per day and area (the cloud engine’s cost)',
    query: z.object({ days: z.coerce.number().int().min(1).max(90).default(30), site_area_id: idSchema.optional() }),
    data: translationUsage,
  }),
};
