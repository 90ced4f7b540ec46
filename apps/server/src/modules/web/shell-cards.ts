import type { ShellCard } from '../../core/page-hints.js';

/** Text and attribute values put into the page's HTML (what publishers wrote, addresses with `&`). */
export const htmlText = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
export const htmlAttr = (s: string) => htmlText(s).replaceAll('"', '&quot;');

/**
 * A list's first cards as the boot shell draws them (index.html's `.boot__item`, sized like the app's row cards):
 * cover and title, each a plain link to its detail page, so a tap before the app has started still opens it (out of
 * the tab order, as the shell is hidden from assistive technology and replaced within seconds).
 * Titles and addresses are escaped: they are what publishers wrote.
 */
export function shellCardsHtml(cards: readonly ShellCard[]): string {
  const items = cards.map((c) => {
    const cover = c.cover ? `<img src="${htmlAttr(c.cover)}" alt="">` : '<i></i>';
    return `<a class="boot__item${c.wide ? ' boot__item--wide' : ''}" href="${htmlAttr(c.href)}" tabindex="-1">${cover}<span>${htmlText(c.title)}</span></a>`;
  });
  return `<div class="boot__filters"></div><div class="boot__list">${items.join('')}</div>`;
}
