/** The app shell (index.html with the boot data and the page's head) that app.ts serves, and the page heads' registry type. */
export { appShell } from './app-shell.js';
export type { PageHeads } from './page-heads.js';
