/**
 * A small vCard 4.0 reader for the tests (RFC 6350 §3.2–3.4): unfolds continuation lines, splits each line into
 * name, parameters and value, and unescapes text values. Written from the RFC, not from the writer's code.
 */
export interface VcardLine {
  name: string;
  params: Record<string, string>;
  value: string;
}

export function unescapeText(v: string): string {
  return v.replace(/\\([\\,;nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/** Splits at unescaped `sep`. */
export function splitUnescaped(v: string, sep: string): string[] {
  const parts: string[] = [];
  let cur = '';
  for (let i = 0; i < v.length; i += 1) {
    if (v[i] === '\\' && i + 1 < v.length) {
      cur += v[i]! + v[i + 1]!;
      i += 1;
    } else if (v[i] === sep) {
      parts.push(cur);
      cur = '';
    } else cur += v[i]!;
  }
  parts.push(cur);
  return parts;
}

export function parseVcard(text: string): VcardLine[] {
  if (!text.endsWith('\r\n')) throw new Error('a vCard ends with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const l of physical) if (Buffer.byteLength(l, 'utf8') > 75) throw new Error(`line over 75 octets: ${l}`);
  const logical: string[] = [];
  for (const l of physical) {
    if (l.startsWith(' ') || l.startsWith('\t')) logical[logical.length - 1] += l.slice(1);
    else logical.push(l);
  }
  return logical.map((l) => {
    // The value starts after the first colon outside a quoted parameter value.
    let quoted = false;
    let at = -1;
    for (let i = 0; i < l.length; i += 1) {
      if (l[i] === '"') quoted = !quoted;
      else if (l[i] === ':' && !quoted) {
        at = i;
        break;
      }
    }
    if (at < 0) throw new Error(`no value: ${l}`);
    const [name, ...rawParams] = l.slice(0, at).split(';');
    const params = Object.fromEntries(rawParams.map((p) => p.split('=', 2) as [string, string]));
    return { name: name!.toUpperCase(), params, value: l.slice(at + 1) };
  });
}
