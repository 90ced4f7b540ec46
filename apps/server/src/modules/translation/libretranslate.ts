import type { Lang } from '@haiwai/contracts';
import { shortLang, TranslationFailure, type EngineResult, type TranslationEngine } from './engine.js';

/**
 * LibreTranslate's HTTP API (https://libretranslate.com/docs, self-hosted): POST /translate with JSON
 * `{q, source: 'auto', target, format, api_key?}`, `q` an array answered by an array `translatedText` and
 * `detectedLanguage` per item. Its Chinese is `zh-Hans` on current servers and `zh` on older ones: read once from
 * GET /languages. Errors are `{error}` with 400 (bad input, unsupported language), 403 (bad or missing key),
 * 429 (over the server's per-minute limit), 500.
 */
export class LibreTranslateEngine implements TranslationEngine {
  readonly name = 'libretranslate' as const;
  private codes: Promise<Map<Lang, string>> | null = null;

  constructor(private readonly opts: { url: string; apiKey?: string; timeoutMs: number }) {}

  async translate(texts: string[], target: Lang, format: 'xml' | 'html'): Promise<EngineResult> {
    const codes = await this.languageCodes();
    const body = {
      q: texts,
      source: 'auto',
      target: codes.get(target) ?? target,
      // Its html format keeps tags (our marks) and translates the text around them; 'text' would translate the marks.
      format: 'html',
      ...(this.opts.apiKey ? { api_key: this.opts.apiKey } : {}),
    };
    void format; // both of our formats are markup to LibreTranslate
    const answer = (await this.post('/translate', body)) as {
      translatedText?: string | string[];
      detectedLanguage?: { language?: string } | Array<{ language?: string }>;
    };
    const out = Array.isArray(answer.translatedText) ? answer.translatedText : answer.translatedText === undefined ? null : [answer.translatedText];
    if (!out || out.length !== texts.length || out.some((t) => typeof t !== 'string')) throw new TranslationFailure('unavailable', 'LibreTranslate answered without translatedText for every item');
    const detected = Array.isArray(answer.detectedLanguage) ? answer.detectedLanguage[0]?.language : answer.detectedLanguage?.language;
    return { texts: out, detected: shortLang(detected) };
  }

  /** Our three languages as this server spells them (zh-Hans or zh), asked once per process; on failure asked again next time. */
  private languageCodes(): Promise<Map<Lang, string>> {
    this.codes ??= this.get('/languages')
      .then((list) => {
        const known = new Set((Array.isArray(list) ? list : []).map((l: { code?: string }) => l.code).filter(Boolean));
        return new Map<Lang, string>([
          ['zh', known.has('zh-Hans') ? 'zh-Hans' : 'zh'],
          ['en', 'en'],
          ['vi', 'vi'],
        ]);
      })
      .catch((err: unknown) => {
        this.codes = null;
        throw err;
      });
    return this.codes;
  }

  private async get(path: string): Promise<unknown> {
    return this.send(path, { method: 'GET' });
  }

  private async post(path: string, body: unknown): Promise<unknown> {
    return this.send(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }

  private async send(path: string, init: RequestInit): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(this.opts.url.replace(/\/+$/, '') + path, { ...init, signal: AbortSignal.timeout(this.opts.timeoutMs) });
    } catch (err) {
      const name = (err as Error).name;
      throw new TranslationFailure(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unavailable', `LibreTranslate ${path}: ${(err as Error).message}`);
    }
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // a proxy's HTML page: handled by the status below
    }
    if (res.ok && json !== null) return json;
    const said = (json as { error?: string } | null)?.error ?? text.slice(0, 200);
    if (res.status === 403) throw new TranslationFailure('bad_key', `LibreTranslate refused the API key: ${said}`);
    if (res.status === 429) throw new TranslationFailure('rate_limited', `LibreTranslate is over its rate limit: ${said}`);
    if (res.status === 413 || /too long|character limit|exceed/i.test(said)) throw new TranslationFailure('too_long', `LibreTranslate: ${said}`);
    if (res.status === 400) throw new TranslationFailure('unsupported', `LibreTranslate: ${said}`);
    throw new TranslationFailure('unavailable', `LibreTranslate ${path} answered ${res.status}: ${said}`);
  }
}
