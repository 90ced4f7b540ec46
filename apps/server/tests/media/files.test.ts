import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, uploadFile as uploadAs } from './helpers.js';
import { startTestApp, type TestApp } from '../support/harness.js';

let t: TestApp;
let alice: { token: string; id: number };
let bob: { token: string; id: number };
beforeAll(async () => {
  t = await startTestApp();
  alice = await t.newUser();
  bob = await t.newUser();
});
afterAll(() => t.close());

/** A multipart upload to /api/media/file as alice unless a token (or null: none) is given. */
const uploadFile = (data: Buffer, opts: { type: string; filename: string; token?: string | null; lang?: string }) =>
  uploadAs(t, data, { ...opts, token: opts.token === undefined ? alice.token : opts.token });

const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]), Buffer.alloc(2000, 7)]);
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(500, 65)]);

describe('voice, video and file uploads', () => {
  it('types a recording by its bytes and serves it back with that type', async () => {
    const up = await uploadFile(webm, { type: 'audio/webm;codecs=opus', filename: 'voice.webm' });
    expect(up.code).toBe(200);
    expect(up.data.mime).toBe('audio/webm');
    const res = await get(t, up.data.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/webm');
    expect(res.rawPayload.equals(webm)).toBe(true);
    const asVideo = await uploadFile(Buffer.concat([webm, Buffer.from('v')]), { type: 'video/webm', filename: 'clip.webm' });
    expect(asVideo.data.mime).toBe('video/webm');
  });

  it('takes PDF and plain text; refuses HTML and unknown binaries, whatever they claim to be', async () => {
    expect((await uploadFile(pdf, { type: 'application/octet-stream', filename: 'contract.bin' })).data.mime).toBe('application/pdf');
    expect((await uploadFile(Buffer.from('租房合同要点：押一付三'), { type: 'text/plain', filename: 'notes.txt' })).data.mime).toBe('text/plain; charset=utf-8');
    const html = await uploadFile(Buffer.from('<!doctype html><script>alert(1)</script>'), { type: 'text/plain', filename: 'a.txt' });
    expect(html.code).toBe(400);
    expect(html.message).toContain('Unsupported file type');
    const blob = await uploadFile(Buffer.from([0, 1, 2, 3, 4, 5, 0, 0, 9]), { type: 'audio/mpeg', filename: 'x.mp3', lang: 'vi' });
    expect(blob.code).toBe(400);
    expect(blob.message).toContain('Loại tệp');
  });

  it('asks for a login, and a size of a non-image is a clear 400', async () => {
    expect((await uploadFile(pdf, { type: 'application/pdf', filename: 'a.pdf', token: null })).code).toBe(401);
    const up = await uploadFile(Buffer.concat([pdf, Buffer.from('x')]), { type: 'application/pdf', filename: 'b.pdf' });
    const res = await get(t, `${up.data.url}?preset=avatar`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('not an image');
  });

  it('a voice message in chat carries the uploaded recording', async () => {
    const up = await uploadFile(Buffer.concat([webm, Buffer.from('chat')]), { type: 'audio/webm', filename: 'v.webm' });
    const conv = await t.call<{ id: number }>('chatCreateSingle', { token: alice.token, body: { target_id: bob.id } });
    expect(conv.code).toBe(200);
    const sent = await t.call<{ type: string; content: { url: string; mime: string } }>('chatSend', {
      token: alice.token,
      body: { conversation_id: conv.data.id, type: 'voice', content: { url: up.data.url, duration: 3 }, temp_id: 'voice-1' },
    });
    expect(sent.message).toBe('成功');
    expect(sent.data.type).toBe('voice');
    expect(sent.data.content.mime).toBe('audio/webm');
  });

  it('a plain-text file goes into chat as a file message', async () => {
    const up = await uploadFile(Buffer.from('看房清单：水电、网络、押金'), { type: 'text/plain', filename: 'list.txt' });
    const conv = await t.call<{ id: number }>('chatCreateSingle', { token: alice.token, body: { target_id: bob.id } });
    const sent = await t.call<{ content: { mime: string } }>('chatSend', { token: alice.token, body: { conversation_id: conv.data.id, type: 'file', content: { url: up.data.url, name: 'list.txt' }, temp_id: 'file-1' } });
    expect(sent.message).toBe('成功');
    expect(sent.data.content.mime).toBe('text/plain; charset=utf-8');
  });
});
