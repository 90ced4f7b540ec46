import { z } from 'zod';
import { defineSettings, type SettingsOf } from '../../core/settings.js';

const ORIGIN_OR_BASE = /^https?:\/\/[^\s]+$/;

/**
 * The translation engine's settings (docs/translation.md). Validated with every other setting at start and
 * documented in .env.example. Off by default: with no engine nothing offers translation and nothing fails.
 */
export const translationSettings = defineSettings({
  schema: {
    /** off | libretranslate (self-hosted, LibreTranslate's HTTP API) | deepl (DeepL's API, through deepl-node). */
    TRANSLATE_PROVIDER: z.enum(['off', 'libretranslate', 'deepl']).default('off'),
    /** The LibreTranslate server, e.g. http://translate.internal:5000 (no trailing /translate). */
    LIBRETRANSLATE_URL: z.string().regex(ORIGIN_OR_BASE, 'must be a URL like http://localhost:5000').optional(),
    /** Only when that server requires keys (its --api-keys option). */
    LIBRETRANSLATE_API_KEY: z.string().min(1).optional(),
    /** DeepL → Account → API keys; a Free plan key ends in ":fx" and is sent to api-free.deepl.com. */
    DEEPL_AUTH_KEY: z.string().min(8, 'must be the key DeepL shows under Account → API keys').optional(),
    /** Default: DeepL's own server for the key's plan. Tests point it at a local stand-in. */
    DEEPL_SERVER_URL: z.string().regex(ORIGIN_OR_BASE, 'must be a URL like https://api.deepl.com').optional(),
    /** How long one engine call may take before the reader hears "translation unavailable". */
    TRANSLATE_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(8_000),
    /** Characters one member may have sent to the engine per day (cached translations are free). */
    TRANSLATE_MEMBER_DAILY_CHARS: z.coerce.number().int().min(0).default(20_000),
    /** Characters all members of one area together may have sent to the engine per day. */
    TRANSLATE_AREA_DAILY_CHARS: z.coerce.number().int().min(0).default(1_000_000),
  },
  check: translationConfigProblems,
});

/** An engine named without what it needs would fail every reader's tap: refuse to start instead. */
function translationConfigProblems(c: { TRANSLATE_PROVIDER: string; LIBRETRANSLATE_URL?: string; DEEPL_AUTH_KEY?: string }): string[] {
  if (c.TRANSLATE_PROVIDER === 'libretranslate' && !c.LIBRETRANSLATE_URL) return ['  LIBRETRANSLATE_URL: required when TRANSLATE_PROVIDER=libretranslate'];
  if (c.TRANSLATE_PROVIDER === 'deepl' && !c.DEEPL_AUTH_KEY) return ['  DEEPL_AUTH_KEY: required when TRANSLATE_PROVIDER=deepl'];
  return [];
}

declare module '../../core/settings.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleSettings extends SettingsOf<typeof translationSettings> {}
}
