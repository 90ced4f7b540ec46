/** What other features show of saved searches (docs/saved-searches.md): the list screens' "save this search" button. */
export { SaveSearchButton } from './save-button';
