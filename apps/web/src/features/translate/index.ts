/** What other features use of translation: the block that offers "Translate" under what people write. */
export { Translatable, translatedComments, type TranslatedView } from './translatable';
export { forgetTranslation, useTranslationOn } from './queries';
