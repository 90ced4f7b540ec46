import type { FeatureWords } from '../i18n';
import { features } from './features';

/** Namespace → loader of one language's dictionary, from the features' declarations. */
const loaders = new Map(features.flatMap((f) => (f.i18n ? [[f.i18n.namespace, f.i18n.load] as const] : [])));

/**
 * The feature namespaces for the shell's i18n (i18n/index.ts): the names (`t('chat.x')` asked in the shell's
 * namespace falls back to them, so no call names one) and the reader, which nests the feature's dictionary under
 * its namespace (the first part of its keys).
 */
export const featureWords: FeatureWords = {
  namespaces: [...loaders.keys()],
  async read(lang, namespace) {
    const load = loaders.get(namespace);
    if (!load) throw new Error(`No dictionary namespace ${namespace}`);
    return { [namespace]: (await load[lang]()).default };
  },
};
