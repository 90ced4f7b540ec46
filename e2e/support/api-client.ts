import { computeSign } from '../../apps/server/src/core/signing.js';

const SIGN_KEY = process.env.SIGN_KEY ?? 'haiwai-dev-sign-key';

/**
 * Signed calls to the real server, for test set-up the screens under test do not cover
 * (another person's actions: a publisher posting, an admin approving).
 */
export function apiClient(base: string) {
  const signed = () => {
    const ts = Math.floor(Date.now() / 1000);
    return { _timestamp: ts, _sign: computeSign(SIGN_KEY, ts) };
  };
  async function call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, opts: { token?: string; body?: object; siteAreaId?: number } = {}): Promise<T> {
    const s = signed();
    const isGet = method !== 'POST';
    const url = `${base}/api${path}${isGet ? `${path.includes('?') ? '&' : '?'}_timestamp=${s._timestamp}&_sign=${s._sign}` : ''}`;
    const res = await fetch(url, {
      method,
      headers: { 'content-type': 'application/json', lang: 'zh', siteareaid: String(opts.siteAreaId ?? 1), terminal: '3', ...(opts.token ? { token: opts.token } : {}) },
      body: isGet ? undefined : JSON.stringify({ ...(opts.body ?? {}), ...s }),
    });
    const json = (await res.json()) as { code: number; message: string; data: T };
    if (json.code !== 200) throw new Error(`${method} ${path}: ${json.code} ${json.message}`);
    return json.data;
  }
  return {
    call,
    async login(account: string, password = 'Demo1234!') {
      return call<{ token: string; user: { id: number } }>('POST', '/login', { body: { account, password } });
    },
    async upload(token: string, png: Buffer): Promise<string> {
      const s = signed();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/jpeg' }), 'photo.jpg');
      const res = await fetch(`${base}/api/media/upload?_timestamp=${s._timestamp}&_sign=${s._sign}`, { method: 'POST', headers: { token, lang: 'zh' }, body: form });
      const json = (await res.json()) as { code: number; message: string; data: { url: string } };
      if (json.code !== 200) throw new Error(`upload: ${json.message}`);
      return json.data.url;
    },
  };
}
