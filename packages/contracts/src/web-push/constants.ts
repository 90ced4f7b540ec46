/** Web Push (docs/web-push.md): plain data the web may import. */

/** The kinds a member turns on or off, one switch each in Me → 消息通知. */
export const WEB_PUSH_KINDS = ['messages', 'mentions', 'reviews', 'notices'] as const;
export type WebPushKind = (typeof WEB_PUSH_KINDS)[number];

export const WEB_PUSH = {
  /** Devices (browsers or installed apps) one member keeps subscribed; the one used longest ago goes first. */
  maxDevicesPerMember: 10,
  endpointMax: 1000,
  deviceMax: 100,
  /**
   * Push services the server posts to (suffixes of the endpoint's host, https only): Chrome/Android (FCM), Firefox,
   * Safari and iOS 16.4+ home-screen apps, Edge. Outside production an http endpoint on the loopback is also taken
   * (the test stand-in). Anything else is refused: the server never posts to an address a client made up.
   */
  pushHosts: ['fcm.googleapis.com', 'android.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'],
  /** base64url of an uncompressed P-256 point (65 bytes) and of the 16-byte auth secret. */
  p256dhPattern: '^[A-Za-z0-9_-]{86,88}={0,2}$',
  authPattern: '^[A-Za-z0-9_-]{21,24}={0,2}$',
  /** A notification's body on the lock screen: at most this many characters. */
  bodyMax: 80,
} as const;

/** True when `endpoint` is a push service the server may post to (`allowLoopback`: outside production). */
export function isPushEndpoint(endpoint: string, allowLoopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (allowLoopback && url.protocol === 'http:' && (host === '127.0.0.1' || host === 'localhost')) return true;
  return url.protocol === 'https:' && WEB_PUSH.pushHosts.some((h) => host === h || host.endsWith(`.${h}`));
}

/** Me → 消息通知 (the web app's settings screen). */
export const WEB_PUSH_SETTINGS_PATH = '/pagesA/my/notifications';
