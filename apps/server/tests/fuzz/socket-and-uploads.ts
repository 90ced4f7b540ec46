import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import sharp from 'sharp';
import WebSocket from 'ws';
import { clientAuthFrame, clientPingFrame, clientReadFrame, clientSendFrame, clientSyncFrame } from '@haiwai/contracts';
import { computeSign } from '../../src/core/signing.js';
import type { TestApp } from '../support/harness.js';
import { HOSTILE_BODIES, RAW_VALUES, setPath, stringifyWithRaw } from './hostile.js';
import { arbitraryOf, jsonSchemaOf, leavesOf } from './schema-arbitrary.js';

export interface Finding {
  what: string;
  status: number;
  body: string;
}
export type Check = (what: string, status: number, body: string) => void;

const REPLY_TYPES = new Set(['auth_result', 'pong', 'message_ack', 'read_ack', 'sync_result', 'error']);
const FRAME_RUNS = 150;

/** A socket that hands out the server's answers (not pushes) in order. */
class Socket {
  readonly replies: Array<Record<string, unknown>> = [];
  #wake: (() => void) | null = null;
  closed = false;
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as Record<string, unknown>;
      if (REPLY_TYPES.has(String(frame.type))) this.replies.push(frame);
      this.#wake?.();
    });
    ws.on('close', () => {
      this.closed = true;
      this.#wake?.();
    });
  }
  static async open(port: number) {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { lang: 'en' } });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new Socket(ws);
  }
  /** The next answer, or null when the socket closed or nothing came within `ms`. */
  async next(ms = 4000): Promise<Record<string, unknown> | null> {
    const until = Date.now() + ms;
    while (!this.replies.length && !this.closed && Date.now() < until) {
      await new Promise<void>((resolve) => {
        this.#wake = resolve;
        setTimeout(resolve, until - Date.now());
      });
      this.#wake = null;
    }
    return this.replies.shift() ?? null;
  }
}

const FRAME_SCHEMAS = [clientAuthFrame, clientPingFrame, clientSendFrame, clientReadFrame, clientSyncFrame].map((s) => jsonSchemaOf(s));

/** Frame texts: valid frames of every type, each with one hostile change, and garbage. */
function frameTexts(seed: number): Array<{ what: string; text: string | Buffer }> {
  const frameArb = fc.oneof(...FRAME_SCHEMAS.map((s) => fc.tuple(fc.constant(s), arbitraryOf(s))));
  const change = fc.oneof(
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 4, arbitrary: fc.tuple(fc.nat(), fc.constantFrom(...RAW_VALUES)) },
  );
  const cases = fc.sample(fc.tuple(frameArb, change), { seed, numRuns: FRAME_RUNS }).map(([[schema, frame], ch]) => {
    if (!ch) return { what: `valid ${JSON.stringify(frame).slice(0, 100)}`, text: JSON.stringify(frame) };
    const leaves = leavesOf(schema).filter((l) => l.path[0] !== 'type' && l.path[0] !== 'req_id');
    const leaf = leaves[ch[0] % Math.max(1, leaves.length)];
    if (!leaf) return { what: 'valid', text: JSON.stringify(frame) };
    const raws: string[] = [];
    const text = stringifyWithRaw(setPath(frame, leaf.path, raws, ch[1]), raws);
    return { what: `${String((frame as { type: string }).type)} ${leaf.path.join('.')} = ${ch[1].slice(0, 40)}`, text };
  });
  const named = [
    { type: 'send_message', data: { conversation_id: 2147483648, content: { text: 'hi' }, temp_id: 'big-1' } },
    { type: 'send_message', data: { other_user_id: 99999999999999999999, content: { text: 'hi' } } },
    { type: 'send_message', data: { conversation_id: 1, content: { text: 'a\u0000b' }, temp_id: 'nul-1' } },
    { type: 'send_message', data: { conversation_id: 1, type: 'image', content: { url: 'https://evil.example/track.gif' } } },
    { type: 'send_message', data: { conversation_id: 1, type: 'file', content: { url: '/api/media/00000000000000000000000000000000', name: 'a\u0000b' } } },
    { type: 'send_message', data: { conversation_id: 1, content: { text: 'x', ['k\u0000']: 1 } } },
    { type: 'send_message', data: { conversation_id: 1, content: { text: 'x\ud800y' }, temp_id: 'lone-1' } },
    { type: 'send_message', data: { conversation_id: 1, content: { text: 'x', ['k\udc00']: 1 }, temp_id: '\ud800' } },
    { type: 'send_message', data: { conversation_id: 1, type: 'file', content: { url: '/api/media/00000000000000000000000000000000', name: '\udc00\ud800.pdf' } } },
    { type: 'auth', token: 'wst_\ud800', lang: '\udfff' },
    { type: 'ping', req_id: 'r\ud800' },
    { type: '\ud800' },
    { type: 'read', conversation_id: 1, seq: 2147483648 },
    { type: 'read', conversation_id: 2147483648 },
    { type: 'sync', conversation_id: 1, after_seq: 2147483648 },
    { type: 'sync', conversation_id: 1, after_seq: 1e300 },
    { type: 'ping', timestamp: 1e308 },
    { type: 'auth', token: 'a\u0000b', device_info: { deep: JSON.parse(`${'['.repeat(200)}${']'.repeat(200)}`) as unknown } },
    { type: 'nope' },
    { type: 1 },
    { type: 'send_message', data: null },
  ].map((f) => ({ what: `named ${JSON.stringify(f).slice(0, 100)}`, text: JSON.stringify(f) }));
  const garbage = [...HOSTILE_BODIES, '{"type":"ping","timestamp":1e309}', '{"type":"read","conversation_id":1,"seq":-0}', '{"type":"sync","conversation_id":"1","after_seq":99999999999999999999}'].map((text) => ({ what: `raw ${JSON.stringify(text.slice(0, 60))}`, text }));
  const binary = [{ what: 'binary', text: Buffer.from([0xff, 0xfe, 0x00, 0x01]) }, { what: 'too large', text: JSON.stringify({ type: 'ping', pad: 'x'.repeat(70_000) }) }];
  return [...cases, ...named, ...garbage, ...binary];
}

/** Sends every frame on an authenticated socket (reconnecting when one is closed) and checks each answer. */
export async function fuzzSocket(t: TestApp, token: string, seed: number, check: Check) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as AddressInfo).port;
  const info = await t.call<{ ws_token: string }>('userInfo', { token });
  let connections = 0;
  async function connect() {
    connections += 1;
    const s = await Socket.open(port);
    s.ws.send(JSON.stringify({ type: 'auth', token: info.data.ws_token }));
    const r = await s.next();
    if (r?.success !== true) throw new Error(`socket auth failed: ${JSON.stringify(r)}`);
    return s;
  }
  let s = await connect();
  const unanswered: string[] = [];
  let frames = 0;
  for (const f of frameTexts(seed)) {
    if (s.closed) s = await connect();
    frames += 1;
    s.ws.send(f.text);
    const reply = await s.next();
    if (!reply) {
      // A frame past 64 KB closes the socket (1009) after its error frame; anything else must be answered.
      if (!s.closed) unanswered.push(f.what);
      continue;
    }
    check(`socket ${f.what}`, typeof reply.code === 'number' ? reply.code : 200, JSON.stringify(reply));
  }
  // The last frame may have been the one that closes its socket: a new one answers a ping, the server lives.
  s.ws.close();
  s = await connect();
  s.ws.send(JSON.stringify({ type: 'ping', req_id: 'last' }));
  const last = await s.next();
  if (last?.type !== 'pong') unanswered.push('the last ping');
  s.ws.close();
  return { frames, connections, unanswered };
}

function multipart(parts: Array<{ name: string; filename?: string; type?: string; data: Buffer | string }>, boundary = 'fuzzboundary') {
  const chunks = parts.flatMap((p) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`),
    Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data),
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}

/** Multipart uploads (both upload calls) with broken forms, lying types and hostile names; and the media reads. */
export async function fuzzUploads(t: TestApp, token: string, check: Check): Promise<number> {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } }).png().toBuffer();
  const form = 'multipart/form-data; boundary=fuzzboundary';
  const cases: Array<{ what: string; type?: string; payload: Buffer | string; anon?: boolean }> = [
    { what: 'a real image', type: form, payload: multipart([{ name: 'file', filename: 'a.png', type: 'image/png', data: png }]) },
    { what: 'anonymous', type: form, payload: multipart([{ name: 'file', filename: 'a.png', type: 'image/png', data: png }]), anon: true },
    { what: 'JSON instead of a form', type: 'application/json', payload: '{"file":"x"}' },
    { what: 'no boundary', type: 'multipart/form-data', payload: 'x' },
    { what: 'another boundary', type: 'multipart/form-data; boundary=other', payload: multipart([{ name: 'file', filename: 'a.png', data: png }]) },
    { what: 'cut short', type: form, payload: multipart([{ name: 'file', filename: 'a.png', data: png }]).subarray(0, 60) },
    { what: 'empty file', type: form, payload: multipart([{ name: 'file', filename: 'a.png', type: 'image/png', data: Buffer.alloc(0) }]) },
    { what: 'garbage as an image', type: form, payload: multipart([{ name: 'file', filename: 'a.png', type: 'image/png', data: Buffer.from('\u0000\u0001garbage'.repeat(50)) }]) },
    { what: 'a PNG head and garbage', type: form, payload: multipart([{ name: 'file', filename: 'a.png', type: 'image/png', data: Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]) }]) },
    { what: 'svg with script', type: form, payload: multipart([{ name: 'file', filename: 'a.svg', type: 'image/svg+xml', data: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' }]) },
    { what: 'hostile file name', type: form, payload: multipart([{ name: 'file', filename: '../../\u0000\u202Eevil.exe', type: 'text/plain', data: 'hello' }]) },
    { what: 'a lone surrogate in the file name, as UTF-8 bytes', type: form, payload: Buffer.concat([Buffer.from('--fuzzboundary\r\nContent-Disposition: form-data; name="file"; filename="a'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('.txt"\r\nContent-Type: text/plain\r\n\r\nlone\r\n--fuzzboundary--\r\n')]) },
    { what: 'a lone surrogate in filename*', type: form, payload: multipart([{ name: 'file', filename: 'x"; filename*=UTF-8\'\'a%ED%A0%80.txt', type: 'text/plain', data: 'lone 2' }]) },
    { what: 'another field name', type: form, payload: multipart([{ name: '__proto__', filename: 'a.png', data: png }]) },
    { what: 'two files', type: form, payload: multipart([{ name: 'file', filename: 'a.png', data: png }, { name: 'file', filename: 'b.png', data: png }]) },
    { what: 'many fields', type: form, payload: multipart(Array.from({ length: 40 }, (_, i) => ({ name: `f${i}`, data: 'v' }))) },
    { what: 'a field, no file', type: form, payload: multipart([{ name: 'file', data: 'just text' }]) },
    { what: 'an executable', type: form, payload: multipart([{ name: 'file', filename: 'a.exe', type: 'application/octet-stream', data: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)]) }]) },
  ];
  let n = 0;
  const ts = Math.floor(Date.now() / 1000);
  const sign = `_timestamp=${ts}&_sign=${computeSign(t.config.SIGN_KEY, ts)}`;
  for (const path of ['/api/media/upload', '/api/media/file']) {
    for (const c of cases) {
      n += 1;
      const res = await t.app.inject({ method: 'POST', url: `${path}?${sign}`, headers: { ...(c.type ? { 'content-type': c.type } : {}), ...(c.anon ? {} : { token }), lang: 'en' }, payload: c.payload });
      check(`upload ${path} ${c.what}`, res.statusCode, res.body);
    }
  }
  const stored = (await t.db.selectFrom('media').select('hash').limit(1).executeTakeFirst())?.hash ?? '0'.repeat(32);
  // A download name is cut at 100 characters: 99 letters and an emoji once cut the emoji in half (a 500).
  const file = (await t.db.selectFrom('media').select('hash').where('mime', 'not like', 'image/%').limit(1).executeTakeFirst())?.hash ?? stored;
  for (const name of [`${'a'.repeat(99)}%F0%9F%98%80.txt`, `${'😀'.repeat(120)}`, '%ED%A0%80.pdf', 'a%00b']) {
    n += 1;
    const res = await t.app.inject({ method: 'GET', url: `/api/media/${file}?name=${name}` });
    check(`media read ${file.slice(0, 8)} name=${name.slice(0, 30)}`, res.statusCode, res.headers['content-type']?.toString().includes('json') ? res.body : '');
  }
  for (const q of ['w=1e309', 'w=2147483648&h=-0', 'wm=2147483648', 'wm=99999999999999999999', 'preset=__proto__', 'format=gif', 'fit=constructor', 'w=a%00b', 'wm=1&wm=2']) {
    for (const hash of [stored, '%00', 'x'.repeat(300), '../../etc/passwd']) {
      n += 1;
      const res = await t.app.inject({ method: 'GET', url: `/api/media/${hash}?${q}` });
      check(`media read ${hash.slice(0, 8)} ${q}`, res.statusCode, res.headers['content-type']?.toString().includes('json') ? res.body : '');
    }
  }
  return n;
}
