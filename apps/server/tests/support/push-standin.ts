import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a browser's push service (RFC 8030), for the Web Push tests (docs/web-push.md). It does what
 * FCM or Mozilla's service would, and what the browser then does:
 * - checks the VAPID authorization (RFC 8292): `vapid t=<JWT>, k=<public key>`, the JWT signed ES256 with that key,
 *   `aud` the endpoint's origin, `exp` in the future and at most 24 h ahead, `sub` a mailto: or https: address, and `k`
 *   the server's published key;
 * - decrypts the body (RFC 8291, `Content-Encoding: aes128gcm`) with the subscription's private key and auth secret,
 *   which the test made as a browser would (a P-256 key pair and 16 random bytes);
 * - answers 201, or 404/410 for a subscription marked expired (the server must then drop it).
 * Anything that fails a check is answered 400/401/403 and kept in `refused` (tests expect none).
 */

export interface Received {
  id: string;
  payload: Record<string, unknown>;
  status: number;
  ttl: number;
  urgency: string | null;
  topic: string | null;
}

interface Device {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  gone: 404 | 410 | null;
}

export interface PushStandIn {
  /** A browser's new subscription: what `PushSubscription.toJSON()` gives (endpoint and keys). */
  subscription(id?: string): { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The push service says this subscription is gone from now on. */
  expire(endpoint: string, status?: 404 | 410): void;
  /** Pushes received so far (decrypted), in arrival order. */
  received: Received[];
  /** Requests refused by a check, with the reason. */
  refused: string[];
  /** Resolves with the first push (from now or earlier) to this endpoint that matches. */
  next(endpoint: string, match?: (r: Received) => boolean): Promise<Received>;
  /** Pushes to one endpoint. */
  to(endpoint: string): Received[];
  close(): Promise<void>;
}

const b64u = (b: Buffer) => b.toString('base64url');

export async function startPushStandIn(serverPublicKey: () => string): Promise<PushStandIn> {
  const devices = new Map<string, Device>();
  const received: Received[] = [];
  const refused: string[] = [];
  const waiters: { id: string; match: (r: Received) => boolean; resolve: (r: Received) => void }[] = [];
  let origin = '';
  let count = 0;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = (status: number, why?: string) => {
        if (why) refused.push(why);
        res.writeHead(status).end();
      };
      const id = (req.url ?? '').replace(/^\/push\//, '');
      const device = devices.get(id);
      if (req.method !== 'POST' || !device) return answer(404, `unknown endpoint ${req.url}`);
      const auth = checkVapid(req, origin, serverPublicKey());
      if (auth) return answer(auth.status, auth.why);
      if (req.headers['content-encoding'] !== 'aes128gcm') return answer(400, `content-encoding ${req.headers['content-encoding']}`);
      if (!req.headers.ttl) return answer(400, 'no TTL');
      let payload: Record<string, unknown>;
      try {
        payload = JSON.parse(decrypt(Buffer.concat(chunks), device).toString('utf8')) as Record<string, unknown>;
      } catch (err) {
        return answer(400, `undecryptable: ${(err as Error).message}`);
      }
      const status = device.gone ?? 201;
      const r: Received = { id, payload, status, ttl: Number(req.headers.ttl), urgency: (req.headers.urgency as string) ?? null, topic: (req.headers.topic as string) ?? null };
      received.push(r);
      for (const w of [...waiters]) {
        if (w.id === id && w.match(r)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(r);
        }
      }
      answer(status);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const idOf = (endpoint: string) => endpoint.slice(`${origin}/push/`.length);

  return {
    subscription(id = `device-${++count}`) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth, gone: null });
      return { endpoint: `${origin}/push/${id}`, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } };
    },
    expire(endpoint, status = 410) {
      devices.get(idOf(endpoint))!.gone = status;
    },
    received,
    refused,
    next(endpoint, match = () => true) {
      const id = idOf(endpoint);
      const seen = received.find((r) => r.id === id && match(r));
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ id, match, resolve }));
    },
    to(endpoint) {
      return received.filter((r) => r.id === idOf(endpoint));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** RFC 8292: null when the authorization holds, else the status and why. */
function checkVapid(req: IncomingMessage, origin: string, serverKey: string): { status: number; why: string } | null {
  const header = req.headers.authorization ?? '';
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header);
  if (!m) return { status: 401, why: `authorization ${header}` };
  const [jwt, k] = [m[1]!, m[2]!];
  if (k !== serverKey) return { status: 403, why: 'k is not the server’s VAPID key' };
  const [h, c, s] = jwt.split('.') as [string, string, string];
  const head = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg?: string; typ?: string };
  if (head.alg !== 'ES256') return { status: 401, why: `alg ${head.alg}` };
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33, 65)) }, format: 'jwk' });
  if (!verify('sha256', Buffer.from(`${h}.${c}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'))) return { status: 403, why: 'bad JWT signature' };
  const claims = JSON.parse(Buffer.from(c, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  const now = Date.now() / 1000;
  if (claims.aud !== origin) return { status: 403, why: `aud ${claims.aud}, expected ${origin}` };
  if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + 24 * 3600) return { status: 403, why: `exp ${claims.exp}` };
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return { status: 403, why: `sub ${claims.sub}` };
  return null;
}

/** RFC 8291 (aes128gcm, one record), as the browser does it with the subscription's private key and auth secret. */
function decrypt(body: Buffer, device: Device): Buffer {
  const salt = body.subarray(0, 16);
  const idlen = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const uaPublic = device.ecdh.getPublicKey();
  const shared = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('no last-record delimiter');
  return plain.subarray(0, end);
}
