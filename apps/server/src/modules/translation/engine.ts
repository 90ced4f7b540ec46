import type { Lang } from '@haiwai/contracts';

/**
 * One translation engine behind the service (docs/translation.md): LibreTranslate or DeepL. It gets pieces of
 * text already made safe (protect.ts) in one of two formats and answers them in order, with the language it
 * detected. It knows nothing of caching, quotas or who asks.
 */
export interface TranslationEngine {
  readonly name: 'libretranslate' | 'deepl';
  /**
   * `texts` in `format` ('xml': plain text with `<x i="N"/>` marks and &lt; &amp; escapes; 'html': markup with the
   * same marks) into `target`, answered in the same order. Throws a `TranslationFailure`.
   */
  translate(texts: string[], target: Lang, format: 'xml' | 'html'): Promise<EngineResult>;
}

export interface EngineResult {
  texts: string[];
  /** The source language the engine detected, normalised to a short code ('zh', 'vi', 'en', 'th'…), or null. */
  detected: string | null;
}

/** Why an engine call failed, as the service logs and counts it; every kind reaches the reader as "unavailable". */
export type FailureKind = 'bad_key' | 'quota_exceeded' | 'too_long' | 'rate_limited' | 'timeout' | 'unsupported' | 'unavailable';

export class TranslationFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'TranslationFailure';
  }
}

/** 'zh-Hans', 'ZH', 'pt-BR' → 'zh', 'zh', 'pt': what the service compares and stores. */
export function shortLang(code: string | null | undefined): string | null {
  if (!code) return null;
  const short = code.toLowerCase().split(/[-_]/)[0] ?? '';
  return /^[a-z]{2,3}$/.test(short) ? short : null;
}
