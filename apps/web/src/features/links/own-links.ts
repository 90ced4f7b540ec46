import { LINK_CARD, SCREEN_PATHS } from '@haiwai/contracts/links/constants';

const URL_IN_TEXT = /https?:\/\/[^\s<>"'，。！？、）】]+/gi;

/**
 * The links in a message or post that open one of the app's own screens (same origin, a path of the screen list), as
 * paths with their query (`/pages/house/detail?id=5`), each once, the first few. Links elsewhere are never looked up.
 */
export function ownLinks(text: string, origin: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(URL_IN_TEXT)) {
    let url: URL;
    try {
      url = new URL(m[0].replace(/[.,;:!?)\]]+$/, ''));
    } catch {
      continue;
    }
    if (url.origin !== origin || !SCREEN_PATHS.has(url.pathname) || !url.search) continue;
    const path = `${url.pathname}${url.search}`;
    if (!out.includes(path)) out.push(path);
    if (out.length === LINK_CARD.perMessage) break;
  }
  return out;
}
