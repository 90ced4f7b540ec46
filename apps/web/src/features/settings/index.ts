// What other features use of the settings: the language list.
export { LanguageList } from './language-list';
