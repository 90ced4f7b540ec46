/**
 * Text files made of "content lines", as iCalendar (RFC 5545 §3.1, §3.3.11) and vCard (RFC 6350 §3.2, §3.4) write
 * them: TEXT values escaped, and lines longer than 75 octets folded (CRLF and a space) without splitting a UTF-8
 * sequence. One rule for both formats.
 */

/** Backslash, comma, semicolon and line breaks escaped in a TEXT value. */
export function escapeText(v: string): string {
  return v.replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/;/g, '\\;').replace(/\r\n|\r|\n/g, '\\n');
}

/** A line of more than 75 octets goes on in continuation lines that start with a space (which counts). */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const room = out.length === 0 ? 75 : 74;
    if (octets + size > room) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}
