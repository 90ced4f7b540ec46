/**
 * What an engine must not touch (issue 31: "keeps line breaks, numbers, prices, phone numbers, links and emoji
 * intact"). Each such piece is swapped for a mark `<x i="N"/>` before sending and swapped back after; both
 * engines keep markup as it is (DeepL's tag handling, LibreTranslate's html format). Line breaks are kept by
 * translating line by line. A mark the engine lost is put back at the end of its line, so nothing the writer
 * wrote disappears; a mark it invented is dropped.
 */

// Order matters: the longest, most specific pieces first (a link holds digits; a phone number is digits).
const PIECES = [
  /(?:https?:\/\/|www\.)[^\s<>"'，。！？、）】]+/giu.source, // links
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gu.source, // e-mail addresses
  /\+?\d[\d\s().-]{5,}\d/gu.source, // phone numbers and other long digit runs (account numbers)
  /(?:(?:[$€£¥₫₩฿]|US\$|RMB|CNY|VND|USD|HKD|TWD|THB)\s?)?\d(?:[\d.,:/]*\d)?(?:\s?(?:%|k|K|万元|万|千|元|đ|VND|USD|triệu|tr)(?![a-zA-Z\u00C0-\u1EF9]))?/gu.source, // numbers, prices, dates, times
  /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic}|\p{Emoji_Modifier})*/gu.source, // emoji
  /[\u{1F1E6}-\u{1F1FF}]{2}/gu.source, // flags
].join('|');

const MARK = /<x\s+i="(\d+)"\s*\/?>(?:<\/x>)?/g;

export interface Protected {
  /** The line made safe for the engine. */
  text: string;
  /** The pieces, by mark number. */
  pieces: string[];
  /** Whether the line has anything to translate at all (not only marks, spaces and punctuation). */
  translatable: boolean;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const unescapeXml = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;|&apos;/g, "'").replace(/&amp;/g, '&');

/** One line of plain text → the engine's 'xml' format with its pieces marked. */
export function protectText(raw: string): Protected {
  const line = raw.replace(/\u0000/g, ''); // restore() uses NUL as its own marker
  const pieces: string[] = [];
  let out = '';
  let last = 0;
  for (const m of line.matchAll(new RegExp(PIECES, 'gu'))) {
    if (!m[0].trim()) continue;
    out += escapeXml(line.slice(last, m.index)) + `<x i="${pieces.length}"/>`;
    pieces.push(m[0]);
    last = m.index + m[0].length;
  }
  out += escapeXml(line.slice(last));
  return { text: out, pieces, translatable: /[\p{L}]/u.test(out.replace(MARK, '')) };
}

/** Markup (an article's rich text): the pieces inside its text are marked, the tags are left to the engine's html mode. */
export function protectHtml(html: string): Protected {
  const pieces: string[] = [];
  // Only text between tags; attributes (links' hrefs, images) are markup the engine keeps anyway.
  const text = html.replace(/>([^<]+)</g, (_all, inner: string) => {
    const marked = inner.replace(new RegExp(PIECES, 'gu'), (piece) => {
      if (!piece.trim()) return piece;
      pieces.push(piece);
      return `<x i="${pieces.length - 1}"/>`;
    });
    return `>${marked}<`;
  });
  return { text, pieces, translatable: /[\p{L}]/u.test(text.replace(/<[^>]*>/g, '')) };
}

/** The engine's answer back to the writer's pieces; `xml` answers are unescaped to plain text. */
export function restore(translated: string, pieces: string[], format: 'xml' | 'html'): string {
  const used = new Set<number>();
  let out = translated.replace(MARK, (_all, n: string) => {
    const i = Number(n);
    if (i >= pieces.length || used.has(i)) return '';
    used.add(i);
    // In html, the piece goes back as text: escape it like the rest of the text around it.
    return format === 'html' ? escapeXml(pieces[i] ?? '') : `\u0000${i}\u0000`;
  });
  if (format === 'xml') out = unescapeXml(out).replace(/\u0000(\d+)\u0000/g, (_all, n: string) => pieces[Number(n)] ?? '');
  const lost = pieces.filter((_p, i) => !used.has(i));
  if (lost.length) out = `${out.trimEnd()} ${format === 'html' ? lost.map(escapeXml).join(' ') : lost.join(' ')}`;
  return out;
}

/**
 * A plain text field → the lines the engine gets (only those with something to translate) and how to put the
 * answers back together with the original line breaks, blank lines and each line's own leading spaces.
 */
export function splitLines(text: string) {
  const lines = text.split(/(\r?\n)/);
  const jobs: Array<{ index: number; lead: string; trail: string; prot: Protected }> = [];
  lines.forEach((line, index) => {
    if (index % 2 === 1) return; // the separators themselves
    const lead = /^\s*/.exec(line)?.[0] ?? '';
    const trail = /\s*$/.exec(line.slice(lead.length))?.[0] ?? '';
    const body = line.slice(lead.length, line.length - trail.length);
    const prot = protectText(body);
    if (prot.translatable) jobs.push({ index, lead, trail, prot });
  });
  return {
    texts: jobs.map((j) => j.prot.text),
    join(answers: string[]): string {
      const out = [...lines];
      jobs.forEach((j, k) => (out[j.index] = j.lead + restore(answers[k] ?? j.prot.text, j.prot.pieces, 'xml') + j.trail));
      return out.join('');
    },
  };
}
