/** What other features use of translation: the block that offers "Translate" under what people write. */
export { Translatable, type TranslatedView } from './translatable';
