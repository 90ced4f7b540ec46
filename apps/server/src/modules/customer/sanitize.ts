import { isStoredMediaUrl } from '@haiwai/contracts';

/**
 * An allow-list sanitiser for FAQ answers written by admins. Only p, br, strong, em, ul, ol, li, a, img, h3 and
 * h4 survive; `a` keeps an http(s) `href` (and gets rel/target), `img` keeps a `src` that is stored media
 * (contracts' isStoredMediaUrl, the check of every stored image URL, with an optional resize query) and an
 * `alt`; every other attribute goes. Scripts, styles and the like go with their content; comments go; any
 * other tag is dropped with its text kept; stray `<`, `>` and `&` in text are escaped. What it returns is what
 * the web renders, so nothing an admin types can run in a reader's session.
 */
const ALLOWED = new Set(['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'img', 'h3', 'h4']);
const VOID = new Set(['br', 'img']);
/** Tags removed together with everything inside them. */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'title', 'svg', 'math', 'select', 'xmp', 'noembed', 'noframes']);
/** Tag names that mean the same as an allowed one. */
const ALIASES: Record<string, string> = { b: 'strong', i: 'em' };
/** A resized variant's query (`?preset=...`, `?w=&h=`) after a stored media URL. */
const VARIANT_QUERY = /^[A-Za-z0-9=&_.-]*$/;

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<\/?([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s/>"'=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTR = /([^\s/>"'=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY = /^&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/;

function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '<') out += '&lt;';
    else if (ch === '>') out += '&gt;';
    else if (ch === '&') out += ENTITY.test(text.slice(i)) ? '&' : '&amp;';
    else out += ch;
  }
  return out;
}

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Decodes the character references a browser would before looking at a URL's scheme. */
function decodeRefs(v: string): string {
  return v
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(Math.min(parseInt(h, 16), 0x10ffff)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Math.min(Number(d), 0x10ffff)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/&amp;/gi, '&');
}

export function safeHref(raw: string): string | null {
  const v = decodeRefs(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return /^https?:\/\/[^\s]+$/i.test(v) ? v : null;
}

function attrsOf(raw: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of raw.matchAll(ATTR)) {
    const name = m[1]!.toLowerCase();
    if (!out.has(name)) out.set(name, m[2] ?? m[3] ?? m[4] ?? '');
  }
  return out;
}

/** The opening tag as it is kept: only the attributes the tag may have, re-quoted. */
function openTag(tag: string, rawAttrs: string): string | null {
  const attrs = attrsOf(rawAttrs);
  if (tag === 'a') {
    const href = safeHref(attrs.get('href') ?? '');
    return href ? `<a href="${escapeAttr(href)}" rel="noopener noreferrer nofollow" target="_blank">` : '<a>';
  }
  if (tag === 'img') {
    const src = decodeRefs(attrs.get('src') ?? '').trim();
    const [url = '', query] = src.split('?', 2);
    if (!isStoredMediaUrl(url) || (query !== undefined && !VARIANT_QUERY.test(query))) return null;
    const alt = attrs.get('alt');
    return `<img src="${escapeAttr(src)}"${alt ? ` alt="${escapeAttr(decodeRefs(alt))}"` : ''}>`;
  }
  return `<${tag}>`;
}

export function sanitizeHtml(html: string): string {
  let out = '';
  let at = 0;
  let dropping: string | null = null;
  for (const m of html.matchAll(TOKEN)) {
    const text = html.slice(at, m.index);
    at = m.index + m[0].length;
    if (!dropping) out += escapeText(text);
    if (!m[1]) continue; // a comment
    const name = m[1].toLowerCase();
    const closing = m[0].startsWith('</');
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing) dropping = name;
      continue;
    }
    const tag = ALIASES[name] ?? name;
    if (!ALLOWED.has(tag)) continue;
    if (closing) {
      if (!VOID.has(tag)) out += `</${tag}>`;
      continue;
    }
    out += openTag(tag, m[2] ?? '') ?? '';
  }
  if (!dropping) out += escapeText(html.slice(at));
  return out;
}

/** The answer's words for search and previews: tags gone, common references decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
