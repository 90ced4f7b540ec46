/** What other modules use of translation: the registry they declare their translatable things in. */
export type { TranslatableField, TranslationSourceResolver, TranslationSources } from './sources.js';
