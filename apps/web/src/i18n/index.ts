import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS, type FixedWords, type Lang } from '../lib/contracts';
import { readJson, write } from '../lib/storage';
import { zh } from './zh';

/** The shell's words (namespace `translation`): zh ships in the first load, en and vi load when chosen. */
const shellWords: Record<Lang, () => Promise<object>> = {
  zh: () => Promise.resolve(zh),
  en: () => import('./en').then((m) => m.en),
  vi: () => import('./vi').then((m) => m.vi),
};

/** The features' namespaces (app/feature-words.ts, derived from app/features.ts): names and a reader. */
export interface FeatureWords {
  namespaces: readonly string[];
  read: (lang: Lang, namespace: string) => Promise<object>;
}

/** The one i18next backend: the shell's namespace from here, every other from its feature. Failures stay retryable. */
function backendOf(features: FeatureWords): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(lang, namespace, done) {
      const job = namespace === 'translation' ? shellWords[lang as Lang]() : features.read(lang as Lang, namespace);
      job.then(
        (data) => done(null, data),
        (err: unknown) => done(err instanceof Error ? err : new Error(String(err)), true),
      );
    },
  };
}

/**
 * Makes `lang` ready: its shell words and every feature namespace a page has needed so far (one parallel load),
 * then the server's cached override words on top (after, since a loaded bundle replaces what it overlaps).
 */
export async function ensureLang(lang: Lang): Promise<void> {
  // Every namespace known so far (options.ns grows as pages load theirs) in this one language; a failed one may retry.
  const namespaces = [...((i18next.options.ns as readonly string[] | undefined) ?? ['translation'])];
  await new Promise<void>((resolve) => {
    (i18next.services.backendConnector as { load: (l: string[], ns: string[], cb: () => void) => void }).load([lang], namespaces, () => resolve());
  });
  if (!i18next.hasResourceBundle(lang, 'translation')) throw new Error(`Dictionary not loaded: ${lang}`);
  const cached = cachedWords(lang);
  if (cached) applyWords(cached);
}

/** Turns flat dotted keys (`auth.login`) into the nested shape of our dictionaries. */
export function nestWords(words: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(words)) {
    const parts = path.split('.');
    let node = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] = typeof node[part] === 'object' && node[part] ? node[part] : {}) as Record<string, unknown>;
    });
  }
  return out;
}

/** Server words override the built-in ones; the built-in dictionary stays as the offline fallback. */
export function applyWords(fixed: FixedWords): void {
  i18next.addResourceBundle(fixed.lang_type, 'translation', nestWords(fixed.words), true, true);
}

export function cachedWords(lang: Lang): FixedWords | null {
  const cached = readJson<FixedWords>(STORAGE_KEYS.langWords);
  return cached && cached.lang_type === lang ? cached : null;
}

export function storeWords(fixed: FixedWords): void {
  write(STORAGE_KEYS.langWords, fixed);
  applyWords(fixed);
}

export async function initI18n(lang: Lang, features: FeatureWords): Promise<void> {
  await i18next
    .use(backendOf(features))
    .use(initReactI18next)
    .init({
      lng: lang,
      // en and vi are complete (typed against zh, checked by i18n.test.ts): no fallback language, so a feature's
      // words load in the shown language only.
      fallbackLng: false,
      resources: { zh: { translation: zh } },
      partialBundledLanguages: true,
      ns: ['translation'],
      defaultNS: 'translation',
      // `t('chat.x')` in the shell's namespace finds the feature's words: no call site names a namespace.
      fallbackNS: [...features.namespaces],
      // A failed chunk is retried by the next page visit (its error screen), not in the background.
      maxRetries: 0,
      interpolation: { escapeValue: false },
      returnNull: false,
      // Feature namespaces arrive after the first render: re-render what already asked for them.
      react: { bindI18nStore: 'added' },
      // i18next advertises its hosted service in every visitor's console otherwise.
      showSupportNotice: false,
    });
  await ensureLang(lang);
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
}

export { i18next };
