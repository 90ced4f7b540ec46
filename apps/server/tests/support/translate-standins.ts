import { formFields, jsonBody, recordEach, sendAnswer, sendJson, startStandIn, type IncomingCall, type StandInAnswer } from './standin-server';

/**
 * Local stand-ins of the two translation engines (docs/translation.md), checking the documented request shapes
 * and answering the documented successes and errors:
 * - LibreTranslate (https://libretranslate.com/docs): GET /languages; POST /translate with JSON {q (string or
 *   array), source, target, format, api_key}; errors `{error}` with 400, 403 (key), 429 (rate), 500.
 * - DeepL (https://developers.deepl.com/api-reference/translate): POST /v2/translate, form-encoded as deepl-node
 *   sends it (text repeated, target_lang, tag_handling), `Authorization: DeepL-Auth-Key …`; 403 wrong key, 456
 *   quota exceeded, 429 too many requests, 413 request too large.
 * Their "translation" is recognisable and keeps markup: every run of text between tags is upper-cased and
 * prefixed with the target (`[vi] XIN CHÀO <x i="0"/>`), so a test sees what was translated and what was kept.
 * Source detection: Han → zh, Vietnamese letters → vi, else en.
 */

export const detect = (text: string) => (/\p{Script=Han}/u.test(text) ? 'zh' : /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu.test(text) ? 'vi' : 'en');

/** What each engine "translates" a text into: the target, then every text run upper-cased, tags untouched. */
export function fakeTranslate(text: string, target: string): string {
  return `[${target}] ` + text.replace(/(<[^>]+>)|([^<]+)/g, (_m, tag: string | undefined, run: string | undefined) => tag ?? (run ?? '').toUpperCase());
}

export interface TranslateCall {
  path: string;
  texts: string[];
  target: string | undefined;
  source: string | undefined;
  format: string | undefined;
  key: string | undefined;
}

export async function startLibreTranslateStandIn(opts: { apiKey?: string; chinese?: 'zh' | 'zh-Hans' } = {}) {
  const requests: TranslateCall[] = [];
  const scripted: StandInAnswer[] = [];
  const chinese = opts.chinese ?? 'zh-Hans';
  const targets = [chinese, 'en', 'vi', 'th'];
  const standIn = await startStandIn(
    recordEach(
      requests,
      (call: IncomingCall) => {
        const body = jsonBody<{ q?: string | string[]; target?: string; source?: string; format?: string; api_key?: string }>(call.raw);
        return { path: call.path, texts: body.q === undefined ? [] : Array.isArray(body.q) ? body.q : [body.q], target: body.target, source: body.source, format: body.format, key: body.api_key };
      },
      (r, res, call) => {
        if (call.method === 'GET' && call.path === '/languages') {
          return sendJson(res, 200, targets.map((code) => ({ code, name: code, targets })));
        }
        if (call.method !== 'POST' || call.path !== '/translate') return sendJson(res, 404, { error: 'Not Found' });
        const next = scripted.shift();
        if (next) return sendAnswer(res, next);
        if (opts.apiKey && r.key !== opts.apiKey) return sendJson(res, 403, { error: 'Invalid API key' });
        if (!r.texts.length) return sendJson(res, 400, { error: "Invalid request: missing q parameter" });
        if (!r.target || !targets.includes(r.target)) return sendJson(res, 400, { error: `${r.target} is not supported` });
        if (r.source !== 'auto' && !targets.includes(r.source ?? '')) return sendJson(res, 400, { error: `${r.source} is not supported` });
        if (r.format !== 'html' && r.format !== 'text') return sendJson(res, 400, { error: 'Invalid format' });
        const detected = detect(r.texts.join(' '));
        const lang = detected === 'zh' ? chinese : detected;
        sendJson(res, 200, {
          translatedText: r.texts.map((t) => fakeTranslate(t, r.target!)),
          detectedLanguage: r.texts.map(() => ({ confidence: 90, language: lang })),
        });
      },
    ),
  );
  return {
    ...standIn,
    requests,
    /** The next /translate call gets this answer (in order, one each). */
    script: (answer: StandInAnswer) => scripted.push(answer),
    errors: {
      badKey: (): StandInAnswer => ({ status: 403, body: { error: 'Invalid API key' } }),
      slowDown: (): StandInAnswer => ({ status: 429, body: { error: 'Slowdown: 30 per 1 minute' } }),
      tooLong: (): StandInAnswer => ({ status: 400, body: { error: 'Invalid request: request (12001) exceeds text limit (5000)' } }),
      crash: (): StandInAnswer => ({ status: 500, body: { error: 'Cannot translate text: internal error' } }),
      hang: (): StandInAnswer => ({ hang: true }),
    },
  };
}

const DEEPL_TARGETS = new Set(['ZH-HANS', 'ZH', 'EN-US', 'EN-GB', 'VI', 'TH']);

export async function startDeepLStandIn(opts: { authKey: string }) {
  const requests: TranslateCall[] = [];
  const scripted: StandInAnswer[] = [];
  const standIn = await startStandIn(
    recordEach(
      requests,
      (call: IncomingCall) => {
        const params = new URLSearchParams(call.raw);
        const form = formFields(call.raw);
        return { path: call.path, texts: params.getAll('text'), target: form.target_lang, source: form.source_lang, format: form.tag_handling, key: call.header('authorization') };
      },
      (r, res, call) => {
        if (call.method !== 'POST' || call.path !== '/v2/translate') return sendJson(res, 404, { message: 'Not found' });
        const next = scripted.shift();
        if (next) return sendAnswer(res, next);
        if (r.key !== `DeepL-Auth-Key ${opts.authKey}`) return sendJson(res, 403, { message: 'Wrong endpoint. Use https://api.deepl.com' });
        if (!r.texts.length) return sendJson(res, 400, { message: "Parameter 'text' not specified." });
        if (r.texts.length > 50) return sendJson(res, 413, { message: 'Request Entity Too Large' });
        if (!r.target || !DEEPL_TARGETS.has(r.target.toUpperCase())) return sendJson(res, 400, { message: "Value for 'target_lang' not supported." });
        if (r.format && r.format !== 'xml' && r.format !== 'html') return sendJson(res, 400, { message: "Value for 'tag_handling' not supported." });
        const target = r.target.toLowerCase().split('-')[0]!;
        sendJson(res, 200, {
          translations: r.texts.map((t) => ({ detected_source_language: detect(t).toUpperCase(), text: fakeTranslate(t, target), billed_characters: t.length })),
        });
      },
    ),
  );
  return {
    ...standIn,
    requests,
    script: (answer: StandInAnswer) => scripted.push(answer),
    /** Forgets scripted answers the client did not ask for (it retries some failures and not others). */
    unscript: () => void scripted.splice(0),
    errors: {
      wrongKey: (): StandInAnswer => ({ status: 403, body: { message: 'Wrong endpoint. Use https://api-free.deepl.com' } }),
      quotaExceeded: (): StandInAnswer => ({ status: 456, body: { message: 'Quota Exceeded' } }),
      tooManyRequests: (): StandInAnswer => ({ status: 429, body: { message: 'Too many requests' } }),
      tooLarge: (): StandInAnswer => ({ status: 413, body: { message: 'Request Entity Too Large' } }),
      hang: (): StandInAnswer => ({ hang: true }),
    },
  };
}
