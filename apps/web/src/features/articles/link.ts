/**
 * What an admin typed as a link's address, as the href to store: http(s) and mailto as typed, a bare host gets
 * https://, any other scheme (javascript:, data:) is refused with null. The server's sanitiser refuses them too.
 */
export function normaliseLink(typed: string): string | null {
  const s = typed.trim();
  if (!s) return null;
  if (/^(https?:\/\/|mailto:)\S+$/i.test(s)) return s;
  if (/^[a-z][a-z0-9+.-]*:/i.test(s) || /\s/.test(s)) return null;
  return `https://${s}`;
}
