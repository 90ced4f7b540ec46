import { LANG_COOKIE, type Lang } from '../lib/contracts';

/**
 * Repeats the UI language in a cookie for the server, which cannot read local storage: it preloads the opening
 * screen's dictionaries in this language (apps/server/src/modules/web/route-preloads.ts). A year, like the stored one.
 */
export function shareLang(lang: Lang): void {
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
}
