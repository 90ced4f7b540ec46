import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS, type FixedWords, type Lang } from '../lib/contracts';
import { readJson, write } from '../lib/storage';
import { zh } from './zh';
import { ensurePartsIfWanted } from './parts';

/** zh ships in the first load (default and fallback); en and vi load when chosen. */
const loaders: Record<Exclude<Lang, 'zh'>, () => Promise<object>> = {
  en: () => import('./en').then((m) => m.en),
  vi: () => import('./vi').then((m) => m.vi),
};

/** Makes the built-in dictionary of `lang` available (server words, if cached, go on top). */
export async function ensureLang(lang: Lang): Promise<void> {
  // The shell's words and (if pages needed them) the feature words load in parallel.
  const parts = ensurePartsIfWanted(lang);
  if (lang !== 'zh' && !i18next.hasResourceBundle(lang, 'translation')) {
    i18next.addResourceBundle(lang, 'translation', await loaders[lang](), true, false);
    const cached = cachedWords(lang);
    if (cached) applyWords(cached);
  }
  await parts;
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

export async function initI18n(lang: Lang): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'zh',
    resources: { zh: { translation: zh } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    // Feature dictionaries arrive after the first render (parts.ts): re-render what already asked for them.
    react: { bindI18nStore: 'added' },
  });
  await ensureLang(lang);
  const cached = cachedWords(lang);
  if (cached) applyWords(cached);
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
}

export { i18next };
