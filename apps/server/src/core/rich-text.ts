import sanitizeHtml from 'sanitize-html';
import { isStoredMediaUrl } from '@haiwai/contracts';

/**
 * Rich text written by admins (articles, from the TipTap editor), cleaned on the server before it is stored, so
 * what a reader's browser renders can never run anything: an allow-list of the tags the editor produces; links
 * only to http(s) and mailto, opened in a new tab without an opener; images only from this site's own media
 * (`isStoredMediaUrl`, optionally with a resize query); no attributes besides those, so no handlers and no
 * styles; scripts, styles, frames and SVG go with their content.
 */
/** A resized variant's query (`?preset=article`, `?w=&h=`) after a stored media URL. */
const VARIANT_QUERY = /^[A-Za-z0-9=&_.-]*$/;
function ownImage(src: string): boolean {
  const [path, query = '', ...rest] = src.split('?');
  return rest.length === 0 && isStoredMediaUrl(path ?? '') && VARIANT_QUERY.test(query);
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'hr', 'h2', 'h3', 'h4', 'strong', 'em', 's', 'u', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'code', 'pre'],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'title'],
  transformTags: {
    b: 'strong',
    i: 'em',
    h1: 'h2',
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !ownImage(frame.attribs.src ?? ''),
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The words of rich text without its tags (search lexemes, summaries). */
export function richTextWords(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags }).replace(/\s+/g, ' ').trim();
}
