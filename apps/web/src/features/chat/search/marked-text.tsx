/** A found text with its matched words in <mark> (ranges from the server, UTF-16 offsets). */
export function MarkedText({ text, ranges }: { text: string; ranges: ReadonlyArray<readonly number[]> }) {
  const parts: Array<{ s: string; hit: boolean }> = [];
  let at = 0;
  for (const [a = 0, b = 0] of ranges) {
    if (a < at || b > text.length || a >= b) continue;
    if (a > at) parts.push({ s: text.slice(at, a), hit: false });
    parts.push({ s: text.slice(a, b), hit: true });
    at = b;
  }
  if (at < text.length) parts.push({ s: text.slice(at), hit: false });
  return <>{parts.map((p, i) => (p.hit ? <mark key={i}>{p.s}</mark> : <span key={i}>{p.s}</span>))}</>;
}

/** Date and time of a message in the reader's language. */
export function timeLabel(seconds: number, lang: string): string {
  return new Date(seconds * 1000).toLocaleString(lang === 'zh' ? 'zh-CN' : lang, { year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}
