import type { Config } from '../../core/settings.js';
import { DeepLEngine } from './deepl.js';
import type { TranslationEngine } from './engine.js';
import { LibreTranslateEngine } from './libretranslate.js';

/** The engine TRANSLATE_PROVIDER names, or none ('off'): settings.ts has already refused one without what it needs. */
export function createEngine(c: Config): TranslationEngine | null {
  if (c.TRANSLATE_PROVIDER === 'libretranslate') {
    return new LibreTranslateEngine({ url: c.LIBRETRANSLATE_URL!, apiKey: c.LIBRETRANSLATE_API_KEY, timeoutMs: c.TRANSLATE_TIMEOUT_MS });
  }
  if (c.TRANSLATE_PROVIDER === 'deepl') {
    return new DeepLEngine({ authKey: c.DEEPL_AUTH_KEY!, serverUrl: c.DEEPL_SERVER_URL, timeoutMs: c.TRANSLATE_TIMEOUT_MS });
  }
  return null;
}
