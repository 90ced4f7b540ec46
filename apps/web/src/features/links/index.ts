/** Link cards (docs/links.md): links to the app's own pages in chat messages and posts, shown as cards. */
export { LinkCards } from './link-cards';
export { ownLinks } from './own-links';
