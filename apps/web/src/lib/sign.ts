import { signMessage } from './contracts';

export const DEFAULT_SIGN_KEY = 'haiwai-dev-sign-key';

const keyCache = new Map<string, Promise<CryptoKey>>();

function importKey(secret: string): Promise<CryptoKey> {
  let key = keyCache.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    keyCache.set(secret, key);
  }
  return key;
}

/** Hex HMAC-SHA256 of String(timestamp); the server checks it against the same key. */
export async function signTimestamp(timestamp: number, secret: string): Promise<string> {
  const key = await importKey(secret);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(signMessage(timestamp)));
  return Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `_timestamp` (seconds) and `_sign` for one request. */
export async function signFields(secret: string, nowMs = Date.now()): Promise<{ _timestamp: number; _sign: string }> {
  const _timestamp = Math.floor(nowMs / 1000);
  return { _timestamp, _sign: await signTimestamp(_timestamp, secret) };
}
