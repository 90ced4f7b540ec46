import type { Lang } from '@haiwai/contracts';
import { AuthorizationError, ConnectionError, DeepLError, QuotaExceededError, TooManyRequestsError, Translator, type TargetLanguageCode } from 'deepl-node';
import { shortLang, TranslationFailure, type EngineResult, type TranslationEngine } from './engine.js';

/** Our languages as DeepL's target codes (English and Chinese need their variant). */
const TARGET: Record<Lang, TargetLanguageCode> = { zh: 'zh-HANS', en: 'en-US', vi: 'vi' };

/**
 * DeepL's API through its official client, deepl-node (POST /v2/translate; https://developers.deepl.com). The
 * source language is left to DeepL's detection; our marks go as XML tags (`tag_handling=xml`), an article as
 * html. One retry at most: a reader is waiting, and a failure only means "translation unavailable" for now.
 */
export class DeepLEngine implements TranslationEngine {
  readonly name = 'deepl' as const;
  private readonly translator: Translator;

  constructor(opts: { authKey: string; serverUrl?: string; timeoutMs: number }) {
    this.translator = new Translator(opts.authKey, {
      serverUrl: opts.serverUrl,
      maxRetries: 1,
      minTimeout: opts.timeoutMs,
      sendPlatformInfo: false,
    });
  }

  async translate(texts: string[], target: Lang, format: 'xml' | 'html'): Promise<EngineResult> {
    try {
      const results = await this.translator.translateText(texts, null, TARGET[target], { tagHandling: format, preserveFormatting: true });
      return { texts: results.map((r) => r.text), detected: shortLang(results[0]?.detectedSourceLang) };
    } catch (err) {
      throw failureOf(err);
    }
  }
}

function failureOf(err: unknown): TranslationFailure {
  const message = `DeepL: ${(err as Error).message}`;
  if (err instanceof AuthorizationError) return new TranslationFailure('bad_key', message);
  if (err instanceof QuotaExceededError) return new TranslationFailure('quota_exceeded', message);
  if (err instanceof TooManyRequestsError) return new TranslationFailure('rate_limited', message);
  if (err instanceof ConnectionError) return new TranslationFailure(/timeout|timed out/i.test(message) ? 'timeout' : 'unavailable', message);
  if (err instanceof DeepLError) {
    if (/413|too large|too long/i.test(message)) return new TranslationFailure('too_long', message);
    if (/Bad request/i.test(message)) return new TranslationFailure('unsupported', message);
  }
  return new TranslationFailure('unavailable', message);
}
