/** The in-app web view (`/pagesA/web/web?url=`, docs/smaller-screens.md): plain limits the web may import. */
export const WEB_VIEW = {
  urlMax: 2000,
  hostMax: 253,
  noteMax: 100,
  pageMax: 200,
  /**
   * The frame's sandbox: the framed page runs its scripts and forms on its own origin and may open a new tab (which
   * escapes the sandbox, so it is a normal page), but never navigates the app itself, never opens pop-up dialogs,
   * downloads or asks for the app's permissions.
   */
  sandbox: 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox',
} as const;

/** A host name as the allow-list stores it: lower case, dotted labels, no port, no IP literal. */
export const HOST_PATTERN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

/** An IPv4 or IPv6 literal (as `URL` spells a host): never framed, never added. */
export const isIpLiteral = (host: string) => host.startsWith('[') || host.includes(':') || /^\d+(\.\d+){0,3}$/.test(host) || /^[\d.]+$/.test(host);

/** The host a link would be framed from, or null when it is not an https link to a plain host name. */
export function frameHostOf(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' || u.username || u.password || u.port) return null;
  const host = u.hostname.toLowerCase();
  return !isIpLiteral(host) && HOST_PATTERN.test(host) ? host : null;
}
