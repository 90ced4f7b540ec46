import i18next from 'i18next';
import type { Lang } from '../lib/contracts';

const loaders: Record<Lang, () => Promise<object>> = {
  zh: () => import('./parts-zh').then((m) => m.parts),
  en: () => import('./parts-en').then((m) => m.parts),
  vi: () => import('./parts-vi').then((m) => m.parts),
};
const loading = new Map<Lang, Promise<void>>();
let wanted = false;

/**
 * Adds the feature dictionaries of `lang` (listing, chat, jobs...). Pages await it while their own chunk
 * loads, so it costs no extra round trip; the home page never needs it. Words the server sent
 * (`langFixedWords`) stay on top: bundles are merged without overwriting.
 */
export function ensureParts(lang: Lang): Promise<void> {
  wanted = true;
  let job = loading.get(lang);
  if (!job) {
    job = loaders[lang]().then((parts) => {
      i18next.addResourceBundle(lang, 'translation', parts, true, false);
    });
    job.catch(() => loading.delete(lang));
    loading.set(lang, job);
  }
  return job;
}

/** After a language switch: load the new language's parts too, if any page has needed them already. */
export function ensurePartsIfWanted(lang: Lang): Promise<void> {
  return wanted ? ensureParts(lang) : Promise.resolve();
}
