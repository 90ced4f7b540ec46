/** The app shell (index.html with the boot data) that app.ts serves. */
export { appShell } from './app-shell.js';
