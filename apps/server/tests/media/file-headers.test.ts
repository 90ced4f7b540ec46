import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as h from './helpers.js';
import { startTestApp, type TestApp } from '../support/harness.js';

/** What the media store sends with a file, so that nothing it serves can run as a page of this origin. */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await t.newUser()).token;
});
afterAll(() => t?.close());

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300, 66)]);
const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]), Buffer.alloc(900, 5)]);

function expectSandboxed(res: Awaited<ReturnType<typeof h.get>>) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toMatch(/(^|;\s*)sandbox(;|$)/);
  expect(csp).toContain("default-src 'none'");
}

describe('files from the media store', () => {
  it('a PDF is a download with a safe name, under a sandboxing policy', async () => {
    const up = await h.uploadFile(t, pdf, { type: 'application/pdf', filename: 'contract.pdf', token });
    expect(up.code).toBe(200);
    const res = await h.get(t, up.data.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${up.data.hash}.pdf"`);
    expectSandboxed(res);
  });

  it('takes the name the chat shows (?name=), cleaned: no path, quotes or control characters, the type’s own extension', async () => {
    const up = await h.uploadFile(t, Buffer.concat([pdf, Buffer.from('2')]), { type: 'application/pdf', filename: 'x.pdf', token });
    const cases: Array<[string, RegExp]> = [
      ['租房合同.pdf', /^attachment; filename="____\.pdf"; filename\*=UTF-8''%E7%A7%9F%E6%88%BF%E5%90%88%E5%90%8C\.pdf$/],
      ['../../etc/passwd', /^attachment; filename="passwd\.pdf"; filename\*=UTF-8''passwd\.pdf$/],
      ['a"b\r\nSet-Cookie: x=1.pdf', /^attachment; filename="a_b__Set-Cookie_ x=1\.pdf"; filename\*=UTF-8''a_b__Set-Cookie_%20x%3D1\.pdf$/],
      ['page.html', /^attachment; filename="page\.html\.pdf"; filename\*=UTF-8''page\.html\.pdf$/],
    ];
    for (const [name, expected] of cases) {
      const res = await h.get(t, `${up.data.url}?name=${encodeURIComponent(name)}`);
      expect(res.statusCode, name).toBe(200);
      expect(String(res.headers['content-disposition']), name).toMatch(expected);
    }
  });

  it('plain text and recordings are downloads under the same policy (an <audio> element still plays them)', async () => {
    const txt = await h.uploadFile(t, Buffer.from('押一付三'), { type: 'text/plain', filename: 'n.txt', token });
    const txtRes = await h.get(t, txt.data.url);
    expect(txtRes.headers['content-disposition']).toBe(`attachment; filename="${txt.data.hash}.txt"`);
    expectSandboxed(txtRes);
    const voice = await h.uploadFile(t, webm, { type: 'audio/webm', filename: 'v.webm', token });
    const voiceRes = await h.get(t, voice.data.url);
    expect(voiceRes.headers['content-type']).toBe('audio/webm');
    expect(voiceRes.headers['content-disposition']).toBe(`attachment; filename="${voice.data.hash}.webm"`);
    expectSandboxed(voiceRes);
  });

  it('images stay inline with nosniff', async () => {
    const img = (await h.upload(t, await h.photo(200, 100), { token })).body.data;
    for (const url of [img.url, `${img.url}?preset=avatar`]) {
      const res = await h.get(t, url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBeUndefined();
    }
  });
});
